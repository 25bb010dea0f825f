package org.cardlab.fugitive.exposure;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
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
 */
final class DeductionMemo {
    private static final int KEPT = 512;

    private record Key(FugitiveRules rules, List<NoteEvent> events, long workLimit) {}

    private static final ThreadLocal<Map<Key, Deduction>> KEPT_BY_THREAD = ThreadLocal.withInitial(
            () -> new LinkedHashMap<>(KEPT * 2, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<Key, Deduction> eldest) {
                    return size() > KEPT;
                }
            });

    private DeductionMemo() {}

    /** {@link Deduction#of(PublicTrack, long)}, counted once per rules, events and limit while kept. */
    static Deduction of(PublicTrack track, long workLimit) {
        Key key = new Key(track.rules, List.copyOf(track.events), workLimit);
        Map<Key, Deduction> kept = KEPT_BY_THREAD.get();
        Deduction d = kept.get(key);
        if (d == null) {
            d = Deduction.of(track, workLimit);
            kept.put(key, d);
        }
        return d;
    }
}
