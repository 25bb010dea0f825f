package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The facts a person checks from the page about the sprint cards beneath one hideout, each a
 * bound on how many of them are of a class, each sound on its own:
 *
 * <ul>
 *   <li>{@code window} (grade 1): the step from the hideout before needs their footprints, so at
 *       least so many are even;</li>
 *   <li>{@code held}, {@code face-up}, {@code taken} (grade 1): the cards of a kind (where from,
 *       odd or even) out of your sight are few or none;</li>
 *   <li>{@code no-draw} (grade 1): he had drawn nothing from that deck when he laid it;</li>
 *   <li>{@code deck-tally} (grade 2): the cards of that deck on his route by then use up his draws from it.</li>
 * </ul>
 */
final class BeneathBounds {
    private final PublicTrack g;
    private final Words words;
    private final FugitiveRules rules;
    private final int target;
    private final int previous;
    final int value;
    /** The cards he could have laid under the hideout: in play, out of your sight, neither it nor the hideout before. */
    private final long pool;
    private final List<Beneath.Bound> candidates = new ArrayList<>();

    BeneathBounds(PublicTrack g, Words words, int target, int previous, int value) {
        this.g = g;
        this.words = words;
        this.rules = g.rules;
        this.target = target;
        this.previous = previous;
        this.value = value;
        long p = rules.inPlay() & ~g.seen & Cards.range(1, 41) & ~(1L << value) & ~(1L << previous);
        if (rules.sprintWith42 && !g.escaped()) {
            p |= 1L << rules.escape;
        }
        pool = p;
        window();
        for (int d = 1; d <= 3; d++) {
            deck(d);
        }
        for (int c = 0; c < Beneath.CATEGORIES; c++) {
            category(c);
        }
    }

    private int cards() {
        return g.positions.get(target).hiddenSprints();
    }

    /** "#3", or "42" for the escape. */
    String name(int p) {
        return g.positions.get(p).escape ? "42" : "#" + p;
    }

    private void window() {
        int k = cards();
        int need = value - previous - rules.stepLimit;
        if (rules.footprintEven <= rules.footprintOdd || need <= k * rules.footprintOdd) {
            return;
        }
        int evens = 0;
        while (evens < k && (k - evens) * rules.footprintOdd + evens * rules.footprintEven < need) {
            evens++;
        }
        String text = Knowledge.ref(g, target, value) + " lies " + (value - previous) + " above "
                + Knowledge.ref(g, target - 1, previous) + ", " + need
                + " more than the step limit of " + rules.stepLimit + ". Its " + k + " sprint card" + (k == 1 ? "" : "s") + " must add " + need
                + " (an odd card " + rules.footprintOdd + ", an even one " + rules.footprintEven + "), so " + (evens == k ? (k == 1 ? "it is" : "all are")
                        : "at least " + evens + " " + (evens == 1 ? "is" : "are")) + " even.";
        candidates.add(new Beneath.Bound(-1, 0, evens, k, Technique.WINDOW, 1L << target | 1L << (target - 1), text));
    }

    private void deck(int d) {
        PublicTrack.Position pos = g.positions.get(target);
        int drawn = g.drawsBefore(d, pos.placedAt);
        long uses = 0;
        long faceUp = 0;
        // Where each came from, as a route's count says it: the face-up ones with the hit that showed them, the settled ones by name.
        StringJoiner settled = new StringJoiner("; ");
        int laid = 0;
        for (int p = 1; p <= target; p++) {
            PublicTrack.Position q = g.positions.get(p);
            int v = p == target ? value : p == target - 1 ? previous : q.value;
            if (v > 0 && v != rules.escape && rules.deckOf(v) == d) {
                laid++;
                uses |= 1L << p;
                if (q.revealedAt >= 0) {
                    faceUp |= 1L << v;
                } else {
                    settled.add(name(p) + " = " + v);
                }
            }
            for (int c : Cards.toArray(q.sprintCards)) {
                if (rules.deckOf(c) == d) {
                    laid++;
                    uses |= 1L << p;
                    faceUp |= 1L << c;
                }
            }
        }
        String where = words.whence(faceUp, target, "", "") + (faceUp != 0 && settled.length() > 0 ? "; " : "") + settled;
        int left = drawn - laid;
        if (left >= cards()) {
            return;
        }
        String when = "When he laid " + name(target) + " he had drawn ";
        String none = ": none of its sprint cards is from deck " + d + ".";
        if (drawn == 0) {
            candidates.add(new Beneath.Bound(d, -1, 0, 0, Technique.NO_DRAW, 0, when + "no card from deck " + d + none));
            return;
        }
        String text = when + drawn + " card" + (drawn == 1 ? "" : "s") + " from deck " + d + ", and " + laid + " of " + (drawn == 1 ? "it" : "them")
                + " lie on his route up to it (" + where + ")" + (left == 0 ? none : ": at most " + left + " of its sprint cards "
                        + (left == 1 ? "is" : "are") + " from deck " + d + ".");
        candidates.add(new Beneath.Bound(d, -1, 0, left, Technique.DECK_TALLY, uses, text));
    }

