package org.cardlab.fugitive.puzzle;

import java.util.List;
import java.util.Map;

/**
 * A best-guess puzzle's answer: no face-down hideout is certain, so the Marshal must gamble, and
 * the best single number to name is the one found in the most of the routes he could have laid.
 * A guess of several numbers hits only on the routes holding all of them, never more than one of
 * its numbers alone, so one number is always the best guess.
 *
 * @param positions the face-down positions, in route order
 * @param routes    every possible route (card 0, each hideout in order, 42 when played), in order
 * @param number    the best guess
 * @param catches   each number that lies in some route -> how many routes hold it
 * @param share     each such number -> its share of every consistent hidden history (the exact count), for the answer's last line
 * @param lines     the reasoning in order: each position's values, then each route ruled out
 * @param witnesses per route, in the same order, one hidden history that leads to it, as far as the page does not show it:
 *                  each position whose sprint cards the Marshal has not seen (the face-down hideouts, and 42 once laid)
 *                  -> the sprint cards beneath it (empty when read from a file: the solver finds them afresh)
 */
public record Guess(List<Integer> positions, List<int[]> routes, int number, Map<Integer, Integer> catches, Map<Integer, Double> share,
        List<Line> lines, List<Map<Integer, Long>> witnesses) {

    /**
     * One line of the reasoning.
     *
     * @param position  the position whose values the line gives (0 for a route ruled out)
     * @param values    the values it leaves that position (a bit mask; 0 for a route ruled out)
     * @param ruledOut  the face-down values of the route the line rules out, in position order (null for a position's values)
     * @param technique what settles it
     * @param uses      the positions it relies on (bit p), each face up in the notes
     * @param text      the line in words (null when read from a file)
     */
    public record Line(int position, long values, int[] ruledOut, Technique technique, long uses, String text) {
        public Line {
            // Each hideout's source once a line, as in a step: a line counting two decks gave "#2 = 12 over 11, hit in round 6" twice.
            text = text == null ? null : Words.citeOnce(text);
        }

        public int level() {
            return technique.level;
        }
    }

    /** The runner-up: the number with the most catches after the best (0 when no other number lies on a route). */
    public int runnerUp() {
        return catches.entrySet().stream().filter(e -> e.getKey() != number).max(Map.Entry.<Integer, Integer>comparingByValue()
                .thenComparing(Map.Entry.comparingByKey(java.util.Comparator.reverseOrder()))).map(Map.Entry::getKey).orElse(0);
    }
}
