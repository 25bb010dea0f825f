package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.BenchStats;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.OutputOptions;
import org.cardlab.cli.Progress;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.RuleSpec;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.bots.ShadowFugitive;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "shadow",
        resourceBundle = "org.cardlab.fugitive.cli.BenchShadowHelp",
        description = {"Measures the shadow Fugitive's decision time on one thread, beside the heuristic Fugitive's.",
            "Every placement decision (hideout, pass or escape) of seeded games against a Marshal bot is timed by wall"
                + " clock after a warm-up run: median, p95 and max per spec, for the heuristic and the shadow Fugitive on the"
                + " same deals, and the shadow's ratio to the heuristic. Also how often one of the shadow's exact counts"
                + " passed its work limit (the race alone decided that turn)."})
public final class BenchShadowCommand extends CommandWithSpec {
    @Mixin
    FugitiveBenchSpecs bench = new FugitiveBenchSpecs(300);

    @Mixin
    MarshalBotOption marshal = new MarshalBotOption();

    @Option(names = "--json", description = "Print JSON: {\"rows\": [{\"spec\", \"fugitive\", \"decisions\", \"medianMs\","
            + " \"p95Ms\", \"maxMs\", \"totalMs\", \"ratio\"}, ...], \"shadow\": [{\"spec\", \"consulted\", \"pastLimit\"}, ...]}.")
    boolean json;

    @Override
    public Integer call() {
        List<RuleSpec> specs = bench.specs();
        List<FugitiveGame> games = new ArrayList<>();
        for (RuleSpec s : specs) {
            FugitiveGame g = FugitiveGame.of(s);
            marshal.require(g); // a Fugitive-only Marshal stops the run before it starts
            games.add(g);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ObjectNode o = Json.object().put("games", bench.games).put("seed", bench.seed()).put("marshal", marshal.bot);
        ArrayNode rows = o.putArray("rows");
        ArrayNode limits = o.putArray("shadow");
        List<String> lines = new ArrayList<>();
        String sw = BenchStats.specColumn(games.stream().map(g -> g.rules().name()).toList());
        lines.add(String.format(sw + " %-10s %9s %10s %10s %10s %12s", "spec", "Fugitive", "decisions", "median ms", "p95 ms", "max ms",
                "median ratio"));
        for (FugitiveGame g : games) {
            String name = g.rules().name();
            timings(g, "heuristic", Math.max(1, bench.games / 10), bench.seed() + 1, null); // warm-up
            double[] baseMs = timings(g, "heuristic", bench.games, bench.seed(), new Progress(err, name + " heuristic games", bench.games));
            timings(g, "shadow", Math.max(1, bench.games / 10), bench.seed() + 1, null);
            long consulted = ShadowFugitive.DECISIONS.get();
            long past = ShadowFugitive.FALLBACKS.get();
            double[] shadowMs = timings(g, "shadow", bench.games, bench.seed(), new Progress(err, name + " shadow games", bench.games));
            consulted = ShadowFugitive.DECISIONS.get() - consulted;
            past = ShadowFugitive.FALLBACKS.get() - past;
            BenchStats base = BenchStats.of(baseMs);
            BenchStats shadow = BenchStats.of(shadowMs);
            row(rows, lines, sw, name, "heuristic", baseMs.length, base, 1);
            row(rows, lines, sw, name, "shadow", shadowMs.length, shadow, shadow.median() / base.median());
            limits.addObject().put("spec", name).put("consulted", consulted).put("pastLimit", past);
            lines.add(String.format("  shadow under %s: %s consulted the deduction, %d of them (%.2f%%) passed the work"
                    + " limit", name, Counts.plain(consulted, "decision"), past, consulted == 0 ? 0 : 100.0 * past / consulted));
        }
        if (json) {
            OutputOptions.print(out, o);
        } else {
            out.printf("%,d seeded games per spec and Fugitive bot against the %s Marshal, 1 thread, wall-clock time of each"
                    + " placement decision%n", bench.games, marshal.bot);
            lines.forEach(out::println);
        }
        return 0;
    }

    private static void row(ArrayNode rows, List<String> lines, String sw, String spec, String bot, int decisions, BenchStats st,
            double ratio) {
        ObjectNode row = rows.addObject().put("spec", spec).put("fugitive", bot).put("decisions", decisions);
        row.setAll(st.toJson());
        row.put("ratio", ratio);
        lines.add(String.format(sw + " %-10s %9d %10.3f %10.3f %10.1f %11.1fx", spec, bot, decisions, st.median(), st.p95(), st.max(), ratio));
    }

    /** Milliseconds of each placement decision of the Fugitive bot over games 0 to n - 1 of the study seeded {@code seed}. */
    private double[] timings(FugitiveGame g, String fugitive, int n, long seed, Progress progress) {
        List<Double> ms = new ArrayList<>();
        Policy<FugitiveState, FugitiveMove> f = g.bot(fugitive, FugitiveSeat.FUGITIVE);
        Policy<FugitiveState, FugitiveMove> timed = (s, rng) -> {
            boolean placing = s.phase() == Phase.FUGITIVE_FIRST || s.phase() == Phase.FUGITIVE_PLACE;
            long t0 = System.nanoTime();
            FugitiveMove m = f.choose(s, rng);
            if (placing) {
                ms.add((System.nanoTime() - t0) / 1e6);
            }
            return m;
        };
        List<Policy<FugitiveState, FugitiveMove>> seats = List.of(timed, g.bot(marshal.bot, FugitiveSeat.MARSHAL));
        for (int i = 0; i < n; i++) {
            Playout.ofStudy(g, seats, seed, i);
            if (progress != null) {
                progress.accept(i + 1);
            }
        }
        return ms.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
