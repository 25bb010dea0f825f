package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The even cards (the cards of the larger footprint) he could hold when he laid a hideout, deck by
 * deck, and the count in words: no more than his draws from the deck by then less its cards on his
 * route, nor than by any later time (his draws by then hold those beneath the hideout and every one
 * on his route laid by then), nor than the deck's unseen even cards. {@link Counting}'s climbs and
 * totals cite it.
 */
record EvenBudget(Knowledge k, Counting c) {
    /** The most cards with the larger footprint he could hold when he laid #q, and the count in words. */
    record Budget(int count, String text) {}

    Budget of(int q, Map<Integer, Integer> settled) {
        PublicTrack.Position pos = k.g.positions.get(q);
        long route = c.route(q, settled, pos.placedAt);
        // Hideouts after #q laid in the same turn, no draw between (the first lays two): their cards are of draws made by then, never beneath #q.
        long same = c.route(k.g.positions.size() - 1, settled, LaterCards.turnEnd(k.g, k.words, q)) & ~route;
        route |= same;
        long unseen = Cards.range(1, 41) & ~k.g.seen & ~route;
        int count = 0;
        List<String> from = new ArrayList<>();
        long start = c.source(0) & unseen & c.bigCards;
        count += Long.bitCount(start);
        if (start != 0) { // named as cards: a bare "2, 1 from deck 1" read as two counts
            from.add((Long.bitCount(start) == 1 ? "the starting card " : "the starting cards ") + Words.andList(start));
        } else if ((c.source(0) & c.bigCards) != 0) {
            from.add(startAccountedFor(c.source(0) & c.bigCards, route, q));
        }
        for (int d = 1; d <= 3; d++) {
            long deck = Cards.range(k.rules.deckLow[d - 1], k.rules.deckHigh[d - 1]);
            int draws = k.g.drawsBefore(d, pos.placedAt);
            int used = Long.bitCount(route & deck);
            int bigLeft = Long.bitCount(deck & unseen & c.bigCards);
            // By any later time too: his deck-d draws made by then hold every deck-d card beneath #q and every one on his route
            // laid by then (Manhunt 191 of an earlier book: 7 deck-2 draws by #5, six of them on his route); over the whole game last.
            int freeThen = Math.max(0, draws - used);
            Later by = later(q, settled, deck, d, Math.min(freeThen, bigLeft));
            boolean whole = by != null && by.time() == Integer.MAX_VALUE; // the whole game's count is what binds
            long allRoute = by == null ? 0 : by.route();
            int free = by == null ? freeThen : by.free();
            int take = Math.min(free, bigLeft);
            count += take;
            long later = deck & c.bigCards & k.g.seenOnTable() & ~route; // on the table at hideouts laid after #q: never beneath it
            String after = by != null ? LaterCards.onRouteAfter(allRoute & ~route)
                    : Math.min(free, bigLeft + Long.bitCount(later)) > take ? LaterCards.clause(k.g, later, q) : "";
            String with = by != null ? "" : LaterCards.sameTurn(k.g, same & deck, q, r -> k.known(r, settled) ? k.value(r, settled) : c.own != null && c.own[0] == r ? c.own[1] : -1);
            String onRoute = by != null ? k.g.drawsBefore(d, by.time()) + (whole ? " drawn in all, " : " drawn by " + by.when() + "; ") + Words.andList(allRoute)
                    + " on his route" + (whole ? "" : " by then") + sources(allRoute, settled)
                    : used == 0 ? "" : draws + " drawn, " + Words.andList(route & deck) + " on his route" + LaterCards.sources(k.words.whence(route & deck, q, "", ""), with);
            if (take > 0 || draws > 0 && bigLeft > 0) {
                // Where the deck's unseen even cards bind, they are what the figure counts: "3 from deck 2 (6 drawn, 19 on his
                // route)" left a buyer to find 16, 20 and 26 himself; a bare "2 from deck 2" left him to count the draws.
                String why = bigLeft < free ? "only " + Words.andList(deck & unseen & c.bigCards) + (bigLeft == 1 ? " is" : " are")
                        + " out of your sight and off his route" : onRoute.isEmpty() ? draws + " drawn" : onRoute;
                from.add((take > 0 ? Integer.toString(take) : "none") + " from deck " + d + LaterCards.inParentheses(why, after));
            } else if (draws > 0) {
                // Unseen cards taken as his hideouts (a case, a settled value) are not ones "you see"; seen in a manhunt, at which step.
                long taken = deck & c.bigCards & ~k.g.seen & route;
                String seen = k.words.turnedUpInManhunt(deck & c.bigCards & k.g.seen & (after.isEmpty() ? -1L : ~later));
                from.add("none from deck " + d + LaterCards.inParentheses((taken & same) == 0 ? "" : with, taken == 0 ? "you see all its " + c.parity + " cards" + seen
                        : ((taken & ~same) == 0 ? "" : k.takenAs(taken & ~same, q, settled, c.own) + "; ") + "you see its other " + c.parity + " cards" + seen, after));
            }
        }
        String text = "when he laid " + (pos.escape ? "42" : "#" + q) + " (round " + k.words.round(pos.placedAt) + ") he could hold "
                + (count == 0 ? "no " + c.parity + " card" : "at most " + count + " " + c.parity + " card" + (count == 1 ? "" : "s"))
                + (String.join(", ", from).contains(LaterCards.AFTER) ? " not laid after it" : "") + (from.isEmpty() ? "" : ": " + String.join(", ", from));
        return new Budget(count, text);
    }

