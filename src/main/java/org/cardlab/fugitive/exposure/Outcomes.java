package org.cardlab.fugitive.exposure;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.exposure.Candidates.Candidate;

/**
 * What a reveal or a placement means for the Fugitive under the spec: which reveals win the game
 * for the Marshal, which ones call the manhunt off, whether 42 stays in reach, and where a
 * candidate placement leaves his route and hand.
 */
public final class Outcomes {
    private Outcomes() {}

    /** The last hideout after the move (a pass leaves it as it is). */
    public static int lastAfter(FugitiveView view, Candidate c) {
        return c.isPass() ? view.lastHideout() : c.move().value();
    }

    public static long handAfter(FugitiveView view, Candidate c) {
        return c.isPass() ? view.hand : view.hand & ~(1L << c.move().value()) & ~c.move().cards();
    }

    /** The face-down hideouts after the move, as numbers. */
    public static long truthAfter(FugitiveView view, Candidate c) {
        long t = c.isPass() ? 0 : 1L << c.move().value();
        for (int p : view.faceDown()) {
            t |= 1L << view.hideout(p);
        }
        return t;
    }

    /** Whether turning up {@code revealed} wins for the Marshal, the face-down hideouts being {@code truth} and the last one {@code last}. */
    public static boolean lost(FugitiveRules rules, long truth, int last, long revealed) {
        if (rules.marshalWin == FugitiveRules.MarshalWin.LAST) {
            return Cards.has(revealed, last);
        }
        return truth != 0 && (truth & ~revealed) == 0;
    }

    /** Whether, once {@code revealed} is turned up, playing 42 would start no manhunt. */
    public static boolean frees(FugitiveView view, long revealed) {
        return revealed != 0 && !manhuntAfterEscape(view, 63 - Long.numberOfLeadingZeros(revealed));
    }

    /**
     * Whether playing 42 would start a manhunt, were {@code newlyRevealed} (0: none) the latest
     * reveal (the highest card of a reveal comes last).
     */
    public static boolean manhuntAfterEscape(FugitiveView view, int newlyRevealed) {
        FugitiveRules rules = view.rules;
        int compared = rules.manhuntRevealed == FugitiveRules.ManhuntRevealed.HIGHEST
                ? Math.max(view.highestRevealed(), newlyRevealed)
                : newlyRevealed > 0 ? newlyRevealed : view.lastRevealed();
        return rules.manhuntStarts(compared);
    }

    /** Whether the escape card can still be played next turn after this move, from the hand as it will be. */
    public static boolean escapeReachable(FugitiveView view, Candidate c) {
        long hand = handAfter(view, c);
        return Cards.has(hand, view.rules.escape)
                && SprintChoice.fewest(view.rules, hand, lastAfter(view, c), view.rules.escape) >= 0;
    }
}
