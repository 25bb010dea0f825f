package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The solver a person is: it settles one face-down hideout at a time with the easiest technique
 * that settles any (Tatham's order), citing only what is face up or settled by an earlier step.
 * Limited to a grade, it uses no technique above it and gets stuck where that grade's reasoning
 * ends. The exact oracle says which positions are certain; this solver says why, and a value
 * it would settle differently from the oracle is a bug that stops the run.
 */
final class StepSolver {
    /** One settled hideout: its value, the grade and the technique that settled it, the positions it relies on, the argument. */
    record Step(int position, int value, int level, Technique technique, Technique detail, long uses, String text) {
        Step {
            text = Words.citeOnce(text);
        }
    }

    /** Techniques in the order a step's idea is named by: the rarer and harder first. */
    static final List<Technique> PRIORITY = List.of(Technique.EXHAUSTIVE, Technique.LATER_DRAWS, Technique.DEEP_CASES, Technique.CASES, Technique.DECK_RANGE, Technique.HAND_SIZE,
            Technique.DECK_TALLY, Technique.EVEN_TOTAL, Technique.OWN_CARD, Technique.EVEN_SHORTAGE, Technique.REVEAL, Technique.NO_DRAW, Technique.MISSED, Technique.TAKEN,
            Technique.ESCAPE_WINDOW, Technique.HELD, Technique.FACE_UP, Technique.WINDOW, Technique.NOT_IN_PLAY);

    private final Knowledge k;
    private final int maxLevel;
    /** The notes the step being written has stated so far (its domain's): a case cites them, not repeats them. */
    private Set<String> said = Set.of();
    private long cited; // the positions the last contradiction rests on, the case's own among them

    StepSolver(PublicTrack g, Words words, int maxLevel) {
        this.k = new Knowledge(g, words);
        this.maxLevel = maxLevel;
        this.laterDraws = new LaterDraws(k, k.counting);
    }

    /** The easiest step that settles one {@code certain} position (to its only value) given those settled; null past this grade. */
    Step next(Map<Integer, Integer> settled, Map<Integer, Integer> certain) {
        List<Integer> open = certain.keySet().stream().filter(p -> !settled.containsKey(p)).sorted().toList();
        for (int level = 1; level <= Math.min(2, maxLevel); level++) {
            for (int p : open) {
                Knowledge.Domain d = k.domain(p, settled, level);
                int v = certain.get(p);
                if (!Cards.has(d.values(), v)) {
                    throw new IllegalStateException("the step solver ruled out the only possible value " + v + " of #" + p + ": " + DomainWords.describe(d));
                }
                if (d.values() == 1L << v) {
                    return new Step(p, v, level, StepIdea.of(d, level), null, uses(d), "#" + p + " is " + v + ". " + DomainWords.describe(d, Set.of(), StepIdea.of(d, level)) + leftOnly(d, v));
                }
            }
        }
        if (maxLevel < 3) {
            return null;
        }
        List<Integer> bySize = new ArrayList<>(open);
        Map<Integer, Knowledge.Domain> doms = new TreeMap<>();
        for (int p : open) {
            doms.put(p, k.domain(p, settled, 2));
        }
        bySize.sort(Comparator.comparingInt(p -> Long.bitCount(doms.get(p).values())));
        // Grade 3, then grade 4 with a second split, then each route a case leaves refuted in turn, and only then the search.
        for (int stage = 3; stage <= (maxLevel >= 4 ? 6 : maxLevel); stage++) {
            for (int p : bySize) {
                Step s = byCases(p, certain.get(p), settled, doms.get(p), Math.min(stage, 4), stage);
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }

    /** Settles p by trying each other value: null when some case does not fail within this level's reasoning. */
    private Step byCases(int p, int v, Map<Integer, Integer> settled, Knowledge.Domain d, int level, int stage) {
        long others = d.values() & ~(1L << v);
        Map<String, Long> byReason = new LinkedHashMap<>();
        long uses = uses(d);
        boolean nested = false;
        boolean exhaustive = false;
        Map<Technique, Integer> whys = new EnumMap<>(Technique.class);
        said = new HashSet<>(DomainWords.shownNotes(d));
        for (int u : Cards.toArray(others)) {
            Set<String> before = new HashSet<>(said); // a case that does not fail prints nothing: "as above" may not cite its notes
            Refutation r = refute(p, u, settled, level >= 4, level >= 4 ? 4 : 1, level >= 4 ? 2 : 1);
            if (r == null) {
                said = before;
                r = stage < 5 ? null : searchOnly(p, u, settled, stage == 6);
                if (r == null) {
                    return null;
                }
                exhaustive |= r.why() == Technique.EXHAUSTIVE;
            }
            nested |= r.nested();
            uses |= r.uses();
            whys.merge(r.why(), 1, Integer::sum);
            byReason.merge(r.text(), 1L << u, (a, b) -> a | b);
        }
        StringBuilder sb = new StringBuilder("#" + p + " is " + v + ". " + DomainWords.describe(d) + " That leaves " + Words.andList(d.values()) + ".");
        byReason.forEach((text, us) -> sb.append(" Suppose #").append(p).append(" were ").append(Solution.orList(us)).append(": ").append(Words.sentence(text)));
        sb.append(" So #").append(p).append(" is ").append(v).append('.');
        Technique t = exhaustive ? Technique.EXHAUSTIVE : level >= 4 || nested ? Technique.DEEP_CASES : Technique.CASES;
        // The rarest argument among the cases names the idea (as the rarest technique names a step's).
        Technique detail = PRIORITY.stream().filter(whys::containsKey).findFirst().orElse(null);
        return new Step(p, v, t.level, t, detail, uses & ~(1L << p), sb.toString().replaceAll("\\s+", " "));
    }

    /** The most routes the words of a case left to the exhaustive search list: more would fill the page, not help a reader. */
    private static final int ROUTES_LISTED = 20;
    /** The most a case refuted route by route lists: each with its printed reason, those of one reason named together. */
    private static final int GLANCE_LISTED = 40;

    /** Each route a case leaves, in turn ({@link LaterDraws}, a grade-4 count of his hand, where no grade-2 count refutes it). */
    private final LaterDraws laterDraws;

    /**
     * A case only the exhaustive search rules out, in words a reader can check: "the search finds none" alone could not be.
     * The routes the notes still allow with p = u (each hideout in turn within its window given the ones before, as the
     * steps reason), and what is left to check on them: where his face-down sprint cards and draws came from.
     */
    private Refutation searchOnly(int p, int u, Map<Integer, Integer> settled, boolean searchAllowed) {
        Map<Integer, Integer> hyp = new TreeMap<>(settled);
        hyp.put(p, u);
        List<Integer> open = k.g.faceDown().stream().filter(q -> !hyp.containsKey(q)).sorted().toList();
        List<Map<Integer, Integer>> routes = RoutesLeft.of(k, open, hyp, ROUTES_LISTED, 2);
        // The routes the windows and the notes read at a glance leave, each failing by a printed count, are an argument a reader
        // can check; those the steps' counts leave were not (Manhunt 196's "the notes leave 2 routes" left out 0 11 13 ... and
        // 0 12 13 ..., narrowed away by counts the case never printed), nor is a tree no page shows where they leave none.
        RoutesLeft.Tried t = tryEach(RoutesLeft.of(k, open, hyp, GLANCE_LISTED, 1), GLANCE_LISTED, r -> RoutesLeft.struck(k, open, hyp, r));
        if (t.pass().isEmpty() && t.count() > 0 && t.count() <= GLANCE_LISTED) { // each route fails by a count a reader can check: no search
            return new Refutation("hideout by hideout, the windows and the notes read at a glance leave " + (t.count() == 1 ? "one route: " : t.count()
                    + " routes: ") + String.join("; ", t.fail()), 0, false, t.why());
        }
        t = tryEach(routes, ROUTES_LISTED, r -> null);
        List<String> pass = t.pass();
        List<String> fail = t.fail();
        if (!searchAllowed) {
            return null;
        }
        String notTaught = "none of the techniques of grades 1 to 3 rules it out"; // not "no short argument": buyers found some
        String search = " (this step rests on the exhaustive search, which tried every such choice; a shorter argument may exist: can you find one?)";
        if (pass.isEmpty() && routes.size() <= ROUTES_LISTED) {
            return searched(notTaught + ", but no route is left: try each value of " + Words.andList(open.stream().map(q -> "#" + q).toList())
                    + " in turn, each among the values its window, the notes and the counts of his cards leave given the ones before, and"
                    + " every choice leaves a hideout with no value"
                    + (fail.isEmpty() ? "" : " or fails a count (" + String.join("; ", fail) + ")") + search);
        }
        // The routes that fail first, then those left: "leave 5 routes, ... (three more fail: ...)" read as if those were among the 5.
        String left = (pass.size() == 1 ? "one route, " + pass.get(0) + ", and none rules it out" : pass.size() + " routes, " + Words.andList(pass)
                + ", and none rules any of them out") + " on its own";
        String which = routes.size() > ROUTES_LISTED ? "more than " + ROUTES_LISTED + " routes" + (fail.isEmpty() ? "" : " (" + String.join("; ", fail) + ")")
                : fail.isEmpty() ? left : routes.size() + " routes: " + String.join("; ", fail) + "; that leaves " + left;
        return searched(notTaught + "; the search of every choice does. Hideout by hideout, as in the steps, the notes leave " + which
                + "; but no choice of the cards beneath his face-down hideouts and of his draws fits every note on "
                + (pass.size() == 1 && routes.size() <= ROUTES_LISTED ? "it" : "any of them") + search);
    }

    /** Each route in turn, refuted by {@code first}, a grade-2 count or the count of his hand after a round ({@link LaterDraws}). */
    private RoutesLeft.Tried tryEach(List<Map<Integer, Integer>> routes, int most, java.util.function.Function<Map<Integer, Integer>, Cut> first) {
        Set<String> keep = said; // refuteRoute starts its own list of notes stated; this step's must survive it
        RoutesLeft.Tried t = RoutesLeft.tryEach(k, routes.subList(0, Math.min(routes.size(), most)), routes.size(), r -> {
            return java.util.stream.Stream.of(first.apply(r), refuteRoute(r, 2), laterDraws.refute(r)).filter(c -> c != null && !c.text().contains(" in its place), ")).toList();
        });
        said = keep;
        return t;
    }

    private static Refutation searched(String text) {
        return new Refutation(text, 0, false, Technique.EXHAUSTIVE);
    }

    /** Why the case p = u fails, in words, and the real positions the argument uses. */
    record Refutation(String text, long uses, boolean nested, Technique why) {
        /** A clause: the caller ends the sentence (a refutation ending in its own full stop printed "..", as in "on his route.. If"). */
        Refutation {
            text = text.strip();
            while (text.endsWith(".")) {
                text = text.substring(0, text.length() - 1);
            }
        }
    }

    private Refutation refute(int p, int u, Map<Integer, Integer> settled, boolean nest, int rounds, int inner) {
        Map<Integer, Integer> hyp = new LinkedHashMap<>(settled);
        hyp.put(p, u);
        long hypothetical = 1L << p;
        List<String> chain = new ArrayList<>();
        Map<Integer, Knowledge.Domain> reasons = new LinkedHashMap<>(); // each forced value's, in the chain's order
        Set<String> before = new HashSet<>(said);
        for (int round = 0; round <= rounds; round++) {
            Refutation r = contradiction(hyp, hypothetical, chain, inner);
            if (r != null) {
                return reasons.isEmpty() ? r : needed(r, reasons, hyp, hypothetical, before, inner);
            }
            Map<Integer, Integer> forced = new TreeMap<>();
            Map<Integer, Knowledge.Domain> why = new TreeMap<>();
            for (int q : k.g.faceDown()) {
                if (!hyp.containsKey(q)) {
                    Knowledge.Domain dq = k.domain(q, hyp, inner);
                    if (Long.bitCount(dq.values()) == 1) {
                        forced.put(q, Long.numberOfTrailingZeros(dq.values()));
                        why.put(q, dq);
                    }
                }
            }
            if (forced.isEmpty() || round == rounds) {
                break;
            }
            // Each forced value with its reason: a bare "#6 would be 32, #7 would be 32 (each the only value left)" could not be checked.
            forced.forEach((q, w) -> chain.add(reasoned(q, why.get(q), Integer.toString(w))));
            reasons.putAll(why);
            for (Map.Entry<Integer, Integer> e : forced.entrySet()) {
                hyp.put(e.getKey(), e.getValue());
                hypothetical |= 1L << e.getKey();
            }
        }
        if (!nest) {
            return null;
        }
        CaseSplit.Split split = CaseSplit.pick(k, hyp);
        if (split == null) {
            return null;
        }
        // The split's values with their reason, as each forced value above: a bare "then #2 would be 13 or 16" could not be checked.
        String head = String.join(" ", chain) + (chain.isEmpty() ? "" : " ") + reasoned(split.position(), split.domain(), Solution.orList(split.values()));
        return CaseSplit.refute(split, head, hypothetical, (q, w) -> refute(q, w, hyp, false, 2, inner));
    }

    /** The contradiction again with only the forced values it rests on (Manhunt 150 said "so #5 would be 31", never used). */
    private Refutation needed(Refutation r, Map<Integer, Knowledge.Domain> reasons, Map<Integer, Integer> hyp, long hypothetical,
            Set<String> before, int inner) {
        // a count's uses omit the case's values it counts on his route (Manhunt 203's "4 and 7", #1 = 4 forced): all are said
        if (r.why().level >= 2) {
            return r;
        }
        long need = cited;
        List<Integer> order = new ArrayList<>(reasons.keySet());
        for (int i = order.size() - 1; i >= 0; i--) {
            if (Cards.has(need, order.get(i))) {
                Knowledge.Domain d = reasons.get(order.get(i));
                if (d.cuts().stream().anyMatch(c -> c.technique().level >= 2)) {
                    return r;
                }
                need |= uses(d);
            }
        }
        long kept = need;
        if (order.stream().allMatch(q -> Cards.has(kept, q))) {
            return r;
        }
        said.retainAll(before); // the notes the dropped values wrote out are not "as above" any more
        List<String> chain = new ArrayList<>();
        for (int q : order) {
            if (Cards.has(kept, q)) {
                chain.add(reasoned(q, reasons.get(q), Integer.toString(hyp.get(q))));
            }
        }
        return contradiction(hyp, hypothetical, chain, inner);
    }

    /**
     * Why a whole route fails (every face-down position given a value in {@code hyp}), by the
     * reasoning of grade {@code level} (1 or 2): the first contradiction a case would meet. Null
     * when that grade finds none. The argument uses only face-up positions.
     */
    Cut refuteRoute(Map<Integer, Integer> hyp, int level) {
        return refuteRoute(hyp, level, new HashSet<>());
    }

    /** As {@link #refuteRoute(Map, int)}, citing "as above" the notes in {@code stated} and adding those it writes out. */
    Cut refuteRoute(Map<Integer, Integer> hyp, int level, Set<String> stated) {
        said = stated;
        long hypothetical = 0;
        for (int q : hyp.keySet()) {
            hypothetical |= 1L << q;
        }
        Refutation r = contradiction(hyp, hypothetical, List.of(), level);
        return r == null ? null : new Cut(0, r.why(), r.uses(), r.text().replaceFirst("^then ", ""));
    }

    /** A contradiction in the case: a position left with no value, a settled value its frame cannot hold, or a count that fails. */
    private Refutation contradiction(Map<Integer, Integer> hyp, long hypothetical, List<String> chain, int inner) {
        for (int q : k.g.faceDown()) {
            if (!hyp.containsKey(q)) {
                Knowledge.Domain d = k.domain(q, hyp, inner);
                if (d.empty()) {
                    Technique why = StepIdea.of(d, inner);
                    String text = uncapitalize(DomainWords.describe(d, said, why));
                    said.addAll(DomainWords.shownNotes(d, why)); // a later case cites these, not repeats them
                    cited = uses(d);
                    return new Refutation(lead(chain) + "#" + q + " would have no value left: " + text, uses(d) & ~hypothetical, false, why);
                }
            }
        }
        for (Map.Entry<Integer, Integer> e : hyp.entrySet()) {
            if (Cards.has(hypothetical, e.getKey())) {
                Map<Integer, Integer> rest = new LinkedHashMap<>(hyp);
                rest.remove(e.getKey());
                Knowledge.Domain d = k.domain(e.getKey(), rest, inner);
                if (!Cards.has(d.values(), e.getValue())) {
                    String name = "#" + e.getKey() + " cannot be " + e.getValue() + ": ";
                    Cut own = ownCut(d, e.getValue(), name);
                    if (own != null) { // the value fits the frame and one sentence of its own rules it out: that sentence is the reason
                        cited = own.uses() | 1L << e.getKey();
                        return new Refutation(lead(chain) + own.text(), own.uses() & ~hypothetical, false, own.technique());
                    }
                    Technique why = StepIdea.of(d, inner);
                    String text = uncapitalize(DomainWords.describe(d, said, why));
                    said.addAll(DomainWords.shownNotes(d, why));
                    cited = uses(d) | 1L << e.getKey();
                    return new Refutation(lead(chain) + name + text, uses(d) & ~hypothetical, false, why);
                }
            }
        }
        // A card face up (42 among them) that the case's values put out of its own step's reach.
        for (int q = 1; q < k.n; q++) {
            PublicTrack.Position pos = k.g.positions.get(q);
            if (pos.value >= 0 && (Cards.has(hypothetical, q - 1) || q + 1 < k.n && Cards.has(hypothetical, q + 1) || reachesHypothesis(q, hypothetical))) {
                Knowledge.Frame f = k.frame(q, hyp, inner);
                if (pos.value < f.low() || pos.value > f.high()) {
                    String name = pos.escape ? "42" : "#" + q + " = " + pos.value;
                    cited = f.uses();
                    return new Refutation(lead(chain) + name + " would be out of reach: " + uncapitalize(f.text()), f.uses() & ~hypothetical, false,
                            f.technique());
                }
            }
        }
        Cut c = inner >= 2 ? k.counting.contradiction(hyp) : null;
        cited = c == null ? 0 : c.uses();
        return c == null ? null : new Refutation(lead(chain) + c.text(), c.uses() & ~hypothetical, false, c.technique());
    }

    /**
     * The cut of a value inside its frame that states its own sentence ("#3 cannot be 21: then ..."),
     * when no other cut rules that value out: citing the whole domain would say the frame (which holds
     * the value) and then "#3 cannot be 21" a second time.
     */
    private static Cut ownCut(Knowledge.Domain d, int value, String name) {
        if (!Cards.has(d.frame(), value)) {
            return null;
        }
        List<Cut> out = d.cuts().stream().filter(c -> Cards.has(c.values(), value)).toList();
        return out.size() == 1 && out.get(0).text().startsWith(name) ? out.get(0) : null;
    }

    /** Whether the nearest known positions on either side of q (its anchors) include a case's value. */
    private boolean reachesHypothesis(int q, long hypothetical) {
        for (int r = q - 1; r > 0; r--) {
            if (Cards.has(hypothetical, r)) {
                return true;
            }
            if (k.g.positions.get(r).value >= 0) {
                break;
            }
        }
        return false;
    }

    /** " Only 15 is left." after notes that struck the window's other values; nothing where the window alone said "only 15". */
    private static String leftOnly(Knowledge.Domain d, int v) {
        return d.frame() == 1L << v ? "" : " Only " + v + " is left.";
    }

    /**
     * "..., so #q would be w.": the domain's words joined to the values they leave ("So #5 would be 18." alone recurred), less an
     * own-card's "so #1 would be at least 5"; its notes are stated now, so a later case cites them ("as above").
     */
    private String reasoned(int q, Knowledge.Domain d, String values) {
        String text = DomainWords.describe(d, said).replaceFirst("\\.$", "").replaceFirst(", so #" + q + " would be at (least|most) \\d+$", "")
                + ", so #" + q + " would be " + values + ".";
        said.addAll(DomainWords.shownNotes(d));
        return text;
    }

    private static String lead(List<String> chain) {
        return chain.isEmpty() ? "then " : String.join(" ", chain) + " Then ";
    }

    private static long uses(Knowledge.Domain d) {
        long u = 0;
        for (Cut c : d.cuts()) {
            u |= c.uses();
        }
        return u;
    }

    private static String uncapitalize(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
