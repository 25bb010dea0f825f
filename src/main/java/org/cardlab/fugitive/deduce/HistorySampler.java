package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;

/**
 * Complete hidden histories drawn uniformly from the consistent ones, exactly: one exact walk
 * (with its edges and every state's count of completions), then per sample a path from the
 * first state, each edge taken with probability weight x completions-after / completions-before,
 * and the identities the walk counted in closed form drawn uniformly: which free cards of each
 * category lie beneath which position, which draw slot each placed card came from, and which
 * unseen cards fill the other slots. Each consistent history has probability 1 / count.
 *
 * <p>Built once per notes ({@link #of}); a sample then costs the path's edges and a few
 * shuffles, with no counting. Not thread-safe only through the {@link Rng} passed in.
 */
public final class HistorySampler {
    /**
     * A complete hidden history: {@code route[i]} the card at position i (0 first, as deduce numbers
     * positions; 42 for the escape), {@code sprints[i]} the sprint cards beneath it, and the
     * Fugitive's draws in the order made, each {event index (-1: the initial deal), deck, card}.
     */
    public record Sample(int[] route, long[] sprints, List<int[]> draws) {}

    private final PublicTrack track;
    private final HistorySpace sp;
    /** The walk, its tables and edges kept for sampling (never given back to the thread's scratch). */
    private final CountPass walk;
    /** Completions per state and step: longs when the count fits, else BigIntegers. */
    private final long[][] after;
    private final BigInteger[][] bigAfter;
    private final BigInteger histories;

    private HistorySampler(PublicTrack track, Assumptions assume, long workLimit) {
        this.track = track;
        ExactCounter counter = new ExactCounter(track, assume).withWorkLimit(workLimit);
        this.sp = counter.space;
        this.walk = new CountPass(counter, Arith.exact(), true, true);
        walk.run();
        if (!walk.replayable()) {
            throw new IllegalStateException("too many transitions to keep for sampling (more than the edge budget)");
        }
        int n = walk.plan.steps();
        if (!walk.arith.overflowed) {
            after = new long[n + 1][];
            for (int t = 0; t <= n; t++) {
                after[t] = walk.tables[t].backward;
            }
            bigAfter = null;
            histories = BigInteger.valueOf(walk.total).multiply(walk.factor);
        } else {
            after = null;
            bigAfter = bigCompletions(n);
            histories = bigAfter[0][0].multiply(walk.factor);
        }
    }

    /** A sampler of the notes' consistent hidden histories (one exact walk). */
    public static HistorySampler of(PublicTrack track) {
        return new HistorySampler(track, Assumptions.NONE, Long.MAX_VALUE);
    }

    /**
     * As {@link #of}, giving up ({@link org.cardlab.core.WorkLimitExceeded}) when the walk passes
     * {@code workLimit} DP states or has more transitions than it can keep.
     */
    public static HistorySampler of(PublicTrack track, long workLimit) {
        return of(track, Assumptions.NONE, workLimit);
    }

    /**
     * As {@link #of(PublicTrack, long)}, among the histories that also meet {@code assume} (a cover
     * fixing each face-down hideout's value: the histories behind one route).
     */
    public static HistorySampler of(PublicTrack track, Assumptions assume, long workLimit) {
        try {
            return new HistorySampler(track, assume, workLimit);
        } catch (IllegalStateException e) {
            throw new org.cardlab.core.WorkLimitExceeded("the exact walk has more transitions than sampling can keep");
        }
    }

    /** The number of consistent hidden histories (0: nothing to sample). */
    public BigInteger histories() {
        return histories;
    }

