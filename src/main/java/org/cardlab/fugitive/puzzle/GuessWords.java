package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A best guess's answer in words: the reasoning, the routes left (lettered), what each number catches, and the history count's verdict. */
final class GuessWords {
    private GuessWords() {}

    /** "16 (on 6 of his 7 possible routes)". */
    static String headline(Guess g) {
        return g.number() + " (on " + g.catches().get(g.number()) + " of his " + g.routes().size() + " possible routes)";
    }

    static List<String> lines(Guess g) {
        List<String> out = new ArrayList<>();
        g.lines().forEach(l -> out.add(l.text()));
        StringBuilder routes = new StringBuilder("That leaves " + g.routes().size() + " routes: ");
        for (int i = 0; i < g.routes().size(); i++) {
            routes.append(i == 0 ? "" : "; ").append(letter(i)).append(' ').append(TextRenderer.routeText(g.routes().get(i)));
        }
        out.add(routes.append('.').toString());
        // Numbers by how many routes they lie on, most first; each count once: "16 lies on 6 (A to F); 14 and 21 on 2; ...".
        Map<Integer, Long> byCount = new TreeMap<>(java.util.Comparator.reverseOrder());
        g.catches().forEach((n, c) -> byCount.merge(c, 1L << n, (a, b) -> a | b));
        StringBuilder counted = new StringBuilder();
        boolean first = true;
        for (Map.Entry<Integer, Long> e : byCount.entrySet()) {
            String nums = Words.andList(e.getValue());
            counted.append(first ? "" : "; ").append(nums).append(first ? (Long.bitCount(e.getValue()) == 1 ? " lies" : " lie") + " on " : " on ")
                    .append(e.getKey()).append(first ? " (" + on(g, g.number()) + ")" : "");
            first = false;
        }
        int caught = g.catches().get(g.number());
        out.add("Count the routes each number lies on: " + counted + ". Name " + g.number() + ": "
                + (caught == g.routes().size() ? "it lies on every route, a sure hit though no one hideout is certain."
                        : "it catches " + caught + " of the " + g.routes().size() + " routes, more than any other number.")
                + " A guess of several numbers hits only on routes holding all of them, so it never catches more.");
        if (!g.share().isEmpty()) {
            int next = g.runnerUp();
            out.add("The solver's check, not needed to solve: weighing every hidden history alike (the exact count) gives the same answer: " + g.number() + " is a hideout in "
                    + percent(g.share().get(g.number())) + " of them, " + next + ", the next, in " + percent(g.share().get(next)) + ".");
        }
        return out;
    }

    /** The letters of the routes a number lies on: "A, C and D". */
    private static String on(Guess g, int number) {
        List<String> ls = new ArrayList<>();
        for (int i = 0; i < g.routes().size(); i++) {
            for (int v : g.routes().get(i)) {
                if (v == number) {
                    ls.add(letter(i));
                }
            }
        }
        return ls.size() == 1 ? ls.get(0) : String.join(", ", ls.subList(0, ls.size() - 1)) + " and " + ls.get(ls.size() - 1);
    }

    private static String letter(int i) {
        return String.valueOf((char) ('A' + i));
    }

    private static String percent(double p) {
        return Math.round(100 * p) + "%";
    }
}
