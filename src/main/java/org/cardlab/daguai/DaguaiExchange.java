package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.List;

/**
 * The tribute exchange between two rounds ({@link Tribute}): the payments of the new round, what
 * came of each one once settled ("return 5H", "offer 7H 9C, keep 9C"...), the two cards offered
 * for a joker while the giver chooses, and the payment waiting for its card back.
 */
final class DaguaiExchange {
    private List<Tribute.Payment> payments = new ArrayList<>();
    private String[] settled = new String[0];
    /** The two cards offered for a joker under the house rule, while the giver chooses; else null. */
    private int[] offered;
    private int pending;

    DaguaiExchange() {}

    private DaguaiExchange(DaguaiExchange o) {
        payments = new ArrayList<>(o.payments);
        settled = o.settled.clone();
        offered = o.offered;
        pending = o.pending;
    }

    DaguaiExchange copy() {
        return new DaguaiExchange(this);
    }

    /** A new round's payments (none in the first round, or after a draw). */
    void start(List<Tribute.Payment> paid) {
        payments = new ArrayList<>(paid);
        settled = new String[paid.size()];
        offered = null;
        pending = 0;
    }

    /** Passes over the payments that owe no card back; true while one does. */
    boolean awaitReturn() {
        while (pending < payments.size() && !payments.get(pending).returnDue()) {
            pending++;
        }
        return pending < payments.size();
    }

    /** The payment waiting for its card back. */
    Tribute.Payment current() {
        return payments.get(pending);
    }

    /** The waiting payment is settled, in words; the next one waits. */
    void settle(String what) {
        settled[pending] = what;
        offered = null;
        pending++;
    }

    void offer(int[] faces) {
        offered = faces;
    }

    /** The cards offered for a joker, or null. */
    int[] offered() {
        return offered;
    }

    List<Tribute.Payment> payments() {
        return payments;
    }

    /** What came of payment {@code i}, or null while pending. */
    String settled(int i) {
        return settled[i];
    }

    int pending() {
        return pending;
    }
}
