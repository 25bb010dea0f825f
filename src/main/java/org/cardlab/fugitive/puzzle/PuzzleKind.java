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
     * Whether puzzles of this kind can have the grade. A route puzzle has no reveals, so no
     * hideout can become certain only after another is turned up: grades 3 and 4 (chains) are
     * out of its reach.
     */
    public boolean reaches(int grade) {
        return grade >= 1 && grade <= (this == ROUTE ? 2 : 4);
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
