package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;

/** Which technique a step of the step solver turns on: its idea, printed on the grade line and stored in the proof. */
final class StepIdea {
    private StepIdea() {}

    /**
     * The technique a step turns on. Settled only at grade 2: the counting note it needs (see {@link #countingIdea}).
     * Otherwise the first in {@link StepSolver#PRIORITY} among the frame's and those without which it would not settle.
     */
    static Technique of(Knowledge.Domain d, int level) {
        if (level >= 2) {
            Technique counting = countingIdea(d);
            if (counting != null) {
                return counting;
            }
            // No counting cut at all (a case of Route 196 fails by the cards you hold): name the direct note it turns on, as below,
            // not a counting technique the words never argue.
        }
        List<Cut> cuts = d.cuts();
        List<Technique> present = new ArrayList<>();
        present.add(cuts.get(0).technique());
        for (Cut c : cuts.subList(1, cuts.size())) {
            if (Long.bitCount(leftWithout(d, c.technique())) > 1) {
                present.add(c.technique());
            }
        }
        for (Technique t : StepSolver.PRIORITY) {
            if (present.contains(t) && t.level == 1) {
                return t;
            }
        }
        return present.get(0);
    }

    /**
     * The counting note a grade-2 domain turns on: the rarest of the frame's and those it needs (the other notes alone would
     * leave a value it does not keep); where none is needed, two counts each settling it with the direct notes, the first
     * in the words' order that does, and the other is a second proof, neither printed nor named (Route 183 named a hand
     * count a deck tally had already settled).
     */
    private static Technique countingIdea(Knowledge.Domain d) {
        List<Cut> cuts = d.cuts();
        List<Technique> needed = new ArrayList<>();
        if (cuts.get(0).technique().level == 2) {
            needed.add(cuts.get(0).technique());
        }
        for (Cut c : cuts.subList(1, cuts.size())) {
            if (c.technique().level == 2 && (leftWithout(d, c.technique()) & ~d.values()) != 0) {
                needed.add(c.technique());
            }
        }
        Technique rarest = StepSolver.PRIORITY.stream().filter(needed::contains).findFirst().orElse(null);
        if (rarest != null) {
            return rarest;
        }
        long direct = 0;
        for (Cut c : cuts.subList(1, cuts.size())) {
            if (c.technique().level < 2) {
                direct |= c.values();
            }
        }
        for (Cut c : cuts.subList(1, cuts.size())) {
            long alone = d.frame() & ~direct;
            for (Cut o : cuts.subList(1, cuts.size())) {
                if (o.technique() == c.technique()) {
                    alone &= ~o.values();
                }
            }
            if (c.technique().level == 2 && (alone & ~d.values()) == 0) {
                return c.technique();
            }
        }
        return null;
    }

    /** The frame's values that the notes of every technique but t leave. */
    private static long leftWithout(Knowledge.Domain d, Technique t) {
        long left = d.frame();
        for (Cut o : d.cuts().subList(1, d.cuts().size())) {
            if (o.technique() != t) {
                left &= ~o.values();
            }
        }
        return left;
    }
}
