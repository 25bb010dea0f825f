package org.cardlab.fugitive;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import org.cardlab.core.Rng;
import org.cardlab.core.Stats;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.FugitivePolicy;

/**
 * A win-rate study: seeded games between two bots. Game i is dealt from a seed derived from
 * the study seed and i, and the bots draw from their own derived stream, so a study gives the
 * same numbers for any thread count.
 */
public final class FugitiveStudy {

    public record Result(long games, long fugitiveWins, long totalMoves, double seconds) {
        public Stats.Proportion fugitiveRate() {
            return Stats.wilson(fugitiveWins, games);
        }

        public Stats.Proportion marshalRate() {
            return Stats.wilson(games - fugitiveWins, games);
        }

        public double averageMoves() {
            return games == 0 ? 0 : (double) totalMoves / games;
        }

        public double gamesPerSecond() {
            return games / seconds;
        }
    }

    private FugitiveStudy() {}

    /** The deal seed of game {@code index} in a study seeded {@code seed}. */
    public static long dealSeed(long seed, long index) {
        return Rng.forGame(seed, index).nextLong();
    }

    /** Plays game {@code index}; returns the finished state. */
    public static FugitiveState play(FugitiveRules rules, FugitivePolicy fugitive, FugitivePolicy marshal, long seed, long index) {
        FugitiveState s = FugitiveState.newGame(rules, dealSeed(seed, index));
        Rng rng = Rng.forGame(~seed, index);
        while (!s.isTerminal()) {
            s.apply((s.currentPlayer() == FugitiveState.FUGITIVE ? fugitive : marshal).choose(s, rng));
        }
        return s;
    }

    public static Result run(FugitiveRules rules, String fugitiveBot, String marshalBot, int games, long seed, int threads,
            LongConsumer progress) {
        if (games < 1) {
            throw new UserError("--games must be at least 1");
        }
        if (threads < 1) {
            throw new UserError("--threads must be at least 1");
        }
        FugitiveBots.create(fugitiveBot, FugitiveState.FUGITIVE);
        FugitiveBots.create(marshalBot, FugitiveState.MARSHAL);
        AtomicLong done = new AtomicLong();
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<long[]>> parts = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t;
                parts.add(pool.submit(() -> {
                    FugitivePolicy f = FugitiveBots.create(fugitiveBot, FugitiveState.FUGITIVE);
                    FugitivePolicy m = FugitiveBots.create(marshalBot, FugitiveState.MARSHAL);
                    long wins = 0;
                    long moves = 0;
                    for (int i = first; i < games; i += threads) {
                        FugitiveState s = play(rules, f, m, seed, i);
                        wins += s.winner() == FugitiveState.FUGITIVE ? 1 : 0;
                        moves += s.moves().size();
                        long n = done.incrementAndGet();
                        if (progress != null) {
                            progress.accept(n);
                        }
                    }
                    return new long[] {wins, moves};
                }));
            }
            long wins = 0;
            long moves = 0;
            for (Future<long[]> f : parts) {
                long[] r = f.get();
                wins += r[0];
                moves += r[1];
            }
            return new Result(games, wins, moves, (System.nanoTime() - start) / 1e9);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
