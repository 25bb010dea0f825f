package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.stream.Stream;

/**
 * The contract every engine honours (modelled on OpenSpiel's State).
 *
 * <p>A state is mutable: {@link #apply} advances it, {@link #copy} forks it. All chance is
 * fixed by the seed the game was created with, so the same spec, seed and moves give the
 * same state, byte for byte ({@link #fullState} is that byte string).
 *
 * @param <M> the game's move type; its {@code toString} is the canonical move notation
 */
public interface GameState<M> {

    /** {@link #currentPlayer} of a finished game. */
    int TERMINAL = -1;

    int numPlayers();

    /** The seat to move, 0-based, or {@link #TERMINAL}. */
    int currentPlayer();

    /**
     * Every legal move, in a stable canonical order, produced lazily: some games have far
     * too many (every subset of sprint cards, every multi-number guess) to list at once.
     * Empty exactly when the game is over.
     */
    Stream<M> legalMoves();

    /**
     * A legal move drawn without listing them all. Every legal move has a positive
     * chance; the distribution is the engine's documented one, not necessarily uniform. By
     * default: uniform over the listed moves (a game with many moves draws without listing them).
     */
    default M randomLegalMove(Rng rng) {
        java.util.List<M> all = legalMoves().toList();
        if (all.isEmpty()) {
            throw new IllegalStateException("no legal move: the game is over");
        }
        return all.get(rng.nextInt(all.size()));
    }

    /**
     * Why {@code move} is illegal here, in words a player understands; null when legal. By
     * default it is checked against the listed moves (a game should say why in its own words).
     */
    default String whyIllegal(M move) {
        if (isTerminal()) {
            return "the game is over";
        }
        return legalMoves().anyMatch(m -> m.equals(move)) ? null : "'" + move + "' is not one of the legal moves here";
    }

    /** Applies a legal move; an illegal one throws {@link IllegalMoveException} and changes nothing. */
    void apply(M move);

    default boolean isTerminal() {
        return currentPlayer() == TERMINAL;
    }

    /** What each seat gets at the end (for example 1 for a win, 0 for a loss). */
    double[] returns();

    /**
     * What {@code player} may see: depends only on what that player has seen, never on a
     * hidden card the player has not seen.
     */
    JsonNode observation(int player);

    GameState<M> copy();

    /** The replayable game (a game file, {@link GameRecord}): spec, seed or deal, and the moves so far. */
    JsonNode toJson();

    /** The seed the game's chance comes from. */
    long seed();

    /** The moves so far, oldest first. */
    java.util.List<M> moves();

    /** The complete state, hidden cards included, as a canonical string: equal states, equal strings. */
    String fullState();

    /**
     * Visits every physical card with the place it is in. The harness checks that each
     * card of the game's deck is visited exactly once.
     */
    void forEachCard(CardVisitor visitor);

    /** How many physical cards the game uses; card ids run from 0 to this minus one. */
    int deckSize();

    /**
     * A copy in which the cards {@code player} has not seen are shuffled among the places
     * that player cannot see into. Used to check that observations leak nothing; the
     * result need not be reachable by legal play.
     */
    GameState<M> resampleUnseen(int player, Rng rng);

    @FunctionalInterface
    interface CardVisitor {
        void visit(int cardId, String place);
    }
}
