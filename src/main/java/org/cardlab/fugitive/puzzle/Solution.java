package org.cardlab.fugitive.puzzle;

import java.util.List;

/**
 * What the solver proved: the steps (one per face-down hideout, in the order the Marshal
 * names them), the whole route, the grade, and the work done. {@code failure} says in words
 * why a puzzle has no certain answer (then the rest is partial).
 */
public record Solution(List<Step> steps, int[] route, Grade grade, long work, String failure) {

    /**
     * One certain hideout.
     *
     * @param position    the route position named
     * @param value       its hideout
     * @param depth       1 when certain from the notes; else 1 + the depth of the reveal that made it certain
     * @param propagation whether propagation alone settled it
     * @param candidates  values propagation left for it (1 when it settled it)
     */
    public record Step(int position, int value, int depth, boolean propagation, int candidates) {}

    public boolean solved() {
        return failure == null;
    }
}
