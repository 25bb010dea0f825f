package org.cardlab.fugitive.puzzle;

import java.util.List;
import java.util.Set;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * Independent exact oracles that must agree: the puzzle package's exhaustive oracle and the
 * deduction's exact counter and Choco model, on every step that backs a claim (the notes as
 * they are). A disagreement is a bug in one of them, never a puzzle: it stops the run rather
 * than let a false claim through. The runs that find which kinds of note a puzzle needs use
 * the primary oracle alone: they never back a claim, only the grade's list of needs.
 */
public final class CheckedOracle implements PositionOracle {
    private final PositionOracle primary;
    private final List<PositionOracle> checks;

    public CheckedOracle(PositionOracle primary, List<PositionOracle> checks) {
        this.primary = primary;
        this.checks = List.copyOf(checks);
    }

    @Override
    public String name() {
        StringBuilder sb = new StringBuilder(primary.name());
        checks.forEach(c -> sb.append('+').append(c.name()));
        return sb.toString();
    }

    @Override
    public Possible possible(PublicTrack track, Set<NoteKind> ignored) {
        Possible a = primary.possible(track, ignored);
        if (!ignored.isEmpty()) {
            return a;
        }
        for (PositionOracle check : checks) {
            Possible b = check.possible(track, ignored);
            if (a.consistent() != b.consistent() || a.consistent() && !a.values().equals(b.values())) {
                throw new IllegalStateException("the oracles disagree on these notes: " + primary.name() + " " + a.values() + ", "
                        + check.name() + " " + (b.consistent() ? b.values() : "inconsistent"));
            }
        }
        return a;
    }
}
