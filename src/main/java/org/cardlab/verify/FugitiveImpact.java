package org.cardlab.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Stats;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.bots.FugitiveBots;

/**
 * How much a difference between two Fugitive specs matters in play: game i is dealt from the
 * same seed and played by the same bots (with the same random stream) under both specs, so the
 * two results form a pair and the games whose winner changed measure the difference directly.
 */
public final class FugitiveImpact {

    /**
     * @param fugitiveOnlyA games the Fugitive wins under A and loses under B
     * @param fugitiveOnlyB games the Fugitive wins under B and loses under A
     */
    public record Result(long games, long fugitiveWinsA, long fugitiveWinsB, long fugitiveOnlyA, long fugitiveOnlyB) {
        public Stats.Proportion rateA() {
            return Stats.wilson(fugitiveWinsA, games);
        }

        public Stats.Proportion rateB() {
            return Stats.wilson(fugitiveWinsB, games);
        }

        /** Games whose winner changed, with its Wilson interval. */
        public Stats.Proportion changed() {
            return Stats.wilson(fugitiveOnlyA + fugitiveOnlyB, games);
        }

        /** The Fugitive's win rate under B minus under A. */
        public double difference() {
            return (double) (fugitiveOnlyB - fugitiveOnlyA) / games;
        }

        /**
         * 95% interval of the paired difference (Wald interval for paired proportions: only the
         * discordant games carry information). Degenerate [0, 0] when no winner changed.
         */
        public double[] differenceInterval() {
            double n = games;
            double disc = fugitiveOnlyA + fugitiveOnlyB;
            double d = fugitiveOnlyB - fugitiveOnlyA;
            double se = Math.sqrt(Math.max(0, disc - d * d / n)) / n;
            double z = 1.959963984540054;
            return new double[] {Math.max(-1, difference() - z * se), Math.min(1, difference() + z * se)};
        }
    }

    private FugitiveImpact() {}

    public static Result run(FugitiveRules a, FugitiveRules b, String fugitiveBot, String marshalBot, int games, long seed,
            int threads, LongConsumer progress) {
        if (games < 1) {
            throw new UserError("--games must be at least 1");
        }
        if (threads < 1) {
            throw new UserError("--threads must be at least 1");
        }
        FugitiveBots.create(fugitiveBot, FugitiveState.FUGITIVE); // an unknown bot is a user error, before any thread
        FugitiveBots.create(marshalBot, FugitiveState.MARSHAL);
        AtomicLong done = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<long[]>> parts = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t;
                parts.add(pool.submit(() -> {
                    List<Policy<FugitiveState, FugitiveMove>> seats = List.of(FugitiveBots.create(fugitiveBot, FugitiveState.FUGITIVE),
                            FugitiveBots.create(marshalBot, FugitiveState.MARSHAL));
                    FugitiveGame ga = new FugitiveGame(a);
                    FugitiveGame gb = new FugitiveGame(b);
                    long[] c = new long[4];
                    for (int i = first; i < games; i += threads) {
                        boolean wa = Playout.ofStudy(ga, seats, seed, i).winner() == FugitiveState.FUGITIVE;
                        boolean wb = Playout.ofStudy(gb, seats, seed, i).winner() == FugitiveState.FUGITIVE;
                        c[0] += wa ? 1 : 0;
                        c[1] += wb ? 1 : 0;
                        c[2] += wa && !wb ? 1 : 0;
                        c[3] += wb && !wa ? 1 : 0;
                        long n = done.incrementAndGet();
                        if (progress != null) {
                            progress.accept(n);
                        }
                    }
                    return c;
                }));
            }
            long[] sum = new long[4];
            for (Future<long[]> p : parts) {
                long[] c = p.get();
                for (int k = 0; k < 4; k++) {
                    sum[k] += c[k];
                }
            }
            return new Result(games, sum[0], sum[1], sum[2], sum[3]);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
