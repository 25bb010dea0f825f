package org.cardlab.fugitive.puzzle;

import java.util.List;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;

/**
 * The Fugitive's hand size after each event, and the count that shows it: Route 183 of the book said "after round 2 he
 * holds only 1 card, 42" and a buyer could not see why; the answer now says how many he started with, drew and laid.
 */
final class HandCount {
    private final int[] hand;
    private final int[] drew;
    private final int[] laid;
    private final int start;
    private final String startText;

    HandCount(FugitiveRules rules, List<NoteEvent> events) {
        int first = 0;
        List<String> own = new java.util.ArrayList<>();
        for (int c : rules.startingHand) {
            own.add(Integer.toString(c));
        }
        // his starting cards from the decks, in the rules page's words ("3 cards of deck 1 and 2 of deck 2"), not "his 5
        // first draws", which a buyer read as draws of his own turns
        for (int d = 0; d < rules.initialDraws.length; d++) {
            int n = rules.initialDraws[d];
            if (n > 0) {
                own.add(n + (first == 0 ? (n == 1 ? " card" : " cards") : "") + " of deck " + (d + 1));
            }
            first += n;
        }
        start = rules.startingHand.length + first;
        startText = Words.andList(own);
        hand = new int[events.size()];
        drew = new int[events.size()];
        laid = new int[events.size()];
        int d = 0;
        int l = 0;
        for (int i = 0; i < events.size(); i++) {
            NoteEvent e = events.get(i);
            if (e instanceof NoteEvent.FugitiveDraw) {
                d++;
            } else if (e instanceof NoteEvent.Hideout x) {
                l += 1 + x.sprints();
            } else if (e instanceof NoteEvent.Escape x) {
                l += 1 + x.sprints();
            }
            drew[i] = d;
            laid[i] = l;
            hand[i] = start + d - l;
        }
    }

    /** His hand size after event t. */
    int at(int t) {
        return hand[t];
    }

    /** " (he started with 9 cards: 1, 2, 3, 42, 3 cards of deck 1 and 2 of deck 2; he drew 1 more and laid 9)": the count, briefly. */
    String why(int t) {
        return " (he started with " + start + " cards: " + startText + "; he drew " + drew[t] + " more and laid " + laid[t] + ")";
    }

    /**
     * ", which 10, 11 and 12 are not": the values a hand count strikes, said, so the step ends on its contradiction (a fourth
     * buyer found Best guess 240 stop at "so #2 is a deck-2 card", leaving the reader to see that 10 to 12 are deck-1 cards).
     */
    static String notOne(long values) {
        return ", which " + Words.andList(values) + (Long.bitCount(values) == 1 ? " is not" : " are not");
    }
}
