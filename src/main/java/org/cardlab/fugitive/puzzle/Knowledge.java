package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * What the step solver knows about one face-down position, and why: the frame its nearest
 * known neighbours give it (face up, or settled by an earlier step; never an open position's
 * guessed range, so no argument leans on what it has not yet shown), then each note that rules
 * out a value inside the frame. Up to a level: grade-1 techniques, or grade 2 with the card
 * counting of {@link Counting}.
 */
final class Knowledge {
    /** The values left at a position, the frame they were cut from, and every cut (each with the values it rules out). */
    record Domain(long values, long frame, List<Cut> cuts) {
        boolean empty() {
            return values == 0;
        }
    }

    final PublicTrack g;
    final FugitiveRules rules;
    final Words words;
    final Counting counting;
    final int n;
    /** The event index of the escape (-1 while none): reveals after it are the manhunt's. */
    private final int escapeAt;

    Knowledge(PublicTrack g, Words words) {
        this.g = g;
        this.rules = g.rules;
        this.words = words;
        this.n = g.positions.size();
        this.counting = new Counting(this);
        int esc = -1;
        for (PublicTrack.Position pos : g.positions) {
            if (pos.escape) {
                esc = pos.placedAt;
            }
        }
        escapeAt = esc;
    }

    boolean known(int p, Map<Integer, Integer> settled) {
        return g.positions.get(p).value >= 0 || settled.containsKey(p);
    }

    int value(int p, Map<Integer, Integer> settled) {
        int v = g.positions.get(p).value;
        return v >= 0 ? v : settled.get(p);
    }

    /** The most a step onto #q can climb at grade 1: the step limit, the footprints seen beneath, the most the hidden ones add. */
    int reach(int q) {
        PublicTrack.Position pos = g.positions.get(q);
        int big = Math.max(rules.footprintOdd, rules.footprintEven);
        return rules.stepLimit + rules.footprints(pos.escape ? 0 : pos.sprintCards) + pos.hiddenSprints() * big;
    }

    /**
     * The domains worked out so far, by their arguments and the two things besides them that change
     * the answer: the own card being tried ({@link Counting#own}) and whether another hideout's range
     * is being worked out ({@link DeckRange}). The step solver, its cases and the deck ranges ask for
     * the same domains again and again; each is worked out once.
     */
    private final Map<DomainKey, Domain> domains = new HashMap<>();

    private record DomainKey(int p, int level, Map<Integer, Integer> settled, int ownPosition, int ownValue, boolean ranging) {}

    /** The values position p can hold, at grade {@code level} (1 or 2), given the positions settled so far. */
    Domain domain(int p, Map<Integer, Integer> settled, int level) {
        int[] own = counting.own;
        DomainKey key = new DomainKey(p, level, Map.copyOf(settled), own == null ? -1 : own[0], own == null ? -1 : own[1],
                counting.ranging());
        Domain d = domains.get(key);
        if (d == null) {
            d = workOut(p, settled, level);
            domains.put(key, d);
        }
        return d;
    }

    private Domain workOut(int p, Map<Integer, Integer> settled, int level) {
        List<Cut> cuts = new ArrayList<>();
        Frame f = frame(p, settled, level);
        long frame = Cards.range(Math.max(1, f.low), Math.min(41, f.high));
        notes(p, settled, frame, cuts);
        if (level >= 2) {
            counting.cuts(p, settled, frame, cuts);
            ownCard(p, settled, frame, f, cuts);
        }
        long left = frame;
        for (Cut c : cuts) {
            left &= ~c.values();
        }
        List<Cut> all = new ArrayList<>();
        all.add(new Cut(Cards.range(1, 41) & ~frame, f.technique, f.uses, f.text));
        all.addAll(cuts);
        return new Domain(left, frame, List.copyOf(all));
    }

