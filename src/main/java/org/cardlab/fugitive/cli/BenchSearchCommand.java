package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.BenchStats;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.Progress;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.Seeds;
import org.cardlab.core.Stats;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.search.MarshalSearch;
import org.cardlab.fugitive.search.SearchMarshal;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "search",
        description = {"Decision time of the search Marshal over seeded games, per spec and Fugitive bot.",
            "Plays the games on one thread and times every decision of the search Marshal (wall clock and the thread's CPU time):"
                + " median, p95 and max, by kind (draw, guess, manhunt) and in all, how often it fell back to the heuristic Marshal"
                + " (the exact walk past its work limit), and whether the exact deduction finished at those decisions; and the games it won. The baseline, timed in the same run on the same"
                + " notes: the exact deduction (every position's probabilities) of the notes at each decision."})
public final class BenchSearchCommand extends CommandWithSpec {
    @Mixin
    FugitiveRowsBench bench = new FugitiveRowsBench(50);

    @Option(names = "--worlds", paramLabel = "N", converter = FugitiveAdviseCommand.WorldsConverter.class,
            description = "Worlds the search plays out per look (up to 4 looks where the decision is close).")
    int worlds = MarshalSearch.Settings.DEFAULT.worlds();

    @Mixin
    SearchModelOption model = new SearchModelOption();

    @Mixin
    MeasureOption measure = new MeasureOption();

    @Option(names = "--json", description = "Print JSON: {\"rows\": [{\"spec\", \"fugitive\", \"games\", \"marshalWins\", \"decisions\","
            + " \"fallbacks\", \"deductionPastLimit\", \"fallbacksWhereDeduced\", \"wall\", \"cpu\", \"byKind\", \"deduction\"}, ...]}.")
    boolean json;

    /**
     * One timed decision: its kind, wall and CPU milliseconds, the exact deduction's wall time on the
     * same notes, whether the deduction finished within its work limit, and whether the search fell back.
     */
    private record Timing(Phase phase, double wallMs, double cpuMs, double deductionMs, boolean deduced, boolean fellBack) {}

    @Override
    public Integer call() {
        List<String> fugitives = bench.fugitives();
        List<FugitiveGame> gs = bench.check(fugitives);
        List<String> given = model.given(spec, gs.get(0));
        MarshalSearch.Settings settings = MarshalSearch.Settings.DEFAULT.withWorlds(worlds, MarshalSearch.Settings.DEFAULT.looks())
                .withModel(given).withMeasure(measure.measure);
        List<String> modelBots = measure.model() && given.isEmpty() ? List.of("by style") : settings.fixedModel();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ObjectNode o = Json.object();
        o.put("games", bench.games).put("seed", bench.seed()).put("worlds", worlds).put("measure", measure.measure);
        modelBots.forEach(o.putArray("model")::add);
        ArrayNode rows = o.putArray("rows");
        List<String> lines = new ArrayList<>();
        lines.add(String.format("%-5s %-10s %6s %9s %10s  %-7s %9s %9s %9s %9s %12s", "spec", "Fugitive", "games", "wins", "decisions",
                "kind", "median ms", "p95 ms", "max ms", "CPU p95", "fallbacks"));
        List<String> footnotes = new ArrayList<>();
        warmUp(gs.get(0), settings);
        for (FugitiveGame g : gs) {
            for (String f : fugitives) {
                List<Timing> times = new ArrayList<>();
                SearchMarshal bot = new SearchMarshal(new MarshalSearch(settings));
                long wins = play(g, f, bot, times, new Progress(err, g.spec().name() + " " + f + " games", bench.games));
                ObjectNode row = rows.addObject().put("spec", g.spec().name()).put("fugitive", f).put("games", bench.games)
                        .put("marshalWins", wins).put("decisions", bot.decisions()).put("fallbacks", bot.fallbacks());
                long overLimit = times.stream().filter(t -> !t.deduced()).count();
                long badFallbacks = times.stream().filter(t -> t.deduced() && t.fellBack()).count();
                row.put("deductionPastLimit", overLimit).put("fallbacksWhereDeduced", badFallbacks);
                ObjectNode byKind = row.putObject("byKind");
                String label = g.spec().name();
                String bots = f;
                for (Phase ph : new Phase[] {null, Phase.MARSHAL_DRAW, Phase.MARSHAL_GUESS, Phase.MANHUNT}) {
                    List<Timing> part = times.stream().filter(t -> ph == null || t.phase() == ph).toList();
                    if (part.isEmpty()) {
                        continue;
                    }
                    BenchStats wall = BenchStats.of(part.stream().mapToDouble(Timing::wallMs).toArray());
                    BenchStats cpu = BenchStats.of(part.stream().mapToDouble(Timing::cpuMs).toArray());
                    String kind = ph == null ? "all" : kindWord(ph);
                    ObjectNode k = ph == null ? row : byKind.putObject(kind);
                    k.put("count", part.size());
                    k.set("wall", wall.toJson());
                    k.set("cpu", cpu.toJson());
                    if (ph == null) {
                        BenchStats ded = BenchStats.of(part.stream().mapToDouble(Timing::deductionMs).toArray());
                        row.set("deduction", ded.toJson());
                        row.put("medianRatioToDeduction", wall.median() / Math.max(ded.median(), 1e-9));
                    }
                    lines.add(String.format("%-5s %-10s %6d %9s %10d  %-7s %9.1f %9.1f %9.0f %9.1f %12s", label, bots, bench.games,
                            ph == null ? Stats.wilson(wins, bench.games).toString().split(" ")[0] : "", part.size(), kind, wall.median(), wall.p95(),
                            wall.max(), cpu.p95(), ph == null ? bot.fallbacks() + " of " + bot.decisions() : ""));
                    if (ph == null) {
                        footnotes.add(String.format("%s %s: the exact deduction passed its work limit at %s; the search fell back"
                                + " where the deduction finished at %d", g.spec().name(), f, Counts.plain(overLimit, "decision"), badFallbacks));
                    }
                    label = "";
                    bots = "";
                }
                BenchStats ded = BenchStats.of(times.stream().mapToDouble(Timing::deductionMs).toArray());
                lines.add(String.format("%-5s %-10s %6s %9s %10s  %-7s %9.3f %9.3f %9.1f   (baseline: the exact deduction of the same notes;"
                        + " search / deduction at the median: %.0fx)", "", "", "", "", "", "exact", ded.median(), ded.p95(), ded.max(),
                        BenchStats.of(times.stream().mapToDouble(Timing::wallMs).toArray()).median() / Math.max(ded.median(), 1e-9)));
            }
        }
        o.put("peakHeapMb", BenchStats.peakHeapMb());
        if (json) {
            out.println(Json.write(o));
        } else {
            out.printf("Search Marshal, %s a look (up to %s) from the %s measure, expecting the Fugitive bots %s: %d seeded"
                    + " %s per spec and Fugitive bot, one thread, after a warm-up game%n", Counts.plain(worlds, "world"),
                    Counts.plain(settings.looks(), "look"), measure.measure, String.join(", ", modelBots), bench.games,
                    Counts.noun(bench.games, "game"));
            lines.forEach(out::println);
            footnotes.forEach(out::println);
            out.printf("peak heap used: %d MB%n", BenchStats.peakHeapMb());
        }
        return 0;
    }

