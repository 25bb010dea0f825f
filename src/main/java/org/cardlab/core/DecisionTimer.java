package org.cardlab.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Times a bot's decisions on one thread, for the {@code bench} commands of search bots: games
 * dealt from {@link Seeds#deal}(seed, i) are played by {@code driver} in every seat; at each turn
 * of seat {@code seat} with more than one legal move, the timed bot (one per game, so that any
 * history it keeps between decisions is kept as in play) is asked too, and its answer is timed
 * and set aside. Wall clock: the figures depend on the machine and its load.
 */
public final class DecisionTimer {
    private DecisionTimer() {}

    /** The decisions' times in milliseconds, in the order taken; stops at {@code decisions}. */
    public static <S extends GameState<M>, M> double[] time(Game<S, M> game, String bot, String driver, int seat, int decisions,
            long seed) {
        return timeWithCpu(game, bot, driver, seat, decisions, seed)[0];
    }

    /**
     * As {@link #time}, also each decision's CPU time on its thread: {wall ms, CPU ms}. On a
     * loaded machine the wall clock counts the time other jobs held the core; the CPU time does
     * not (where the JVM cannot measure it, the CPU figures are the wall ones).
     */
    public static <S extends GameState<M>, M> double[][] timeWithCpu(Game<S, M> game, String bot, String driver, int seat,
            int decisions, long seed) {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean cpu = threads.isCurrentThreadCpuTimeSupported();
        List<Double> ms = new ArrayList<>();
        List<Double> cpuMs = new ArrayList<>();
        for (long i = 0; ms.size() < decisions; i++) {
            S s = game.newGame(Seeds.deal(seed, i));
            Policy<S, M> timed = game.bot(bot, seat);
            List<Policy<S, M>> seats = Playout.seats(game, List.of(driver));
            Rng rng = Seeds.bots(seed, i);
            for (int k = 0; !s.isTerminal() && k < game.maxMoves() && ms.size() < decisions; k++) {
                if (s.currentPlayer() == seat && s.legalMoves().limit(2).count() > 1) {
                    @SuppressWarnings("unchecked")
                    S copy = (S) s.copy();
                    Rng r = new Rng(rng.nextLong());
                    long c0 = cpu ? threads.getCurrentThreadCpuTime() : 0;
                    long t0 = System.nanoTime();
                    timed.choose(copy, r);
                    ms.add((System.nanoTime() - t0) / 1e6);
                    cpuMs.add(cpu ? (threads.getCurrentThreadCpuTime() - c0) / 1e6 : ms.get(ms.size() - 1));
                }
                s.apply(seats.get(s.currentPlayer()).choose(s, rng));
            }
        }
        return new double[][] {ms.stream().mapToDouble(Double::doubleValue).toArray(),
            cpuMs.stream().mapToDouble(Double::doubleValue).toArray()};
    }

    /** {@link #figures(double[])} of the wall times, plus cpuMedianMs and cpuP95Ms, also on the line. */
    public static com.fasterxml.jackson.databind.node.ObjectNode figures(double[] ms, double[] cpuMs) {
        var o = figures(ms);
        o.put("cpuMedianMs", Stats.median(cpuMs));
        o.put("cpuP95Ms", Stats.percentile(cpuMs, 0.95));
        o.put("line", o.get("line").asText() + String.format("; thread CPU median %.1f ms, p95 %.1f ms", Stats.median(cpuMs),
                Stats.percentile(cpuMs, 0.95)));
        return o;
    }

    /** decisions, perSecond, medianMs, p95Ms, maxMs of timed decisions, and the line that says them. */
    public static com.fasterxml.jackson.databind.node.ObjectNode figures(double[] ms) {
        double total = 0;
        for (double x : ms) {
            total += x;
        }
        var o = Json.object();
        o.put("decisions", ms.length);
        o.put("perSecond", ms.length / (total / 1000));
        o.put("medianMs", Stats.median(ms));
        o.put("p95Ms", Stats.percentile(ms, 0.95));
        o.put("maxMs", Stats.percentile(ms, 1.0));
        o.put("line", String.format("%s on one thread: %.1f decisions/s; median %.1f ms, p95 %.1f ms, max %.1f ms (wall clock)",
                Counts.plain(ms.length, "decision"), o.get("perSecond").asDouble(), o.get("medianMs").asDouble(),
                o.get("p95Ms").asDouble(), o.get("maxMs").asDouble()));
        return o;
    }
}
