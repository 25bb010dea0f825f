package org.cardlab.fugitive.exposure;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

/**
 * Which cards to put beneath a hideout when the number of sprint cards is chosen (that number is
 * all the Marshal sees). Cards below the new hideout can never be hideouts again, so they go
 * first, odd ones before even ones (an even card is worth two footprints later); a card above
 * the hideout is a future hideout and is spent only when nothing else covers the step.
 */
public final class SprintChoice {
    /** What {@link #setOf} gives when no legal set exists (a set of cards 0..42 never has bit 63). */
    public static final long NONE = -1L;

    private SprintChoice() {}

    /** The cheapest legal set of exactly {@code k} cards from the hand under hideout h after {@code last}; null if none. */
    public static Long of(FugitiveRules rules, long hand, int last, int h, int k) {
        long set = setOf(rules, hand, last, h, k);
        return set == NONE ? null : set;
    }

    /**
     * As {@link #of}, unboxed: {@link #NONE} if none. The play-outs ask this thousands of times per
     * decision, so it allocates nothing.
     */
    public static long setOf(FugitiveRules rules, long hand, int last, int h, int k) {
        long pool = Sprints.pool(rules, hand, h);
        int need = Sprints.need(rules, last, h);
        long odd = pool & rules.oddMask;
        long even = pool & ~rules.oddMask;
        long best = NONE;
        double bestCost = Double.MAX_VALUE;
        for (int i = 0; i <= k; i++) {
            int j = k - i;
            if (i > Long.bitCount(odd) || j > Long.bitCount(even) || !Sprints.classOk(rules, i, j, need)) {
                continue;
            }
            long set = cheapest(odd, i, h) | cheapest(even, j, h);
            double cost = cost(rules, set, h);
            if (cost < bestCost) {
                bestCost = cost;
                best = set;
            }
        }
        return best;
    }

    /**
     * The fewest cards any legal set needs (-1 when none is legal). A size has a legal set exactly
     * when one of its mixes of odd and even cards is legal, so no set is built to find it.
     */
    public static int fewest(FugitiveRules rules, long hand, int last, int h) {
        long pool = Sprints.pool(rules, hand, h);
        int need = Sprints.need(rules, last, h);
        int odd = Long.bitCount(pool & rules.oddMask);
        int even = Long.bitCount(pool & ~rules.oddMask);
        for (int k = 0; k <= odd + even; k++) {
            for (int i = Math.max(0, k - even); i <= Math.min(k, odd); i++) {
                if (Sprints.classOk(rules, i, k - i, need)) {
                    return k;
                }
            }
        }
        return -1;
    }

    /** What spending these cards under hideout h costs the Fugitive's future. */
    public static double cost(FugitiveRules rules, long set, int h) {
        double c = 0;
        for (long s = set; s != 0; s &= s - 1) {
            int card = Long.numberOfTrailingZeros(s);
            c += rules.footprint(card) + (card > h ? 10 : 0);
        }
        return c;
    }

    /** The k cheapest cards of a set of one parity: dead ones (below h) first, lowest first. */
    private static long cheapest(long set, int k, int h) {
        long dead = set & Cards.range(0, h - 1);
        long out = Cards.lowest(dead, k);
        return out | Cards.lowest(set & ~dead, k - Long.bitCount(out));
    }
}
