package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Rng;
import org.cardlab.core.Stats;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.FugitiveStudy;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.FugitivePolicy;
import org.cardlab.fugitive.bots.ShadowFugitive;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "shadow",
        mixinStandardHelpOptions = true,
        description = {"Decision time of the shadow Fugitive on one thread: every placement decision",
            "(hideout, pass or escape) of seeded games against a Marshal bot, after a",
            "warm-up: median, p95 and max, beside the heuristic Fugitive on the same",
            "deals; and how often a count passed its work limit (the race alone decided",
            "that turn)."})
public final class BenchShadowCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--spec", defaultValue = "pt", description = "Rule spec (default: ${DEFAULT-VALUE}).")
    String specName;

    @Option(names = "--games", paramLabel = "N", defaultValue = "300", description = "Timed games (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Study seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--marshal", paramLabel = "BOT", defaultValue = "heuristic", description = "The Marshal bot (default: ${DEFAULT-VALUE}).")
    String marshal;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new UserError("--games must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        FugitiveRules rules = FugitiveRules.load(specName);
        out.printf("spec %s, %d games against the %s Marshal, 1 thread, wall-clock time of each placement decision%n",
                rules.name(), games, marshal);
        timings(rules, "heuristic", Math.max(1, games / 10), seed + 1); // warm-up
        double[] base = timings(rules, "heuristic", games, seed);
        timings(rules, "shadow", Math.max(1, games / 10), seed + 1);
        long decisions = ShadowFugitive.DECISIONS.get();
        long fallbacks = ShadowFugitive.FALLBACKS.get();
        double[] shadow = timings(rules, "shadow", games, seed);
        decisions = ShadowFugitive.DECISIONS.get() - decisions;
        fallbacks = ShadowFugitive.FALLBACKS.get() - fallbacks;
        report(out, "heuristic", base, Stats.median(base));
        report(out, "shadow", shadow, Stats.median(base));
        long over = java.util.Arrays.stream(shadow).filter(ms -> ms >= 1000).count();
        out.printf("  shadow: %d decisions consulted the deduction, %d of them (%.2f%%) passed the work limit; %d decision(s) took 1 s or more%n",
                decisions, fallbacks, decisions == 0 ? 0 : 100.0 * fallbacks / decisions, over);
        return 0;
    }

    private static void report(PrintWriter out, String bot, double[] ms, double baseMedian) {
        double[] sorted = ms.clone();
        java.util.Arrays.sort(sorted);
        double p95 = sorted[Math.min(sorted.length - 1, (int) Math.ceil(0.95 * sorted.length) - 1)];
        out.printf("  %-9s %6d decisions: median %8.3f ms, p95 %8.3f ms, max %8.1f ms (median %.0fx the heuristic's)%n", bot, ms.length,
                Stats.median(sorted), p95, sorted[sorted.length - 1], Stats.median(sorted) / baseMedian);
    }

    /** Milliseconds of each placement decision of the Fugitive bot over the games. */
    private double[] timings(FugitiveRules rules, String fugitive, int n, long seed) {
        FugitivePolicy f = FugitiveBots.create(fugitive, FugitiveState.FUGITIVE);
        FugitivePolicy m = FugitiveBots.create(marshal, FugitiveState.MARSHAL);
        List<Double> ms = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            FugitiveState s = FugitiveState.newGame(rules, FugitiveStudy.dealSeed(seed, i));
            Rng rng = Rng.forGame(~seed, i);
            while (!s.isTerminal()) {
                boolean placing = s.phase() == Phase.FUGITIVE_FIRST || s.phase() == Phase.FUGITIVE_PLACE;
                long t0 = System.nanoTime();
                var move = (s.currentPlayer() == FugitiveState.FUGITIVE ? f : m).choose(s, rng);
                if (placing) {
                    ms.add((System.nanoTime() - t0) / 1e6);
                }
                s.apply(move);
            }
        }
        return ms.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
