package org.cardlab.fugitive.bots;

import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;

/**
 * A Fugitive bot's stated move probabilities: the chance that it plays a given legal move in a
 * state where the Fugitive is to move (a draw, a first-turn hideout, a placement or a pass). The
 * deduction's importance sampling weighs a hidden history by the product of these along it, so no
 * consistent history may get 0 from a bot that is to be weighed: a bot whose choice is
 * deterministic states a tempered form of it ({@link Tempered}).
 */
public interface MoveOdds {
    double probability(FugitiveState s, FugitiveMove move);
}
