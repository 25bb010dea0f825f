package org.cardlab.scout.cli;

import java.util.concurrent.Callable;
import org.cardlab.cli.DecisionTimingOptions;
import org.cardlab.cli.SpecJsonOptions;
import org.cardlab.core.Json;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "scout-search",
        description = {"Decision time of SCOUT's search bot on one thread.",
            DecisionTimingOptions.HOW + "player 0" + DecisionTimingOptions.WHAT,
            "--json prints players, " + DecisionTimingOptions.JSON})
public final class BenchScoutSearchCommand implements Callable<Integer> {
    @Mixin
    DecisionTimingOptions timing = new DecisionTimingOptions();

    @Option(names = "--players", paramLabel = "P", description = "Number of players (default: 4).")
    int players = 4;

    @Mixin
    SpecJsonOptions output = new SpecJsonOptions();

    @Override
    public Integer call() {
        ScoutGame game = new ScoutGame(ScoutRules.of(output.spec.name(), output.spec), players);
        return timing.print(timing.time(game), output, "SCOUT (" + output.spec.name() + ", " + players + " players)",
                Json.object().put("players", players));
    }
}
