package org.cardlab.fugitive.puzzle;

/** The oracle the puzzle commands use, in one place. */
public final class Oracles {
    private Oracles() {}

    public static PositionOracle standard() {
        return new ExhaustiveOracle();
    }

    public static PuzzleSolver solver() {
        return new PuzzleSolver(standard());
    }
}
