package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.BenchStats;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.NameLists;
import org.cardlab.cli.Outputs;
import org.cardlab.cli.Progress;
import org.cardlab.cli.RunOptions;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Manhunt;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.tournament.SeatBots;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "manhunt",
        resourceBundle = "org.cardlab.fugitive.cli.BenchManhuntHelp",
        description = {"Exact manhunt speed over every manhunt state met in seeded games, per spec, Fugitive bot and Marshal bot.",
            "For each spec and pair of bots, the share of manhunt states solved exactly within the work budget (bounds that"
                + " meet are exact), and the median, p95 and max time, by the wall clock and in the thread's CPU time (a loaded"
                + " machine inflates the first). --save keeps the states not solved exactly or slower than --slow-ms as notes files.",
                "Timed in-process on one thread after warm-up passes (until the JIT compiler has settled, at most about 20 s). Run with CARDLAB_JAVA_OPTS=-Xmx512m for the 512 MB heap goal."})
public final class BenchManhuntCommand extends CommandWithSpec {
    @Mixin
    FugitiveRowsBench bench = new FugitiveRowsBench(1000);

    @Option(names = "--marshal", paramLabel = "BOT", split = ",", defaultValue = "heuristic",
            description = "Marshal bots, one row each with every Fugitive bot, separated by commas (the Marshal's play decides"
                    + " which manhunts arise).")
    List<String> marshals;

    @Option(names = "--budget", paramLabel = "COUNTS", converter = RunOptions.PositiveConverter.class,
            description = "Work budget of one manhunt, in exact counts; past it the capture chance is a proven interval.")
    long budget = Manhunt.DEFAULT_BUDGET;

    @Option(names = "--save", paramLabel = "DIR", description = "An existing folder: each manhunt state not solved exactly, or"
            + " taking more than --slow-ms of CPU time, is written there as a notes file (cardlab.fugitive.notes/1, rule values"
            + " embedded), named after its spec, bots, game and state.")
    Path save;

    @Option(names = "--slow-ms", paramLabel = "MS", converter = RunOptions.PositiveConverter.class,
            description = "With --save, the CPU time over which a state solved exactly is kept too.")
    long slowMs = 2000;

    @Option(names = "--compare", description = "Also time the search alone (what runs where the value table does not apply) on the same"
            + " states, in the same run: its exact share, median, p95 and max, and the ratios of its times to the default's.")
    boolean compare;

    @Option(names = "--json", description = "Print JSON: {\"rows\": [{\"spec\", \"fugitive\", \"marshal\", \"states\", \"exact\","
            + " \"medianMs\", \"p95Ms\", \"maxMs\", \"cpu\": {\"medianMs\", \"p95Ms\", \"maxMs\"}, \"saved\"}, ...]}.")
    boolean json;

    @Override
    public Integer call() {
        List<String> fugitives = bench.fugitives();
        marshals = NameLists.bots(spec, "--marshal", marshals);
        List<FugitiveRules> rules = new ArrayList<>();
        for (FugitiveGame game : bench.check(fugitives)) { // a bot of the other seat stops the run before it starts
            marshals.forEach(m -> SeatBots.require(game, m, FugitiveSeat.MARSHAL.index(), "--marshal"));
            rules.add(game.rules());
        }
        if (save != null) {
            Outputs.requireFolder(save, "--save");
        }
        PrintWriter out = spec.commandLine().getOut();
        ObjectNode o = Json.object();
        ArrayNode rows = o.putArray("rows");
        List<String> lines = new ArrayList<>();
        String sw = BenchStats.specColumn(rules.stream().map(FugitiveRules::name).toList());
        lines.add(String.format(sw + " %-10s %-10s %7s %9s %10s %10s %10s | %10s %10s %10s", "spec", "Fugitive", "Marshal", "states", "exact",
                "median ms", "p95 ms", "max ms", "CPU median", "CPU p95", "CPU max") + (compare ? String.format(" | %9s %10s %10s %10s | %s",
                "search", "median ms", "p95 ms", "max ms", "search / default: median, p95, max, total") : ""));
        try (OutputFiles files = new OutputFiles()) {
            for (FugitiveRules specRules : rules) {
                for (String f : fugitives) {
                    for (String m : marshals) {
                        lines.add(measure(specRules, f, m, rows.addObject(), sw, files));
                    }
                }
            }
            o.put("games", bench.games).put("budget", budget).put("maxHeapMb", Runtime.getRuntime().maxMemory() >> 20)
                    .put("peakHeapMb", BenchStats.peakHeapMb());
            if (json) {
                out.println(Json.write(o));
            } else {
                out.printf("%d seeded games per spec and pair of bots, budget %d exact counts, 1 thread%n", bench.games, budget);
                lines.forEach(out::println);
                out.printf("peak heap used: %d MB%n", BenchStats.peakHeapMb());
            }
            Outputs.commit(files, out);
        }
        return 0;
    }

