package org.cardlab.scout.track;

import org.cardlab.core.Rng;
import org.cardlab.scout.ScoutOpenCards;
import org.cardlab.scout.ScoutState;

/**
 * Determinized worlds for a seat: the state with every card the seat has not seen dealt anew
 * from its tracker. The known places keep their cards; the unknown places and the undealt cards
 * take the unseen cards in random order, each on a random side (the deal's sides are random and
 * a player's turn of the hand tells nothing of its cards). The seat's own hand and everything
 * open are kept, so the world reads nothing hidden of {@code state}.
 */
public final class ScoutWorlds {
    private ScoutWorlds() {}

    public static ScoutState sample(ScoutState state, ScoutTracker t, Rng rng) {
        int[] pool = t.unseen();
        rng.shuffle(pool);
        int k = 0;
        int n = state.numPlayers();
        int[][] hands = new int[n][];
        for (int p = 0; p < n; p++) {
            if (p == t.seat()) {
                continue;
            }
            int[] places = t.places(p);
            for (int i = 0; i < places.length; i++) {
                if (places[i] == ScoutTracker.UNKNOWN) {
                    places[i] = pool[k++] << 1 | rng.nextInt(2);
                }
            }
            hands[p] = places;
        }
        int[] undealt = new int[ScoutOpenCards.undealtCount(state)];
        for (int i = 0; i < undealt.length; i++) {
            undealt[i] = pool[k++] << 1 | rng.nextInt(2);
        }
        return ScoutOpenCards.withHidden(state, hands, undealt);
    }
}
