package org.cardlab.daguai.track;

import org.cardlab.core.Rng;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.DaguaiOpenPlay;
import org.cardlab.daguai.DaguaiState;

/**
 * Determinized worlds for a seat: every other hand keeps the cards the tracker knows it holds
 * and is filled to its counted size with the unseen cards in random order. Nothing hidden of
 * the state is read: the seat's own hand and the open play are kept.
 */
public final class DaguaiWorlds {
    private DaguaiWorlds() {}

    public static DaguaiState sample(DaguaiState state, DaguaiTracker t, Rng rng) {
        int[] unseen = t.unseen();
        int total = 0;
        for (int c : unseen) {
            total += c;
        }
        int[] pool = new int[total];
        int k = 0;
        for (int f = 0; f < Card.FACES; f++) {
            for (int c = 0; c < unseen[f]; c++) {
                pool[k++] = f;
            }
        }
        rng.shuffle(pool);
        k = 0;
        int[][] counts = new int[DaguaiTracker.SEATS][];
        int[] sizes = t.sizes();
        for (int p = 0; p < DaguaiTracker.SEATS; p++) {
            if (p == t.seat()) {
                continue;
            }
            counts[p] = t.known(p);
            int held = 0;
            for (int c : counts[p]) {
                held += c;
            }
            for (; held < sizes[p]; held++) {
                counts[p][pool[k++]]++;
            }
        }
        return DaguaiOpenPlay.withHands(state, t.seat(), counts);
    }
}
