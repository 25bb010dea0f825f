package org.cardlab.scout.cli;

import java.util.concurrent.Callable;
import org.cardlab.cli.DecisionTimingOptions;
import org.cardlab.core.Json;
import org.cardlab.scout.ScoutGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "scout-search",
        description = {"Decision time of SCOUT's search bot on one thread.",
            DecisionTimingOptions.HOW + "player 0" + DecisionTimingOptions.WHAT,
            "--json prints players, " + DecisionTimingOptions.JSON})
public final class BenchScoutSearchCommand implements Callable<Integer> {
    @Mixin
    DecisionTimingOptions timing = new DecisionTimingOptions();

    @Mixin
    ScoutGameOptions output = new ScoutGameOptions();

    @Override
    public Integer call() {
        ScoutGame game = output.game();
        return timing.print(timing.time(game), output, "SCOUT (" + output.spec.name() + ", " + output.players + " players)",
                Json.object().put("players", output.players));
    }
}
