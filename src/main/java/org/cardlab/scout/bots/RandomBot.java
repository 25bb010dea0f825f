package org.cardlab.scout.bots;

import org.cardlab.core.Rng;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutState;

/** Plays the engine's documented random legal move (a kind of move uniformly, then a move of that kind). */
public final class RandomBot implements ScoutBot {
    @Override
    public ScoutMove choose(ScoutState state, Rng rng) {
        return state.randomLegalMove(rng);
    }

    @Override
    public String name() {
        return "random";
    }
}
