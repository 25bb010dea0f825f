package org.cardlab.web;

import java.util.List;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The notes read once: their public track and the exact deduction over it (null when the count
 * passed its work limit). A table computes this once per change and both judges the change and
 * draws its view from it, so an event costs one exact count.
 */
record Figures(PublicTrack track, Deduction deduction) {
    /** Exact counts run by the web tables since start: one per change (the tests count them). */
    static final java.util.concurrent.atomic.AtomicLong COUNTS = new java.util.concurrent.atomic.AtomicLong();

    /**
     * Reads the notes; notes that break the turn structure are a {@link org.cardlab.core.UserError}
     * naming the first event that does not fit.
     */
    static Figures of(FugitiveRules rules, List<NoteEvent> events, String where) {
        return of(PublicTrack.read(rules, Notes.of(rules, events), where));
    }

    static Figures of(PublicTrack track) {
        Deduction d;
        COUNTS.incrementAndGet();
        try {
            d = Deduction.of(track, MarshalView.DEDUCTION_LIMIT);
        } catch (WorkLimitExceeded e) {
            d = null; // beyond the command's limit: no figures, the view says so
        }
        return new Figures(track, d);
    }

    boolean tooLarge() {
        return deduction == null;
    }

    /** No hidden history explains the notes (never true past the work limit, where it cannot be told). */
    boolean inconsistent() {
        return deduction != null && !deduction.consistent();
    }
}
