package org.cardlab.fugitive.calibration;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.core.Study;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * How far to trust the deduction's probabilities: seeded games of each Fugitive bot against one
 * Marshal bot; at every Marshal guess the deduction reads the Marshal's notes, and each face-down
 * position's forecast is scored against the value it really held. Early turns (the Marshal's
 * first {@code earlyTurns} guesses) and late ones (the rest, the manhunt included) are kept apart.
 * The games are a study's ({@link Seeds}): game i of every bot has the same deal, and they are the
 * games {@code cardlab fugitive simulate} plays with the same seed and bots.
 */
public final class CalibrationStudy {
    /** One Fugitive bot's tables, and the Marshal turns skipped because a count passed the work limit. */
    public record Result(String fugitive, Reliability early, Reliability late, Reliability all, long turns, long skipped) {}

    private CalibrationStudy() {}

    /**
     * Runs the study for each Fugitive bot in turn; {@code progress} (may be null) hears the games
     * done over all bots. Unknown bots, or bots for the wrong seat, are refused before any game.
     */
    public static List<Result> run(FugitiveGame game, List<String> fugitives, String marshal, Study.Run run, int earlyTurns,
            long workLimit, LongConsumer progress) {
        for (String f : fugitives) {
            Playout.seats(game, List.of(f, marshal));
        }
        List<Result> out = new ArrayList<>();
        for (int k = 0; k < fugitives.size(); k++) {
            String f = fugitives.get(k);
            long before = k * run.games();
            Worker w = Study.run(run, () -> new Worker(game, f, marshal, run.seed(), earlyTurns, workLimit),
                    progress == null ? null : done -> progress.accept(before + done)).result();
            Reliability all = new Reliability();
            all.addAll(w.early);
            all.addAll(w.late);
            out.add(new Result(f, w.early, w.late, all, w.turns, w.skipped));
        }
        return out;
    }

    /** One thread's games of one Fugitive bot, summed (integer sums only: any thread count gives the same). */
    private static final class Worker implements Study.Worker<Worker> {
        private final FugitiveGame game;
        private final List<Policy<FugitiveState, FugitiveMove>> seats;
        private final long seed;
        private final int earlyTurns;
        private final long workLimit;
        final Reliability early = new Reliability();
        final Reliability late = new Reliability();
        long turns;
        long skipped;

        Worker(FugitiveGame game, String fugitive, String marshal, long seed, int earlyTurns, long workLimit) {
            this.game = game;
            this.seats = Playout.seats(game, List.of(fugitive, marshal));
            this.seed = seed;
            this.earlyTurns = earlyTurns;
            this.workLimit = workLimit;
        }

        @Override
        public void play(long index) {
            Scorer marshal = new Scorer(seats.get(FugitiveState.MARSHAL));
            FugitiveState s = game.newGame(Seeds.deal(seed, index));
            Playout.play(game, s, List.of(seats.get(FugitiveState.FUGITIVE), marshal), Seeds.bots(seed, index));
        }

        @Override
        public void merge(Worker o) {
            early.addAll(o.early);
            late.addAll(o.late);
            turns += o.turns;
            skipped += o.skipped;
        }

        /**
         * The Marshal bot of one game, scoring the deduction before each of its guesses (a manhunt
         * once, at its start). It reads the state but draws nothing from the stream, so the game is
         * the one the bots would play without it.
         */
        private final class Scorer implements Policy<FugitiveState, FugitiveMove> {
            private final Policy<FugitiveState, FugitiveMove> marshal;
            private int turn;
            private boolean manhuntScored;

            Scorer(Policy<FugitiveState, FugitiveMove> marshal) {
                this.marshal = marshal;
            }

            @Override
            public FugitiveMove choose(FugitiveState s, Rng rng) {
                boolean guess = s.phase() == Phase.MARSHAL_GUESS || s.phase() == Phase.MANHUNT && !manhuntScored;
                if (guess) {
                    turn++;
                    turns++;
                    manhuntScored = s.phase() == Phase.MANHUNT;
                    try {
                        score(s, Deduction.of(PublicTrack.read(s.rules(), s.notes(), "game"), workLimit), turn <= earlyTurns ? early : late);
                    } catch (WorkLimitExceeded e) {
                        skipped++;
                    }
                }
                return marshal.choose(s, rng);
            }
        }
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
