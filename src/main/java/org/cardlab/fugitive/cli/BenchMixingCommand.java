package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.BenchStats;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.Progress;
import org.cardlab.cli.ThreadsOption;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.TextTable;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.search.MarshalSearch;
import org.cardlab.fugitive.search.MixingStudy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "mixing",
        resourceBundle = "org.cardlab.fugitive.cli.BenchMixingHelp",
        description = {"What the search Marshal's mixing costs: unmixed and mixed on the same seeded deals, against each Fugitive bot.",
            "Game i of both is dealt and its bots' streams seeded as game i of a tournament with the same seed, so the two win rates"
                + " pair game by game: each with its 95%% Wilson interval, and the difference (mixed less unmixed) with its paired 95%%"
                + " interval (Newcombe's hybrid score). Also how often the mixing played another move than the unmixed choice, and"
                + " each side's decision time (the thread's CPU time: median and p95). The figures but the times do not depend on"
                + " --threads."})
public final class BenchMixingCommand extends CommandWithSpec {
    @Mixin
    FugitiveRowsBench bench = new FugitiveRowsBench(100);

    @Mixin
    ThreadsOption threads = new ThreadsOption();

    @Option(names = "--mix", paramLabel = "W", description = "The mixed search's width: candidates less than W standard errors of the"
            + " sign test behind its choice are played too (above 0, at most " + MarshalSearch.Settings.MAX_MIX + ").")
    double mix = MarshalSearch.Settings.DEFAULT_MIX;

    @Option(names = "--json", description = "Print JSON: {\"games\", \"seed\", \"mix\", \"rows\": [{\"spec\", \"fugitive\", \"unmixed\","
            + " \"mixed\" (each {count, of, rate, low95, high95}), \"difference\", \"differenceInterval\": [lo, hi], \"decisions\","
            + " \"mixedAway\", \"unmixedCpuMs\", \"mixedCpuMs\" (each {median, p95}), \"seconds\"}, ...]}.")
    boolean json;

    @Override
    public Integer call() {
        if (!(mix > 0 && mix <= MarshalSearch.Settings.MAX_MIX)) {
            throw new UserError("--mix: " + mix + " must be above 0 and at most " + MarshalSearch.Settings.MAX_MIX);
        }
        List<String> fugitives = bench.fugitives();
        List<FugitiveGame> gs = bench.check(fugitives);
        MarshalSearch.Settings mixed = MarshalSearch.Settings.DEFAULT.withMix(mix);
        PrintWriter err = spec.commandLine().getErr();
        ObjectNode o = Json.object().put("games", bench.games).put("seed", bench.seed()).put("mix", mix);
        ArrayNode rows = o.putArray("rows");
        List<String[]> table = new ArrayList<>();
        table.add(new String[] {"spec", "Fugitive", "unmixed wins", "mixed wins", "mixed - unmixed [95%]", "mixed away", "CPU ms median/p95"});
        for (FugitiveGame g : gs) {
            for (String f : fugitives) {
                Progress progress = new Progress(err, g.spec().name() + " " + f + " games", bench.games);
                MixingStudy.Result r = MixingStudy.run(g, new MixingStudy.Plan(f, bench.games, bench.seed(), mixed, threads.threads), progress::accept);
                rows.add(row(g.spec().name(), r));
                double[] d = r.difference();
                BenchStats u = BenchStats.of(r.unmixedCpuMs());
                BenchStats m = BenchStats.of(r.mixedCpuMs());
                table.add(new String[] {g.spec().name(), f, r.unmixedRate().toString(), r.mixedRate().toString(),
                    String.format("%+.3f [%+.3f, %+.3f]", d[0], d[1], d[2]), r.mixedAway() + " of " + r.decisions(),
                    String.format("%.1f/%.1f, %.1f/%.1f", u.median(), u.p95(), m.median(), m.p95())});
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.write(o));
        } else {
            out.printf("The search Marshal unmixed and mixed (%s standard errors), %d seeded games per spec and Fugitive bot, seed %d,"
                    + " %s:%n", mix, bench.games, bench.seed(), Counts.plain(threads.threads, "thread"));
            TextTable.render(table).forEach(out::println);
            out.println("CPU ms: the thread's CPU time per decision, unmixed then mixed (it depends on the machine and its load).");
        }
        return 0;
    }

    private static ObjectNode row(String spec, MixingStudy.Result r) {
        ObjectNode row = Json.object().put("spec", spec).put("fugitive", r.plan().fugitive());
        row.set("unmixed", r.unmixedRate().toJson());
        row.set("mixed", r.mixedRate().toJson());
        double[] d = r.difference();
        row.put("difference", d[0]);
        row.putArray("differenceInterval").add(d[1]).add(d[2]);
        row.put("decisions", r.decisions()).put("mixedAway", r.mixedAway());
        row.set("unmixedCpuMs", cpu(r.unmixedCpuMs()));
        row.set("mixedCpuMs", cpu(r.mixedCpuMs()));
        row.put("seconds", r.seconds());
        return row;
    }

    private static ObjectNode cpu(double[] ms) {
        BenchStats b = BenchStats.of(ms);
        return Json.object().put("median", b.median()).put("p95", b.p95());
    }
}
