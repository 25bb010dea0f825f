package org.cardlab.fugitive.puzzle;

import org.cardlab.core.UserError;

/** The kinds of puzzle (see {@link PuzzleSolver}). */
public enum PuzzleKind {
    ROUTE("route"),
    MANHUNT("manhunt"),
    /** The Marshal is to guess and no hideout is certain: which one number catches the most of his possible routes. */
    BEST_GUESS("best-guess"),
    /** The Marshal is to guess (or the manhunt starts): where the face-down sprint cards under one hideout came from, and their parity. */
    BENEATH("beneath"),
    /** The Fugitive is to play: which one of his hideout plays leaves no face-down hideout certain to the Marshal ({@link SafeRouteSolver}). */
    SAFE_ROUTE("safe-route");

    public final String label;

    PuzzleKind(String label) {
        this.label = label;
    }

    /**
     * Whether puzzles of this kind can have the grade. Grades are the techniques the reasoning
     * needs ({@link Technique}), and routes and manhunts reach every grade.
     */
    public boolean reaches(int grade) {
        // A best guess is reasoned out by grade-1 or grade-2 notes, route by route ({@link BestGuessSolver}).
        // So is what lies beneath a hideout, bound by bound ({@link BeneathBounds}). A safe route's refutations are step
        // solver steps, of any grade.
        return grade >= 1 && grade <= (this == BEST_GUESS || this == BENEATH ? 2 : Grade.NAMES.size());
    }

    public static PuzzleKind of(String label, String where) {
        for (PuzzleKind k : values()) {
            if (k.label.equals(label)) {
                return k;
            }
        }
        throw new UserError(where + ": unknown puzzle kind '" + label + "' (known: route, manhunt, best-guess, beneath, safe-route)");
    }
}
