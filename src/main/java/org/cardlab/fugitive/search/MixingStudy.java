package org.cardlab.fugitive.search;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.cardlab.core.IndexedGames;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Stats;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;

/**
 * What the mixing costs against one Fugitive bot: the search Marshal unmixed and mixed, each on the
 * same seeded deals (game i of both is game i of a tournament with the same seed: the same cards,
 * the bots' streams from the same seed), so the two win rates pair game by game and their difference
 * has a paired interval. Each game depends only on the seed and its index, so the figures do not
 * depend on the threads; the decisions' CPU times do.
 */
public final class MixingStudy {
    /** The Fugitive bot, the games, the seed, the mixed search's settings, the threads. */
    public record Plan(String fugitive, int games, long seed, MarshalSearch.Settings mixed, int threads) {}

    /**
     * Each game won by the unmixed and by the mixed Marshal, the mixed one's decisions and those where
     * its mixing played another move than its unmixed choice, each side's decisions' thread CPU time
     * (milliseconds, decision by decision), and the wall-clock seconds.
     */
    public record Result(Plan plan, boolean[] unmixed, boolean[] mixed, long decisions, long mixedAway, double[] unmixedCpuMs,
            double[] mixedCpuMs, double seconds) {
        public Stats.Proportion unmixedRate() {
            return rate(unmixed);
        }

        public Stats.Proportion mixedRate() {
            return rate(mixed);
        }

        /** Mixed less unmixed, {difference, low, high}: the paired 95% interval. */
        public double[] difference() {
            return Stats.pairedDifference(mixed, unmixed);
        }

        private static Stats.Proportion rate(boolean[] won) {
            int n = 0;
            for (boolean w : won) {
                n += w ? 1 : 0;
            }
            return Stats.wilson(n, won.length);
        }
    }

    private MixingStudy() {}

    public static Result run(FugitiveGame game, Plan plan, IntConsumer progress) {
        game.bot(plan.fugitive(), FugitiveSeat.FUGITIVE.index()); // a bot that cannot play the Fugitive fails before any game
        int n = plan.games();
        boolean[] unmixed = new boolean[n];
        boolean[] mixed = new boolean[n];
        long[] decisions = new long[n];
        long[] away = new long[n];
        List<List<Double>> cpu = List.of(new ArrayList<>(), new ArrayList<>());
        long start = System.nanoTime();
        IndexedGames.run(n, plan.threads(), index -> {
            unmixed[index] = won(game, plan, new SearchMarshal(new MarshalSearch(plan.mixed().withMix(0))), index, cpu.get(0));
            SearchMarshal m = new SearchMarshal(new MarshalSearch(plan.mixed()));
            mixed[index] = won(game, plan, m, index, cpu.get(1));
            decisions[index] = m.decisions();
            away[index] = m.mixedAway();
        }, progress);
        return new Result(plan, unmixed, mixed, sum(decisions), sum(away), millis(cpu.get(0)), millis(cpu.get(1)),
                (System.nanoTime() - start) / 1e9);
    }

    /** Whether the Marshal won game {@code index}, each of his decisions' thread CPU time added to {@code cpu}. */
    private static boolean won(FugitiveGame game, Plan plan, SearchMarshal marshal, int index, List<Double> cpu) {
        ThreadMXBean clock = ManagementFactory.getThreadMXBean();
        List<Double> mine = new ArrayList<>();
        Policy<FugitiveState, FugitiveMove> timed = (s, rng) -> {
            long c0 = clock.getCurrentThreadCpuTime();
            FugitiveMove m = marshal.choose(s, rng);
            mine.add((clock.getCurrentThreadCpuTime() - c0) / 1e6);
            return m;
        };
        FugitiveState s = Playout.ofStudy(game, List.of(game.bot(plan.fugitive(), FugitiveSeat.FUGITIVE.index()), timed), plan.seed(),
                index);
        synchronized (cpu) {
            cpu.addAll(mine);
        }
        return s.winningSeat() == FugitiveSeat.MARSHAL;
    }

    private static long sum(long[] xs) {
        long t = 0;
        for (long x : xs) {
            t += x;
        }
        return t;
    }

    private static double[] millis(List<Double> xs) {
        return xs.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
