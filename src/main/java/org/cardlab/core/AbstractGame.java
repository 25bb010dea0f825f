package org.cardlab.core;

import java.util.Objects;
import java.util.function.Function;

/**
 * The part of a game half that most games hold alike: the metadata record, the spec its rules
 * were read from, the parser of its move notation and the stated bound on a game's length. A game
 * extends it and writes what is its own (the player count, new states); {@link #withSpec} keeps
 * the interface's default (the plugin makes the same setup under the other spec).
 */
public abstract class AbstractGame<S extends GameState<M>, M> implements Game<S, M> {
    private final GameInfo info;
    private final RuleSpec spec;
    private final Function<String, M> moves;
    private final int maxMoves;

    /**
     * {@code moves} reads the notation and refuses anything else with one line ({@link UserError});
     * {@code maxMoves} is the game's {@link #maxMoves()} under this spec and setup (at least 1).
     */
    protected AbstractGame(GameInfo info, RuleSpec spec, Function<String, M> moves, int maxMoves) {
        if (maxMoves < 1) {
            throw new IllegalArgumentException("a bound on a game's length of " + maxMoves + " moves");
        }
        this.info = Objects.requireNonNull(info);
        this.spec = Objects.requireNonNull(spec);
        this.moves = Objects.requireNonNull(moves);
        this.maxMoves = maxMoves;
    }

    @Override
    public final GameInfo info() {
        return info;
    }

    @Override
    public final RuleSpec spec() {
        return spec;
    }

    @Override
    public final M parseMove(String text) {
        return moves.apply(text);
    }

    @Override
    public final int maxMoves() {
        return maxMoves;
    }
}
