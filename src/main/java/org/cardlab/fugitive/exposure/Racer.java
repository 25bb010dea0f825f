package org.cardlab.fugitive.exposure;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * A quick racing policy for the Fugitive, blind to the Marshal: used to play out the rest of
 * the way to 42 from a hand, with imagined draws, and count the turns. Each turn it escapes when
 * it can; else it steps to the highest card it can pay for with dead cards alone (cards below the
 * new hideout, which can never be hideouts again); else to the lowest card it can pay for with
 * the fewest live cards; else it waits. It draws from the deck most likely to give a card it can
 * step to next.
 */
public final class Racer {
    private Racer() {}

    /** What {@link #placement} gives to pass. */
    public static final long PASS = -1L;
    /** Where {@link #placement} keeps the hideout, above the sprint cards (cards 0..42). */
    private static final int HIDEOUT_SHIFT = 48;

    /** The hideout and sprint cards for this turn (bit 63 unused); {-1, 0} to pass. */
    public static long[] place(FugitiveRules rules, int last, long hand) {
        long p = placement(rules, last, hand);
        return p == PASS ? new long[] {-1, 0} : new long[] {hideoutOf(p), sprintsOf(p)};
    }

    /**
     * As {@link #place}, packed in one long so that a play-out allocates nothing per turn:
     * {@link #PASS}, or the hideout ({@link #hideoutOf}) with its sprint cards ({@link #sprintsOf}).
     */
    public static long placement(FugitiveRules rules, int last, long hand) {
        if (Cards.has(hand, rules.escape)) {
            int k = SprintChoice.fewest(rules, hand, last, rules.escape);
            if (k >= 0) {
                return packed(rules.escape, SprintChoice.setOf(rules, hand, last, rules.escape, k));
            }
        }
        // Downwards, the highest step paid with dead cards alone; the last one reachable at all is the lowest.
        long lowest = PASS;
        for (int h = rules.escape - 1; h > last; h--) {
            if (Cards.has(hand, h)) {
                int k = SprintChoice.fewest(rules, hand, last, h);
                if (k >= 0) {
                    long set = SprintChoice.setOf(rules, hand, last, h, k);
                    if ((set & ~Cards.range(0, h - 1)) == 0) {
                        return packed(h, set);
                    }
                    lowest = packed(h, set);
                }
            }
        }
        return lowest;
    }

    /** The hideout of a placement other than {@link #PASS}. */
    public static int hideoutOf(long placement) {
        return (int) (placement >>> HIDEOUT_SHIFT);
    }

    /** The sprint cards of a placement other than {@link #PASS}. */
    public static long sprintsOf(long placement) {
        return placement & ((1L << HIDEOUT_SHIFT) - 1);
    }

    private static long packed(int hideout, long sprints) {
        return (long) hideout << HIDEOUT_SHIFT | sprints;
    }

    /** The deck (1..3) whose unknown cards most often give a next step; 0 if every deck is spent. */
    public static int deck(FugitiveRules rules, int last, long hand, long unknown, int[] left) {
        long fuel = hand & Cards.range(0, last);
        int reach = last + rules.stepLimit + rules.footprints(fuel & ~(1L << rules.escape));
        long window = Cards.range(last + 1, Math.min(rules.escape - 1, reach));
        int best = 0;
        double bestShare = -1;
        for (int d = 1; d <= 3; d++) {
            if (left[d - 1] == 0) {
                continue;
            }
            long cards = Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]) & unknown;
            int n = Long.bitCount(cards);
            double share = n == 0 ? 0 : (double) Long.bitCount(cards & window) / n;
            if (share > bestShare + 1e-9) {
                best = d;
                bestShare = share;
            }
        }
        if (bestShare <= 0) {
            int want = rules.deckOf(Math.min(rules.escape - 1, last + rules.stepLimit + 1));
            if (want > 0 && left[want - 1] > 0) {
                return want;
            }
        }
        return best;
    }
}
