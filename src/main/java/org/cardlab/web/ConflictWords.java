package org.cardlab.web;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.deduce.Assumptions;
import org.cardlab.fugitive.deduce.ExactCounter;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * Why one event cannot hold, in words, when it alone conflicts with the placements and draws:
 * what the placements and draws alone allow at the position it names (every missed guess,
 * reveal and Marshal draw set aside), counted exactly. Two or more events that conflict say
 * it themselves ("a miss of 3 and the reveal of 3 at position 1").
 */
final class ConflictWords {
    private ConflictWords() {}

    /** The reason {@code events} (indices from 0; one of them) cannot hold, or null when there is none to give. */
    static String why(PublicTrack t, List<Integer> events) {
        if (events.size() != 1) {
            return null;
        }
        NoteEvent e = t.events.get(events.get(0));
        BitSet informative = new BitSet();
        for (int i = 0; i < t.events.size(); i++) {
            if (t.events.get(i) instanceof NoteEvent.Guess || t.events.get(i) instanceof NoteEvent.MarshalDraw) {
                informative.set(i);
            }
        }
        ExactCounter.Result frame;
        try {
            frame = ExactCounter.count(t, Assumptions.ignoring(informative), true, MarshalView.DEDUCTION_LIMIT);
        } catch (WorkLimitExceeded tooLarge) {
            return null;
        }
        if (frame.histories().signum() == 0) {
            return null;
        }
        Map<Integer, BigInteger[]> counts = frame.valueCounts();
        if (e instanceof NoteEvent.Guess g && g.hit()) {
            for (NoteEvent.Reveal r : g.reveals()) {
                long can = possible(counts, r.position());
                if (!Cards.has(can, r.hideout())) {
                    return "with the steps and sprint cards noted, position " + r.position() + " can only hold " + list(can)
                            + ", so " + r.hideout() + " cannot be there";
                }
            }
            return "with the steps and sprint cards noted, no history has "
                    + (g.reveals().size() == 1 ? "that card with those sprint cards beneath" : "those cards together with those sprint cards");
        }
        if (e instanceof NoteEvent.Guess g) {
            List<String> sure = new ArrayList<>();
            for (int n : Cards.toArray(g.numbers())) {
                int at = certainAt(counts, frame.histories(), n);
                sure.add(n + (at > 0 ? " (position " + at + " can only hold " + n + ")" : ""));
            }
            return "the placements and draws make " + String.join(" and ", sure) + " a face-down hideout in every history,"
                    + " so the guess cannot have missed";
        }
        if (e instanceof NoteEvent.MarshalDraw d) {
            int at = certainAt(counts, frame.histories(), d.card());
            return at > 0 ? "position " + at + " can only hold " + d.card() + ", so the Marshal cannot have drawn it"
                    : "every history has " + d.card() + " with the Fugitive, so the Marshal cannot have drawn it";
        }
        return null;
    }

    private static long possible(Map<Integer, BigInteger[]> counts, int position) {
        BigInteger[] row = counts.get(position);
        long m = 0;
        if (row != null) {
            for (int v = 0; v < row.length; v++) {
                if (row[v].signum() > 0) {
                    m |= 1L << v;
                }
            }
        }
        return m;
    }

    /** The face-down position that holds {@code n} in every history, or 0. */
    private static int certainAt(Map<Integer, BigInteger[]> counts, BigInteger histories, int n) {
        for (Map.Entry<Integer, BigInteger[]> c : counts.entrySet()) {
            if (c.getValue()[n].equals(histories)) {
                return c.getKey();
            }
        }
        return 0;
    }

    /** A set of numbers in words: "2, 3 or 4", runs as "15 to 19". */
    static String list(long set) {
        List<String> parts = new ArrayList<>();
        int[] v = Cards.toArray(set);
        for (int i = 0; i < v.length; ) {
            int j = i;
            while (j + 1 < v.length && v[j + 1] == v[j] + 1) {
                j++;
            }
            if (j - i >= 2) {
                parts.add(v[i] + " to " + v[j]);
                i = j + 1;
            } else {
                parts.add(Integer.toString(v[i]));
                i++;
            }
        }
        if (parts.isEmpty()) {
            return "nothing";
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " or " + parts.get(parts.size() - 1);
    }
}
