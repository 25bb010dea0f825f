package org.cardlab.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.concurrent.Callable;
import org.cardlab.core.Stats;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveStudy;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "fugitive",
        mixinStandardHelpOptions = true,
        description = {"Fugitive games per second on one thread: random vs random and heuristic vs heuristic,",
            "the median of several runs after a warm-up, and the peak heap used."})
public final class BenchFugitiveCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--spec", defaultValue = "pt", description = "Rule spec (default: ${DEFAULT-VALUE}).")
    String specName;

    @Option(names = "--games", paramLabel = "N", defaultValue = "20000", description = "Games per run (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--runs", defaultValue = "5", description = "Measured runs; the median is reported (default: ${DEFAULT-VALUE}).")
    int runs;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        FugitiveRules rules = FugitiveRules.load(specName);
        out.printf("spec %s, %d games per run, %d runs, 1 thread%n", rules.name(), games, runs);
        double base = 0;
        for (String bot : new String[] {"random", "heuristic"}) {
            FugitiveStudy.run(rules, bot, bot, Math.max(1, games / 4), 999, 1, null); // warm-up
            double[] rates = new double[runs];
            double moves = 0;
            for (int r = 0; r < runs; r++) {
                FugitiveStudy.Result res = FugitiveStudy.run(rules, bot, bot, games, r + 1, 1, null);
                rates[r] = res.gamesPerSecond();
                moves = res.averageMoves();
            }
            double min = java.util.Arrays.stream(rates).min().orElse(0);
            double max = java.util.Arrays.stream(rates).max().orElse(0);
            double median = Stats.median(rates);
            if (base == 0) {
                base = median;
            }
            out.printf("  %-9s vs %-9s %9.0f games/s median (min %.0f, max %.0f), %.1f moves/game = %.2fM moves/s, %.2fx random%n",
                    bot, bot, median, min, max, moves, median * moves / 1e6, median / base);
        }
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        out.printf("  peak heap used: %.1f MB (sum of heap pools' peaks)%n", peak / 1e6);
        return 0;
    }
}
