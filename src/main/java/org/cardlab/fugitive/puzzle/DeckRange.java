package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The deck tally's second form (grade 2, {@code deck-range}): a face-down hideout whose every
 * possible value is a card of one deck takes one of that deck's draws whatever its value, so a
 * player counts it among the deck's cards on the route before he knows it.
 */
final class DeckRange {
    private final Knowledge k;
    private final Counting counting;

    DeckRange(Knowledge k, Counting counting) {
        this.k = k;
        this.counting = counting;
    }

    /** Open hideouts counted by their deck alone, the positions their ranges rest on, in words. */
    record Ranged(long uses, List<String> named) {
        /** "8, 9 and #2 (a deck-1 card whichever, as #2 lies ...)": the known cards, then these. */
        String with(long known) {
            List<String> all = new ArrayList<>();
            for (int c : Cards.toArray(known)) {
                all.add(Integer.toString(c));
            }
            all.addAll(named);
            return Words.andList(all);
        }
    }

    /**
     * Face-down hideouts other than p, laid by time t (up to #q), whose every possible value is
     * a deck-d card: each takes one of his deck-d draws whatever its value, as a player counts
     * "#2 is 10, 11 or 12, a deck-1 card whichever". Null unless at least {@code free} of them
     * (the draws the known cards leave) fill the draws, so that p cannot be one too.
     */
    Ranged ranged(int p, int q, int d, Map<Integer, Integer> settled, int t, int free) {
        if (free <= 0 || ranging) {
            return null;
        }
        ranging = true;
        try {
            return rangedOnce(p, q, d, settled, t, free);
        } finally {
            ranging = false;
        }
    }

    /** While set, another hideout's range is being worked out for {@link #ranged}: its own cuts count no ranges (no loop). */
    private boolean ranging;

    boolean ranging() {
        return ranging;
    }

    /**
     * Why a hideout's every value is a deck's card, in one clause: its window, and the notes that rule out
     * the window's other cards. Route 193 once printed "#2 (7, 8, 9, 10, 11 or 12, a deck-1 card whichever)"
     * bare, though #2's window reaches 15 and nothing had yet said why it could not be 15. The notes that
     * only strike deck cards are left out: they change nothing here, and the step often states them itself.
     */
    private static String whyInDeck(Knowledge.Domain dom, long deck) {
        List<String> why = new ArrayList<>();
        for (String sentence : dom.cuts().get(0).text().split("(?<=\\.) (?=[A-Z0-9#])")) {
            why.add(Words.clause(sentence));
        }
        long other = dom.frame() & ~deck;
        for (Cut c : dom.cuts().subList(1, dom.cuts().size())) {
            if ((c.values() & other) != 0) {
                why.add(Words.clause(c.text()));
                other &= ~c.values();
            }
        }
        return String.join(", and ", why);
    }

    private Ranged rangedOnce(int p, int q, int d, Map<Integer, Integer> settled, int t, int free) {
        long uses = 0;
        List<String> named = new ArrayList<>();
        for (int r = 1; r <= q && r < k.g.positions.size() && named.size() < free; r++) {
            PublicTrack.Position x = k.g.positions.get(r);
            if (r == p || x.escape || x.placedAt > t || k.known(r, settled) || counting.own != null && counting.own[0] == r) {
                continue;
            }
            // Its range by every grade-2 note (Route 205's #2 is a deck-1 card only once its own card rules out 17).
            Knowledge.Domain dom = k.domain(r, settled, 2);
            if (dom.values() != 0 && (dom.values() & ~counting.source(d)) == 0) {
                for (Cut c : dom.cuts()) {
                    uses |= c.uses();
                }
                named.add("#" + r + " (a deck-" + d + " card" + (Long.bitCount(dom.values()) == 1 ? "" : " whichever")
                        + ", as " + whyInDeck(dom, counting.source(d)) + ")");
            }
        }
        return named.size() < free ? null : new Ranged(uses, named);
    }
}
