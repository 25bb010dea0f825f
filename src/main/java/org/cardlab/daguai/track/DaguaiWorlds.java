package org.cardlab.daguai.track;

import org.cardlab.core.Rng;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.DaguaiOpenPlay;
import org.cardlab.daguai.DaguaiState;

/**
 * Determinized worlds for a seat: every other hand keeps the cards the tracker knows it holds
 * and is filled to its counted size with the unseen cards in random order. Nothing hidden of
 * the state is read: the seat's own hand and the open play are kept. What the tracker knows is
 * read once per decision; each world only shuffles and deals.
 */
public final class DaguaiWorlds {
    private final int seat;
    /** The unseen cards, one entry per card, in face order (each world shuffles a copy). */
    private final int[] pool;
    private final int[][] known;
    private final int[] knownSize;
    private final int[] sizes;
    private final DaguaiOpenPlay.HiddenCards hidden;

    public DaguaiWorlds(DaguaiState state, DaguaiTracker t) {
        seat = t.seat();
        int[] unseen = t.unseen();
        int total = 0;
        for (int c : unseen) {
            total += c;
        }
        pool = new int[total];
        int k = 0;
        for (int f = 0; f < Card.FACES; f++) {
            for (int c = 0; c < unseen[f]; c++) {
                pool[k++] = f;
            }
        }
        known = new int[DaguaiTracker.SEATS][];
        knownSize = new int[DaguaiTracker.SEATS];
        for (int p = 0; p < DaguaiTracker.SEATS; p++) {
            known[p] = t.known(p);
            for (int c : known[p]) {
                knownSize[p] += c;
            }
        }
        sizes = t.sizes();
        hidden = DaguaiOpenPlay.hiddenFrom(state, seat);
    }

    /** One world: the unseen cards shuffled by {@code rng} and dealt, the known cards kept. */
    public DaguaiState sample(Rng rng) {
        int[] shuffled = pool.clone();
        rng.shuffle(shuffled);
        int k = 0;
        int[][] counts = new int[DaguaiTracker.SEATS][];
        for (int p = 0; p < DaguaiTracker.SEATS; p++) {
            if (p == seat) {
                continue;
            }
            counts[p] = known[p].clone();
            for (int held = knownSize[p]; held < sizes[p]; held++) {
                counts[p][shuffled[k++]]++;
            }
        }
        return hidden.deal(counts);
    }
}
