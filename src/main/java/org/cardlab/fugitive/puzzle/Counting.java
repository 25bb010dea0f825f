package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The card counting a player does (grade 2): every card he drew from a deck is accounted for
 * (a deck's cards on his route by the time he laid a hideout are no more than his draws from
 * it), what is left in his hand (a hand of a few cards means most of what he drew is on the
 * table), and the even cards he could have held when he laid a hideout (each even sprint card
 * adds the larger footprint, and he cannot have laid more of them than he could hold). Each
 * count is generous where it does not know (a face-down card may be anything it could be), so
 * what it rules out is impossible.
 */
final class Counting {
    private final Knowledge k;
    private final PublicTrack g;
    private final FugitiveRules rules;
    private final int big;
    private final int small;
    final long bigCards;
    final String parity;
    /** While set: {position, value}, a card taken as on his route for the even-card count (a case of that position). */
    int[] own;
    /** The Fugitive's hand size after each event. */
    private final HandCount hand;
    private final DeckRange ranges;
    private final EvenBudget budget;

    /** Whether another hideout's range is being worked out (its domain then counts no ranges). */
    boolean ranging() {
        return ranges.ranging();
    }

    Counting(Knowledge k) {
        this.k = k;
        this.g = k.g;
        this.rules = k.rules;
        big = Math.max(rules.footprintOdd, rules.footprintEven);
        small = Math.min(rules.footprintOdd, rules.footprintEven);
        boolean evenBig = rules.footprintEven >= rules.footprintOdd;
        bigCards = evenBig ? ~rules.oddMask & Cards.range(1, 41) : rules.oddMask & Cards.range(1, 41);
        parity = evenBig ? "even" : "odd";
        ranges = new DeckRange(k, this);
        budget = new EvenBudget(k, this);
        for (int d = 0; d <= 3; d++) {
            sources[d] = sourceCards(d);
        }
        hand = new HandCount(rules, g.events);
    }

    /** The climb from #from to #to: its steps, the most they can climb, how that is made up, and whether the even cards ran short. */
    record Span(int steps, int reach, String reachText, boolean shortage, String text) {}

    Span span(int from, int to, Map<Integer, Integer> settled, int level) {
        int fixed = 0;
        int hidden = 0;
        int last = -1;
        List<String> parts = new ArrayList<>();
        for (int q = from + 1; q <= to; q++) {
            PublicTrack.Position pos = g.positions.get(q);
            int seenFoot = rules.footprints(pos.escape ? 0 : pos.sprintCards);
            fixed += rules.stepLimit + seenFoot;
            hidden += pos.hiddenSprints();
            if (pos.hiddenSprints() > 0) {
                last = q;
            }
            int extra = seenFoot + pos.hiddenSprints() * big;
            parts.add(extra == 0 ? Integer.toString(rules.stepLimit) : rules.stepLimit + " + " + extra);
        }
        int most = fixed + hidden * big;
        String reachText = String.join(" and ", parts);
        if (level < 2 || hidden == 0) {
            return new Span(to - from, most, reachText, false, null);
        }
        EvenBudget.Budget b = budget(last, settled);
        if (b.count() >= hidden) {
            return new Span(to - from, most, reachText, false, null);
        }
        int reach = fixed + hidden * small + b.count() * (big - small);
        String beneath = holding(from, to);
        // "face-down" where some beneath them are seen: Manhunt 95 counted "the 8 sprint cards beneath #4 to #7", of 9 there.
        String which = fixed == (to - from) * rules.stepLimit ? "" : "face-down ";
        String text = (hidden == 1 ? "The one " + which + "sprint card beneath " + beneath + " adds" : "The " + hidden + " " + which + "sprint cards beneath " + beneath + " add")
                + " at most " + (reach - fixed) + ", not " + (most - fixed) + ": " + b.text() + ".";
        // "3 + 3 + 4" less what the cards he could hold allow, as "6 + 3": the next sentence gives the 3 ("add at most 3, not 4").
        return new Span(to - from, reach, reachText.isEmpty() ? "" : fixed + " + " + (reach - fixed), true, text);
    }

    /**
     * The even cards the steps between known hideouts need, added up along the route: by the time
     * he laid the last of them he must have held them all. Null when his hand could have held them.
     */
    Cut evenTotal(Map<Integer, Integer> settled) {
        return evenTotal(settled, null, -1);
    }

