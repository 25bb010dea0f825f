package org.cardlab.fugitive.puzzle;

import org.cardlab.core.UserError;

/** The two kinds of puzzle (see {@link PuzzleSolver}). */
public enum PuzzleKind {
    ROUTE("route"),
    MANHUNT("manhunt");

    public final String label;

    PuzzleKind(String label) {
        this.label = label;
    }

    /**
     * Whether puzzles of this kind can have the grade. Grades are the techniques the reasoning
     * needs ({@link Technique}), and both kinds reach every grade.
     */
    public boolean reaches(int grade) {
        return grade >= 1 && grade <= Grade.NAMES.size();
    }

    public static PuzzleKind of(String label, String where) {
        for (PuzzleKind k : values()) {
            if (k.label.equals(label)) {
                return k;
            }
        }
        throw new UserError(where + ": unknown puzzle kind '" + label + "' (known: route, manhunt)");
    }
}