    private static String kindWord(Phase ph) {
        return switch (ph) {
            case MARSHAL_DRAW -> "draw";
            case MARSHAL_GUESS -> "guess";
            default -> "manhunt";
        };
    }

    private void warmUp(FugitiveGame g, MarshalSearch.Settings settings) {
        FugitiveState s = g.newGame(Seeds.deal(~bench.seed(), 0));
        org.cardlab.core.Playout.play(g, s, List.of(g.bot("heuristic", 0), new SearchMarshal(new MarshalSearch(settings))),
                Seeds.bots(~bench.seed(), 0));
    }

    /** Plays the games, timing each decision of the search bot and the deduction on the same notes; returns the Marshal's wins. */
    private long play(FugitiveGame g, String fugitive, SearchMarshal bot, List<Timing> times, Progress progress) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        Policy<FugitiveState, FugitiveMove> timed = (s, rng) -> {
            Phase ph = s.phase();
            long c0 = cpu.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            long before = bot.fallbacks();
            FugitiveMove m = bot.choose(s, rng);
            double wall = (System.nanoTime() - t0) / 1e6;
            double c = (cpu.getCurrentThreadCpuTime() - c0) / 1e6;
            long t1 = System.nanoTime();
            boolean deduced = true;
            try {
                Deduction.of(PublicTrack.read(s.rules(), s.notes(), "notes"), Deduction.COMMAND_WORK_LIMIT);
            } catch (org.cardlab.core.WorkLimitExceeded e) {
                deduced = false; // timed up to its limit, as the search's own walk is
            }
            times.add(new Timing(ph, wall, c, (System.nanoTime() - t1) / 1e6, deduced, bot.fallbacks() > before));
            return m;
        };
        long wins = 0;
        for (int i = 0; i < bench.games; i++) {
            FugitiveState s = g.newGame(Seeds.deal(bench.seed(), i));
            org.cardlab.core.Playout.play(g, s, List.of(g.bot(fugitive, FugitiveSeat.FUGITIVE), timed), Seeds.bots(bench.seed(), i));
            wins += s.winningSeat() == FugitiveSeat.MARSHAL ? 1 : 0;
            progress.accept(i + 1);
        }
        return wins;
    }
}
