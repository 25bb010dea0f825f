package org.cardlab.daguai.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.OutputOptions;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SpecJsonOptions;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.daguai.DaguaiRules;
import org.cardlab.daguai.FollowBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

@Command(name = "follows",
        description = {"Da Guai Lu Zi play generation per second on one core, with 27-card hands.",
            "Follow generation (every play of the hand that beats a given play of 1, 2, 3 or 5 cards) and lead"
                + " generation (every play of the hand), medians of --runs timed runs after a warm-up. Rounds per"
                + " second are measured by 'cardlab bench daguai'."})
public final class BenchFollowsCommand extends CommandWithSpec {
    @Option(names = "--runs", paramLabel = "R", converter = RunOptions.RunsConverter.class,
            description = "Timed runs per figure, after a warm-up (1 to 1,000).")
    int runs = 5;

    @Option(names = "--positions", paramLabel = "N", converter = PositionsConverter.class,
            description = "Hands per run, 1 to 100,000 (all are dealt before timing).")
    int positions = 300;

    @Mixin
    SpecJsonOptions output = new SpecJsonOptions();

    @Override
    public Integer call() {
        DaguaiRules rules = DaguaiRules.fromSpec(output.spec);
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        ObjectNode o = Json.object();
        o.put("runs", runs);
        ObjectNode f = o.putObject("followsPerSecond");
        ObjectNode n = o.putObject("followsListedPerCall");
        for (int size : new int[] {1, 2, 3, 5}) {
            err.println("bench follows: plays of " + Counts.plain(size, "card") + "...");
            err.flush();
            FollowBench.Figure r = FollowBench.follows(rules, size, positions, runs);
            f.put(String.valueOf(size), Math.round(r.speed().median()));
            n.put(String.valueOf(size), Math.round(r.listedPerCall() * 10) / 10.0);
        }
        err.println("bench follows: all leads...");
        err.flush();
        FollowBench.Figure l = FollowBench.leads(rules, positions, runs);
        o.put("allLeadsPerSecond", Math.round(l.speed().median()));
        o.put("leadsListedPerCall", Math.round(l.listedPerCall()));
        if (output.json) {
            OutputOptions.print(out, o);
            return 0;
        }
        for (int size : new int[] {1, 2, 3, 5}) {
            out.printf("follows of %d %s per second %,d  (27-card hand; %.1f beating plays listed per call)%n", size, Counts.noun(size, "card"),
                    f.get(String.valueOf(size)).asLong(), n.get(String.valueOf(size)).asDouble());
        }
        out.printf("all leads per second           %,d  (27-card hand; %,d plays listed per call)%n",
                o.get("allLeadsPerSecond").asLong(), o.get("leadsListedPerCall").asLong());
        out.printf("(medians of %s after a warm-up, one core)%n", Counts.plain(runs, "run"));
        out.flush();
        return 0;
    }

    /** Hands per run: they are all dealt and held before the timed runs, so their number is bounded. */
    static final class PositionsConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, 100_000);
        }
    }
}
