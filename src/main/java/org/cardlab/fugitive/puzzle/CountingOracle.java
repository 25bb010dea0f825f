package org.cardlab.fugitive.puzzle;

import java.math.BigInteger;
import java.util.BitSet;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.deduce.Assumptions;
import org.cardlab.fugitive.deduce.ExactCounter;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The deduction's exact counter as an oracle: a value is possible exactly when some consistent
 * history gives it a positive count. It can set aside missed guesses and the Marshal's cards (as the counter's
 * assumptions allow), not the other kinds of note.
 */
public final class CountingOracle implements PositionOracle {
    public static final Set<NoteKind> SUPPORTED = EnumSet.of(NoteKind.MISSES, NoteKind.MARSHAL_CARDS);

    @Override
    public String name() {
        return "exact-counter";
    }

    @Override
    public Possible possible(PublicTrack track, Set<NoteKind> ignored) {
        if (!SUPPORTED.containsAll(ignored)) {
            throw new IllegalArgumentException("the exact counter cannot set aside " + ignored);
        }
        BitSet drop = new BitSet();
        List<NoteEvent> ev = track.events;
        for (int i = 0; i < ev.size(); i++) {
            NoteEvent e = ev.get(i);
            if (ignored.contains(NoteKind.MISSES) && e instanceof NoteEvent.Guess q && !q.hit()
                    || ignored.contains(NoteKind.MARSHAL_CARDS) && e instanceof NoteEvent.MarshalDraw) {
                drop.set(i);
            }
        }
        ExactCounter.Result r = ExactCounter.count(track, Assumptions.ignoring(drop), true);
        if (r.histories().signum() == 0) {
            return new Possible(null, 0);
        }
        Map<Integer, Long> values = new HashMap<>();
        for (Map.Entry<Integer, BigInteger[]> e : r.valueCounts().entrySet()) {
            long m = 0;
            for (int v = 0; v < e.getValue().length; v++) {
                if (e.getValue()[v].signum() > 0) {
                    m |= 1L << v;
                }
            }
            values.put(e.getKey(), m);
        }
        return new Possible(values, 0);
    }
}
