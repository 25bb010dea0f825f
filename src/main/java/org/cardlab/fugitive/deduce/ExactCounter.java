package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;
import org.cardlab.core.WorkLimitExceeded;

/**
 * Exact counting of the consistent hidden histories (the uniform consistent history measure),
 * with the count of each value at each face-down position. docs/deduction.md explains it.
 *
 * <p>A history is (1) the cards of the placed positions (face-down hideouts and sprint cards)
 * and (2) the identities of the Fugitive's draws. Given (1), the draws count in closed form:
 * the i-th placed card of deck d (in placement order) sits in one of the deck's draw slots
 * made before it was placed and not taken by the i-1 before it (a staircase product); the
 * free slots hold any other unseen card of the deck (a falling factorial).
 *
 * <p>(1) is a layered walk, position by position in route order (which is value order): a
 * value step chooses the hideout and the (odd, even) class of its sprint cards, then one step
 * per card category spreads the sprint cards over the categories. A state holds the previous
 * hideout, per category the hideouts and sprint cards placed so far (once no later hideout can
 * be of the category, the cards it has left free instead), the sprint cards still to spread,
 * and one bit per multi-number miss still undecided. Sprint card identities are chosen per
 * category: at once for a frozen category, at freezing time for the cards placed before.
 *
 * <p>Arithmetic: counts are longs, each operation checked for overflow; the factor every
 * history shares (draws beyond the most any history places) is kept apart as a BigInteger.
 * Should a long still overflow, the walk is redone modulo 31-bit primes, as many as a
 * floating-point pass's bound requires, and the counts rebuilt by the Chinese remainder
 * theorem: exact either way. Forward values times backward values give the marginals.
 */
public final class ExactCounter {
    static final int EXACT = Arith.EXACT;
    static final int MODULAR = Arith.MODULAR;

    final HistorySpace space;
    final CountPlan plan;
    private long workLimit = Long.MAX_VALUE;
    private long work;
    /** Test hook: recompute modulo primes even when the longs did not overflow. */
    boolean forceModular;
    /** How the last run was computed: EXACT (longs) or MODULAR (primes and CRT). */
    int usedMode = EXACT;

    public ExactCounter(PublicTrack track, Assumptions assume) {
        this.space = new HistorySpace(track, assume);
        this.plan = new CountPlan(space);
    }

    public static ExactCounter.Result count(PublicTrack track, Assumptions assume, boolean marginals) {
        return new ExactCounter(track, assume).run(marginals);
    }

    /** As {@link #count}, but gives up (throws {@link WorkLimitExceeded}) past {@code limit} DP states. */
    public static ExactCounter.Result count(PublicTrack track, Assumptions assume, boolean marginals, long limit) {
        ExactCounter c = new ExactCounter(track, assume);
        c.workLimit = limit;
        return c.run(marginals);
    }

    public ExactCounter withWorkLimit(long limit) {
        this.workLimit = limit;
        return this;
    }

    /** Counts the histories; with {@code marginals}, also the count of each value at each position. */
    public Result run(boolean marginals) {
        CountPass walk = new CountPass(this, Arith.exact(), marginals);
        walk.run();
        if (!walk.arith.overflowed && !forceModular) {
            usedMode = EXACT;
            return Result.ofLongs(walk.factor, walk.total, walk.counts);
        }
        usedMode = MODULAR;
        return Modular.solve(this, walk, marginals);
    }

    /** Whether the last run needed the modular path (its longs overflowed, or a test forced it). */
    public boolean usedModularPath() {
        return usedMode == MODULAR;
    }

    /** Called by a pass for every state it creates. */
    void charge(long states) {
        work += states;
        if (work > workLimit) {
            throw new WorkLimitExceeded("the exact count exceeded its work limit");
        }
    }

    /** The count of histories and, per face-down position, of each value. */
    public static final class Result {
        private final BigInteger histories;
        private final long[][] longCounts;
        private final BigInteger[][] bigCounts;
        private final BigInteger factor;
        private final double total;
        private java.util.Map<Integer, BigInteger[]> valueCounts;

        private Result(BigInteger histories, long[][] longCounts, BigInteger[][] bigCounts, BigInteger factor, double total) {
            this.histories = histories;
            this.longCounts = longCounts;
            this.bigCounts = bigCounts;
            this.factor = factor;
            this.total = total;
        }

        static Result ofLongs(BigInteger f, long total, long[][] counts) {
            return new Result(BigInteger.valueOf(total).multiply(f), counts, null, f, f.signum() == 0 ? 0 : total);
        }

        static Result ofBig(BigInteger f, BigInteger total, BigInteger[][] counts) {
            return new Result(total.multiply(f), null, counts, f, f.signum() == 0 ? 0 : total.doubleValue());
        }

        public BigInteger histories() {
            return histories;
        }

        /** Position -> count of each value (face-down positions only; empty without marginals). */
        public java.util.Map<Integer, BigInteger[]> valueCounts() {
            if (valueCounts == null) {
                java.util.Map<Integer, BigInteger[]> m = new java.util.HashMap<>();
                int n = longCounts != null ? longCounts.length : bigCounts == null ? 0 : bigCounts.length;
                for (int p = 0; p < n; p++) {
                    if (longCounts != null && longCounts[p] != null) {
                        BigInteger[] row = new BigInteger[FugitiveRules.CARDS];
                        for (int v = 0; v < row.length; v++) {
                            row[v] = longCounts[p][v] == 0 ? BigInteger.ZERO : BigInteger.valueOf(longCounts[p][v]).multiply(factor);
                        }
                        m.put(p, row);
                    } else if (bigCounts != null && bigCounts[p] != null) {
                        BigInteger[] row = new BigInteger[FugitiveRules.CARDS];
                        for (int v = 0; v < row.length; v++) {
                            row[v] = bigCounts[p][v].multiply(factor);
                        }
                        m.put(p, row);
                    }
                }
                valueCounts = m;
            }
            return valueCounts;
        }

        /** The probability of value v at face-down position p (0 when there is no history), as a double. */
        public double probability(int p, int v) {
            if (total == 0) {
                return 0;
            }
            if (longCounts != null) {
                return longCounts[p] == null ? 0 : longCounts[p][v] / total;
            }
            return bigCounts[p] == null ? 0 : Deduction.ratio(bigCounts[p][v], histories.divide(factor));
        }
    }

    /** Whether the classes (i odd, j even) of n sprint cards for this need include a legal one. */
    static boolean anyClass(FugitiveRules rules, int n, int maxOdd, int maxEven, int need) {
        for (int i = Math.max(0, n - maxEven); i <= Math.min(n, maxOdd); i++) {
            if (Sprints.classOk(rules, i, n - i, need)) {
                return true;
            }
        }
        return false;
    }
}
