package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The game half beside {@link GameState} (OpenSpiel's Game): one game's rules read once from a
 * spec, with its setup parameters. It makes states, reads and prints moves, states a bound on a
 * game's length, narrates and sums up games, and writes game files. Generic code (the invariant
 * harness, the studies, the commands, the agreement tools) works through this interface and
 * never asks which game it is.
 *
 * <p>Six methods have no default. The others serve most games as they are: seats called
 * "player 1", "player 2"...; a win for the seats with the highest return, counted by side; a
 * plain log of the moves; no given deals. The engine needs no part of its plugin: the plugin
 * ({@link #type}) is found in the registry by the game's id, and gives the bots.
 *
 * @param <S> the game's state
 * @param <M> the game's move; {@link #moveText} (by default its {@code toString}) is the notation
 */
public interface Game<S extends GameState<M>, M> {

    /** The game's metadata (the same record its plugin gives). */
    GameInfo info();

    /** The spec whose rules this game plays. */
    RuleSpec spec();

    int numPlayers();

    /** A new game whose chance (deck order, later deals) is fixed by {@code seed}. */
    S newGame(long seed);

    /** Parses the move notation; anything else is a one-line {@link UserError}. */
    M parseMove(String text);

    /** The stated bound on a game's length in moves: a longer game is an error, never a hang. */
    int maxMoves();

    // ---- with defaults ----

    /** The game's plugin, from the registry. */
    default GameType type() {
        return Games.get(info().id());
    }

    /** What one game is called in this game's words, for charts ("game"; Da Guai Lu Zi: "round" or "match"). */
    default String gameNoun() {
        return "game";
    }

    /** The same game (same setup) under another spec of this game. */
    @SuppressWarnings("unchecked")
    default Game<S, M> withSpec(RuleSpec other) {
        return (Game<S, M>) type().game(other, params()); // the plugin makes games of this same class
    }

    /**
     * Setup beyond the spec (SCOUT's player count, Da Guai's round or match), as a game file
     * stores it; an empty object when the game has none.
     */
    default ObjectNode params() {
        return Json.object();
    }

    /** How a seat is called in logs and tables ("the Fugitive", "player 2", "seat 4"). */
    default String seatName(int seat) {
        return "player " + (seat + 1);
    }

    /** Who can win: each seat on its own, unless the game plays in teams. */
    default List<Side> sides() {
        List<Side> out = new ArrayList<>();
        for (int p = 0; p < numPlayers(); p++) {
            out.add(new Side(seatName(p), new int[] {p}));
        }
        return out;
    }

    /**
     * A new game from a given deal, in the game's own JSON form (see docs/game-format.md);
     * chance the deal does not fix comes from {@code seed}. A deal that does not fit is a
     * {@link UserError}; by default a game takes no given deal.
     */
    default S newGame(long seed, JsonNode deal) {
        throw new UserError(info().title() + " takes no given deal: its games are dealt from their seed");
    }

    /** The deal a state was given ({@link #newGame(long, JsonNode)}), or null when dealt from its seed. */
    default JsonNode givenDeal(S state) {
        return null;
    }

    default String moveText(M move) {
        return move.toString();
    }

    /** The bot {@code name} ({@link GameType#botNames}) for {@code seat}; an unknown name (or one that cannot play that seat) is a {@link UserError}. */
    @SuppressWarnings("unchecked")
    default Policy<S, M> bot(String name, int seat) {
        return ((BotRegistry<S, M>) type().bots()).make(this, name, seat); // the plugin's bots play the games it makes
    }

    /**
     * What a game came to, as JSON: whether it is finished, each seat's return, and the
     * winning side (null on a tie); where an unfinished one stands: whose move.
     */
    default ObjectNode summary(S state) {
        ObjectNode o = Json.object();
        o.put("finished", state.isTerminal());
        if (state.isTerminal()) {
            double[] r = state.returns();
            var returns = o.putArray("returns");
            for (double v : r) {
                returns.add(v);
            }
            int w = Side.winner(sides(), r);
            o.put("winner", w < 0 ? null : sides().get(w).name());
        } else {
            o.put("toMove", state.currentPlayer());
        }
        return o;
    }

    /** The readable log of a game, move by move; by default each move in its notation. */
    default Narrator<S, M> narrator() {
        return new PlainNarrator<>(this);
    }

    /** The viewer of {@link #moveWords} who sees every card (bots watched, a finished game). */
    int EVERYONE = -1;

    /**
     * What seat {@code viewer} is told of a move just made ({@code before} the state it was made
     * in, {@code after} the state it gave): one line in words, for the web table's account of the
     * bots' moves. It may use only what {@code viewer} sees of the two states and what the move
     * shows everyone ({@link #EVERYONE}: anything). By default the mover's name and the move's
     * notation, which suits a game whose moves every seat sees; a game with hidden moves
     * overrides it.
     */
    default String moveWords(S before, M move, S after, int viewer) {
        return seatName(before.currentPlayer()) + ": " + moveText(move);
    }

    /**
     * {@link #moveWords}, seat {@code you} (the person at the web table, or {@link #EVERYONE} for
     * nobody) known: a seat other than the mover that the words name is named "you" when it is
     * the person's (the web table marks the mover itself). By default {@link #moveWords}.
     */
    default String moveWords(S before, M move, S after, int viewer, int you) {
        return moveWords(before, move, after, viewer);
    }

    /**
     * What seat {@code viewer} is told after a move that ended a round, in words, one line each:
     * the round's result, then what the next round starts with (Da Guai Lu Zi's tribute). Like
     * {@link #moveWords}, only what {@code viewer} sees; seat {@code you} (the person at the web
     * table, or {@link #EVERYONE} for nobody) is named "you". None by default (a game of one round).
     */
    default List<String> roundWords(S before, M move, S after, int viewer, int you) {
        return List.of();
    }

    /**
     * Whether the mover's own move, made in {@code before}, is told to them with the account of the
     * moves before it instead of starting it afresh: a move between rounds (Da Guai Lu Zi's
     * tribute), which the person makes before the round's result has stopped mattering. No by default.
     */
    default boolean keepsAccount(S before, M move) {
        return false;
    }

    /** An empty summary of many finished games (what {@code simulate} reports); by default the wins by side. */
    default Tally<S, ?> newTally() {
        return new SideWins<>(sides());
    }

    /** What the witness search of rulebook agreement tries in this game (the plugin's {@link Agreement}). */
    @SuppressWarnings("unchecked")
    default WitnessMoves<S, M> witnessMoves() {
        return ((Agreement<S, M>) type().agreement()).witnessMoves(this);
    }

    /** The gap finder's detectors of open situations in this game (the plugin's {@link Agreement}). */
    @SuppressWarnings("unchecked")
    default List<GapDetector<S, M>> gapDetectors() {
        return ((Agreement<S, M>) type().agreement()).gapDetectors(this);
    }

    /** The game file of a state: spec name and values, setup, seed or deal, moves. */
    default GameRecord record(S state) {
        List<String> ms = new ArrayList<>();
        for (M m : state.moves()) {
            ms.add(moveText(m));
        }
        return new GameRecord(info().id(), spec(), params(), state.seed(), givenDeal(state), ms);
    }
}