    /** The notes about p alone, inside its frame: cards you hold or see, misses, decks he had not drawn from, values taken. */
    private void notes(int p, Map<Integer, Integer> settled, long frame, List<Cut> cuts) {
        PublicTrack.Position pos = g.positions.get(p);
        add(cuts, frame & g.marshalCards, Technique.HELD, 0, words.held(frame & g.marshalCards));
        add(cuts, frame & g.seenOnTable(), Technique.FACE_UP, 0, words.faceUp(frame & g.seenOnTable()));
        add(cuts, frame & ~rules.inPlay(), Technique.NOT_IN_PLAY, 0, Words.andList(frame & ~rules.inPlay()) + " cannot be played under these rules");
        for (PublicTrack.Guess q : g.guesses) {
            boolean allOrNothing = rules.guessAllOrNothing(q.manhunt());
            long notThere = q.hit() ? q.numbers() & ~g.revealedBy(q) : !allOrNothing || Long.bitCount(q.numbers()) == 1 ? q.numbers() : 0;
            if (Cards.has(q.window(), p) && (notThere & frame) != 0) {
                add(cuts, notThere & frame, Technique.MISSED, 0, words.missed(notThere & frame, q.event()));
            }
        }
        for (Map.Entry<Integer, Integer> e : settled.entrySet()) {
            if (e.getKey() != p && Cards.has(frame, e.getValue())) {
                add(cuts, 1L << e.getValue(), Technique.TAKEN, 1L << e.getKey(), "#" + e.getKey() + " is " + e.getValue());
            }
        }
        for (int d = 1; d <= 3; d++) {
            long deck = Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]) & frame;
            if (deck != 0 && g.drawsBefore(d, pos.placedAt) == 0) {
                add(cuts, deck, Technique.NO_DRAW, 0, Words.deckCards(deck, d) + ", and he had drawn none from deck " + d + " when he laid #" + p
                        + " (round " + words.round(pos.placedAt) + ")");
            }
        }
    }

    /**
     * A value that would itself use up a draw (or an even card) the sprint cards need: with p
     * taken as u, the even cards he could hold no longer stretch the step to u.
     */
    private void ownCard(int p, Map<Integer, Integer> settled, long frame, Frame f, List<Cut> cuts) {
        // The even-card budgets already stated at this position: a second value refuted by the same budget cites it, not repeats it.
        Map<String, Integer> stated = new java.util.HashMap<>();
        long shownBefore = 0; // values an earlier note rules out: the answer does not show their own-card cuts, so they state nothing
        for (Cut c : cuts) {
            shownBefore |= c.values();
        }
        for (int u : Cards.toArray(frame)) {
            Frame own = frameWith(p, settled, u);
            if (own != null) {
                // Only what the own card changes: the window itself was stated once, in the frame (stating it again for u read as the argument twice).
                String bound = u > own.high() ? "at most " + own.high() : "at least " + own.low();
                add(cuts, 1L << u, Technique.OWN_CARD, own.uses(), "#" + p + " cannot be " + u + ": with " + u + " itself among the cards on his route, "
                        + Words.clause(own.shortage()).replace(". The ", "; the ") + ", so #" + p + " would be " + bound);
                continue;
            }
            Map<Integer, Integer> with = new java.util.HashMap<>(settled);
            with.put(p, u);
            Cut total = Cards.has(shownBefore, u) ? counting.evenTotal(with) : counting.evenTotal(with, stated, u);
            if (total != null) {
                add(cuts, 1L << u, Technique.EVEN_TOTAL, total.uses() & ~(1L << p), "#" + p + " cannot be " + u + ": then " + total.text());
            }
        }
    }

    /** "28 itself is among the cards on his route, as #6": unseen cards up to #q that are hideouts settled or taken (own) in a case. */
    String takenAs(long cards, int q, Map<Integer, Integer> settled, int[] own) {
        List<String> as = new java.util.ArrayList<>();
        for (int r = 1; r < g.positions.size() && r <= q; r++) {
            int v = !g.positions.get(r).escape && known(r, settled) ? value(r, settled) : own != null && own[0] == r ? own[1] : -1;
            if (v >= 0 && Cards.has(cards, v)) {
                as.add("#" + r);
            }
        }
        return Words.andList(cards) + (Long.bitCount(cards) == 1 ? " itself is" : " themselves are") + " among the cards on his route, as "
                + Words.andList(as);
    }

    /** The frame of p when its own card u counts among the cards on his route; null when u still fits. */
    private Frame frameWith(int p, Map<Integer, Integer> rest, int u) {
        counting.own = new int[] {p, u};
        try {
            Frame f = frame(p, rest, 2);
            return u < f.low || u > f.high ? f : null;
        } finally {
            counting.own = null;
        }
    }

    static void add(List<Cut> cuts, long values, Technique t, long uses, String text) {
        if (values != 0) {
            cuts.add(new Cut(values, t, uses, text));
        }
    }

    /** The numbers the known neighbours leave for p, the technique that frames it, the positions used, in words. */
    record Frame(int low, int high, Technique technique, long uses, String text, String shortage) {}

    /** The nearest position before p (card 0 at worst) whose value is known, and the nearest after it (-1 when none). */
    int leftAnchor(int p, Map<Integer, Integer> settled) {
        int a = p - 1;
        while (a > 0 && !known(a, settled)) {
            a--;
        }
        return a;
    }

    int rightAnchor(int p, Map<Integer, Integer> settled) {
        for (int b = p + 1; b < n; b++) {
            if (known(b, settled)) {
                return b;
            }
        }
        return -1;
    }

    Frame frame(int p, Map<Integer, Integer> settled, int level) {
        int a = leftAnchor(p, settled);
        int b = rightAnchor(p, settled);
        int va = value(a, settled);
        Counting.Span up = counting.span(a, p, settled, level);
        int lowL = va + (p - a);
        int highL = va + up.reach();
        int lowR = 1;
        // Nothing lies above the last position but the escape card: 42 is its own ceiling, not 41.
        int highR = g.positions.get(p).escape ? 42 : 41;
        Counting.Span down = null;
        if (b >= 0) {
            int vb = value(b, settled);
            down = counting.span(p, b, settled, level);
            lowR = vb - down.reach();
            highR = vb - (b - p);
        }
        int low = Math.max(lowL, lowR);
        int high = Math.min(highL, highR);
        List<String> parts = new ArrayList<>();
        long uses = 0;
        boolean leftBinds = lowL >= lowR || highL <= highR;
        boolean rightBinds = b >= 0 && (lowR > lowL || highR < highL);
        if (leftBinds || b < 0) {
            uses |= 1L << a;
            String seen = seenInManhunt(a, p);
            parts.add(up.steps() == 1 ? "1 to " + up.reachText() + " above " + ref(a, settled) + (seen.isEmpty() ? "" : " (" + seen + ")")
                    : up.steps() + " to " + up.reach() + " above " + ref(a, settled) + " (" + up.steps() + " steps" + (up.reachText().isEmpty() ? ""
                            : ", of at most " + up.reachText() + together(up)) + (seen.isEmpty() ? "" : "; " + seen) + ")");
        }
        if (rightBinds) {
            uses |= 1L << b;
            String seen = seenInManhunt(p, b);
            parts.add(down.steps() == 1 ? "1 to " + down.reachText() + " below " + ref(b, settled) + (seen.isEmpty() ? "" : " (" + seen + ")")
                    : down.steps() + " to " + down.reach() + " below " + ref(b, settled) + " (" + down.steps() + " steps, of at most "
                            + down.reachText() + together(down) + (seen.isEmpty() ? "" : "; " + seen) + ")");
        }
        String range = low > high ? "no number is both" : low == high ? "only " + low : high == low + 1 ? low + " or " + high : low + " to " + high;
        String shortage = (leftBinds && up.text() != null ? " " + up.text() : "") + (rightBinds && down.text() != null ? " " + down.text() : "");
        String text = "#" + p + " lies " + String.join(" and ", parts) + ": " + range + "." + shortage;
        Technique t = Technique.WINDOW;
        if (rightBinds && g.positions.get(b).escape && lowR > lowL) {
            t = Technique.ESCAPE_WINDOW;
        }
        if (leftBinds && revealedInManhunt(a) || rightBinds && revealedInManhunt(b)) {
            t = Technique.REVEAL;
        }
        if (leftBinds && up.shortage() || rightBinds && down != null && down.shortage()) {
            t = Technique.EVEN_SHORTAGE;
        }
        return new Frame(low, high, t, uses, text.strip(), shortage.strip());
    }

    /**
     * " together", and where his even cards cut the climb to "6 + 10" (the step limits, then what the sprint cards add), what
     * the two numbers are: the other answers add step by step ("3 + 4 and 3 + 6"), and Manhunt 166's "6 + 10" read as two steps.
     */
    private String together(Counting.Span s) {
        if (!s.shortage() || s.steps() == 1) {
            return " together";
        }
        String[] two = s.reachText().split(" \\+ ");
        int seen = Integer.parseInt(two[0]) - s.steps() * rules.stepLimit;
        return " together: " + rules.stepLimit + " a step" + (seen > 0 ? " and " + seen + " from the sprint cards seen, and at most " + two[1]
                + " from those face down" : ", and at most " + two[1] + " from the sprint cards beneath");
    }

    /**
     * The sprint cards beneath #from+1 to #to that only a manhunt clue showed, with the step that turned each up ("22, 23 and 24
     * beneath #4, turned up at step 4"), or "": a climb of "3 + 5" counts their footprints, and the page does not show them.
     */
    private String seenInManhunt(int from, int to) {
        long cards = 0;
        for (int q = from + 1; q <= to; q++) {
            PublicTrack.Position pos = g.positions.get(q);
            if (!pos.escape && revealedInManhunt(q)) {
                cards |= pos.sprintCards;
            }
        }
        String where = cards == 0 ? "" : words.turnedUpInManhunt(cards);
        return where.isEmpty() ? "" : where.substring(2);
    }

    boolean revealedInManhunt(int q) {
        PublicTrack.Position pos = g.positions.get(q);
        return escapeAt >= 0 && pos.revealedAt > escapeAt;
    }

    /** "card 0", "42", "#3 = 17". */
    String ref(int q, Map<Integer, Integer> settled) {
        return ref(g, q, q == 0 || g.positions.get(q).escape ? 0 : value(q, settled));
    }

    /** Position {@code q} holding {@code v}, as the answers cite it: "card 0", "42", "#3 = 17" (never "#0 = 0"). */
    static String ref(PublicTrack g, int q, int v) {
        return q == 0 ? "card 0" : g.positions.get(q).escape ? "42" : "#" + q + " = " + v;
    }
}
