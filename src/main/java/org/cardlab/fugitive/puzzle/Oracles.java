package org.cardlab.fugitive.puzzle;

import java.util.List;

/** The oracle the puzzle commands use, in one place. */
public final class Oracles {
    private Oracles() {}

    /** For generation: the exhaustive oracle alone (fast); what it keeps is verified with the check below. */
    public static PuzzleSolver generating() {
        return new PuzzleSolver(new ExhaustiveOracle());
    }

    /** For solving and verifying: the exhaustive oracle checked against the deduction's exact counter and Choco model. */
    public static PuzzleSolver checked() {
        return new PuzzleSolver(new CheckedOracle(new ExhaustiveOracle(), List.of(new CountingOracle(), new ChocoOracle())));
    }
}
