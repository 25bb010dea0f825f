package org.cardlab.core;

/**
 * A bot: picks a legal move for the seat to move. Every game's bots have this one shape and
 * are made by name by their {@link Game} ({@link Game#bot}). A policy must read only what its
 * seat may see; it may keep scratch space, so a study makes one per worker thread.
 */
@FunctionalInterface
public interface Policy<S extends GameState<M>, M> {
    M choose(S state, Rng rng);

    /** {@link #random} in one sentence, for people choosing a bot ({@link GameType#botGloss}). */
    String RANDOM_GLOSS = "any legal move, by chance";

    /** The engine's documented random legal move ({@link GameState#randomLegalMove}). */
    static <S extends GameState<M>, M> Policy<S, M> random() {
        return (s, rng) -> s.randomLegalMove(rng);
    }
}
