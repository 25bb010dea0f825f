package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameType;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.Study;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What the specs commands that play a game take in common (impact, gaps): the run (games, seed,
 * threads), the setup ({@code --param}), the study engine, and the bots (added to the command for
 * every game, {@link PlaysAnyGame}). Each command names its game in its own arguments.
 */
final class GameStudyOptions extends StudyOptions {
    /** The command these options are mixed into: its options name the bots, its streams print. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Mixin
    SetupOption setup = new SetupOption();

    GameStudyOptions() {
        super(1000);
    }

    /** The game under {@code spec} with the setup given (the game's defaults for the rest). */
    Game<?, ?> game(GameType type, RuleSpec spec) {
        return setup.game(type, spec, Json.object());
    }

    Study.Run studyRun() {
        return run.run();
    }

    /** The bots named for {@code g} in the command's options. */
    List<String> bots(Game<?, ?> g) {
        return GameOptions.bots(command, g);
    }

    Progress progress(String what) {
        return new Progress(command.commandLine().getErr(), what, run.games);
    }

    PrintWriter out() {
        return command.commandLine().getOut();
    }
}
