package org.cardlab.daguai;

import java.util.Arrays;

/**
 * The hidden cards of a Da Guai Lu Zi round: which seat holds each physical card (three decks
 * of 54), and each seat's hand as counts per face. A seat sees its own hand and, as the rules
 * tell them, the others' card counts.
 */
final class DaguaiHands {
    /** owner[id]: the seat holding card id, or -1 once played this round. */
    private final int[] owner;
    private final int[][] counts;
    private final int[] size;

    DaguaiHands() {
        owner = new int[Card.PHYSICAL];
        counts = new int[Dealer.SEATS][Card.FACES];
        size = new int[Dealer.SEATS];
    }

    private DaguaiHands(DaguaiHands o) {
        owner = o.owner.clone();
        counts = new int[Dealer.SEATS][];
        for (int s = 0; s < Dealer.SEATS; s++) {
            counts[s] = o.counts[s].clone();
        }
        size = o.size.clone();
    }

    DaguaiHands copy() {
        return new DaguaiHands(this);
    }

    /** Every hand empty, for a new deal. */
    void clear() {
        Arrays.fill(size, 0);
        for (int[] c : counts) {
            Arrays.fill(c, 0);
        }
    }

    /** {@code seat}'s hand empty (its cards' owners are given anew by {@link #give}). */
    void empty(int seat) {
        Arrays.fill(counts[seat], 0);
        size[seat] = 0;
    }

    void give(int id, int seat) {
        owner[id] = seat;
        counts[seat][Card.face(id)]++;
        size[seat]++;
    }

    /** Takes the lowest-numbered copy of {@code face} from {@code seat}; returns its id. */
    int take(int seat, int face) {
        for (int c = 0; c < Card.DECKS; c++) {
            int id = c * Card.FACES + face;
            if (owner[id] == seat) {
                owner[id] = -1;
                counts[seat][face]--;
                size[seat]--;
                return id;
            }
        }
        throw new IllegalStateException("seat " + seat + " holds no " + Card.name(face));
    }

    void move(int from, int to, int face) {
        give(take(from, face), to);
    }

    int size(int seat) {
        return size[seat];
    }

    boolean active(int seat) {
        return size[seat] > 0;
    }

    int count(int seat, int face) {
        return counts[seat][face];
    }

    /** {@code seat}'s hand as counts per face (the array itself; read only). */
    int[] counts(int seat) {
        return counts[seat];
    }

    /** Every hand as counts per face (the arrays themselves; read only), as the tribute reads them. */
    int[][] allCounts() {
        return counts;
    }

    /** The seat holding card {@code id}, or -1 once played. */
    int owner(int id) {
        return owner[id];
    }

    /** Each seat's card count. */
    int[] sizes() {
        return size.clone();
    }
}
