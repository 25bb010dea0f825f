package org.cardlab.fugitive.calibration;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import org.cardlab.core.Rng;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.FugitiveStudy;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.FugitivePolicy;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.ExactCounter;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * How far to trust the deduction's probabilities: seeded games of each Fugitive bot against one
 * Marshal bot; at every Marshal guess the deduction reads the Marshal's notes, and each face-down
 * position's forecast is scored against the value it really held. Early turns (the Marshal's
 * first {@code earlyTurns} guesses) and late ones (the rest, the manhunt included) are kept apart.
 * Every bot plays the same deals (game i of a study has the same seed for each bot).
 */
public final class CalibrationStudy {
    /** One Fugitive bot's tables, and the Marshal turns skipped because a count passed the work limit. */
    public record Result(String fugitive, Reliability early, Reliability late, Reliability all, long turns, long skipped) {}

    private CalibrationStudy() {}

    public static List<Result> run(FugitiveRules rules, List<String> fugitives, String marshal, int games, long seed, int earlyTurns,
            long workLimit, int threads, LongConsumer progress) {
        if (games < 1 || threads < 1 || earlyTurns < 0 || workLimit < 1) {
            throw new UserError("--games, --threads and --work must be at least 1, --early at least 0");
        }
        for (String f : fugitives) {
            FugitiveBots.create(f, FugitiveState.FUGITIVE);
        }
        FugitiveBots.create(marshal, FugitiveState.MARSHAL);
        AtomicLong done = new AtomicLong();
        Map<String, Reliability[][]> perGame = new LinkedHashMap<>();
        Map<String, long[][]> counts = new LinkedHashMap<>();
        for (String f : fugitives) {
            perGame.put(f, new Reliability[games][]);
            counts.put(f, new long[games][]);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> parts = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t;
                parts.add(pool.submit(() -> {
                    for (String f : fugitives) {
                        FugitivePolicy fp = FugitiveBots.create(f, FugitiveState.FUGITIVE);
                        FugitivePolicy mp = FugitiveBots.create(marshal, FugitiveState.MARSHAL);
                        for (int i = first; i < games; i += threads) {
                            long[] turnCounts = new long[2];
                            perGame.get(f)[i] = game(rules, fp, mp, seed, i, earlyTurns, workLimit, turnCounts);
                            counts.get(f)[i] = turnCounts;
                            if (progress != null) {
                                progress.accept(done.incrementAndGet());
                            }
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> p : parts) {
                p.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        List<Result> out = new ArrayList<>();
        for (String f : fugitives) {
            Reliability early = new Reliability();
            Reliability late = new Reliability();
            long turns = 0;
            long skipped = 0;
            for (int i = 0; i < games; i++) { // merged in game order: the same sums for any thread count
                early.addAll(perGame.get(f)[i][0]);
                late.addAll(perGame.get(f)[i][1]);
                turns += counts.get(f)[i][0];
                skipped += counts.get(f)[i][1];
            }
            Reliability all = new Reliability();
            all.addAll(early);
            all.addAll(late);
            out.add(new Result(f, early, late, all, turns, skipped));
        }
        return out;
    }

    /** Plays game i as {@link FugitiveStudy#play} does, scoring the forecasts at each Marshal guess. */
    private static Reliability[] game(FugitiveRules rules, FugitivePolicy fugitive, FugitivePolicy marshal, long seed, long i,
            int earlyTurns, long workLimit, long[] turnCounts) {
        Reliability early = new Reliability();
        Reliability late = new Reliability();
        FugitiveState s = FugitiveState.newGame(rules, FugitiveStudy.dealSeed(seed, i));
        Rng rng = Rng.forGame(~seed, i);
        int turn = 0;
        boolean scoredThisPhase = false;
        while (!s.isTerminal()) {
            boolean guessing = s.phase() == Phase.MARSHAL_GUESS || s.phase() == Phase.MANHUNT;
            if (guessing && !(s.phase() == Phase.MANHUNT && scoredThisPhase)) {
                turn++;
                turnCounts[0]++;
                try {
                    score(s, Deduction.of(PublicTrack.read(rules, s.notes(), "game"), workLimit), turn <= earlyTurns ? early : late);
                } catch (ExactCounter.TooLarge e) {
                    turnCounts[1]++;
                }
                scoredThisPhase = s.phase() == Phase.MANHUNT; // a manhunt counts as one turn, scored at its start
            }
            s.apply((s.currentPlayer() == FugitiveState.FUGITIVE ? fugitive : marshal).choose(s, rng));
        }
        return new Reliability[] {early, late};
    }

    private static void score(FugitiveState s, Deduction d, Reliability into) {
        for (int p : d.faceDown()) {
            double[] q = new double[FugitiveRules.CARDS];
            for (int v = 1; v <= 41; v++) {
                q[v] = d.probability(p, v);
            }
            into.add(q, s.hideout(p));
        }
    }
}
