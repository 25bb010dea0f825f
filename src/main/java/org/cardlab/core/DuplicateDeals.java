package org.cardlab.core;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.LongConsumer;

/**
 * Plays every line-up on the same deals (duplicate play): deal i is dealt from
 * {@link Seeds#deal}(seed, i) for every line-up, the bots draw from {@link Seeds#bots}(seed, i).
 * Each deal runs on one worker with bots of its own, so the results do not depend on the number
 * of threads; they come back in deal order, one row per deal, one entry per line-up. {@code
 * progress} (may be null) hears the number of deals done as each one ends.
 */
public final class DuplicateDeals {
    private DuplicateDeals() {}

    public static <S extends GameState<M>, M, R> List<List<R>> play(Game<S, M> game, List<List<String>> lineups, int deals,
            long seed, int threads, Function<S, R> result, LongConsumer progress) {
        AtomicLong done = new AtomicLong();
        return Parallel.indexed(deals, threads, index -> {
            List<R> row = row(game, lineups, seed, index, result);
            if (progress != null) {
                progress.accept(done.incrementAndGet());
            }
            return row;
        });
    }

    /** Deal {@code index} of the run of {@code seed}, played by every line-up: one {@code result} per line-up. */
    public static <S extends GameState<M>, M, R> ArrayList<R> row(Game<S, M> game, List<List<String>> lineups, long seed, int index,
            Function<S, R> result) {
        ArrayList<R> row = new ArrayList<>();
        for (List<String> lineup : lineups) {
            S s = Playout.ofStudy(game, Playout.seats(game, lineup), seed, index);
            row.add(result.apply(s));
        }
        return row;
    }

    /**
     * The mean of per-deal shares {@code xs} (each in 0 to 1, each of a few games) and its 95%
     * interval: the t interval over the deals, widened to at least the Wilson interval of that mean over the
     * deals, as if each deal were one game (so too wide for shares of many games a deal). The t
     * interval alone has no width when every deal gives the same share (a team that wins every
     * match would read "100% [100%, 100%]" after 24 deals); the Wilson one says how far 24 deals
     * are from proving it.
     */
    public static double[] shareInterval(double[] xs) {
        double[] t = meanInterval(xs);
        double[] wilson = Stats.wilsonBounds(Math.min(1, Math.max(0, t[0])), xs.length);
        return new double[] {t[0], Math.max(0, Math.min(t[1], wilson[0])), Math.min(1, Math.max(t[2], wilson[1]))};
    }

    /**
     * The mean of per-deal shares {@code xs} (each in 0 to 1, of many games or rounds a deal, so that Wilson's over the
     * deals would be far too wide) and its 95% interval: Student's t over the deals, within 0 to 1; where every deal gives
     * the same share that has no width, and Wilson's over the deals is given instead, as {@link #shareInterval} does.
     */
    public static double[] shareOfManyInterval(double[] xs) {
        double[] t = meanInterval(xs);
        if (!(t[2] > t[1])) {
            return shareInterval(xs);
        }
        return new double[] {t[0], Math.max(0, t[1]), Math.min(1, t[2])};
    }

    /** The mean of {@code xs} and its 95% interval (Student's t over the deals, each deal one independent value). */
    public static double[] meanInterval(double[] xs) {
        double m = 0;
        for (double x : xs) {
            m += x;
        }
        m /= xs.length;
        double v = 0;
        for (double x : xs) {
            v += (x - m) * (x - m);
        }
        double se = xs.length > 1 ? Math.sqrt(v / (xs.length - 1) / xs.length) : Double.NaN;
        double half = xs.length > 1 ? Stats.t975(xs.length - 1) * se : Double.NaN;
        return new double[] {m, m - half, m + half};
    }
}
