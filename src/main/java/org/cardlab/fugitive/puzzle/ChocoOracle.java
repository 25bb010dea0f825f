package org.cardlab.fugitive.puzzle;

import java.util.Map;
import java.util.Set;
import org.cardlab.fugitive.deduce.ChocoModel;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The deduction's Choco model as an oracle: the values of each face-down position for which
 * the solver finds a solution (it proves the others impossible). It takes the notes as they
 * are; it cannot set kinds of note aside.
 */
public final class ChocoOracle implements PositionOracle {
    @Override
    public String name() {
        return "choco";
    }

    @Override
    public Possible possible(PublicTrack track, Set<NoteKind> ignored) {
        if (!ignored.isEmpty()) {
            throw new IllegalArgumentException("the Choco oracle takes the notes as they are");
        }
        Map<Integer, Long> values = new ChocoModel(track).possibleValues();
        return new Possible(values, 0);
    }
}
