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
        // Each route left is possible (the exact count finds histories on it), and a route the notes could not explain would change
        // which number lies on the most: a buyer could not check "each fits every note" from the page, so each route shows one
        // hidden history that leads to it, the sprint cards beneath each hideout the page does not show.
        boolean shown = !g.witnesses().isEmpty();
        boolean under42 = shown && g.witnesses().stream().anyMatch(w -> w.keySet().stream().anyMatch(p -> g.routes().get(0)[p] == 42));
        StringBuilder routes = new StringBuilder("That leaves " + g.routes().size() + " routes, and each fits every note ("
                + (shown ? "beside each, one way the sprint cards beneath his face-down hideouts" + (under42 ? " and 42" : "")
                        + " could lie, to check against the rules and his draws; " : "some way his hidden draws and plays could have gone leads to it; ")
                + "the count that found them is the check at the end): ");
        for (int i = 0; i < g.routes().size(); i++) {
            routes.append(i == 0 ? "" : "; ").append(letter(i)).append(' ').append(TextRenderer.routeText(g.routes().get(i)));
            if (shown) {
                routes.append(" (").append(beneath(g.routes().get(i), g.witnesses().get(i))).append(')');
            }
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
        int next = g.runnerUp();
        int second = next == 0 ? 0 : g.catches().get(next);
        StringBuilder name = new StringBuilder("Count the routes each number lies on: " + counted + ". Name " + g.number() + ": ");
        List<Integer> as = asPositions(g, g.number());
        // Where the number is the value of different hideouts on different routes, that is how it gains: say so.
        String places = as.size() > 1 ? ", as " + positionsText(g, g.number(), as) : "";
        // Why naming several numbers never does better is said once, on the chapter's opening page, not in every answer.
        if (caught == g.routes().size()) {
            name.append("it lies on every route").append(places).append(": a sure hit, though no one hideout is certain.");
        } else {
            name.append("it catches ").append(caught).append(" of the ").append(g.routes().size()).append(" routes").append(places).append(", ")
                    .append(caught - second == 1 ? "one more than " + runnersUp(g, second) : (caught - second) + " more than any other number")
                    .append('.');
        }
        out.add(name.toString());
        if (!g.share().isEmpty()) {
            double best = g.share().get(g.number());
            out.add("A check, not needed to solve: counting every way his hidden draws and plays could have gone, each as likely"
                    + " as the next, agrees. " + g.number() + " is a hideout in "
                    + (best >= 1 - 1e-9 ? "every one of them" : percent(best) + " of them") + ", " + next + ", the next, in " + percent(g.share().get(next)) + ".");
        }
        return out;
    }

    /** A route's hidden sprint cards, hideout by hideout: "14 over 30; 24 over 16, 29, 33 and 34", or "nothing beneath". */
    static String beneath(int[] route, Map<Integer, Long> witness) {
        List<String> parts = new ArrayList<>();
        witness.forEach((p, cards) -> parts.add(route[p] + " over " + Words.andList(cards)));
        return parts.isEmpty() ? "nothing beneath" : String.join("; ", parts);
    }

    /** The numbers that lie on {@code count} routes, other than the guess: "9", or "1 or 4". */
    private static String runnersUp(Guess g, int count) {
        List<String> ns = g.catches().entrySet().stream().filter(e -> e.getKey() != g.number() && e.getValue() == count).map(e -> Integer.toString(e.getKey())).toList();
        return ns.size() == 1 ? ns.get(0) : String.join(", ", ns.subList(0, ns.size() - 1)) + " or " + ns.get(ns.size() - 1);
    }

    /** The positions a number takes on the routes it lies on, in route order. */
    private static List<Integer> asPositions(Guess g, int number) {
        java.util.TreeSet<Integer> at = new java.util.TreeSet<>();
        for (int[] r : g.routes()) {
            for (int i = 0; i < r.length; i++) {
                if (r[i] == number) {
                    at.add(i);
                }
            }
        }
        return List.copyOf(at);
    }

    /** "#3 on C and D and as #4 on A". */
    private static String positionsText(Guess g, int number, List<Integer> at) {
        List<String> parts = new ArrayList<>();
        for (int pos : at) {
            List<String> ls = new ArrayList<>();
            for (int i = 0; i < g.routes().size(); i++) {
                int[] r = g.routes().get(i);
                if (pos < r.length && r[pos] == number) {
                    ls.add(letter(i));
                }
            }
            parts.add("#" + pos + " on " + join(ls));
        }
        return String.join(" and as ", parts);
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
        return join(ls);
    }

    private static String join(List<String> ls) {
        return Words.andList(ls);
    }

    private static String letter(int i) {
        return String.valueOf((char) ('A' + i));
    }

    private static String percent(double p) {
        return Math.round(100 * p) + "%";
    }
}
