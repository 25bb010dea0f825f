package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.cardlab.fugitive.Cards;

/**
 * The routes a case leaves, hideout by hideout, as the steps reason (each open position in turn within its window and
 * the grade-2 notes given those before), and how an answer writes one: the step solver refutes them one by one, or leaves
 * them to the exhaustive search.
 */
final class RoutesLeft {
    private RoutesLeft() {}

    /**
     * Each choice of the open positions' values, in turn, each within its window and the notes of grade {@code level} (1, read
     * at a glance, or 2, with the counts) given those before; more than {@code most} stops the count: the caller says "more than".
     */
    static List<Map<Integer, Integer>> of(Knowledge k, List<Integer> open, Map<Integer, Integer> hyp, int most, int level) {
        List<Map<Integer, Integer>> out = new ArrayList<>();
        each(k, open, 0, new TreeMap<>(hyp), out, most, level);
        return out;
    }

    private static void each(Knowledge k, List<Integer> open, int i, Map<Integer, Integer> hyp, List<Map<Integer, Integer>> out, int most, int level) {
        if (out.size() > most) {
            return;
        }
        if (i == open.size()) {
            out.add(new TreeMap<>(hyp));
            return;
        }
        int q = open.get(i);
        for (int v : Cards.toArray(k.domain(q, hyp, level).values())) {
            hyp.put(q, v);
            each(k, open, i + 1, hyp, out, most, level);
            hyp.remove(q);
        }
    }

    /** Routes tried in turn: how many, those no count refutes, those that fail named together by reason, the rarest reason's technique. */
    record Tried(int count, List<String> pass, List<String> fail, Technique why) {}

    /** Each of {@code routes} (the first of {@code count}) tried with {@code refute}: a route it gives no cut for passes. */
    static Tried tryEach(Knowledge k, List<Map<Integer, Integer>> routes, int count, Function<Map<Integer, Integer>, Cut> refute) {
        List<String> pass = new ArrayList<>();
        // Routes that fail for one reason are named together: Manhunt 205 of an earlier book gave the same reason three times.
        Map<String, List<String>> failing = new LinkedHashMap<>();
        Set<Technique> whys = new HashSet<>();
        for (Map<Integer, Integer> r : routes) {
            Cut c = refute.apply(r);
            (c == null ? pass : failing.computeIfAbsent(Words.clause(c.text()), why -> new ArrayList<>())).add(text(k, r));
            whys.add(c == null ? Technique.EXHAUSTIVE : c.technique());
        }
        List<String> fail = LaterDraws.citeHands(failing.entrySet().stream()
                .map(e -> Words.andList(e.getValue()) + (e.getValue().size() == 1 ? " fails: " : " fail: ") + e.getKey()).toList());
        Technique why = whys.contains(Technique.LATER_DRAWS) ? Technique.LATER_DRAWS
                : StepSolver.PRIORITY.stream().filter(whys::contains).findFirst().orElse(null);
        return new Tried(count, pass, fail, why);
    }

    /** "0 8 13 18 21 26 42": the whole route, each position face up or taken in the case. */
    static String text(Knowledge k, Map<Integer, Integer> hyp) {
        return "0" + IntStream.range(1, k.n).mapToObj(q -> " " + k.value(q, hyp)).collect(Collectors.joining());
    }
}
