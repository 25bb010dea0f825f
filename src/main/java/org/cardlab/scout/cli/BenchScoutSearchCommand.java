package org.cardlab.scout.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
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
            "Seeded games are played by greedy, the search asked at each"
                + " turn of player 0 with a choice (its answer set aside). Prints decisions per second, median, p95 and max"
                + " (wall clock: it depends on the machine and its load), and the median and p95 of the thread's CPU time (what the load does not inflate).",
            "--json prints players, bot, decisions, seed, perSecond, medianMs, p95Ms, maxMs, cpuMedianMs, cpuP95Ms."})
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
        ObjectNode o = timing.time(game);
        PrintWriter out = output.out();
        if (output.json) {
            o.remove("line");
            o.put("players", players);
            o.put("bot", timing.bot);
            o.put("seed", timing.seed);
            out.print(Json.write(o));
        } else {
            out.printf("SCOUT (%s, %d players), %s, seed %d: %s%n", output.spec.name(), players, timing.bot, timing.seed, o.get("line").asText());
        }
        out.flush();
        return 0;
    }
}
