package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import org.cardlab.cli.BenchStats;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.GameOptions;
import org.cardlab.cli.Main;
import org.cardlab.cli.Progress;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SeedOption;
import org.cardlab.cli.SpecOption;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.deduce.Assumptions;
import org.cardlab.fugitive.deduce.ChocoModel;
import org.cardlab.fugitive.deduce.ExactCounter;
import org.cardlab.fugitive.deduce.NaiveEnumerator;
import org.cardlab.fugitive.deduce.PublicTrack;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code cardlab bench deduce}; its bot options ({@code --bots}, {@code --fugitive}, {@code --marshal}) are added by {@link Main}. */
@Command(name = "deduce",
        description = {"Deduction speed over the Marshal's notes at every Marshal turn of seeded games between the chosen bots.",
            "Median, p95 and max time of (a) the exact count with every position's value probabilities, (b) Choco's possible"
                + " values, (c) the naive enumeration of complete histories (stopped at a work limit; such turns are counted"
                + " as timed out), with (b) and (c) as ratios to (a). A Marshal turn is a guess or a manhunt guess.",
            "Timed in-process on one thread after warm-up passes (until the JIT compiler has settled, at most about 20 s). Run with CARDLAB_JAVA_OPTS=-Xmx512m for the 512 MB"
                + " heap goal. The random-bot family (--bots random) holds the hard states. Wall time and the thread's CPU"
                + " time are both given: on a shared machine the CPU time is the steadier."})
public final class BenchDeduceCommand extends CommandWithSpec {
    @Mixin
    SpecOption specOption = new SpecOption();

    @Option(names = "--games", paramLabel = "N", converter = BenchStates.GamesConverter.class,
            description = "Seeded games (1 to 10,000; every Marshal turn met is kept for the timing).")
    int games = 200;

    @Mixin
    SeedOption run = new SeedOption();

    @Option(names = "--naive-limit", paramLabel = "STEPS", converter = RunOptions.PositiveConverter.class,
            description = "Work limit of the naive enumeration, in steps.")
    long naiveLimit = 500_000;

    @Option(names = "--no-choco", description = "Skip the Choco timings.")
    boolean noChoco;

    @Option(names = "--no-naive", description = "Skip the naive enumeration.")
    boolean noNaive;

    @Option(names = "--json", description = "Print JSON: {\"turns\": N, \"exact\": {\"medianMs\", \"p95Ms\", \"maxMs\", \"totalMs\"}, \"choco\": ..., \"naive\": ..., ...};"
            + " with --measure model also \"model\" and \"modelCpu\".")
    boolean json;

