package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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

    /** Each choice of the open positions' values, in turn (more than {@code most} stops the count: the caller says "more than"). */
    static List<Map<Integer, Integer>> of(Knowledge k, List<Integer> open, Map<Integer, Integer> hyp, int most) {
        List<Map<Integer, Integer>> out = new ArrayList<>();
        each(k, open, 0, new TreeMap<>(hyp), out, most);
        return out;
    }

    private static void each(Knowledge k, List<Integer> open, int i, Map<Integer, Integer> hyp, List<Map<Integer, Integer>> out, int most) {
        if (out.size() > most) {
            return;
        }
        if (i == open.size()) {
            out.add(new TreeMap<>(hyp));
            return;
        }
        int q = open.get(i);
        for (int v : Cards.toArray(k.domain(q, hyp, 2).values())) {
            hyp.put(q, v);
            each(k, open, i + 1, hyp, out, most);
            hyp.remove(q);
        }
    }

    /** "0 8 13 18 21 26 42": the whole route, each position face up or taken in the case. */
    static String text(Knowledge k, Map<Integer, Integer> hyp) {
        return "0" + IntStream.range(1, k.n).mapToObj(q -> " " + k.value(q, hyp)).collect(Collectors.joining());
    }
}
