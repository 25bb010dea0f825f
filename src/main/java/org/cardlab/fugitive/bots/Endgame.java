package org.cardlab.fugitive.bots;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.exposure.Candidates.Candidate;
import org.cardlab.fugitive.exposure.FugitiveView;
import org.cardlab.fugitive.exposure.MarshalBelief;
import org.cardlab.fugitive.exposure.NextGuess;
import org.cardlab.fugitive.exposure.SprintChoice;

/**
 * What a placement leads to at the Marshal's next guess, and the rules of the end the
 * {@link ShadowFugitive} plays for: which reveals end the game, which ones call the manhunt off,
 * and whether 42 stays in reach.
 */
final class Endgame {
    /** The chance that the next guess ends the game, and that it reveals a hideout that calls the manhunt off (without ending it). */
    record Foresight(double loss, double freed) {}

    private Endgame() {}

    static Foresight foresee(FugitiveView view, Candidate c, MarshalBelief b) {
        long truth = truthAfter(view, c);
        int last = lastAfter(view, c);
        double loss = NextGuess.chance(b, truth, r -> lost(view, truth, last, r));
        double freed = escapeReachable(view, c)
                ? NextGuess.chance(b, truth, r -> !lost(view, truth, last, r) && frees(view, r)) : 0;
        return new Foresight(loss, freed);
    }

    static int lastAfter(FugitiveView view, Candidate c) {
        return c.isPass() ? view.lastHideout() : c.move().value();
    }

    static long handAfter(FugitiveView view, Candidate c) {
        return c.isPass() ? view.hand : view.hand & ~(1L << c.move().value()) & ~c.move().cards();
    }

    /** The face-down hideouts after the move, as numbers. */
    static long truthAfter(FugitiveView view, Candidate c) {
        long t = c.isPass() ? 0 : 1L << c.move().value();
        for (int p : view.faceDown()) {
            t |= 1L << view.hideout(p);
        }
        return t;
    }

    /** Whether revealing {@code revealed} wins the game for the Marshal. */
    static boolean lost(FugitiveView view, long truth, int last, long revealed) {
        if (view.rules.marshalWin == FugitiveRules.MarshalWin.LAST) {
            return Cards.has(revealed, last);
        }
        return truth != 0 && (truth & ~revealed) == 0;
    }

    /** Whether, once {@code revealed} is turned up, playing 42 would start no manhunt. */
    static boolean frees(FugitiveView view, long revealed) {
        return revealed != 0 && !manhuntAfterEscape(view, 63 - Long.numberOfLeadingZeros(revealed));
    }

    /** Whether playing 42 would start a manhunt, were {@code newlyRevealed} (0: none) the latest reveal (a reveal's highest card comes last). */
    static boolean manhuntAfterEscape(FugitiveView view, int newlyRevealed) {
        FugitiveRules rules = view.rules;
        int compared = rules.manhuntRevealed == FugitiveRules.ManhuntRevealed.HIGHEST
                ? Math.max(view.highestRevealed(), newlyRevealed)
                : newlyRevealed > 0 ? newlyRevealed : view.lastRevealed();
        return rules.manhuntStarts(compared);
    }

    /** Whether 42 can still be played next turn after this move, from the hand as it will be. */
    static boolean escapeReachable(FugitiveView view, Candidate c) {
        long hand = handAfter(view, c);
        return Cards.has(hand, FugitiveRules.ESCAPE)
                && SprintChoice.fewest(view.rules, hand, lastAfter(view, c), FugitiveRules.ESCAPE) >= 0;
    }
}
