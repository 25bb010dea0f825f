package org.cardlab.scout;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongConsumer;
import org.cardlab.core.Rng;
import org.cardlab.scout.bots.ScoutBot;

/**
 * Plays many seeded matches between bots and gathers what a designer asks of them: each
 * seat's score distribution and win share, rounds and moves per match, and speed.
 * Game i of a run with seed s deals from {@code Rng.forGame(s, i)}, so any game can be
 * replayed alone ({@link #gameSeed}).
 */
public final class ScoutSimulation {
    private ScoutSimulation() {}

    /** Per-seat scores of every game (scores[seat][game]) and the run's totals. */
    public record Result(int players, int games, List<String> bots, int[][] scores, double[] winShare, long moves,
            long rounds, double seconds, double cpuSeconds) {
        public double gamesPerSecond() {
            return games / Math.max(seconds, 1e-9);
        }

        /** Games per second of this thread's CPU time: what one core gives when other work shares the machine. */
        public double gamesPerCpuSecond() {
            return games / Math.max(cpuSeconds, 1e-9);
        }

        public double averageRounds() {
            return (double) rounds / games;
        }

        public double averageMovesPerRound() {
            return (double) moves / Math.max(rounds, 1);
        }

        /** The q-quantile (0..1) of a seat's scores, nearest rank. */
        public int quantile(int seat, double q) {
            int[] s = scores[seat].clone();
            Arrays.sort(s);
            int i = (int) Math.ceil(q * s.length) - 1;
            return s[Math.max(0, Math.min(s.length - 1, i))];
        }

        public double mean(int seat) {
            return Arrays.stream(scores[seat]).average().orElse(0);
        }
    }

    public static long gameSeed(long seed, int game) {
        return Rng.forGame(seed, game).nextLong();
    }

    /**
     * Plays {@code games} matches; {@code bots} has one bot per seat. {@code progress}
     * receives the number of games done, about every 1/20 of the run (may be null).
     */
    public static Result run(ScoutRules rules, int players, int games, long seed, List<ScoutBot> bots,
            LongConsumer progress) {
        ScoutDeck deck = rules.deckFor(players);
        int[][] scores = new int[players][games];
        double[] wins = new double[players];
        long moves = 0;
        long rounds = 0;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        int step = Math.max(1, games / 20);
        for (int g = 0; g < games; g++) {
            long gs = gameSeed(seed, g);
            ScoutState s = new ScoutState(deck, gs);
            Rng rng = new Rng(gs ^ 0x5C0075L);
            while (!s.isTerminal()) {
                s.apply(bots.get(s.currentPlayer()).choose(s, rng));
            }
            moves += s.moveCount();
            rounds += s.results().size();
            double[] share = s.winShares();
            for (int p = 0; p < players; p++) {
                scores[p][g] = s.total(p);
                wins[p] += share[p];
            }
            if (progress != null && (g + 1) % step == 0) {
                progress.accept(g + 1);
            }
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        double cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
        for (int p = 0; p < players; p++) {
            wins[p] /= games;
        }
        return new Result(players, games, bots.stream().map(ScoutBot::name).toList(), scores, wins, moves, rounds, secs, cpu);
    }
}
