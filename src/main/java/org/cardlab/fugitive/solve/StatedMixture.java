package org.cardlab.fugitive.solve;

import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;

/**
 * A bot that states the probability of each move it may play at a state, so that its strategy on
 * a solved tree is read exactly instead of counted over seeded draws ({@link BotStrategy}).
 */
public interface StatedMixture {
    /** The chance of playing {@code move} at {@code s}: the probabilities of the legal moves sum to 1. */
    double probability(FugitiveState s, FugitiveMove move);
}
