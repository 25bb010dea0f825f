package org.cardlab.fugitive.puzzle;

import java.util.List;
import java.util.Set;

/**
 * A puzzle's grade, computed from what its solution needed, never chosen by hand.
 *
 * <ul>
 *   <li>1 direct: every step is settled by propagation alone, and every certain hideout is
 *       certain from the notes (no reveal builds on another);</li>
 *   <li>2 case analysis: some step needs search (the propagator leaves two or more values,
 *       the exhaustive oracle proves only one is possible); no chain;</li>
 *   <li>3 chain: a hideout becomes certain only after an earlier reveal (its sprint cards
 *       and its value) is seen; propagation settles each step;</li>
 *   <li>4 chain and case analysis: both.</li>
 * </ul>
 *
 * @param level      1 to 4 as above
 * @param depth      the longest chain of reveals building on each other (1: none)
 * @param searchSteps steps that propagation alone did not settle
 * @param needs      the kinds of note without which the puzzle is no longer solvable
 */
public record Grade(int level, int depth, int searchSteps, Set<NoteKind> needs) {
    public static final List<String> NAMES = List.of("direct", "case analysis", "chain", "chain and case analysis");

    public static int level(int depth, int searchSteps) {
        return (depth > 1 ? 3 : 1) + (searchSteps > 0 ? 1 : 0);
    }

    public String name() {
        return NAMES.get(level - 1);
    }

    public List<String> needLabels() {
        return needs.stream().sorted().map(k -> k.label).toList();
    }
}
