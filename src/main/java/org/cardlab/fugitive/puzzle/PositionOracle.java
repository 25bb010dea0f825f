package org.cardlab.fugitive.puzzle;

import java.util.Map;
import java.util.Set;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * What a puzzle's solver asks of the deduction: for the notes of an endgame (as the deduction reads them), the set of
 * values each face-down position can hold in some consistent hidden history. An oracle must
 * be exact (every value it lists is possible, every possible value is listed): a puzzle's
 * uniqueness claim rests on it.
 */
public interface PositionOracle {

    /**
     * @param values position -> bit mask of its possible values (face-down positions only);
     *               null when no hidden history explains the notes
     * @param work   a measure of the work done (states or nodes), for the proof statistics
     */
    record Possible(Map<Integer, Long> values, long work) {
        public boolean consistent() {
            return values != null;
        }
    }

    /** Possible values with the given kinds of note set aside. */
    Possible possible(PublicTrack track, Set<NoteKind> ignored);

    /** The oracle's name, recorded in the proof statistics. */
    String name();
}
