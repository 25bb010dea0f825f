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

    /** "32 and 38 are at #6, 40 at #7, hideouts laid after it" (a hideout's own card or its sprint cards), or "" when none is. */
    static String clause(PublicTrack g, long cards, int q) {
        List<String> each = new ArrayList<>();
        for (PublicTrack.Position x : g.positions.subList(Math.min(q + 1, g.positions.size()), g.positions.size())) {
            long at = x.sprintCards & cards | (!x.escape && x.value > 0 && Cards.has(cards, x.value) ? 1L << x.value : 0);
            if (at != 0) {
                String verb = each.isEmpty() ? (Long.bitCount(at) == 1 ? " is at " : " are at ") : " at ";
                each.add(Words.andList(at) + verb + (x.escape ? "42" : "#" + x.index));
            }
        }
        return each.isEmpty() ? "" : String.join(", ", each) + (each.size() == 1 ? ", a hideout" : ", hideouts") + AFTER;
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
