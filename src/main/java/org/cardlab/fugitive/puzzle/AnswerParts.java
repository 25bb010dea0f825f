package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A worked step set out as paragraphs a solver can follow, its words unchanged: a step by cases ({@code StepSolver.byCases}:
 * "#3 is 21. ... That leaves 19, 20, 21 and 25. Suppose #3 were 19: ... Suppose #3 were 20: ... So #3 is 21.") as its
 * opening, each case (depth 1) and its closing line; inside a case, its own split ("#1 would be 9 or 10. If #1 were 9,
 * ... If #1 were 10, ...") or the groups of routes a case refuted route by route lists ("0 4 7 20 25 27 42 and
 * 0 4 7 20 25 29 42 fail: ...; 0 6 7 ... fail: ...") each at depth 2. The parts are cut from the step's text and join
 * back to it exactly (a cut's space stays at the end of the part before it); a text not of these shapes stays whole.
 * A list of routes is cut only where a new group's routes and its "fail:" begin, and only when the groups' routes add
 * up to the count the case states, so no cut falls inside a reason. A group is cut once more, where its reason begins
 * ("fail: ..."), so that its routes stand on their own line(s) above the reason (depth 3). A best guess's routes left
 * ({@link GuessWords}: "That leaves 4 routes, and each fits every note (...): A 0 1 3 (1 over 2; 3 over 5 and 25); B ...")
 * are its opening and each route with its hidden history a paragraph of its own (depth 1), when they are the count it
 * states; such a route is set in {@link #unbroken} pieces, so that a line breaks inside its history only after a "; ".
 */
final class AnswerParts {
    private AnswerParts() {}

    /** A paragraph of a step: 0 the opening and the closing, 1 a case, 2 a part of a case, 3 the reason of a group of routes. */
    record Part(int depth, String text) {}

    private static final Pattern OPENING = Pattern.compile("#(\\d+) is (\\d+)\\. ");
    /** A route as the answers print it ({@link RoutesLeft#text}): "0 4 7 20 25 27 42". */
    private static final String ROUTE = "0(?: \\d+)+";
    /** The start of a group of routes of one reason: "0 4 7 ... 42 and 0 4 7 ... 42 fail: ". */
    private static final Pattern GROUP = Pattern.compile("(" + ROUTE + "(?:, " + ROUTE + ")*(?: and " + ROUTE + ")?) fails?: ");
    private static final Pattern GLANCE = Pattern.compile("Suppose #\\d+ were [^:]*: hideout by hideout, the windows and the notes read at a glance"
            + " leave (?:(\\d+) routes|(one) route): ");
    /** A best guess's "That leaves N routes, and each fits every note (...): ", before its first route. */
    private static final Pattern LEAVES = Pattern.compile("That leaves (\\d+) routes, and each fits every note \\(.*?\\): (?=A 0 )");
    /** A route left with its hidden history, and the "; " or "." after it: "A 0 1 3 (1 over 2; 3 over 5 and 25); ". */
    private static final Pattern WITNESSED = Pattern.compile("[A-Z] " + ROUTE + " \\([^()]*\\)(?:; |\\.$)");
    /** A paragraph {@link #routesLeft} cuts, its space stripped or not. */
    private static final Pattern WITNESSED_PART = Pattern.compile("[A-Z] " + ROUTE + " \\([^()]*\\)[;.] ?");
    private static final Pattern SPLIT = Pattern.compile(" If #(\\d+) were \\d+, ");
    /** A route wherever the answers print one (a headline's "Route: 0 1 2 3", a step's routes): card 0 and two or more numbers. */
    static final Pattern PRINTED_ROUTE = Pattern.compile("(?<![\\w#.])0(?: \\d+){2,}(?!\\d)");

    /** The text in pieces, each either a route (to be printed whole on one line) or the words between: they join back to it. */
    static List<String> pieces(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = PRINTED_ROUTE.matcher(text);
        int at = 0;
        while (m.find()) {
            if (m.start() > at) {
                out.add(text.substring(at, m.start()));
            }
            out.add(m.group());
            at = m.end();
        }
        if (at < text.length() || out.isEmpty()) {
            out.add(text.substring(at));
        }
        return out;
    }

    static boolean isRoute(String piece) {
        return PRINTED_ROUTE.matcher(piece).matches();
    }

    /**
     * A route left with its hidden history in the pieces a line may break between, each to be set whole, joining back to
     * it: the route and its first hideout's cards, then each other hideout's, each piece ending after its "; " ("A 0 1 3
     * (1 over 2; " and "3 over 5 and 25); "); one piece, the text, for any other text.
     */
    static List<String> unbroken(String text) {
        if (!isWitnessed(text)) {
            return List.of(text);
        }
        List<String> out = new ArrayList<>();
        int at = 0;
        for (int next = text.indexOf("; "); next >= 0; next = text.indexOf("; ", at)) {
            out.add(text.substring(at, next + 2));
            at = next + 2;
        }
        if (at < text.length()) {
            out.add(text.substring(at));
        }
        return out;
    }

    /** Whether the text is a route left with its hidden history, set in {@link #unbroken} pieces. */
    static boolean isWitnessed(String text) {
        return WITNESSED_PART.matcher(text).matches();
    }

    static List<Part> of(String step) {
        List<Part> parts = new ArrayList<>();
        List<Part> routes = routesLeft(step);
        if (!routes.isEmpty()) {
            return routes;
        }
        Matcher m = OPENING.matcher(step);
        String marker = m.lookingAt() ? " Suppose #" + m.group(1) + " were " : null;
        int first = marker == null ? -1 : step.indexOf(marker);
        if (first < 0) {
            parts.add(new Part(0, step));
            return parts;
        }
        String closing = " So #" + m.group(1) + " is " + m.group(2) + ".";
        int end = step.endsWith(closing) ? step.length() - closing.length() + 1 : step.length();
        parts.add(new Part(0, step.substring(0, first + 1)));
        int at = first + 1;
        while (at < end) {
            int next = step.indexOf(marker, at);
            int stop = next < 0 || next + 1 >= end ? end : next + 1;
            caseParts(step.substring(at, stop), parts);
            at = stop;
        }
        if (end < step.length()) {
            parts.add(new Part(0, step.substring(end)));
        }
        return parts;
    }

    /** A best guess's routes left as its opening and each route with its history (depth 1), when they are the count it states; else none. */
    private static List<Part> routesLeft(String step) {
        Matcher m = LEAVES.matcher(step);
        if (!m.lookingAt()) {
            return List.of();
        }
        List<Part> parts = new ArrayList<>(List.of(new Part(0, step.substring(0, m.end()))));
        Matcher w = WITNESSED.matcher(step);
        int at = m.end();
        while (at < step.length()) {
            if (!w.region(at, step.length()).lookingAt()) {
                return List.of();
            }
            parts.add(new Part(1, step.substring(at, w.end())));
            at = w.end();
        }
        return parts.size() - 1 == Integer.parseInt(m.group(1)) ? parts : List.of();
    }

    /** A case, whole or as its head and its parts. */
    private static void caseParts(String text, List<Part> parts) {
        List<Integer> cuts = routeCuts(text);
        boolean byRoutes = !cuts.isEmpty();
        if (!byRoutes) {
            cuts = splitCuts(text);
        }
        List<Integer> ends = new ArrayList<>(cuts.subList(Math.min(1, cuts.size()), cuts.size()));
        ends.add(text.length());
        parts.add(new Part(1, text.substring(0, cuts.isEmpty() ? text.length() : cuts.get(0))));
        for (int i = 0; i < cuts.size(); i++) {
            String part = text.substring(cuts.get(i), ends.get(i));
            Matcher g = GROUP.matcher(part);
            if (byRoutes && g.lookingAt()) { // its routes, then its reason from "fail: " on (the space between stays with the routes)
                parts.add(new Part(2, part.substring(0, g.end(1) + 1)));
                parts.add(new Part(3, part.substring(g.end(1) + 1)));
            } else {
                parts.add(new Part(2, part));
            }
        }
    }

    /** Where each group of routes starts, when the groups' routes are the count the case states; else none. */
    private static List<Integer> routeCuts(String text) {
        Matcher g = GLANCE.matcher(text);
        if (!g.lookingAt()) {
            return List.of();
        }
        int stated = g.group(1) != null ? Integer.parseInt(g.group(1)) : 1;
        List<Integer> cuts = new ArrayList<>();
        int at = g.end();
        int routes = 0;
        Matcher r = GROUP.matcher(text);
        while (true) {
            if (!r.region(at, text.length()).lookingAt()) {
                return List.of();
            }
            cuts.add(at);
            routes += r.group(1).split(", | and ").length;
            int next = text.indexOf("; ", r.end());
            while (next >= 0 && !startsGroup(text, next + 2)) {
                next = text.indexOf("; ", next + 2);
            }
            if (next < 0) {
                break;
            }
            at = next + 2;
        }
        return routes == stated ? cuts : List.of();
    }

    private static boolean startsGroup(String text, int at) {
        return GROUP.matcher(text).region(at, text.length()).lookingAt();
    }

    /** Where each "If #q were w, " of a case's own split starts, after "#q would be ... ."; else none. */
    private static List<Integer> splitCuts(String text) {
        Matcher s = SPLIT.matcher(text);
        List<Integer> cuts = new ArrayList<>();
        String q = null;
        while (s.find()) {
            if (q == null) {
                q = s.group(1);
                if (!Pattern.compile("#" + q + " would be [\\d, or]+\\.$").matcher(text.substring(0, s.start())).find()) {
                    return List.of();
                }
            } else if (!q.equals(s.group(1))) {
                return List.of();
            }
            cuts.add(s.start() + 1);
        }
        return cuts;
    }
}
