package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * A short argument against a case, as a player would make it: some step of the route is longer
 * than the step limit plus the most its face-down sprint cards could add. The most counts the
 * cards with the larger footprint (even cards) the Fugitive could have held when he placed the
 * hideout: the unseen ones of his starting hand, and from each deck no more than he had drawn,
 * less the draws that the cards on the route up to that hideout (face up, and the case's own
 * value) already account for. The count is generous (face-down cards laid earlier are not
 * subtracted), so when it falls short the case is impossible.
 */
final class FootprintBudget {
    private FootprintBudget() {}

    /**
     * Why #p cannot be u, or null when the steps are within reach by this count.
     *
     * @param domains the face-down positions' values under the case (a position missing: any value)
     */
    static String refute(PublicTrack g, Map<Integer, Long> domains, IntUnaryOperator roundOf) {
        FugitiveRules rules = g.rules;
        int n = g.positions.size();
        boolean evenBig = rules.footprintEven >= rules.footprintOdd;
        int big = Math.max(rules.footprintOdd, rules.footprintEven);
        int small = Math.min(rules.footprintOdd, rules.footprintEven);
        String parity = evenBig ? "even" : "odd";
        // Big cards each step needs at least, summed along the route: all were in his hand by the time he laid #q.
        List<String> steps = new ArrayList<>();
        int total = 0;
        for (int q = 1; q < n; q++) {
            PublicTrack.Position pos = g.positions.get(q);
            int prevMax = max(g, q - 1, domains);
            int curMin = min(g, q, domains);
            int known = pos.revealedAt >= 0 && !pos.escape ? rules.footprints(pos.sprintCards) : 0;
            int k = pos.hiddenSprints();
            int need = curMin - prevMax - rules.stepLimit - known;
            if (k == 0 || need <= k * small) {
                continue;
            }
            int bigNeeded = big == small ? k + 1 : (need - k * small + (big - small) - 1) / (big - small);
            total += bigNeeded;
            String name = pos.escape ? "42" : "#" + q;
            String cards = bigNeeded < k ? "at least " + bigNeeded + " of the " + k + " sprint cards"
                    : k == 1 ? "the sprint card" : k == 2 ? "both sprint cards" : "all " + k + " sprint cards";
            steps.add("the step from " + end(g, q - 1, domains, "most") + " to " + end(g, q, domains, "least") + " is " + (curMin - prevMax)
                    + ", so " + (bigNeeded > k ? "even " + cards + " beneath " + name + " would not be enough" : cards + " beneath " + name
                    + " must be " + parity));
            Hand h = hand(g, q, domains, evenBig);
            if (total > h.big) {
                String what = steps.size() == 1 ? steps.get(0) : String.join("; ", steps) + " (" + total + " " + parity + " cards in all)";
                return "then " + what + ". When he laid " + name + " (round " + roundOf.applyAsInt(pos.placedAt) + "), " + h.text + "; so at most "
                        + h.big + " of the cards he had by then " + (h.big == 1 ? "was " : "were ") + parity + ".";
            }
        }
        return null;
    }

    /** The most cards with the larger footprint he could hold when laying #q, and how that count was made. */
    private record Hand(int big, String text) {}

    private static Hand hand(PublicTrack g, int q, Map<Integer, Long> domains, boolean evenBig) {
        FugitiveRules rules = g.rules;
        PublicTrack.Position pos = g.positions.get(q);
        long parity = evenBig ? ~rules.oddMask : rules.oddMask;
        // Cards on the route up to #q whose identity is known (face up, or certain under the case): they used draws.
        long onRoute = 0;
        for (int r = 1; r <= q; r++) {
            PublicTrack.Position x = g.positions.get(r);
            if (!x.escape && x.value >= 0) {
                onRoute |= 1L << x.value | x.sprintCards;
            } else if (!x.escape && domains.containsKey(r) && Long.bitCount(domains.get(r)) == 1) {
                onRoute |= domains.get(r);
            }
        }
        long unseen = ~g.seen & ~onRoute;
        int big = 0;
        List<String> start = new ArrayList<>();
        for (int c : rules.startingHand) {
            if (c != FugitiveRules.ESCAPE && Cards.has(unseen, c)) {
                start.add(Integer.toString(c));
                big += Cards.has(parity, c) ? 1 : 0;
            }
        }
        List<String> drawn = new ArrayList<>();
        List<String> decksTaken = new ArrayList<>();
        for (int d = 1; d <= 3; d++) {
            long deck = Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]);
            int draws = g.drawsBefore(d, pos.placedAt);
            int free = draws - Long.bitCount(onRoute & deck);
            int bigInDeck = Long.bitCount(deck & unseen & parity);
            // A face-down hideout up to #q whose values all lie in this deck took one of its draws (an even card, if all are even).
            for (int r = 1; r <= q; r++) {
                long v = g.positions.get(r).faceDown() ? domains.getOrDefault(r, -1L) : -1L;
                if (Long.bitCount(v) > 1 && (v & ~deck) == 0) {
                    free--;
                    bigInDeck -= (v & ~parity) == 0 ? 1 : 0;
                    decksTaken.add("#" + r + " a deck-" + d + " card");
                }
            }
            big += Math.max(0, Math.min(free, bigInDeck));
            if (draws > 0) {
                drawn.add(draws + " from deck " + d);
            }
        }
        String routeText = Long.bitCount(onRoute & ~Cards.range(0, 3)) == 0 ? ""
                : ", of which " + StepExplainer.andList(onRoute & Cards.range(4, 41)) + " already lie on his route";
        String takenText = decksTaken.isEmpty() ? "" : (routeText.isEmpty() ? ", of which " : " and ") + String.join(", ", decksTaken)
                + " (by its possible values)";
        String text = "he could hold " + (start.isEmpty() ? "none of 1, 2 and 3" : String.join(", ", start)) + " and the cards he had drawn ("
                + String.join(", ", drawn) + routeText + takenText + ")";
        return new Hand(big, text);
    }

    /** "card 0", "#4 = 18", "42", "#4 (at most 19)". */
    private static String end(PublicTrack g, int q, Map<Integer, Long> domains, String leastOrMost) {
        PublicTrack.Position pos = g.positions.get(q);
        long v = values(g, q, domains);
        if (q == 0) {
            return "card 0";
        }
        if (pos.escape) {
            return "42";
        }
        if (Long.bitCount(v) == 1) {
            return "#" + q + " = " + Long.numberOfTrailingZeros(v);
        }
        return "#" + q + " (at " + leastOrMost + " " + (leastOrMost.equals("most") ? max(g, q, domains) : min(g, q, domains)) + ")";
    }

    private static int max(PublicTrack g, int q, Map<Integer, Long> domains) {
        return 63 - Long.numberOfLeadingZeros(values(g, q, domains));
    }

    private static int min(PublicTrack g, int q, Map<Integer, Long> domains) {
        return Long.numberOfTrailingZeros(values(g, q, domains));
    }

    /** The values of #q: its own when face up, those the case leaves, or any. */
    static long values(PublicTrack g, int q, Map<Integer, Long> domains) {
        PublicTrack.Position pos = g.positions.get(q);
        if (pos.value >= 0) {
            return 1L << pos.value;
        }
        return domains.getOrDefault(q, Cards.range(1, 41));
    }
}
