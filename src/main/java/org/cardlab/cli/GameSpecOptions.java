package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameType;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What a generic command of one game's group ({@code play}, {@code simulate}, {@code bench})
 * reads to make its game: {@code --spec}, and the setup and bot options that {@link GameCommands}
 * adds for the game. It also gives the command's streams.
 */
final class GameSpecOptions {
    final GameType type;

    /** The command this is mixed into: the setup and bot options are its own. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Mixin
    SpecOption specOption = new SpecOption();

    GameSpecOptions(GameType type) {
        this.type = type;
    }

    /** The game under the spec and setup given; a setup value the game refuses names its option ({@link GameOptions#game}). */
    Game<?, ?> game() {
        return GameOptions.game(command, type, specOption.spec);
    }

    /** The bots given for {@code g}'s seats (or the command's default). */
    List<String> bots(Game<?, ?> g) {
        return GameOptions.bots(command, g);
    }

    PrintWriter out() {
        return command.commandLine().getOut();
    }

    PrintWriter err() {
        return command.commandLine().getErr();
    }
}
