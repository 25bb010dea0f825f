package org.cardlab.fugitive.bots;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

/**
 * The heuristic Fugitive's placements, before its random choices: the escape as soon as 42 is in
 * reach, and for each hideout above the last the cheapest sprint paid with dead cards (those below
 * it), or with the fewest live ones added, and its score. The bot ({@link HeuristicFugitive}) and
 * its exact odds ({@link HeuristicOdds}) both scan these.
 */
final class HeuristicSteps {
    private HeuristicSteps() {}

    /**
     * Hideout {@code hideout} with {@code sprint} beneath; {@code spare}, the dead cards left over
     * (a bluff overpays with one); the score, the jump less 4 for each live card spent.
     */
    record Step(int hideout, long sprint, long spare, int score, int live) {}

    /** 42 with its cheapest sprint, when the hand holds 42 and can pay for it; else null. */
    static FugitiveMove escape(FugitiveRules rules, long hand, int last) {
        if (!Cards.has(hand, rules.escape)) {
            return null;
        }
        Long esc = cheapest(rules, Sprints.pool(rules, hand, rules.escape), Sprints.need(rules, last, rules.escape));
        return esc == null ? null : FugitiveMove.hide(rules.escape, esc);
    }

    /** The step to hideout {@code h} after {@code last}; null when {@code h} is not in the hand or no sprint pays for it. */
    static Step step(FugitiveRules rules, long hand, int last, int h) {
        if (!Cards.has(hand, h)) {
            return null;
        }
        long pool = Sprints.pool(rules, hand, h);
        long dead = pool & Cards.range(0, h - 1);
        int need = Sprints.need(rules, last, h);
        Long sprint = cheapest(rules, dead, need);
        int live = 0;
        if (sprint == null) {
            // Not enough dead cards: add the fewest live cards, lowest first (42 is kept).
            sprint = cheapestPreferring(rules, dead, pool & ~dead, need);
            if (sprint == null) {
                return null;
            }
            live = Long.bitCount(sprint & ~dead);
        }
        return new Step(h, sprint, dead & ~sprint, (h - last) - 4 * live, live);
    }

    /** A smallest legal set from {@code preferred} plus the fewest (lowest) cards of {@code extra}; null if none. */
    static Long cheapestPreferring(FugitiveRules rules, long preferred, long extra, int need) {
        for (int k = 0; k <= Long.bitCount(extra); k++) {
            Long set = cheapest(rules, preferred | Cards.lowest(extra, k), need);
            if (set != null) {
                return set;
            }
        }
        return null;
    }

    /** The legal sprint set from {@code pool} with the fewest cards (lowest cards first); null if none. */
    static Long cheapest(FugitiveRules rules, long pool, int need) {
        if (need <= 0) {
            return 0L;
        }
        long odd = pool & rules.oddMask;
        long even = pool & ~rules.oddMask;
        for (int n = 1; n <= Long.bitCount(pool); n++) {
            for (int j = Math.min(n, Long.bitCount(even)); j >= 0; j--) {
                int i = n - j;
                if (i <= Long.bitCount(odd) && Sprints.classOk(rules, i, j, need)) {
                    return Cards.lowest(odd, i) | Cards.lowest(even, j);
                }
            }
        }
        return null;
    }
}