    /** The completions of every state, in BigIntegers, along the kept edges (when longs overflow). */
    private BigInteger[][] bigCompletions(int n) {
        BigInteger[][] out = new BigInteger[n + 1][];
        StateTable last = walk.tables[n];
        out[n] = new BigInteger[last.size];
        long[] f = new long[64];
        for (int i = 0; i < last.size; i++) {
            int k = walk.closingFactors(last.keyA[i], last.keyB[i], f);
            BigInteger c = k < 0 ? BigInteger.ZERO : BigInteger.ONE;
            for (int j = 0; j < k; j++) {
                c = c.multiply(BigInteger.valueOf(f[j]));
            }
            out[n][i] = c;
        }
        for (int t = n - 1; t >= 0; t--) {
            BigInteger[] cur = new BigInteger[walk.tables[t].size];
            java.util.Arrays.fill(cur, BigInteger.ZERO);
            EdgeLog l = walk.edges[t];
            for (int s = 0; s < cur.length; s++) {
                for (int e = l.first(s), end = l.first(s + 1); e < end; e++) {
                    cur[s] = cur[s].add(out[t + 1][l.to(e)].multiply(BigInteger.valueOf(l.weight(e))));
                }
            }
            out[t] = cur;
        }
        return out;
    }

    /** One history, uniformly among the consistent ones. */
    public Sample sample(Rng rng) {
        if (histories.signum() == 0) {
            throw new IllegalStateException("no hidden history explains these notes");
        }
        int n = walk.plan.steps();
        int[] route = new int[sp.length];
        int[][] spread = new int[sp.length][HistorySpace.CATS];
        int s = 0;
        for (int t = 0; t < n; t++) {
            EdgeLog l = walk.edges[t];
            int e = pick(t, s, l, rng);
            int p = walk.plan.position[t];
            if (walk.plan.category[t] < 0) {
                route[p] = l.value(e);
            }
            for (int c = 0; c < HistorySpace.CATS; c++) {
                spread[p][c] += l.spread(e) >>> 4 * c & 15;
            }
            s = l.to(e);
        }
        return Identities.draw(track, sp, route, spread, rng);
    }

    /** An edge out of state s at step t, with probability weight x completions after / completions of s. */
    private int pick(int t, int s, EdgeLog l, Rng rng) {
        int from = l.first(s);
        int to = l.first(s + 1);
        if (after != null) {
            long r = below(after[t][s], rng);
            for (int e = from; e < to; e++) {
                r -= l.weight(e) * after[t + 1][l.to(e)]; // each term is at most the state's completions: no overflow
                if (r < 0) {
                    return e;
                }
            }
        } else {
            BigInteger r = below(bigAfter[t][s], rng);
            for (int e = from; e < to; e++) {
                r = r.subtract(bigAfter[t + 1][l.to(e)].multiply(BigInteger.valueOf(l.weight(e))));
                if (r.signum() < 0) {
                    return e;
                }
            }
        }
        throw new IllegalStateException("completions do not add up at step " + t);
    }

    /** A uniform long in [0, bound). */
    static long below(long bound, Rng rng) {
        long limit = Long.MAX_VALUE - Long.MAX_VALUE % bound;
        long r;
        do {
            r = rng.nextLong() >>> 1;
        } while (r >= limit);
        return r % bound;
    }

    /** A uniform BigInteger in [0, bound). */
    static BigInteger below(BigInteger bound, Rng rng) {
        int bits = bound.bitLength();
        BigInteger r;
        do {
            BigInteger x = BigInteger.ZERO;
            for (int got = 0; got < bits; got += 63) {
                x = x.shiftLeft(63).or(BigInteger.valueOf(rng.nextLong() >>> 1));
            }
            r = x.mod(BigInteger.ONE.shiftLeft(bits));
        } while (r.compareTo(bound) >= 0);
        return r;
    }

    /** Many samples, held in a list (for a few; {@link #forEach} streams many). */
    public List<Sample> samples(int count, Rng rng) {
        List<Sample> out = new ArrayList<>(count);
        forEach(count, rng, out::add);
        return out;
    }

    /**
     * Draws {@code count} samples one after another, each handed to {@code each} as it is drawn and
     * never kept here: memory does not grow with the count. The same seed gives the same samples
     * as {@link #samples}.
     */
    public void forEach(long count, Rng rng, java.util.function.Consumer<Sample> each) {
        for (long i = 0; i < count; i++) {
            each.accept(sample(rng));
        }
    }
}