    /** The cards of a category: its source's cards of its parity. */
    private long cardsOf(int c) {
        int source = c / 2;
        long all = source == 0 ? startingCards() : Cards.range(rules.deckLow[source - 1], rules.deckHigh[source - 1]);
        long parity = (c & 1) == 1 ? rules.oddMask : ~rules.oddMask;
        return all & parity & ~(1L << rules.escape);
    }

    private long startingCards() {
        long s = 0;
        for (int c : rules.startingHand) {
            s |= 1L << c;
        }
        return s;
    }

    private void category(int c) {
        long all = cardsOf(c);
        long open = all & pool;
        int left = Long.bitCount(open);
        if (all == 0 || left >= cards()) {
            return;
        }
        long held = all & g.marshalCards;
        long up = all & g.seenOnTable();
        long taken = all & (1L << value | 1L << previous) & ~held & ~up;
        long uses = 0;
        List<String> why = new ArrayList<>();
        if (held != 0) {
            why.add(words.held(held));
        }
        if (up != 0) {
            why.add(words.faceUp(up));
            uses |= positionsShowing(up);
        }
        for (int t : Cards.toArray(taken)) {
            int p = t == value ? target : target - 1;
            why.add(t + " is " + name(p));
            uses |= 1L << p;
        }
        Technique tech = taken != 0 ? Technique.TAKEN : up != 0 ? Technique.FACE_UP : Technique.HELD;
        String cls = Beneath.className(c / 2, c & 1);
        boolean one = Long.bitCount(all) == 1;
        String because = ": " + String.join("; ", why) + ". ";
        String text = left > 0 ? "Of the " + cls + " (" + Words.andList(all) + ") only " + Words.andList(open) + (left == 1 ? " is" : " are")
                + " out of your sight" + because + "At most " + left + " of them " + (left == 1 ? "lies" : "lie") + " beneath " + name(target) + "."
                : one ? "The " + cls.replace("cards", "card") + ", " + Words.andList(all) + ", is accounted for" + because + "It does not lie beneath "
                        + name(target) + "."
                : "All the " + cls + " (" + Words.andList(all) + ") are accounted for" + because + "None of them lies beneath " + name(target) + ".";
        candidates.add(new Beneath.Bound(c / 2, c & 1, 0, left, tech, uses, text));
    }

    /** The positions where any of the cards lies face up (as a hideout or beneath one). */
    private long positionsShowing(long cards) {
        long uses = 0;
        for (PublicTrack.Position q : g.positions) {
            if (q.index > 0 && (!q.escape && q.revealedAt >= 0 && Cards.has(cards, q.value) || (q.sprintCards & cards) != 0)) {
                uses |= 1L << q.index;
            }
        }
        return uses;
    }

    /**
     * The bounds of grades 1 to {@code level} that leave one mix, none of them idle (each dropped in turn, the hardest
     * first, while one mix is still left); null when together they leave more than one.
     */
    List<Beneath.Bound> needed(int level) {
        List<Beneath.Bound> kept = new ArrayList<>(candidates.stream().filter(b -> b.technique().level <= level).toList());
        if (only(kept, cards()) < 0) {
            return null;
        }
        List<Beneath.Bound> order = new ArrayList<>(kept);
        order.sort(java.util.Comparator.comparingInt((Beneath.Bound b) -> -b.technique().level));
        for (Beneath.Bound b : order) {
            List<Beneath.Bound> without = new ArrayList<>(kept);
            without.remove(b);
            if (only(without, cards()) >= 0) {
                kept = without;
            }
        }
        return kept;
    }