    /**
     * As {@link #evenTotal(Map)}, for the case p = u of one position: a budget already stated for
     * another value ({@code stated}: budget text to that value) is cited, not written out again.
     */
    Cut evenTotal(Map<Integer, Integer> settled, Map<String, Integer> stated, int u) {
        if (big == small) {
            return null;
        }
        int total = 0;
        long uses = 1;
        List<String> needs = new ArrayList<>();
        int a = 0;
        for (int b = 1; b < g.positions.size(); b++) {
            if (!k.known(b, settled)) {
                continue;
            }
            int fixed = 0;
            int hidden = 0;
            int last = -1;
            for (int q = a + 1; q <= b; q++) {
                PublicTrack.Position pos = g.positions.get(q);
                fixed += rules.stepLimit + rules.footprints(pos.escape ? 0 : pos.sprintCards);
                hidden += pos.hiddenSprints();
                last = pos.hiddenSprints() > 0 ? q : last;
            }
            int gap = k.value(b, settled) - k.value(a, settled) - fixed - hidden * small;
            int bigNeeded = gap <= 0 ? 0 : (gap + big - small - 1) / (big - small);
            uses |= 1L << b;
            if (bigNeeded > 0 && bigNeeded <= hidden) {
                total += bigNeeded;
                needs.add(bigNeeded + " beneath " + holding(a, b) + " (from " + k.ref(a, settled) + " to "
                        + k.ref(b, settled) + ")");
                EvenBudget.Budget bud = budget(last, settled);
                if (total > bud.count() && needs.size() > 1) {
                    // Keyed by the count and the hideout, not the detail: the detail names the case's own card, the same count for each.
                    String key = bud.count() + " at " + last;
                    Integer before = stated == null ? null : stated.putIfAbsent(key, u);
                    String but = before == null ? bud.text() : "as for " + before + " (" + u + " in its place), he could hold at most " + bud.count() + " " + parity
                            + (bud.count() == 1 ? " card" : " cards") + (bud.text().contains(LaterCards.AFTER + ")") ? " not laid after it" : "") + " when he laid " + name(last);
                    return new Cut(0, Technique.EVEN_TOTAL, uses, "the steps need at least " + total + " " + parity + " sprint cards in all: "
                            + String.join(", ", needs) + "; but " + but);
                }
            }
            a = b;
        }
        return null;
    }

    private String name(int q) {
        return g.positions.get(q).escape ? "42" : "#" + q;
    }

    /**
     * The hideouts after #from up to #to that hold face-down sprint cards, as a range from the first that does to the last:
     * "#1" where only it does. "the 5 sprint cards beneath #1 to #2" named a #2 with none beneath it.
     */
    private String holding(int from, int to) {
        int first = -1;
        int last = -1;
        for (int q = from + 1; q <= to; q++) {
            if (g.positions.get(q).hiddenSprints() > 0) {
                first = first < 0 ? q : first;
                last = q;
            }
        }
        return first == last ? name(first) : name(first) + " to " + name(last);
    }

    /** The even cards he could hold when he laid #q ({@link EvenBudget}). */
    EvenBudget.Budget budget(int q, Map<Integer, Integer> settled) {
        return budget.of(q, settled);
    }

    /** The cards known to be on his route among the positions laid by time t (up to #q): face up, seen beneath, or settled. */
    long route(int q, Map<Integer, Integer> settled, int t) {
        long s = 0;
        for (int r = 1; r < g.positions.size() && r <= q; r++) {
            PublicTrack.Position x = g.positions.get(r);
            if (x.placedAt > t) {
                continue;
            }
            s |= x.sprintCards;
            if (!x.escape && k.known(r, settled)) {
                s |= 1L << k.value(r, settled);
            } else if (own != null && own[0] == r) {
                s |= 1L << own[1];
            }
        }
        return s;
    }

    /** The cards of a source: 0 the starting cards (1, 2, 3), d a deck. */
    long source(int d) {
        return sources[d];
    }

    /** {@link #source} for 0 to 3, worked out once: the hand-size count asks at every time. */
    private final long[] sources = new long[4];

