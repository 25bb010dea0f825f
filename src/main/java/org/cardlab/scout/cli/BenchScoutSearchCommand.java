package org.cardlab.scout.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.cli.JsonOption;
import org.cardlab.cli.SpecOption;
import org.cardlab.core.DecisionTimer;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "scout-search",
        description = {"Decision time of SCOUT's search bot on one thread.",
            "Seeded games are played by greedy, the search asked at each"
                + " turn of player 0 with a choice (its answer set aside). Prints decisions per second, median, p95 and max"
                + " (wall clock: it depends on the machine and its load).",
            "--json prints players, bot, decisions, seed, perSecond, medianMs, p95Ms, maxMs."})
public final class BenchScoutSearchCommand implements Callable<Integer> {
    @Option(names = "--bot", paramLabel = "BOT", description = "The bot timed, e.g. search:400 (default: search).")
    String bot = "search";

    @Option(names = "--players", paramLabel = "P", description = "Number of players (default: 4).")
    int players = 4;

    @Option(names = "--decisions", paramLabel = "N", description = "Decisions timed, 1 to 100,000 (default: 200).")
    int decisions = 200;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the games (default: 1).")
    long seed = 1;

    @Mixin
    SpecOption specOption = new SpecOption();

    @Mixin
    JsonOption output = new JsonOption();

    @Override
    public Integer call() {
        if (decisions < 1 || decisions > 100_000) {
            throw new UserError("--decisions must be 1 to 100,000, not " + decisions);
        }
        ScoutGame game = new ScoutGame(ScoutRules.of(specOption.spec.name(), specOption.spec), players);
        game.bot(bot, 0);
        DecisionTimer.time(game, bot, "greedy", 0, Math.min(decisions, 20), seed + 1); // warm-up
        double[] ms = DecisionTimer.time(game, bot, "greedy", 0, decisions, seed);
        ObjectNode o = DecisionTimer.figures(ms);
        PrintWriter out = output.out();
        if (output.json) {
            o.remove("line");
            o.put("players", players);
            o.put("bot", bot);
            o.put("seed", seed);
            out.print(Json.write(o));
        } else {
            out.printf("SCOUT (%s, %d players), %s, seed %d: %s%n", specOption.spec.name(), players, bot, seed, o.get("line").asText());
        }
        out.flush();
        return 0;
    }
}