    /** The one mix of k cards the bounds leave, or -1 when none or more than one. */
    static long only(List<Beneath.Bound> bounds, int k) {
        long found = -1;
        for (long mix : Beneath.mixes(k)) {
            if (bounds.stream().allMatch(b -> b.holds(mix))) {
                if (found >= 0) {
                    return -1;
                }
                found = mix;
            }
        }
        return found;
    }

    /**
     * The cards certainly beneath: those of each category in the mix that has no other card out of sight, a card at
     * another hideout the step solver settled ({@code elsewhere}) not counted as out of sight: it lies there.
     */
    long named(long mix, List<StepSolver.Step> elsewhere) {
        long there = at(elsewhere);
        long named = 0;
        for (int c = 0; c < Beneath.CATEGORIES; c++) {
            long open = cardsOf(c) & pool & ~there;
            int n = ExhaustiveOracle.count(mix, c);
            if (n > 0 && n == Long.bitCount(open)) {
                named |= open;
            }
        }
        return named;
    }

    /** The values of the settled hideouts. */
    private static long at(List<StepSolver.Step> steps) {
        long there = 0;
        for (StepSolver.Step s : steps) {
            there |= 1L << s.value();
        }
        return there;
    }

    /**
     * "So beneath #3 lie one even deck-2 card and two odd starting cards: 1 and 3, the only ones out of sight." Where a
     * named card is the only one out of sight but those at settled hideouts, it says so, and then how each of those
     * hideouts is settled (with the ones its argument relies on): "(15, the only one out of your sight but 25, which is #6).
     * #6 is 25. #6 lies 1 to 3 above #5 = 22: ..."
     */
    String conclusion(long mix, long named, List<StepSolver.Step> elsewhere) {
        List<String> list = new ArrayList<>();
        long cited = 0; // the settled hideouts whose values the words rely on
        for (int c = 0; c < Beneath.CATEGORIES; c++) {
            int n = ExhaustiveOracle.count(mix, c);
            if (n > 0) {
                long these = cardsOf(c) & named;
                String but = "";
                List<String> which = new ArrayList<>();
                long values = 0;
                for (StepSolver.Step s : elsewhere) {
                    if (these != 0 && Cards.has(cardsOf(c) & pool, s.value())) {
                        which.add(name(s.position()));
                        values |= 1L << s.value();
                        cited |= 1L << s.position();
                    }
                }
                if (!which.isEmpty()) {
                    but = " but " + Words.andList(values) + (which.size() == 1 ? ", which is " : ", which are ") + Words.andList(which);
                }
                String cls = Beneath.className(c / 2, c & 1);
                list.add(count(n) + " " + (n == 1 ? cls.replace("cards", "card") : cls) + (these != 0 ? " (" + Words.andList(these)
                        + (n == 1 ? ", the only one" : ", the only ones") + " out of your sight" + but + ")" : ""));
            }
        }
        String joined = Words.andList(list);
        StringBuilder sb = new StringBuilder("So beneath " + name(target) + (cards() == 1 ? " lies " : " lie ") + joined + ".");
        for (int i = elsewhere.size() - 1; i >= 0; i--) { // each cited hideout's argument cites earlier ones: cite those too
            StepSolver.Step s = elsewhere.get(i);
            if (Cards.has(cited, s.position())) {
                cited |= s.uses();
            }
        }
        for (StepSolver.Step s : elsewhere) {
            if (Cards.has(cited, s.position())) {
                sb.append(' ').append(s.text());
            }
        }
        return sb.toString();
    }

    private static String count(int n) {
        return switch (n) {
            case 1 -> "one";
            case 2 -> "two";
            case 3 -> "three";
            case 4 -> "four";
            default -> Integer.toString(n);
        };
    }
}
