package org.cardlab.cli;

import java.util.concurrent.Callable;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import picocli.CommandLine.Mixin;

/**
 * A generic command on one game made from its spec and setup options ({@code play}, {@code
 * simulate}, {@code bench}): the options, and the game made from them handed to {@link #run} with
 * its state and move types bound, so the command's body is typed once for every game.
 */
abstract class OneGameCommand implements Callable<Integer> {
    @Mixin
    GameSpecOptions game;

    OneGameCommand(GameType type) {
        game = new GameSpecOptions(type);
    }

    @Override
    public final Integer call() {
        return run(game.game());
    }

    /** The command on the game its options name; returns the exit code. */
    abstract <S extends GameState<M>, M> int run(Game<S, M> g);
}