    /**
     * "not the starting card 2 (on his route: 2 beneath #1, hit in round 1)": a count that left his starting cards of the
     * larger footprint unsaid (Manhunt 226 of an earlier book, 2 beneath #1) read as if it had forgotten them.
     */
    private String startAccountedFor(long cards, long route, int q) {
        long onRoute = cards & route;
        String where = LaterCards.inParentheses(onRoute == 0 ? "" : "on his route" + k.words.whence(onRoute, q, ": ", ""),
                LaterCards.clause(k.g, cards & ~route, q));
        return (Long.bitCount(cards) == 1 ? "not the starting card " : "none of the starting cards ") + Words.andList(cards) + where;
    }

    /**
     * Where the cards on his route come from, after "on his route": a hideout's value taken in the case or settled by a step
     * ("#3 = 18": a fifth buyer found the supposed 18 listed unexplained), then those seen ({@link Words#whence}).
     */
    private String sources(long cards, Map<Integer, Integer> settled) {
        List<String> each = new ArrayList<>();
        for (int r = 1; r < k.g.positions.size(); r++) {
            int v = k.g.positions.get(r).escape ? -1 : k.known(r, settled) ? k.value(r, settled) : c.own != null && c.own[0] == r ? c.own[1] : -1;
            if (v > 0 && Cards.has(cards & ~k.g.seen, v)) {
                each.add("#" + r + " = " + v);
            }
        }
        String seen = k.words.whence(cards, k.g.positions.size() - 1, "", "");
        if (!seen.isEmpty()) {
            each.add(seen);
        }
        return each.isEmpty() ? "" : ": " + String.join("; ", each);
    }

    /** A later time whose count of deck-d draws binds harder than #q's own: when, the draws left free, the deck's route cards by then. */
    record Later(int time, String when, int free, long route) {}

    /**
     * The later time (a hideout laid after #q, or the whole game) at which his deck-d draws less the deck's cards on his route
     * laid by then leave fewest free for beneath #q, when fewer than {@code then}; null when none does.
     */
    private Later later(int q, Map<Integer, Integer> settled, long deck, int d, int then) {
        Later best = null;
        int last = k.g.positions.size() - 1;
        for (int r = q + 1; r <= last + 1; r++) {
            int t = r > last ? Integer.MAX_VALUE : k.g.positions.get(r).placedAt;
            long onRoute = c.route(last, settled, t) & deck;
            int free = Math.max(0, k.g.drawsBefore(d, t) - Long.bitCount(onRoute));
            if (free < (best == null ? then : best.free())) {
                String name = r > last ? "" : k.g.positions.get(r).escape ? "42" : "#" + r;
                best = new Later(t, r > last ? "" : "round " + k.words.round(t) + ", when he laid " + name, free, onRoute);
            }
        }
        return best;
    }
}
