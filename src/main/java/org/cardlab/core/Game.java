package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The game half beside {@link GameState} (OpenSpiel's Game): one game's rules read once from a
 * spec, with its setup parameters. It makes states, reads and prints moves, states a bound on a
 * game's length, names its bots, narrates and sums up games, and reads and writes game files.
 * Generic code (the invariant harness, the studies, the commands, the agreement tools) works
 * through this interface and never asks which game it is.
 *
 * @param <S> the game's state
 * @param <M> the game's move; {@link #moveText} (by default its {@code toString}) is the notation
 */
public interface Game<S extends GameState<M>, M> {

    /** The registry entry: the game's id and what it offers beyond this interface. */
    GameType type();

    /** The spec whose rules this game plays. */
    RuleSpec spec();

    /** The same game (same setup) under another spec of this game. */
    Game<S, M> withSpec(RuleSpec other);

    /**
     * Setup beyond the spec (SCOUT's player count, Da Guai's round or match), as a game file
     * stores it; an empty object when the game has none.
     */
    ObjectNode params();

    int numPlayers();

    /** How a seat is called in logs and tables ("the Fugitive", "player 2", "seat 4"). */
    String seatName(int seat);

    /** Who can win: each seat on its own, unless the game plays in teams. */
    default List<Side> sides() {
        List<Side> out = new ArrayList<>();
        for (int p = 0; p < numPlayers(); p++) {
            out.add(new Side(seatName(p), new int[] {p}));
        }
        return out;
    }

    /** A new game whose chance (deck order, later deals) is fixed by {@code seed}. */
    S newGame(long seed);

    /**
     * A new game from a given deal, in the game's own JSON form (see docs/game-format.md);
     * chance the deal does not fix comes from {@code seed}. A deal that does not fit is a
     * {@link UserError}.
     */
    S newGame(long seed, JsonNode deal);

    /** The deal a state was given ({@link #newGame(long, JsonNode)}), or null when dealt from its seed. */
    JsonNode givenDeal(S state);

    /** Parses the move notation; anything else is a one-line {@link UserError}. */
    M parseMove(String text);

    default String moveText(M move) {
        return move.toString();
    }

    /** The stated bound on a game's length in moves: a longer game is an error, never a hang. */
    int maxMoves();

    /** The bot {@code name} ({@link GameType#botNames}) for {@code seat}; an unknown name (or one that cannot play that seat) is a {@link UserError}. */
    Policy<S, M> bot(String name, int seat);

    /**
     * What a game came to, for --json: the winner and scores of a finished game, or where an
     * unfinished one stands (whose move, which phase).
     */
    ObjectNode summary(S state);

    /** The readable log of a game, move by move. */
    Narrator<S, M> narrator();

    /** An empty summary of many finished games (what {@code simulate} reports). */
    Tally<S> newTally();

    /** What the witness search of rulebook agreement tries in this game (by default: the bots' moves). */
    default WitnessMoves<S, M> witnessMoves() {
        return new BotWitnessMoves<>(this, new WitnessMoves.Bound(20, 300, 200_000));
    }

    /**
     * Hand-written detectors of situations a rulebook may leave open (for the gap finder); none
     * by default, when the gap finder compares with what-if variants instead.
     */
    default List<GapDetector<S, M>> gapDetectors() {
        return List.of();
    }

    /** The game file of a state: spec name and values, setup, seed or deal, moves. */
    default GameRecord record(S state) {
        List<String> ms = new ArrayList<>();
        for (M m : state.moves()) {
            ms.add(moveText(m));
        }
        return new GameRecord(type().id(), spec(), params(), state.seed(), givenDeal(state), ms);
    }
}
