package org.cardlab.daguai.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.cli.DecisionTimingOptions;
import org.cardlab.cli.SpecJsonOptions;
import org.cardlab.core.Json;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "daguai-search",
        description = {"Decision time of Da Guai Lu Zi's search bot on one thread.",
            "Seeded games are played by greedy, the search asked at each"
                + " turn of seat 0 with a choice (its answer set aside). Prints decisions per second, median, p95 and max"
                + " (wall clock: it depends on the machine and its load), and the median and p95 of the thread's CPU time (what the load does not inflate).",
            "--json prints bot, decisions, seed, perSecond, medianMs, p95Ms, maxMs, cpuMedianMs, cpuP95Ms."})
public final class BenchDaguaiSearchCommand implements Callable<Integer> {
    @Mixin
    DecisionTimingOptions timing = new DecisionTimingOptions();

    @Mixin
    SpecJsonOptions output = new SpecJsonOptions();

    @Override
    public Integer call() {
        DaguaiGame game = new DaguaiGame(DaguaiRules.fromSpec(output.spec), false);
        ObjectNode o = timing.time(game);
        PrintWriter out = output.out();
        if (output.json) {
            o.remove("line");
            o.put("bot", timing.bot);
            o.put("seed", timing.seed);
            out.print(Json.write(o));
        } else {
            out.printf("Da Guai Lu Zi (%s, single rounds), %s, seed %d: %s%n", output.spec.name(), timing.bot, timing.seed, o.get("line").asText());
        }
        out.flush();
        return 0;
    }
}