    private long sourceCards(int d) {
        if (d > 0) {
            return Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]);
        }
        long s = 0;
        for (int c : rules.startingHand) {
            s |= c == rules.escape ? 0 : 1L << c;
        }
        return s;
    }

    private int drawn(int d, int t) {
        return d == 0 ? Long.bitCount(source(0)) : g.drawsBefore(d, t);
    }

    /** The positions among those listed whose known value (or sprint cards seen) lies in {@code cards}. */
    private long usesOf(int upTo, Map<Integer, Integer> settled, int t, long cards) {
        long uses = 0;
        for (int r = 1; r <= upTo && r < g.positions.size(); r++) {
            PublicTrack.Position x = g.positions.get(r);
            if (x.placedAt <= t && ((x.sprintCards & cards) != 0 || !x.escape && k.known(r, settled) && Cards.has(cards, k.value(r, settled)))) {
                uses |= 1L << r;
            }
        }
        return uses;
    }

    /** Grade-2 cuts at p: a deck whose draws are all accounted for, and a deck his small hand says p must come from. */
    void cuts(int p, Map<Integer, Integer> settled, long frame, List<Cut> cuts) {
        PublicTrack.Position pos = g.positions.get(p);
        for (int d = 1; d <= 3; d++) {
            long deck = source(d) & frame;
            if (deck == 0 || g.drawsBefore(d, pos.placedAt) == 0) {
                continue; // nothing to rule out, or no draw at all (a grade-1 note)
            }
            for (int q = p; q < g.positions.size(); q++) {
                int t = g.positions.get(q).placedAt;
                long onRoute = route(q, settled, t) & source(d) & ~(k.known(p, settled) ? 1L << k.value(p, settled) : 0);
                int draws = g.drawsBefore(d, t);
                if (Long.bitCount(onRoute) + 1 > draws) {
                    Knowledge.add(cuts, deck, Technique.DECK_TALLY, usesOf(q, settled, t, onRoute), Words.deckCards(deck, d) + ", but by the time he laid "
                            + name(q) + " (round " + k.words.round(t) + ") he had drawn " + draws + " from deck " + d + " and "
                            + Words.andList(onRoute) + (Long.bitCount(onRoute) == 1 ? " accounts" : " account") + " for "
                            + (draws == 1 ? "it" : "them all") + " on his route" + k.words.whence(onRoute, q, " (", ")"));
                    break;
                }
                DeckRange.Ranged r = ranges.ranged(p, q, d, settled, t, draws - Long.bitCount(onRoute));
                if (r != null) {
                    Knowledge.add(cuts, deck, Technique.DECK_RANGE, usesOf(q, settled, t, onRoute) | r.uses(), Words.deckCards(deck, d)
                            + ", but by the time he laid " + name(q) + " (round " + k.words.round(t) + ") he had drawn " + draws + " from deck " + d + " and "
                            + r.with(onRoute) + " account for "
                            + (draws == 1 ? "it" : "them all") + " on his route" + k.words.whence(onRoute, q, " (", ")"));
                    break;
                }
            }
        }
        long[] open = openValues(settled);
        for (int t = pos.placedAt; t < g.events.size(); t++) {
            for (int d = 0; d <= 3; d++) {
                Shortfall s = shortfall(t, d, settled, p, open);
                if (s != null && s.known + s.slots < s.need && (frame & ~source(d)) != 0) {
                    Knowledge.add(cuts, frame & ~source(d), Technique.HAND_SIZE, s.uses, handText(t, d, s) + (s.slots == 0 ? ""
                            : "; no other hideout laid by then can be one, and the " + s.slots + " face-down sprint card" + (s.slots == 1 ? "" : "s")
                                    + " laid by then " + (s.slots == 1 ? "is" : "are") + " not enough") + ", so #" + p + " is " + (d == 0 ? "one of 1, 2 and 3"
                                            : "a deck-" + d + " card") + HandCount.notOne(frame & ~source(d)));
                    return;
                }
            }
        }
    }

    /** At time t, source d: how many of its cards must be on the table, how many are known there, how many other places could hold one. */
    private record Shortfall(int need, int known, int slots, long knownCards, long uses, boolean holds42) {}

    /**
     * The memo of the open positions' grade-1 values for one settled map: {@link #shortfall} asks
     * for the same position's values at every time and source, and the cuts of other positions
     * (a deck range) ask again with the same settled values. A grade-1 domain depends on the
     * position and the settled values alone (not on the time, the source or {@link #own}).
     */
    private long[] openValues(Map<Integer, Integer> settled) {
        if (memo == null || !memoFor.equals(settled)) {
            memoFor = Map.copyOf(settled);
            memo = new long[g.positions.size()];
            java.util.Arrays.fill(memo, UNKNOWN);
        }
        return memo;
    }

    /** The settled values {@link #memo} holds the grade-1 values for (a copy: the caller's map may change). */
    private Map<Integer, Integer> memoFor;
    private long[] memo;

    /** Not yet worked out (a domain's values are cards 1 to 41: never all bits). */
    private static final long UNKNOWN = -1L;

    private long openValues(int r, Map<Integer, Integer> settled, long[] values) {
        if (values[r] == UNKNOWN) {
            values[r] = k.domain(r, settled, 1).values();
        }
        return values[r];
    }

    private Shortfall shortfall(int t, int d, Map<Integer, Integer> settled, int except, long[] open) {
        boolean has42 = true;
        for (PublicTrack.Position x : g.positions) {
            has42 &= !(x.escape && x.placedAt <= t);
        }
        int need = drawn(d, t + 1) - (hand.at(t) - (has42 ? 1 : 0));
        if (need <= 0) {
            return null;
        }
        long known = route(g.positions.size() - 1, settled, t) & source(d);
        int slots = 0;
        for (int r = 1; r < g.positions.size(); r++) {
            PublicTrack.Position x = g.positions.get(r);
            if (x.placedAt > t) {
                continue;
            }
            slots += x.hiddenSprints();
            if (r != except && !x.escape && !k.known(r, settled) && (openValues(r, settled, open) & source(d)) != 0) {
                slots++;
            }
        }
        return new Shortfall(need, Long.bitCount(known), slots, known, usesOf(g.positions.size() - 1, settled, t, known), has42);
    }

    /** "at least 2 of the 5 ", or "all 3 " where the two are one: "at least 3 of the 3 cards" read as a slip. */
    private static String share(int need, int of) {
        return need >= of ? (of == 1 ? "the one " : of == 2 ? "both " : "all " + of + " ") : "at least " + need + " of the " + of + " ";
    }

    private String handText(int t, int d, Shortfall s) {
        int h = hand.at(t);
        // 42 is named because it takes a place in his hand: without it the count does not add up on the page.
        return "after round " + k.words.round(t) + " he holds only " + h + " card" + (h == 1 ? "" : "s") + (s.holds42 ? (h == 1 ? ", 42" : ", 42 among them") : "")
                + hand.why(t) + ", so " + share(s.need, drawn(d, t + 1)) + (d == 0 ? "cards 1, 2 and 3" : (drawn(d, t + 1) == 1 ? "card" : "cards") + " he had drawn from deck " + d)
                + (s.need == 1 ? " lies" : " lie") + " on the table"
                + (s.known == 0 ? "" : ", and only " + Words.andList(s.knownCards) + " of them " + (s.known == 1 ? "is" : "are") + " known");
    }

    /**
     * A contradiction the settled values make on their own (for case analysis): a deck's cards on his route outnumber his draws
     * from it by the time he laid a hideout, or his hand is too small for the cards still unplaced. Null when none.
     */
    Cut contradiction(Map<Integer, Integer> settled) {
        Cut evens = evenTotal(settled);
        if (evens != null) {
            return evens;
        }
        for (int q = 1; q < g.positions.size(); q++) {
            int t = g.positions.get(q).placedAt;
            for (int d = 1; d <= 3; d++) {
                long on = route(q, settled, t) & source(d);
                if (Long.bitCount(on) > g.drawsBefore(d, t)) {
                    return new Cut(0, Technique.DECK_TALLY, usesOf(q, settled, t, on), Words.andList(on) + " would all be deck-" + d
                            + " cards on his route" + k.words.whence(on, q, " (", ")") + " by the time he laid " + name(q) + " (round " + k.words.round(t) + "), when he had drawn only "
                            + g.drawsBefore(d, t) + " from deck " + d);
                }
            }
        }
        long[] open = openValues(settled);
        for (int t = 0; t < g.events.size(); t++) {
            for (int d = 0; d <= 3; d++) {
                Shortfall s = shortfall(t, d, settled, -1, open);
                if (s != null && s.known + s.slots < s.need) {
                    return new Cut(0, Technique.HAND_SIZE, s.uses, handText(t, d, s) + (s.slots == 0 ? ", and no other card laid by then can be one"
                            : ", and only " + s.slots + " other card" + (s.slots == 1 ? "" : "s") + " laid by then could be one"));
                }
            }
        }
        return null;
    }
}
