package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.Manhunt;
import org.cardlab.fugitive.deduce.PublicTrack;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "manhunt",
        mixinStandardHelpOptions = true,
        description = {"The exact manhunt over every manhunt state met in N seeded games per spec and Fugitive bot (against the"
                + " heuristic Marshal): the share solved exactly within the work budget, and the median, p95 and max time.",
                "Timed in-process on one thread after a warm-up pass. Run with CARDLAB_JAVA_OPTS=-Xmx512m for the 512 MB heap goal."})
public final class BenchManhuntCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--spec", split = ",", defaultValue = "pt,ca", description = "Rule specs (default: ${DEFAULT-VALUE}).")
    List<String> specs;

    @Option(names = "--fugitive", split = ",", defaultValue = "heuristic,random", description = "Fugitive bots (default: ${DEFAULT-VALUE}).")
    List<String> fugitives;

    @Option(names = "--games", defaultValue = "1000", description = "Seeded games per spec and bot (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Study seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--budget", defaultValue = "20000", description = "Work budget of one manhunt, in exact counts (default: ${DEFAULT-VALUE}).")
    long budget;

    @Option(names = "--json", description = "Print JSON: {\"rows\": [{\"spec\", \"fugitive\", \"states\", \"exact\", \"medianMs\", \"p95Ms\", \"maxMs\"}, ...]}.")
    boolean json;

    @Override
    public Integer call() {
        if (games < 1 || budget < 1) {
            throw new UserError("--games and --budget must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ObjectNode o = Json.object();
        ArrayNode rows = o.putArray("rows");
        List<String> lines = new ArrayList<>();
        lines.add(String.format("%-5s %-10s %7s %9s %10s %10s %10s", "spec", "Fugitive", "states", "exact", "median ms", "p95 ms", "max ms"));
        for (String s : specs) {
            FugitiveRules rules = FugitiveRules.load(s);
            for (String f : fugitives) {
                List<PublicTrack> states = BenchStates.marshalTurns(rules, f, "heuristic", games, seed, true);
                BenchStates.warmUp(states, t -> new Manhunt(t, budget).solve());
                double[] ms = new double[states.size()];
                int exact = 0;
                Progress progress = new Progress(err, s + " " + f + " manhunt states", Math.max(1, states.size()));
                for (int i = 0; i < states.size(); i++) {
                    long t0 = System.nanoTime();
                    Manhunt.Result r = new Manhunt(states.get(i), budget).solve();
                    ms[i] = (System.nanoTime() - t0) / 1e6;
                    exact += r.exact() ? 1 : 0;
                    progress.accept(i + 1);
                }
                ObjectNode row = rows.addObject().put("spec", rules.name()).put("fugitive", f).put("states", states.size()).put("exact", exact);
                if (states.isEmpty()) {
                    lines.add(String.format("%-5s %-10s %7d %9s", rules.name(), f, 0, "-"));
                    continue;
                }
                BenchStats st = BenchStats.of(ms);
                row.setAll(st.toJson());
                lines.add(String.format("%-5s %-10s %7d %8.1f%% %10.2f %10.2f %10.1f", rules.name(), f, states.size(),
                        100.0 * exact / states.size(), st.median(), st.p95(), st.max()));
            }
        }
        o.put("games", games).put("budget", budget).put("maxHeapMb", Runtime.getRuntime().maxMemory() >> 20)
                .put("peakHeapMb", BenchStats.peakHeapMb());
        if (json) {
            out.println(Json.write(o));
        } else {
            out.printf("%d seeded games per spec and Fugitive bot (heuristic Marshal), budget %d exact counts, 1 thread%n", games, budget);
            lines.forEach(out::println);
            out.printf("peak heap used: %d MB%n", BenchStats.peakHeapMb());
        }
        return 0;
    }
}
