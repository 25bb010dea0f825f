package org.cardlab.scout;

import org.cardlab.core.Rng;

/**
 * Shuffles for a deal: the order of the cards and, as the rules ask the dealer, their
 * orientation. Round r of a game with seed s always uses {@code Rng.forGame(s, r)}, so a
 * round's deal does not depend on how earlier rounds were played.
 */
final class ScoutDealer {
    private ScoutDealer() {}

    /** Fills dest[0..deck.size()) with every card of the deck, encoded, in shuffled order. */
    static void shuffled(ScoutDeck deck, long seed, int round, int[] dest) {
        Rng rng = Rng.forGame(seed, round);
        int n = deck.size();
        for (int i = 0; i < n; i++) {
            dest[i] = i << 1;
        }
        rng.shuffle(dest, 0, n);
        if (deck.rules.shuffleOrientation) {
            for (int i = 0; i < n; i++) {
                dest[i] |= rng.nextInt(2);
            }
        }
    }
}