    /** Times every manhunt state of the games between {@code f} and {@code m} under the spec: its JSON row, and its line. */
    private String measure(FugitiveRules rules, String f, String m, ObjectNode row, String sw, OutputFiles files) {
        String s = rules.name();
        List<Integer> gameOf = new ArrayList<>();
        List<PublicTrack> states = BenchStates.marshalTurns(rules, List.of(f, m), bench.games, bench.seed(), true, gameOf);
        Timing main = time(states, s + " " + f + " " + m + " manhunt states", t -> new Manhunt(t, budget).solve());
        row.put("spec", s).put("fugitive", f).put("marshal", m).put("states", states.size()).put("exact", main.exact)
                .put("byTable", main.byTable);
        ArrayNode saved = row.putArray("saved");
        for (int i = 0; save != null && i < states.size(); i++) {
            if (!main.solved[i] || main.cpuMs[i] > slowMs) {
                String name = String.format("manhunt-%s-%s-%s-game%d-state%d.json", s, f, m, gameOf.get(i), i + 1).replaceAll("[^A-Za-z0-9._+=-]", "_");
                files.stage(save.resolve(name), Json.write(Notes.of(rules, states.get(i).events).toJson()));
                saved.add(name);
            }
        }
        if (states.isEmpty()) {
            return String.format(sw + " %-10s %-10s %7d %9s", s, f, m, 0, "-");
        }
        BenchStats st = BenchStats.of(main.ms);
        BenchStats cpu = BenchStats.of(main.cpuMs);
        row.setAll(st.toJson());
        row.set("cpu", cpu.toJson());
        String line = String.format(sw + " %-10s %-10s %7d %8.1f%% %10.2f %10.2f %10.1f | %10.2f %10.2f %10.1f", s, f, m, states.size(),
                100.0 * main.exact / states.size(), st.median(), st.p95(), st.max(), cpu.median(), cpu.p95(), cpu.max());
        if (!compare) {
            return line;
        }
        Timing old = time(states, s + " " + f + " " + m + " manhunt states, the search alone", t -> Manhunt.searchOnly(t, budget).solve());
        BenchStats so = BenchStats.of(old.ms);
        row.putObject("search").put("exact", old.exact).setAll(so.toJson());
        return line + String.format(" | %8.1f%% %10.2f %10.2f %10.1f | %.2fx %.2fx %.2fx %.2fx", 100.0 * old.exact / states.size(), so.median(),
                so.p95(), so.max(), so.median() / st.median(), so.p95() / st.p95(), so.max() / st.max(), so.total() / st.total());
    }

    /**
     * Each state's time (wall clock and thread CPU, ms) and whether it was solved exactly; how many were, and how many the
     * value table solved (one exact count, two or more down).
     */
    private record Timing(double[] ms, double[] cpuMs, boolean[] solved, int exact, int byTable) {}

    private Timing time(List<PublicTrack> states, String what, java.util.function.Function<PublicTrack, Manhunt.Result> solver) {
        BenchStates.warmUp(states, solver::apply);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] ms = new double[states.size()];
        double[] cpuMs = new double[states.size()];
        boolean[] solved = new boolean[states.size()];
        int exact = 0;
        int byTable = 0;
        Progress progress = new Progress(spec.commandLine().getErr(), what, Math.max(1, states.size()));
        for (int i = 0; i < states.size(); i++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            Manhunt.Result r = solver.apply(states.get(i));
            ms[i] = (System.nanoTime() - t0) / 1e6;
            cpuMs[i] = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
            solved[i] = r.exact();
            exact += r.exact() ? 1 : 0;
            byTable += r.counts() == 1 && states.get(i).faceDownCount() >= 2 ? 1 : 0;
            progress.accept(i + 1);
        }
        return new Timing(ms, cpuMs, solved, exact, byTable);
    }
}
