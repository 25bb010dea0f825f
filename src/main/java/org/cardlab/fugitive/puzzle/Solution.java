package org.cardlab.fugitive.puzzle;

import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import org.cardlab.fugitive.Cards;

/**
 * What the solver proved: the steps (one per face-down hideout, in the order the Marshal
 * names them), the whole route, the grade, and the work done. {@code failure} says in words
 * why a puzzle has no certain answer (then the rest is partial), and {@code open} lists the
 * face-down positions left open at that point with the values each can still hold. A best-guess
 * puzzle's answer is {@code guess} (its {@code steps} are empty); a "what lies beneath" puzzle's is
 * {@code sprints} (its {@code steps} settle the hideout asked about and the one before it, where face down); a safe
 * route's is {@code safe} (its {@code steps} are the refutations of the unsafe plays, in play order, and its route is his).
 */
public record Solution(List<Step> steps, int[] route, Grade grade, long work, String failure, Map<Integer, Long> open, Guess guess,
        Beneath sprints, SafeRoute safe) {

    public Solution {
        open = open == null ? Map.of() : new TreeMap<>(open);
    }

    /** Any solution but a safe route's. */
    public Solution(List<Step> steps, int[] route, Grade grade, long work, String failure, Map<Integer, Long> open, Guess guess,
            Beneath sprints) {
        this(steps, route, grade, work, failure, open, guess, sprints, null);
    }

    /** A route, manhunt or best-guess solution. */
    public Solution(List<Step> steps, int[] route, Grade grade, long work, String failure, Map<Integer, Long> open, Guess guess) {
        this(steps, route, grade, work, failure, open, guess, null);
    }

    /** A route or manhunt solution (no best guess). */
    public Solution(List<Step> steps, int[] route, Grade grade, long work, String failure, Map<Integer, Long> open) {
        this(steps, route, grade, work, failure, open, null);
    }

    public Solution(List<Step> steps, int[] route, Grade grade, long work, String failure) {
        this(steps, route, grade, work, failure, Map.of());
    }

    /**
     * One certain hideout, settled by a step a person can follow.
     *
     * @param position  the route position named
     * @param value     its hideout
     * @param depth     1 when certain from the notes; else 1 + the depth of the reveal that made it certain
     * @param technique the technique that settled it (its grade is {@code technique.level})
     * @param detail    for a case analysis, the technique that refutes most of its cases (else null)
     * @param uses      the positions whose values the step relies on (bit p for position p): each face up, or settled by an earlier step
     * @param text      the step in words (null when read from a file: the words come from a fresh solve)
     */
    public record Step(int position, int value, int depth, Technique technique, Technique detail, long uses, String text) {
        /** The idea the step turns on: its technique, and for a case analysis what refutes the cases ("cases/held"). */
        public String idea() {
            return technique.label + (detail == null ? "" : "/" + detail.label);
        }

        public int level() {
            return technique.level;
        }

        public boolean exhaustive() {
            return technique == Technique.EXHAUSTIVE;
        }
    }

    public boolean solved() {
        return failure == null;
    }

    /** The open positions in words: "#2 can be 15 or 17; #4 can be 22, 23 or 26". */
    public static String describeOpen(Map<Integer, Long> open) {
        StringJoiner j = new StringJoiner("; ");
        new TreeMap<>(open).forEach((p, v) -> j.add("#" + p + " can be " + orList(v)));
        return j.toString();
    }

    /** "15", "15 or 17", "15, 16 or 17". */
    public static String orList(long values) {
        int[] v = Cards.toArray(values);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < v.length; i++) {
            sb.append(i == 0 ? "" : i == v.length - 1 ? " or " : ", ").append(v[i]);
        }
        return sb.toString();
    }
}