    @Option(names = "--measure", paramLabel = "M", converter = MeasureOption.Names.class,
            description = "uniform: time the exact count (logic only); model: also time the model measure (every style's weighted count and"
                    + " value chances, the posterior over the styles) on the same turns, each turn timed under both in turn.")
    String measure = org.cardlab.fugitive.deduce.Deduction.UNIFORM;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        FugitiveRules rules = new FugitiveRules(specOption.spec);
        List<String> bots = GameOptions.bots(spec, new org.cardlab.fugitive.FugitiveGame(rules));
        List<PublicTrack> states = BenchStates.marshalTurns(rules, bots, games, run.seed, false);
        String fugitiveBot = BenchStates.seat(bots, FugitiveSeat.FUGITIVE.index());
        String marshalBot = BenchStates.seat(bots, FugitiveSeat.MARSHAL.index());
        if (states.isEmpty()) {
            throw new UserError("no Marshal turn in " + Counts.plain(games, "game"));
        }
        boolean withModel = measure.equals(org.cardlab.fugitive.deduce.model.Belief.MODEL);
        org.cardlab.fugitive.deduce.model.Population population = withModel
                ? org.cardlab.fugitive.deduce.model.FugitiveModel.shipped().population() : null;
        BenchStates.warmUp(states, t -> {
            ExactCounter.count(t, Assumptions.NONE, true);
            if (withModel) {
                org.cardlab.fugitive.deduce.model.Belief.of(t, population, Long.MAX_VALUE);
            }
        });
        double[] modelMs = new double[states.size()];
        double[] modelCpu = new double[states.size()];
        int n = states.size();
        double[] exact = new double[n];
        double[] exactCpu = new double[n];
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        double[] choco = new double[n];
        double[] naive = new double[n];
        int timedOut = 0;
        int modular = 0;
        int slowest = 0;
        Progress progress = new Progress(err, "turns", n);
        for (int k = 0; k < n; k++) {
            PublicTrack t = states.get(k);
            long c0 = cpu.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            ExactCounter counter = new ExactCounter(t, Assumptions.NONE);
            counter.run(true);
            long t1 = System.nanoTime();
            exactCpu[k] = (cpu.getCurrentThreadCpuTime() - c0) / 1e6;
            modular += counter.usedModularPath() ? 1 : 0;
            if (withModel) {
                long m0 = System.nanoTime();
                long mc = cpu.getCurrentThreadCpuTime();
                org.cardlab.fugitive.deduce.model.Belief.of(t, population, Long.MAX_VALUE).numberChance(1);
                modelCpu[k] = (cpu.getCurrentThreadCpuTime() - mc) / 1e6;
                modelMs[k] = (System.nanoTime() - m0) / 1e6;
            }
            if (!noChoco) {
                new ChocoModel(t).possibleValues();
            }
            long t2 = System.nanoTime();
            if (!noNaive) {
                try {
                    new NaiveEnumerator(t, naiveLimit).run();
                } catch (WorkLimitExceeded e) {
                    timedOut++;
                }
            }
            long t3 = System.nanoTime();
            exact[k] = (t1 - t0) / 1e6;
            choco[k] = (t2 - t1) / 1e6;
            naive[k] = (t3 - t2) / 1e6;
            if (exact[k] > exact[slowest]) {
                slowest = k;
            }
            progress.accept(k + 1);
        }
        BenchStats e = BenchStats.of(exact);
        long peakMb = BenchStats.peakHeapMb();
        if (json) {
            ObjectNode o = Json.object();
            o.put("spec", rules.name()).put("fugitive", fugitiveBot).put("marshal", marshalBot);
            o.put("games", games).put("seed", run.seed).put("turns", n);
            o.set("exact", e.toJson());
            o.set("exactCpu", BenchStats.of(exactCpu).toJson());
            o.put("modularTurns", modular);
            if (withModel) {
                o.put("styles", population.members().size());
                o.set("model", BenchStats.of(modelMs).toJson());
                o.set("modelCpu", BenchStats.of(modelCpu).toJson());
            }
            if (!noChoco) {
                o.set("choco", BenchStats.of(choco).toJson());
            }
            if (!noNaive) {
                o.set("naive", BenchStats.of(naive).toJson().put("stoppedAtLimit", timedOut).put("limitSteps", naiveLimit));
            }
            o.put("slowestTurnEvents", states.get(slowest).events.size());
            o.put("maxHeapMb", Runtime.getRuntime().maxMemory() >> 20).put("peakHeapMb", peakMb);
            out.println(Json.write(o));
            return 0;
        }
        out.printf("spec %s, %s Fugitive vs %s Marshal, %s, %d Marshal %s, 1 thread, max heap %d MB%n", rules.name(),
                fugitiveBot, marshalBot, Counts.plain(games, "game"), n, Counts.noun(n, "turn"), Runtime.getRuntime().maxMemory() >> 20);
        out.printf("%-28s %10s %10s %10s %10s%n", "", "median ms", "p95 ms", "max ms", "total ms");
        e.row(out, "(a) exact probabilities", null);
        BenchStats.of(exactCpu).row(out, "    the same, thread CPU time", null);
        if (withModel) {
            BenchStats.of(modelMs).row(out, "    model measure (" + population.members().size() + " members)", e);
            BenchStats.of(modelCpu).row(out, "    the same, thread CPU time", BenchStats.of(exactCpu));
        }
        if (!noChoco) {
            BenchStats.of(choco).row(out, "(b) Choco possible values", e);
        }
        if (!noNaive) {
            BenchStats.of(naive).row(out, "(c) naive enumeration", e);
            out.printf("naive: %d of %d %s stopped at the work limit of %s (their times are lower bounds)%n", timedOut, n,
                    Counts.noun(n, "turn"), Counts.plain(naiveLimit, "step"));
        }
        out.printf("slowest exact turn: %.2f ms (notes of %s); %s overflowed longs and were counted modulo primes%n",
                exact[slowest], Counts.plain(states.get(slowest).events.size(), "event"), Counts.plain(modular, "turn"));
        out.printf("peak heap used: %d MB%n", peakMb);
        return 0;
    }
}
