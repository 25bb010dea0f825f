package org.cardlab.daguai.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.cli.JsonOption;
import org.cardlab.cli.SpecOption;
import org.cardlab.core.DecisionTimer;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "daguai-search",
        description = {"Decision time of Da Guai Lu Zi's search bot on one thread.",
            "Seeded games are played by greedy, the search asked at each"
                + " turn of seat 0 with a choice (its answer set aside). Prints decisions per second, median, p95 and max"
                + " (wall clock: it depends on the machine and its load).",
            "--json prints bot, decisions, seed, perSecond, medianMs, p95Ms, maxMs."})
public final class BenchDaguaiSearchCommand implements Callable<Integer> {
    @Option(names = "--bot", paramLabel = "BOT", description = "The bot timed, e.g. search:400 (default: search).")
    String bot = "search";

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
        DaguaiGame game = new DaguaiGame(DaguaiRules.fromSpec(specOption.spec), false);
        game.bot(bot, 0);
        DecisionTimer.time(game, bot, "greedy", 0, Math.min(decisions, 20), seed + 1); // warm-up
        double[] ms = DecisionTimer.time(game, bot, "greedy", 0, decisions, seed);
        ObjectNode o = DecisionTimer.figures(ms);
        PrintWriter out = output.out();
        if (output.json) {
            o.remove("line");

            o.put("bot", bot);
            o.put("seed", seed);
            out.print(Json.write(o));
        } else {
            out.printf("Da Guai Lu Zi (%s, single rounds), %s, seed %d: %s%n", specOption.spec.name(), bot, seed, o.get("line").asText());
        }
        out.flush();
        return 0;
    }
}
