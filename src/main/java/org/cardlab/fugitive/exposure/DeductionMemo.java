package org.cardlab.fugitive.exposure;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The exact deductions of the Fugitive's imagined copies of the Marshal's notes, kept for the next
 * ask. The shadow Fugitive asks for the same imagined notes again and again: its copies often
 * imagine the same Marshal's cards, a manhunt's reveals lead back to notes already counted, and a
 * solved tree asks it several times on one state (in SolvedCheckTest's games on mini2, 85% of the
 * counting time went to notes among the last 512 counted on the thread).
 * A deduction is a function of the rules, the events and the work limit, so a kept one is the one a
 * count would give; a count past the limit is not kept and fails again as it did. Each thread keeps
 * its own few hundred, the most recently used, so threads share nothing and memory stays bounded.
 *
 * <p>Kept with each deduction are the figures the shadow reads of it ({@link Counted}): a kept
 * deduction is asked the same probabilities again, and each is an exact division of big counts.
 */
final class DeductionMemo {
    private static final int KEPT = 512;

    private record Key(FugitiveRules rules, List<NoteEvent> events, long workLimit) {}

    /**
     * A kept deduction and the figures read of it, each worked out once, on first ask, by the
     * deduction's own methods (so they are the very doubles it gives). Read-only once handed out.
     */
    static final class Counted {
        final Deduction deduction;
        private double[] numberProbabilities;
        private double[][] probabilities;

        private Counted(Deduction deduction) {
            this.deduction = deduction;
        }

        /** {@link Deduction#numberProbability} of each number 1..41, at its index. */
        double[] numberProbabilities() {
            if (numberProbabilities == null) {
                List<Integer> down = deduction.faceDown();
                double[] q = new double[FugitiveRules.CARDS];
                for (int n = 1; n <= 41; n++) {
                    BigInteger count = BigInteger.ZERO; // Deduction.numberCount, its face-down positions listed once
                    for (int p : down) {
                        count = count.add(deduction.count(p, n));
                    }
                    q[n] = ratio(count, deduction.histories);
                }
                numberProbabilities = q;
            }
            return numberProbabilities;
        }

        /** Per route position (null when not face down), {@link Deduction#probability} of each value 1..41. */
        double[][] probabilities() {
            if (probabilities == null) {
                double[][] table = new double[deduction.track.routeLength()][];
                for (int p : deduction.faceDown()) {
                    table[p] = new double[FugitiveRules.CARDS];
                    for (int v = 1; v <= 41; v++) {
                        table[p][v] = ratio(deduction.count(p, v), deduction.histories);
                    }
                }
                probabilities = table;
            }
            return probabilities;
        }

        /**
         * {@link Deduction#ratio}, whose division is skipped for a count of 0 (most values of most
         * positions): it gives 0 then, as the division does.
         */
        private static double ratio(BigInteger count, BigInteger histories) {
            return count.signum() == 0 ? 0 : Deduction.ratio(count, histories);
        }
    }

    private static final ThreadLocal<Map<Key, Counted>> KEPT_BY_THREAD = ThreadLocal.withInitial(
            () -> new LinkedHashMap<>(KEPT * 2, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<Key, Counted> eldest) {
                    return size() > KEPT;
                }
            });

    private DeductionMemo() {}

    /** {@link Deduction#of(PublicTrack, long)}, counted once per rules, events and limit while kept. */
    static Deduction of(PublicTrack track, long workLimit) {
        return counted(track, workLimit).deduction;
    }

    /** The same, with the figures kept beside it. */
    static Counted counted(PublicTrack track, long workLimit) {
        return keptOrCounted(new Key(track.rules, List.copyOf(track.events), workLimit), () -> track);
    }

    /**
     * The kept count of these notes, or null: found by their events, before the notes are read
     * (reading them again is a good part of a repeat's cost; its track is the kept deduction's).
     */
    static Counted kept(FugitiveRules rules, Notes notes, long workLimit) {
        return KEPT_BY_THREAD.get().get(new Key(rules, List.copyOf(notes.events()), workLimit));
    }

    /** {@link #counted}, the notes read only when they are not kept (looked up once, by their events). */
    static Counted counted(FugitiveRules rules, Notes notes, String where, long workLimit) {
        return keptOrCounted(new Key(rules, List.copyOf(notes.events()), workLimit), () -> PublicTrack.read(rules, notes, where));
    }

    /** The count kept under {@code key}, or the track's counted and kept (a count past the limit throws and is not kept). */
    private static Counted keptOrCounted(Key key, Supplier<PublicTrack> track) {
        Map<Key, Counted> kept = KEPT_BY_THREAD.get();
        Counted c = kept.get(key);
        if (c == null) {
            c = new Counted(Deduction.of(track.get(), key.workLimit()));
            kept.put(key, c);
        }
        return c;
    }
}
