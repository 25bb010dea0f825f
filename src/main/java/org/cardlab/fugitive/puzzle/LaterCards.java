package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The cards a count of what he could lay beneath #q leaves out because they lie on the table at a
 * hideout laid after it: he may well have held them then (Manhunt 225 of an earlier book counted
 * "1 from deck 3" at round 12, when he had drawn 4 and held 32 and 38, laid beneath #6 in round 14),
 * but none of them lies beneath #q. Said, so that the count can be checked from the page.
 */
final class LaterCards {
    /** How a clause ends, so that a count can tell it said one. */
    static final String AFTER = " laid after it";

    private LaterCards() {}

    /**
     * "32 and 38 are beneath #6, #7 = 40 and 34 beneath it, hideouts laid after it" (sprint cards beneath a hideout, a
     * hideout's own card), or "" when none is: "34 and 38 are at #7" (Manhunt 229) read as if both could be #7.
     */
    static String clause(PublicTrack g, long cards, int q) {
        List<String> each = new ArrayList<>();
        int hideouts = 0;
        for (PublicTrack.Position x : g.positions.subList(Math.min(q + 1, g.positions.size()), g.positions.size())) {
            String name = x.escape ? "42" : "#" + x.index;
            long beneath = x.sprintCards & cards;
            boolean own = !x.escape && x.value > 0 && Cards.has(cards, x.value);
            String under = Words.andList(beneath) + (each.isEmpty() ? Long.bitCount(beneath) == 1 ? " is" : " are" : "") + " beneath ";
            if (own || beneath != 0) {
                each.add(own ? name + " = " + x.value + (beneath == 0 ? "" : " and " + under + "it") : under + name);
            }
            hideouts += own || beneath != 0 ? 1 : 0;
        }
        return each.isEmpty() ? "" : String.join(", ", each) + (hideouts == 1 ? ", a hideout" : ", hideouts") + AFTER;
    }

    /**
     * The deck's cards on his route that were laid after #q, where a count over the whole game leaves them out: "26, 27 and 13
     * were laid after it" (Manhunt 199 of an earlier book left #2 = 13 to the search: 7 of his 8 deck-2 draws are on his route).
     */
    static String onRouteAfter(long cards) {
        return Words.andList(cards) + (Long.bitCount(cards) == 1 ? " was" : " were") + AFTER;
    }

    /** A deck's clause in parentheses from its parts that say something: " (5 drawn, ...; 32 lies beneath #6, laid after it)". */
    static String inParentheses(String... parts) {
        List<String> said = new ArrayList<>();
        for (String p : parts) {
            if (!p.isEmpty()) {
                said.add(p);
            }
        }
        return said.isEmpty() ? "" : " (" + String.join("; ", said) + ")";
    }
}
