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
        return places(g, cards, q, r -> g.positions.get(r).value, AFTER);
    }

    /** How a same-turn clause ends. */
    static final String SAME = " laid in the same turn";

    /** Where a count's cards on his route lie, after "on his route": ": #1 = 13, hit in round 4; #2 = 16, a hideout laid in the same turn", or "". */
    static String sources(String whence, String sameTurn) {
        String both = whence.isEmpty() || sameTurn.isEmpty() ? whence + sameTurn : whence + "; " + sameTurn;
        return both.isEmpty() ? "" : ": " + both;
    }

    /** When the last hideout laid in #q's turn was laid, with no draw after #q (his first turn lays two): #q's own time if none is. */
    static int turnEnd(PublicTrack g, Words w, int q) {
        int t = g.positions.get(q).placedAt;
        for (int r = q + 1; r < g.positions.size(); r++) {
            int u = g.positions.get(r).placedAt;
            if (w.round(u) != w.round(t) || drawn(g, u) != drawn(g, t)) {
                break;
            }
            t = u;
        }
        return t;
    }

    private static int drawn(PublicTrack g, int t) {
        return g.drawsBefore(1, t) + g.drawsBefore(2, t) + g.drawsBefore(3, t);
    }

    /**
     * "#2 = 16 and 26 is beneath it, a hideout laid in the same turn": cards on his route at hideouts after #q laid with it
     * (his first turn lays two), counted among his draws by then though they come after #q, or "" when none is. Manhunt 194
     * of an earlier book counted "1 from deck 2" when #1 and #2 = 16 (26 beneath it) had taken both his starting deck-2 cards.
     * value gives a hideout's known or supposed card (-1 when it has none).
     */
    static String sameTurn(PublicTrack g, long cards, int q, java.util.function.IntUnaryOperator value) {
        return places(g, cards, q, value, SAME);
    }

    /**
     * These cards where they lie at the hideouts after #q, hideout by hideout ("#7 = 40 and 34 beneath it", "32 and 38 are
     * beneath #6"), then how the clause ends; value gives a hideout's card (-1 when it has none). "" when none lies there.
     */
    private static String places(PublicTrack g, long cards, int q, java.util.function.IntUnaryOperator value, String end) {
        List<String> each = new ArrayList<>();
        for (PublicTrack.Position x : g.positions.subList(Math.min(q + 1, g.positions.size()), g.positions.size())) {
            String name = x.escape ? "42" : "#" + x.index;
            long beneath = x.sprintCards & cards;
            int v = x.escape ? -1 : value.applyAsInt(x.index);
            boolean own = v > 0 && Cards.has(cards, v);
            String under = Words.andList(beneath) + (each.isEmpty() ? Long.bitCount(beneath) == 1 ? " is" : " are" : "") + " beneath ";
            if (own || beneath != 0) {
                each.add(own ? name + " = " + v + (beneath == 0 ? "" : " and " + under + "it") : under + name);
            }
        }
        return each.isEmpty() ? "" : String.join(", ", each) + (each.size() == 1 ? ", a hideout" : ", hideouts") + end;
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
