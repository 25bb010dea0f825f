package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.daguai.Bench;
import org.cardlab.daguai.DaguaiRules;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "daguai",
        mixinStandardHelpOptions = true,
        description = {"Da Guai Lu Zi throughput on one core: random rounds and follow generation per second.",
            "Random rounds per second (goal 2,000+), and follow generation with 27-card hands (every play beating",
            "a given play) per second. Medians of --runs runs after a warm-up."})
public final class BenchDaguaiCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--runs", defaultValue = "5", description = "Timed runs per figure, after a warm-up (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--rounds", defaultValue = "2000", description = "Random rounds per run (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--positions", defaultValue = "300", description = "Hands per follow-generation run (default: ${DEFAULT-VALUE}).")
    int positions;

    @Option(names = "--json", description = "Machine output.")
    boolean json;

    @Override
    public Integer call() {
        if (runs < 1 || rounds < 1 || positions < 1) {
            throw new UserError("--runs, --rounds and --positions must be at least 1");
        }
        DaguaiRules rules = DaguaiRules.defaults();
        PrintWriter err = spec.commandLine().getErr();
        ObjectNode o = Json.object();
        o.put("runs", runs);
        err.println("bench daguai: random rounds...");
        o.put("randomRoundsPerSecond", Math.round(Bench.roundsPerSecond(rules, rounds, runs)));
        ObjectNode f = o.putObject("followsPerSecond");
        ObjectNode n = o.putObject("followsListedPerCall");
        for (int size : new int[] {1, 2, 3, 5}) {
            err.println("bench daguai: follows of " + size + " card(s)...");
            double[] r = Bench.followsPerSecond(rules, size, positions, runs);
            f.put(String.valueOf(size), Math.round(r[0]));
            n.put(String.valueOf(size), Math.round(r[1] * 10) / 10.0);
        }
        err.println("bench daguai: all leads...");
        double[] l = Bench.leadsPerSecond(rules, positions, runs);
        o.put("allLeadsPerSecond", Math.round(l[0]));
        o.put("leadsListedPerCall", Math.round(l[1]));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.print(Json.write(o));
        } else {
            out.printf("random rounds per second       %,d (median of %d runs of %d rounds, one core)%n",
                    o.get("randomRoundsPerSecond").asLong(), runs, rounds);
            for (int size : new int[] {1, 2, 3, 5}) {
                out.printf("follows of %d card(s) per second %,d  (27-card hand; %.1f beating plays listed per call)%n", size,
                        f.get(String.valueOf(size)).asLong(), n.get(String.valueOf(size)).asDouble());
            }
            out.printf("all leads per second           %,d  (27-card hand; %d plays listed per call)%n",
                    o.get("allLeadsPerSecond").asLong(), o.get("leadsListedPerCall").asLong());
        }
        out.flush();
        return 0;
    }
}
