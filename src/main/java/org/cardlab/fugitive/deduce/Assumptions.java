package org.cardlab.fugitive.deduce;

import java.util.BitSet;
import java.util.List;
import java.util.Map;

/**
 * What a count assumes beyond the notes: events whose information is set aside (to find a
 * smallest contradiction), extra "cover" conditions on the face-down hideouts (a joint guess
 * query), and positions fixed to a value with known sprint cards (a hypothetical reveal, or
 * the true hidden history in tests).
 *
 * @param ignored events whose information is dropped: a missed guess, a reveal (the position
 *                then counts as face down), a Marshal draw (the card is then unknown)
 * @param covers  conditions on the numbers held by positions in a window
 * @param fixed   position -> its value and sprint cards, as if revealed
 */
public record Assumptions(BitSet ignored, List<Cover> covers, Map<Integer, Fixed> fixed) {

    /** Numbers that all / not all lie in the window's positions (bit p). */
    public record Cover(long numbers, long window, boolean all) {}

    public record Fixed(int value, long sprintCards) {}

    public static final Assumptions NONE = new Assumptions(new BitSet(), List.of(), Map.of());

    public Assumptions {
        ignored = (BitSet) ignored.clone();
        covers = List.copyOf(covers);
        fixed = Map.copyOf(fixed);
    }

    public boolean ignores(int event) {
        return ignored.get(event);
    }

    public static Assumptions ignoring(BitSet events) {
        return new Assumptions(events, List.of(), Map.of());
    }

    public Assumptions withCover(Cover c) {
        List<Cover> cs = new java.util.ArrayList<>(covers);
        cs.add(c);
        return new Assumptions(ignored, cs, fixed);
    }

    public Assumptions withFixed(int position, Fixed f) {
        Map<Integer, Fixed> m = new java.util.HashMap<>(fixed);
        m.put(position, f);
        return new Assumptions(ignored, covers, m);
    }
}
