package org.cardlab.daguai;

import org.cardlab.core.Counts;

/**
 * What a Da Guai Lu Zi seat may read of a state beyond its accessors, for the card tracker and
 * the search: the payment an exchange move settles (everyone sees whose turn it is and why),
 * and, for searches that play out a determinized world, the state with the hidden hands dealt
 * anew.
 */
public final class DaguaiOpenPlay {
    private DaguaiOpenPlay() {}

    /** The payment the exchange move to make settles (in the return stage). */
    public static Tribute.Payment pendingPayment(DaguaiState s) {
        return s.exchange().current();
    }

    /** The cards of {@code s} that {@code viewer} does not see, found once for many deals (a search's worlds). */
    public static HiddenCards hiddenFrom(DaguaiState s, int viewer) {
        int[][] ids = new int[Card.FACES][Card.DECKS];
        int[] have = new int[Card.FACES];
        for (int id = 0; id < Card.PHYSICAL; id++) {
            int o = s.hands().owner(id);
            if (o >= 0 && o != viewer) {
                ids[Card.face(id)][have[Card.face(id)]++] = id;
            }
        }
        return new HiddenCards(s, viewer, ids, have);
    }

    /** The hidden cards of a state from one seat: its physical cards per face, to deal to the other seats anew. */
    public static final class HiddenCards {
        private final DaguaiState s;
        private final int viewer;
        private final int[][] ids;
        private final int[] have;

        private HiddenCards(DaguaiState s, int viewer, int[][] ids, int[] have) {
            this.s = s;
            this.viewer = viewer;
            this.ids = ids;
            this.have = have;
        }

        /**
         * A copy of the state in which every seat but the viewer holds {@code counts[seat]} (cards per face). The
         * counts must use exactly the cards those seats hold between them (the multiset of hidden faces) and keep
         * each seat's card count.
         */
        public DaguaiState deal(int[][] counts) {
            DaguaiState g = s.copy();
            int[] left = have.clone();
            for (int seat = 0; seat < DaguaiState.SEATS; seat++) {
                if (seat == viewer) {
                    continue;
                }
                int size = 0;
                for (int c : counts[seat]) {
                    size += c;
                }
                if (size != s.handSize(seat)) {
                    throw new IllegalArgumentException("seat " + seat + " holds " + Counts.plain(s.handSize(seat), "card") + ", not " + size);
                }
                g.hands().empty(seat);
            }
            for (int seat = 0; seat < DaguaiState.SEATS; seat++) {
                if (seat == viewer) {
                    continue;
                }
                for (int f = 0; f < Card.FACES; f++) {
                    for (int k = 0; k < counts[seat][f]; k++) {
                        if (left[f] == 0) {
                            throw new IllegalArgumentException("no hidden " + Card.name(f) + " left for seat " + seat);
                        }
                        g.hands().give(ids[f][--left[f]], seat);
                    }
                }
            }
            return g;
        }
    }
}
