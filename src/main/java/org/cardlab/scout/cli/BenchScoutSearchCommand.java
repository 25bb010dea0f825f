package org.cardlab.scout.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.cli.DecisionTimingCommand;
import org.cardlab.cli.DecisionTimingOptions;
import org.cardlab.core.Json;
import org.cardlab.scout.ScoutGame;
import picocli.CommandLine.Command;

@Command(name = "scout-search",
        description = {"Decision time of SCOUT's search bot on one thread.",
            DecisionTimingOptions.HOW + "player 0" + DecisionTimingOptions.WHAT,
            "--json prints players, " + DecisionTimingOptions.JSON})
public final class BenchScoutSearchCommand extends DecisionTimingCommand<ScoutGameOptions> {
    public BenchScoutSearchCommand() {
        super(new ScoutGameOptions());
    }

    @Override
    protected ScoutGame game() {
        return output.game();
    }

    @Override
    protected String title() {
        return "SCOUT (" + output.spec.name() + ", " + output.players + " players)";
    }

    @Override
    protected ObjectNode setup() {
        return Json.object().put("players", output.players);
    }
}
