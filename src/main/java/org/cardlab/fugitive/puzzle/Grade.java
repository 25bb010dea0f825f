package org.cardlab.fugitive.puzzle;

import java.util.List;
import java.util.Set;

/**
 * A puzzle's grade: the least set of techniques that solves it (Tatham's approach), computed by
 * the step solver, never chosen by hand. A puzzle of grade D is solved by the solver limited to
 * grade-D techniques and not by the one limited to grade D-1 ({@link Technique} lists them).
 *
 * <ul>
 *   <li>1 direct: each note on its own and the step window from the hideouts already known;</li>
 *   <li>2 counting: every card of a deck accounted for, what is left in his hand, the even
 *       cards he could have held;</li>
 *   <li>3 case analysis: a position's other values tried and each refuted in a few lines;</li>
 *   <li>4 deep case analysis: a case refuted only after a second split, or by the search.</li>
 * </ul>
 *
 * @param level the grade, 1 to 4
 * @param depth the longest chain of manhunt reveals building on each other (1: none)
 * @param needs the kinds of note without which the puzzle is no longer solvable
 * @param idea  the idea the puzzle turns on: the technique of the rarest (by {@link StepSolver#PRIORITY}) of its hardest steps, and
 *              for a case analysis what refutes its cases ("cases/held")
 */
public record Grade(int level, int depth, Set<NoteKind> needs, String idea) {
    public static final List<String> NAMES = List.of("direct", "counting", "case analysis", "deep case analysis");

    public String name() {
        return NAMES.get(level - 1);
    }

    public List<String> needLabels() {
        return needs.stream().sorted().map(k -> k.label).toList();
    }

    /** The grade of a list of steps: the hardest step's, and its technique as the idea. */
    static Grade of(List<Solution.Step> steps, Set<NoteKind> needs) {
        int depth = 1;
        Solution.Step key = null;
        for (Solution.Step s : steps) {
            depth = Math.max(depth, s.depth());
            if (key == null || s.level() > key.level()
                    || s.level() == key.level() && StepSolver.PRIORITY.indexOf(s.technique()) < StepSolver.PRIORITY.indexOf(key.technique())) {
                key = s;
            }
        }
        return new Grade(key == null ? 1 : key.level(), depth, needs, key == null ? Technique.WINDOW.label : key.idea());
    }

    /** Whether a text names an idea: a technique's label, or a case analysis's with the technique that refutes its cases. */
    static boolean isIdea(String idea) {
        String[] parts = idea.split("/", -1);
        return parts.length <= 2 && java.util.Arrays.stream(parts).allMatch(x -> Technique.ofLabel(x) != null)
                && (parts.length == 1 || Technique.ofLabel(parts[0]).level >= 3);
    }

    /** The technique the idea names first. */
    public Technique technique() {
        return Technique.ofLabel(idea.split("/")[0]);
    }
}
