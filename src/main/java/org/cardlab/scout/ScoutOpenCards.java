package org.cardlab.scout;

import org.cardlab.core.Counts;

/**
 * What every seat has seen lie open in a SCOUT round beyond the active set: the captured piles
 * (each set was open on the table before it was beaten), the discard, and how many cards
 * earlier rounds set aside (the 2-player variant). For the card tracker, which must read
 * nothing else of a state's piles; copies, so a reader cannot change the state.
 */
public final class ScoutOpenCards {
    private ScoutOpenCards() {}

    /** p's captured cards (encoded, as they lay on the table). */
    public static int[] captured(ScoutState s, int p) {
        return java.util.Arrays.copyOf(s.board().capturedCards(p), s.board().capturedCount(p));
    }

    /** Beaten sets not captured (the "same-count-and-kind" capture reading). */
    public static int[] discard(ScoutState s) {
        return java.util.Arrays.copyOf(s.board().discardCards(), s.board().discardCount());
    }

    /** How many cards of earlier rounds are set aside (everyone saw them go). */
    public static int setAsideCount(ScoutState s) {
        return s.board().setAsideCount();
    }

    /** How many cards lie undealt (a count everyone knows from the deal; the cards nobody sees). */
    public static int undealtCount(ScoutState s) {
        return s.hands().undealtSize();
    }

    /**
     * A copy of {@code s} whose hidden cards are replaced: {@code hands[p]} (encoded, as held)
     * for every seat with a non-null entry of the same size as its hand, and the undealt cards.
     * For searches that play out a determinized world; the caller keeps the cards consistent.
     */
    public static ScoutState withHidden(ScoutState s, int[][] hands, int[] undealt) {
        ScoutState c = s.copy();
        for (int p = 0; p < hands.length; p++) {
            if (hands[p] == null) {
                continue;
            }
            if (hands[p].length != s.handSize(p)) {
                throw new IllegalArgumentException("seat " + p + " holds " + Counts.plain(s.handSize(p), "card") + ", not " + hands[p].length);
            }
            for (int i = 0; i < hands[p].length; i++) {
                c.hands().replace(p, i, hands[p][i]);
            }
        }
        if (undealt.length != s.hands().undealtSize()) {
            int left = s.hands().undealtSize();
            throw new IllegalArgumentException(Counts.plain(left, "card") + " " + Counts.noun(left, "lies", "lie") + " undealt, not " + undealt.length);
        }
        for (int i = 0; i < undealt.length; i++) {
            c.hands().replaceUndealt(i, undealt[i]);
        }
        return c;
    }
}
