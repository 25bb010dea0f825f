package org.cardlab.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.core.Stats;
import org.cardlab.core.UserError;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.deduce.Assumptions;
import org.cardlab.fugitive.deduce.ChocoModel;
import org.cardlab.fugitive.deduce.ExactCounter;
import org.cardlab.fugitive.deduce.NaiveEnumerator;
import org.cardlab.fugitive.deduce.PublicTrack;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "deduce",
        mixinStandardHelpOptions = true,
        description = {"Deduction speed over the Marshal's notes at every Marshal guess of seeded heuristic games.",
            "Median, p95 and max time of (a) exact probabilities, (b) Choco possible values, (c) the naive enumeration of complete histories (stopped at a work limit; such states are counted as timed out), with (b) and (c) as ratios to (a). Run with CARDLAB_JAVA_OPTS=-Xmx512m for the 512 MB heap goal."})
public final class BenchDeduceCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--spec", defaultValue = "pt", description = "Rule spec.")
    String specName;

    @Option(names = "--games", defaultValue = "200", description = "Seeded heuristic-vs-heuristic games.")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Study seed.")
    long seed;

    @Option(names = "--naive-limit", defaultValue = "500000", description = "Work limit of the naive enumeration, in steps.")
    long naiveLimit;

    @Option(names = "--no-choco", description = "Skip the Choco timings.")
    boolean noChoco;

    @Override
    public Integer call() {
        if (games < 1 || naiveLimit < 1) {
            throw new UserError("--games and --naive-limit must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        FugitiveRules rules = FugitiveRules.load(specName);
        List<PublicTrack> states = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            Policy<FugitiveState, FugitiveMove> f = FugitiveBots.create("heuristic", FugitiveState.FUGITIVE);
            Policy<FugitiveState, FugitiveMove> m = FugitiveBots.create("heuristic", FugitiveState.MARSHAL);
            FugitiveState s = FugitiveState.newGame(rules, Seeds.deal(seed, i));
            Rng rng = Seeds.bots(seed, i);
            while (!s.isTerminal()) {
                if (s.phase() == Phase.MARSHAL_GUESS || s.phase() == Phase.MANHUNT) {
                    states.add(PublicTrack.read(rules, s.notes(), "game " + i));
                }
                s.apply((s.currentPlayer() == FugitiveState.FUGITIVE ? f : m).choose(s, rng));
            }
        }
        // Warm-up, so the first states do not pay for the JIT.
        for (int k = 0; k < Math.min(50, states.size()); k++) {
            ExactCounter.count(states.get(k), Assumptions.NONE, true);
        }
        int n = states.size();
        double[] exact = new double[n];
        double[] choco = new double[n];
        double[] naive = new double[n];
        int timedOut = 0;
        Progress progress = new Progress(err, "states", n);
        for (int k = 0; k < n; k++) {
            PublicTrack t = states.get(k);
            long t0 = System.nanoTime();
            ExactCounter.count(t, Assumptions.NONE, true);
            long t1 = System.nanoTime();
            if (!noChoco) {
                new ChocoModel(t).possibleValues();
            }
            long t2 = System.nanoTime();
            try {
                new NaiveEnumerator(t, naiveLimit).run();
            } catch (WorkLimitExceeded e) {
                timedOut++;
            }
            long t3 = System.nanoTime();
            exact[k] = (t1 - t0) / 1e6;
            choco[k] = (t2 - t1) / 1e6;
            naive[k] = (t3 - t2) / 1e6;
            progress.accept(k + 1);
        }
        double[] e = stats(exact);
        out.printf("spec %s, %d games, %d states (Marshal guesses), 1 thread, max heap %d MB%n", rules.name(), games, n,
                Runtime.getRuntime().maxMemory() >> 20);
        out.printf("%-28s %10s %10s %10s%n", "", "median ms", "p95 ms", "max ms");
        row(out, "(a) exact probabilities", e, null);
        if (!noChoco) {
            row(out, "(b) Choco possible values", stats(choco), e);
        }
        row(out, "(c) naive enumeration", stats(naive), e);
        out.printf("naive: %d of %d states stopped at the work limit of %d steps (their times are lower bounds)%n", timedOut, n, naiveLimit);
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        out.printf("peak heap used: %d MB%n", peak >> 20);
        return 0;
    }

    /** Median, p95 (nearest rank) and maximum. */
    private static double[] stats(double[] xs) {
        return new double[] {Stats.median(xs), Stats.percentile(xs, 0.95), Stats.percentile(xs, 1)};
    }

    private static void row(PrintWriter out, String name, double[] s, double[] base) {
        if (base == null) {
            out.printf("%-28s %10.2f %10.2f %10.2f%n", name, s[0], s[1], s[2]);
        } else {
            out.printf("%-28s %10.2f %10.2f %10.2f   ratio to (a): %.1fx %.1fx %.1fx%n", name, s[0], s[1], s[2],
                    s[0] / base[0], s[1] / base[1], s[2] / base[2]);
        }
    }
}
