package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * An answer in words: for each step of a proven solution, which notes rule out the other
 * values. A step settled by propagation names the bounds that frame the position and, for each
 * value left between them, the note that removes it (you hold it, it lies face up, it missed in
 * round 7, it is another position's, no draw from its deck yet). A search step does the same
 * for what propagation removes, then takes each value propagation leaves besides the answer as
 * a case and shows where it fails: another position left with no value, or a step the sprint
 * cards beneath cannot pay for, or, when neither short argument applies, the exhaustive
 * search's verdict and the kinds of note it leans on.
 */
public final class StepExplainer {
    private final Puzzle puzzle;
    private final FugitiveRules rules;
    private final Notepad notepad;
    private final ExhaustiveOracle oracle = new ExhaustiveOracle();

    public StepExplainer(Puzzle puzzle) {
        this.puzzle = puzzle;
        this.rules = Page.rules(puzzle.spec());
        this.notepad = new Notepad(puzzle.notes());
    }

    /** One paragraph per step of the stored (proven) solution. */
    public List<String> explain() {
        List<String> out = new ArrayList<>();
        List<NoteEvent> events = new ArrayList<>(puzzle.notes().events());
        Map<Integer, Integer> certainSince = new java.util.HashMap<>();
        List<Solution.Step> steps = puzzle.solution().steps();
        for (int i = 0; i < steps.size(); i++) {
            Solution.Step s = steps.get(i);
            PublicTrack g = PublicTrack.read(rules, new Notes(puzzle.spec(), events), "puzzle notes");
            if (puzzle.kind() == PuzzleKind.MANHUNT) {
                PositionOracle.Possible poss = oracle.possible(g, Set.of());
                for (int p : g.faceDown()) {
                    if (poss.consistent() && Long.bitCount(poss.values().get(p)) == 1) {
                        certainSince.putIfAbsent(p, i);
                    }
                }
            }
            int since = certainSince.getOrDefault(s.position(), 0);
            String lead = since == 0 ? "" : "Once #" + steps.get(since - 1).position() + " turned up (" + revealText(steps.get(since - 1)) + "), ";
            out.add(step(g, s, lead));
            if (puzzle.kind() == PuzzleKind.MANHUNT) {
                long under = puzzle.beneath().getOrDefault(s.position(), 0L);
                events.add(new NoteEvent.Guess(1L << s.value(), true, List.of(new NoteEvent.Reveal(s.position(), s.value(), under))));
            }
        }
        return out;
    }

    private String revealText(Solution.Step s) {
        long under = puzzle.beneath().getOrDefault(s.position(), 0L);
        return s.value() + (under == 0 ? ", nothing beneath" : " over " + andList(under));
    }

    /** Removals at each position, in the order the propagator made them. */
    private static final class Removals implements Propagator.Trace {
        final Map<Integer, Map<Propagator.Reason, Long>> at = new LinkedHashMap<>();

        @Override
        public void removed(int position, long values, Propagator.Reason reason) {
            at.computeIfAbsent(position, k -> new LinkedHashMap<>()).merge(reason, values, (a, b) -> a | b);
        }

        Map<Propagator.Reason, Long> of(int p) {
            return at.getOrDefault(p, Map.of());
        }
    }

    String step(PublicTrack g, Solution.Step s, String lead) {
        int p = s.position();
        Removals r = new Removals();
        Propagator.Outcome o = Propagator.outcome(g, Map.of(), r);
        Map<Integer, Long> dom = all(o);
        long left = o.domains() == null ? 1L << s.value() : o.domains().get(p);
        StringBuilder sb = new StringBuilder("#" + p + " is " + s.value() + ". ").append(lead);
        String why = why(g, p, r, left, dom);
        sb.append(lead.isEmpty() ? why : uncapitalize(why));
        if (Long.bitCount(left) > 1) {
            sb.append(" That leaves ").append(andList(left)).append(", and no single note decides between them.");
            // Cases that fail for the same reason, in the same words, are taken together.
            Map<String, Long> byReason = new LinkedHashMap<>();
            for (int u : Cards.toArray(left & ~(1L << s.value()))) {
                byReason.merge(refute(g, p, u), 1L << u, (a, b) -> a | b);
            }
            byReason.forEach((reason, us) -> sb.append(" Suppose #").append(p).append(" were ").append(Solution.orList(us)).append(": ")
                    .append(reason));
            sb.append(" So #").append(p).append(" is ").append(s.value()).append('.');
        } else if (!why.contains(": only " + s.value() + ".")) {
            sb.append(" Only ").append(s.value()).append(" is left.");
        }
        return sb.toString().replaceAll("\\s+", " ").strip();
    }

    private static Map<Integer, Long> all(Propagator.Outcome o) {
        Map<Integer, Long> m = new java.util.HashMap<>();
        for (int q = 0; q < o.all().length; q++) {
            m.put(q, o.all()[q]);
        }
        return m;
    }

    /**
     * Why position p holds nothing outside {@code left}: the frame its neighbours give it (from
     * the propagated domains), then each note that removes a value inside the frame.
     */
    private String why(PublicTrack g, int p, Removals r, long left, Map<Integer, Long> dom) {
        Frame f = frame(g, p, dom);
        List<String> parts = new ArrayList<>();
        if (!f.text.isEmpty()) {
            parts.add(capitalize(f.text) + (f.low <= f.high ? ": " + rangeText(f.low, f.high) : ", and no number is both") + ".");
        }
        long inside = Cards.range(f.low, f.high) & ~left;
        List<String> notes = new ArrayList<>();
        for (Propagator.Rule rule : Propagator.Rule.values()) {
            for (Map.Entry<Propagator.Reason, Long> e : r.of(p).entrySet()) {
                long vals = e.getValue() & inside;
                if (vals != 0 && e.getKey().rule() == rule && rule != Propagator.Rule.ASSUMED) {
                    notes.add(note(g, p, e.getKey(), vals));
                    inside &= ~vals;
                }
            }
        }
        if (!notes.isEmpty()) {
            parts.add(capitalize(String.join("; ", notes)) + ".");
        }
        return String.join(" ", parts);
    }

    /** The numbers low..high that the neighbours leave, and the words for it. */
    private record Frame(int low, int high, String text) {}

    private Frame frame(PublicTrack g, int p, Map<Integer, Long> dom) {
        int n = g.positions.size();
        int reach = reach(g, p);
        int lowA = min(g, p - 1, dom) + 1;
        int highA = max(g, p - 1, dom) + reach;
        int lowB = p + 1 < n ? min(g, p + 1, dom) - reach(g, p + 1) : 1;
        int highB = p + 1 < n ? max(g, p + 1, dom) - 1 : 41;
        int low = Math.max(1, Math.max(lowA, lowB));
        int high = Math.min(41, Math.min(highA, highB));
        String lowText = lowA >= lowB ? (p - 1 == 0 ? "" : "above " + ref(g, p - 1, dom))
                : "at least " + lowB + ", as " + ref(g, p + 1, dom) + " lies at most " + reachText(g, p + 1) + " above it";
        String highText = highA <= highB ? "at most " + reachText(g, p) + " above " + ref(g, p - 1, dom)
                : "below " + ref(g, p + 1, dom);
        if (lowA >= lowB && highA <= highB && p - 1 > 0 && g.positions.get(p - 1).value >= 0) {
            return new Frame(low, high, "it lies 1 to " + reachText(g, p) + " above " + ref(g, p - 1, dom));
        }
        if (lowA < lowB && highA > highB && g.positions.get(p + 1).value >= 0) {
            return new Frame(low, high, "it lies 1 to " + reachText(g, p + 1) + " below " + ref(g, p + 1, dom));
        }
        String text = lowText.isEmpty() ? "it lies " + highText : "it lies " + lowText + " and " + highText;
        return new Frame(low, high, text);
    }

    private int reach(PublicTrack g, int q) {
        PublicTrack.Position pos = g.positions.get(q);
        int big = Math.max(rules.footprintOdd, rules.footprintEven);
        return rules.stepLimit + rules.footprints(pos.escape ? 0 : pos.sprintCards) + pos.hiddenSprints() * big;
    }

    private static int min(PublicTrack g, int q, Map<Integer, Long> dom) {
        PublicTrack.Position pos = g.positions.get(q);
        return pos.value >= 0 ? pos.value : Long.numberOfTrailingZeros(dom.get(q));
    }

    private static int max(PublicTrack g, int q, Map<Integer, Long> dom) {
        PublicTrack.Position pos = g.positions.get(q);
        return pos.value >= 0 ? pos.value : 63 - Long.numberOfLeadingZeros(dom.get(q));
    }

    /** "#5 = 31", "#5 (31 to 33)", "card 0", "42". */
    private static String ref(PublicTrack g, int q, Map<Integer, Long> dom) {
        PublicTrack.Position pos = g.positions.get(q);
        if (q == 0) {
            return "card 0";
        }
        if (pos.escape) {
            return "42";
        }
        if (pos.value >= 0) {
            return "#" + q + " = " + pos.value;
        }
        long d = dom.get(q);
        int lo = Long.numberOfTrailingZeros(d);
        int hi = 63 - Long.numberOfLeadingZeros(d);
        return "#" + q + " (" + (lo == hi ? "certainly " + lo : hi == lo + 1 ? lo + " or " + hi : lo + " to " + hi) + ")";
    }

    private static String rangeText(int low, int high) {
        return low == high ? "only " + low : high == low + 1 ? low + " or " + high : low + " to " + high;
    }

    /** "3", or "3 + 2" (the step limit plus the most the sprint cards beneath #q can add). */
    private String reachText(PublicTrack g, int q) {
        int extra = reach(g, q) - rules.stepLimit;
        return extra == 0 ? Integer.toString(rules.stepLimit) : rules.stepLimit + " + " + extra;
    }

    /** One note that removes {@code vals} from position p, in words. */
    private String note(PublicTrack g, int p, Propagator.Reason r, long vals) {
        String list = andList(vals);
        boolean one = Long.bitCount(vals) == 1;
        return switch (r.rule()) {
            case HELD -> "you hold " + list + rounds(vals);
            case FACE_UP -> list + (one ? " lies" : " lie") + " face up" + where(g, vals);
            case NOT_IN_PLAY -> list + " cannot be played under these rules";
            case NO_DRAW -> list + (one ? " is a deck-" : " are deck-") + r.deck() + (one ? " card" : " cards") + ", and " + noDraw(g, p, r.deck());
            case MISSED -> list + " missed in round " + roundOf(r.event());
            case TAKEN -> "#" + r.other() + " is certainly " + list;
            default -> list + (one ? " is" : " are") + " out of reach";
        };
    }

    /** "32", "32 and 34", "32, 34 and 36". */
    static String andList(long vals) {
        return Solution.orList(vals).replace(" or ", " and ");
    }

    private String noDraw(PublicTrack g, int p, int deck) {
        PublicTrack.Position pos = g.positions.get(p);
        int drawn = g.drawsBefore(deck, pos.placedAt);
        String when = "when #" + p + " was placed (round " + roundOf(pos.placedAt) + ")";
        return drawn == 0 ? "he had drawn none from deck " + deck + " " + when
                : "every card he had drawn from deck " + deck + " " + when + " is accounted for on the table";
    }

    private String rounds(long held) {
        StringJoiner j = new StringJoiner(", ", " (drawn in round ", ")");
        j.setEmptyValue("");
        List<Integer> seen = new ArrayList<>();
        List<NoteEvent> ev = puzzle.notes().events();
        for (int i = 0; i < ev.size(); i++) {
            if (ev.get(i) instanceof NoteEvent.MarshalDraw d && Cards.has(held, d.card())) {
                int round = notepad.roundOf[i];
                if (!seen.contains(round)) {
                    seen.add(round);
                    j.add(Integer.toString(round));
                }
            }
        }
        String s = j.toString();
        return seen.size() > 1 ? s.replace("in round", "in rounds") : s;
    }

    private static String where(PublicTrack g, long vals) {
        StringJoiner j = new StringJoiner(", ", " (", ")");
        j.setEmptyValue("");
        for (PublicTrack.Position pos : g.positions) {
            if (pos.index > 0 && !pos.escape && pos.revealedAt >= 0 && Cards.has(vals, pos.value)) {
                j.add("at #" + pos.index);
            }
            if (pos.index > 0 && (pos.sprintCards & vals) != 0) {
                j.add("beneath #" + pos.index);
            }
        }
        return j.toString();
    }

    private int roundOf(int event) {
        return event >= 0 && event < notepad.roundOf.length ? notepad.roundOf[event] : notepad.rounds.size();
    }

    /** Why #p cannot be u: a short argument, or one more case split, or the exhaustive search's verdict. */
    String refute(PublicTrack g, int p, int u) {
        String short1 = shortArgument(g, Map.of(p, 1L << u));
        if (short1 != null) {
            return short1;
        }
        String split = split(g, p, u);
        if (split != null) {
            return split;
        }
        List<String> kinds = new ArrayList<>();
        for (NoteKind k : NoteKind.values()) {
            if (oracle.possible(g, Set.of(k), Map.of(p, 1L << u)).consistent()) {
                kinds.add(Book.needText(k));
            }
        }
        return "no way of drawing and placing his cards fits the notes then (a search of every hidden history finds none)"
                + (kinds.isEmpty() ? "." : "; it clashes with " + String.join(", ", kinds.subList(0, kinds.size() - 1))
                        + (kinds.size() > 1 ? " and " : "") + kinds.get(kinds.size() - 1) + ".");
    }

    /**
     * A contradiction from the case alone: propagation leaves some position without a value, or
     * a deck runs short, or the sprint cards cannot pay for the steps. Null when none applies.
     */
    private String shortArgument(PublicTrack g, Map<Integer, Long> assumed) {
        Removals r = new Removals();
        Propagator.Outcome o = Propagator.outcome(g, assumed, r);
        if (o.domains() == null && o.emptied() >= 0 && !assumed.containsKey(o.emptied())) {
            int q = o.emptied();
            return "then #" + q + " has no value left. " + why(g, q, r, 0, all(o));
        }
        Map<Integer, Long> dom = o.domains() != null ? o.domains() : assumed;
        String deck = DeckCount.refute(g, dom, this::roundOf);
        return deck != null ? deck : FootprintBudget.refute(g, dom, this::roundOf);
    }

    /** One more case split: the face-down position the case leaves fewest values, each value refuted by a short argument. */
    private String split(PublicTrack g, int p, int u) {
        Map<Integer, Long> dom = Propagator.domains(g, Map.of(p, 1L << u), null);
        if (dom == null) {
            return null;
        }
        int best = -1;
        for (Map.Entry<Integer, Long> e : dom.entrySet()) {
            int size = Long.bitCount(e.getValue());
            if (e.getKey() != p && size >= 2 && size <= 3 && (best < 0 || size < Long.bitCount(dom.get(best)))) {
                best = e.getKey();
            }
        }
        if (best < 0) {
            return null;
        }
        StringBuilder sb = new StringBuilder("then #" + best + " is " + Solution.orList(dom.get(best)) + ".");
        for (int w : Cards.toArray(dom.get(best))) {
            String a = shortArgument(g, Map.of(p, 1L << u, best, 1L << w));
            if (a == null) {
                return null;
            }
            sb.append(" If #").append(best).append(" were ").append(w).append(", ").append(a.replaceFirst("^then ", ""));
        }
        return sb.toString();
    }

    private static String uncapitalize(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    private static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
