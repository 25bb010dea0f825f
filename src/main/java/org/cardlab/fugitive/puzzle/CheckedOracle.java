package org.cardlab.fugitive.puzzle;

import java.util.Set;

/**
 * Two independent exact oracles that must agree: the puzzle package's exhaustive oracle and
 * the deduction's exact counter, on every step that backs a claim (the notes as they are). A disagreement is a
 * bug in one of them, never a puzzle: it stops the run rather than let a false claim through.
 */
public final class CheckedOracle implements PositionOracle {
    private final PositionOracle primary;
    private final CountingOracle counter = new CountingOracle();

    public CheckedOracle(PositionOracle primary) {
        this.primary = primary;
    }

    @Override
    public String name() {
        return primary.name() + "+" + counter.name();
    }

    @Override
    public Possible possible(Endgame g, Set<NoteKind> ignored) {
        Possible a = primary.possible(g, ignored);
        if (!ignored.isEmpty()) {
            return a; // the grade's note-kind runs: the exact counter is slow, and these never back a claim
        }
        Possible b = counter.possible(g, ignored);
        if (a.consistent() != b.consistent() || a.consistent() && !a.values().equals(b.values())) {
            throw new IllegalStateException("the oracles disagree on these notes (ignoring " + ignored + "): "
                    + primary.name() + " " + a.values() + ", " + counter.name() + " " + b.values());
        }
        return a;
    }
}
