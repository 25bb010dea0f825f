package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The cover's words, counted from the book itself: what a buyer reads before opening it (how many puzzles of which kinds
 * and grades, for which rules, and how to use the book). The HTML and PDF books print the same lines.
 *
 * @param subtitle the count of puzzles and the book's promise
 * @param inside   how many of each kind and of each grade
 * @param rules    which rulebooks the puzzles are played under
 * @param use      how to use the book, where its answers are
 */
record Cover(String subtitle, String inside, String rules, String use) {

    static Cover of(Book book, Book.Answers answers) {
        Map<PuzzleKind, Integer> kinds = new EnumMap<>(PuzzleKind.class);
        int[] grades = new int[Grade.NAMES.size()];
        for (Page p : book.pages) {
            kinds.merge(p.puzzle().kind(), 1, Integer::sum);
            grades[p.puzzle().solution().grade().level() - 1]++;
        }
        int total = book.pages.size();
        String subtitle = total + " endgame " + (total == 1 ? "puzzle" : "puzzles") + " of Fugitive, each with one answer, proven.";
        List<String> marshal = new ArrayList<>();
        List<String> fugitive = new ArrayList<>();
        kinds.forEach((k, n) -> (k == PuzzleKind.SAFE_ROUTE ? fugitive : marshal).add(n + " " + kindName(k, n)));
        String inside = "Inside: " + Words.andList(marshal) + (marshal.isEmpty() ? "" : " from the Marshal's seat")
                + (fugitive.isEmpty() ? "" : (marshal.isEmpty() ? "" : ", and ") + Words.andList(fugitive) + " from the Fugitive's")
                + "; by grade, " + gradeCounts(grades) + ".";
        List<String> names = book.specs.stream().map(s -> Page.rulesName(s).replace(" rules", "")).toList();
        String rules = names.size() == 1 ? "For the " + names.get(0) + " rules."
                : "For the " + Words.andList(names) + " rules: a page names its rules where they matter to it (see How to play).";
        String use = "How to use it: read How to play, then take the chapters in order, each in rising difficulty; a chapter's first"
                + " puzzle is worked through on the page after it. " + switch (answers) {
                    case END -> "The answers, each step explained, follow the puzzles.";
                    case BOOKLET -> "The answers, each step explained, are in the separate answer booklet.";
                    case NONE -> "This edition prints no answers.";
                };
        return new Cover(subtitle, inside, rules, use);
    }

    /** "routes", "best guess", "\"what lies beneath\" puzzles". */
    private static String kindName(PuzzleKind k, int n) {
        String one = switch (k) {
            case ROUTE -> "route";
            case MANHUNT -> "manhunt";
            case BEST_GUESS -> "best guess";
            case BENEATH -> "\u201cwhat lies beneath\u201d puzzle";
            case SAFE_ROUTE -> "safe route";
        };
        return n == 1 ? one : one.endsWith("guess") ? one + "es" : one + "s";
    }

    /** "81 direct, 87 counting, 58 case analysis and 62 deep case analysis", the grades without a puzzle left out. */
    private static String gradeCounts(int[] grades) {
        List<String> parts = new ArrayList<>();
        for (int g = 0; g < grades.length; g++) {
            if (grades[g] > 0) {
                parts.add(grades[g] + " of grade " + (g + 1) + " (" + Grade.NAMES.get(g) + ")");
            }
        }
        return Words.andList(parts);
    }

    List<String> lines() {
        return List.of(subtitle, inside, rules, use);
    }
}
