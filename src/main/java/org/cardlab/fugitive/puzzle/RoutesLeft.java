package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /** "#1 cannot be 11: then ...": a reason whose value alone differs from another's. */
    private static final Pattern CANNOT = Pattern.compile("#(\\d+) cannot be (\\d+): (.*)", Pattern.DOTALL);

    /** Routes tried in turn: how many, those no count refutes, those that fail named together by reason, the rarest reason's technique. */
    record Tried(int count, List<String> pass, List<String> fail, Technique why) {}

    /**
     * Each of {@code routes} (the first of {@code count}) tried with {@code refute}, which gives every reason it finds: a route
     * with none passes. Each route is named under the reason that covers the most routes still unnamed, so the list is short.
     */
    static Tried tryEach(Knowledge k, List<Map<Integer, Integer>> routes, int count, Function<Map<Integer, Integer>, List<Cut>> refute) {
        List<String> pass = new ArrayList<>();
        // Routes that fail for one reason are named together: Manhunt 205 of an earlier book gave the same reason three times.
        // So are those whose one hideout cannot take its value for one reason: "#1 cannot be 11 or 12: ...".
        List<Map<String, Integer>> reasons = new ArrayList<>(); // each route's reasons, by their words, with the value a "cannot be" strikes
        Map<String, Technique> technique = new HashMap<>();
        for (Map<Integer, Integer> r : routes) {
            Map<String, Integer> mine = new LinkedHashMap<>();
            for (Cut c : refute.apply(r)) {
                String why = Words.clause(c.text());
                Matcher m = CANNOT.matcher(why);
                boolean cannot = m.matches();
                why = cannot ? "#" + m.group(1) + " cannot be \0: " + m.group(3) : why;
                mine.putIfAbsent(why, cannot ? Integer.parseInt(m.group(2)) : -1);
                technique.putIfAbsent(why, c.technique());
            }
            reasons.add(mine);
            if (mine.isEmpty()) {
                pass.add(text(k, r));
            }
        }
        String[] chosen = new String[routes.size()];
        while (true) {
            Map<String, Integer> covers = new LinkedHashMap<>();
            for (int i = 0; i < routes.size(); i++) {
                for (String why : chosen[i] == null ? reasons.get(i).keySet() : Set.<String>of()) {
                    covers.merge(why, 1, Integer::sum);
                }
            }
            String best = covers.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
            if (best == null) {
                break;
            }
            for (int i = 0; i < routes.size(); i++) {
                chosen[i] = chosen[i] == null && reasons.get(i).containsKey(best) ? best : chosen[i];
            }
        }
        Map<String, List<String>> failing = new LinkedHashMap<>(); // in the routes' order
        Map<String, Long> values = new HashMap<>();
        Set<Technique> whys = new HashSet<>(pass.isEmpty() ? Set.of() : Set.of(Technique.EXHAUSTIVE));
        for (int i = 0; i < routes.size(); i++) {
            if (chosen[i] != null) {
                failing.computeIfAbsent(chosen[i], w -> new ArrayList<>()).add(text(k, routes.get(i)));
                int v = reasons.get(i).get(chosen[i]);
                values.merge(chosen[i], v < 0 ? 0 : 1L << v, (a, b) -> a | b);
                whys.add(technique.get(chosen[i]));
            }
        }
        List<String> fail = citeBudgets(LaterDraws.citeHands(failing.entrySet().stream().map(e -> Words.andList(e.getValue()) + (e.getValue().size() == 1 ? " fails: " : " fail: ")
                + e.getKey().replace("\0", Solution.orList(values.get(e.getKey())))).toList()));
        Technique why = whys.contains(Technique.LATER_DRAWS) ? Technique.LATER_DRAWS
                : StepSolver.PRIORITY.stream().filter(whys::contains).findFirst().orElse(null);
        return new Tried(count, pass, fail, why);
    }

    /** "; but when he laid 42 (round 14) he could hold at most 9 even cards: the starting card 2, ...": a count of grade 2's budget. */
    private static final Pattern BUDGET = Pattern.compile("; but when he laid (\\S+) \\(round \\d+\\) he could hold at most (\\d+ \\w+ cards?(?: not laid after it)?): "
            + "(?:[^;()]|\\([^()]*\\))*");

    /**
     * Each budget said once a case: a later route's reason with the same one cites it ("..., more than the 9 even cards he
     * could hold when he laid 42, as above"), joined to its own needs, as a clause repeated word for word reads as a slip.
     */
    private static List<String> citeBudgets(List<String> reasons) {
        Set<String> said = new HashSet<>();
        List<String> out = new ArrayList<>();
        for (String r : reasons) {
            Matcher m = BUDGET.matcher(r);
            StringBuilder sb = new StringBuilder();
            while (m.find()) {
                String cite = ", more than the " + m.group(2).replace(" not laid after it", "") + " he could hold" + (m.group(2).endsWith(" it") ? " not laid after it" : "")
                        + " when he laid " + m.group(1) + ", as above";
                m.appendReplacement(sb, Matcher.quoteReplacement(said.add(m.group()) ? m.group() : cite));
            }
            out.add(m.appendTail(sb).toString());
        }
        return out;
    }

    /**
     * Why a route the glance leaves fails whatever follows its first hideout the steps' counts strike, given those before
     * it: "#1 cannot be 11: #1 lies ...", the same words for every route through it (Manhunt 196's "the notes leave 2
     * routes" left out 0 11 13 ... and 0 12 13 ..., struck so by counts the case never printed). Null when none is struck.
     */
    static Cut struck(Knowledge k, List<Integer> open, Map<Integer, Integer> hyp, Map<Integer, Integer> route) {
        Map<Integer, Integer> before = new TreeMap<>(hyp);
        for (int q : open) {
            int v = route.get(q);
            Knowledge.Domain d = k.domain(q, before, 2);
            if (!Cards.has(d.values(), v)) { // the note that strikes it (the window the counts narrow, or a count), not the whole domain again
                Cut c = d.cuts().stream().filter(x -> Cards.has(x.values(), v)).findFirst().orElseThrow();
                String name = "#" + q + " cannot be " + v + ": ";
                if (c.text().contains(" in its place), ")) { // "as for 23 (27 in its place)" cites a route this list may name elsewhere
                    before.put(q, v);
                    c = new Cut(0, c.technique(), 0, name + "then " + k.counting.evenTotal(before).text());
                }
                return new Cut(0, c.technique(), 0, c.text().startsWith(name) ? Words.clause(c.text()) : name + Words.clause(c.text()));
            }
            before.put(q, route.get(q));
        }
        return null;
    }

    /** "0 8 13 18 21 26 42": the whole route, each position face up or taken in the case. */
    static String text(Knowledge k, Map<Integer, Integer> hyp) {
        return "0" + IntStream.range(1, k.n).mapToObj(q -> " " + k.value(q, hyp)).collect(Collectors.joining());
    }
}
