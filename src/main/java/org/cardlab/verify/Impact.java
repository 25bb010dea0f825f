package org.cardlab.verify;

import java.util.Arrays;
import java.util.List;
import java.util.function.LongConsumer;
import org.cardlab.core.Game;
import org.cardlab.core.GameRef;
import org.cardlab.core.GameState;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Side;
import org.cardlab.core.Stats;
import org.cardlab.core.Study;

/**
 * How much a difference between two specs matters in play: game i is dealt from the same seed
 * and played by the same bots (with the same random stream) under both specs, so the two
 * results form a pair and the games whose winner changed measure the difference directly.
 * For any game: who wins is a side ({@link Game#sides}), and a tie or a draw is nobody's win.
 */
public final class Impact {

    /**
     * The paired counts: per side, wins under A and under B, and the games won only under A or
     * only under B; and the games whose winner (or lack of one) changed.
     */
    public record Result(List<Side> sides, long games, long[] winsA, long[] winsB, long[] onlyA, long[] onlyB, long changed) {
        public Stats.Proportion rateA(int side) {
            return Stats.wilson(winsA[side], games);
        }

        public Stats.Proportion rateB(int side) {
            return Stats.wilson(winsB[side], games);
        }

        public Stats.Proportion changedRate() {
            return Stats.wilson(changed, games);
        }

        /** The side's win rate under B minus under A. */
        public double difference(int side) {
            return (double) (onlyB[side] - onlyA[side]) / games;
        }

        /**
         * 95% interval of the paired difference (Wald interval for paired proportions: only the
         * discordant games carry information). Degenerate [0, 0] when no win changed.
         */
        public double[] differenceInterval(int side) {
            return pairedInterval(onlyA[side], onlyB[side], games);
        }

        /**
         * The games without a winner (a tie, a drawn round) under A: nobody's win, so the side's
         * win rates alone leave them unexplained. Derived from the counts (every game has one
         * winner or none), so the worker and its checkpointed ranges stay as they were.
         */
        public long drawsA() {
            return games - Arrays.stream(winsA).sum();
        }

        public long drawsB() {
            return games - Arrays.stream(winsB).sum();
        }

        /** Games with a winner under B and none under A: the changed games not won under A. */
        public long drawsOnlyA() {
            return changed - Arrays.stream(onlyA).sum();
        }

        public long drawsOnlyB() {
            return changed - Arrays.stream(onlyB).sum();
        }

        public Stats.Proportion drawRateA() {
            return Stats.wilson(drawsA(), games);
        }

        public Stats.Proportion drawRateB() {
            return Stats.wilson(drawsB(), games);
        }

        /** Whether any game ended without a winner under either spec. */
        public boolean anyDraw() {
            return drawsA() > 0 || drawsB() > 0;
        }

        /** The draw rate under B minus under A. */
        public double drawDifference() {
            return (double) (drawsOnlyB() - drawsOnlyA()) / games;
        }

        public double[] drawDifferenceInterval() {
            return pairedInterval(drawsOnlyA(), drawsOnlyB(), games);
        }

        private static double[] pairedInterval(long onlyA, long onlyB, long games) {
            double n = games;
            double d = onlyB - onlyA;
            double se = Math.sqrt(Math.max(0, onlyA + onlyB - d * d / n)) / n;
            double z = 1.959963984540054;
            return new double[] {Math.max(-1, d / n - z * se), Math.min(1, d / n + z * se)};
        }
    }

    private Impact() {}

    /** Plays every game of {@code run} under {@code a} and under {@code b} (same setup, other spec). */
    public static <S extends GameState<M>, M> Result run(Game<S, M> a, Game<S, M> b, List<String> bots, Study.Run run,
            LongConsumer progress) {
        return run(a, b, bots, run, Study.Plan.threads(), progress);
    }

    /** The study on {@code plan}'s engine, keeping its ranges in the plan's checkpoint, if any. */
    public static <S extends GameState<M>, M> Result run(Game<S, M> a, Game<S, M> b, List<String> bots, Study.Run run,
            Study.Plan plan, LongConsumer progress) {
        Playout.seats(a, bots); // an unknown bot is a user error before any thread starts
        GameRef ra = GameRef.of(a);
        GameRef rb = GameRef.of(b);
        List<String> names = List.copyOf(bots);
        long seed = run.seed();
        Worker<S, M> w = Study.run(run, plan, () -> new Worker<S, M>(ra.game(), rb.game(), names, seed), progress).result();
        return new Result(a.sides(), run.games(), w.winsA, w.winsB, w.onlyA, w.onlyB, w.changed);
    }

    /** Plays each deal under both specs; only its counts travel (the games, bots and sides are transient). */
    private static final class Worker<S extends GameState<M>, M> implements Study.Worker<Worker<S, M>> {
        private final transient Game<S, M> a;
        private final transient Game<S, M> b;
        private final transient List<Policy<S, M>> seats;
        private final transient List<Policy<S, M>> seatsB;
        private final long seed;
        private final transient List<Side> sides;
        final long[] winsA;
        final long[] winsB;
        final long[] onlyA;
        final long[] onlyB;
        long changed;

        Worker(Game<S, M> a, Game<S, M> b, List<String> bots, long seed) {
            this.a = a;
            this.b = b;
            // each spec its own bots: a bot that replays the game's history (the search's card
            // tracker) must replay it under the spec it plays
            this.seats = Playout.seats(a, bots);
            this.seatsB = Playout.seats(b, bots);
            this.seed = seed;
            this.sides = a.sides();
            int n = sides.size();
            winsA = new long[n];
            winsB = new long[n];
            onlyA = new long[n];
            onlyB = new long[n];
        }

        @Override
        public void play(long index) {
            int wa = Side.winner(sides, Playout.ofStudy(a, seats, seed, index).returns());
            int wb = Side.winner(sides, Playout.ofStudy(b, seatsB, seed, index).returns());
            if (wa >= 0) {
                winsA[wa]++;
            }
            if (wb >= 0) {
                winsB[wb]++;
            }
            if (wa != wb) {
                changed++;
                if (wa >= 0) {
                    onlyA[wa]++;
                }
                if (wb >= 0) {
                    onlyB[wb]++;
                }
            }
        }

        @Override
        public void merge(Worker<S, M> o) {
            for (int k = 0; k < winsA.length; k++) {
                winsA[k] += o.winsA[k];
                winsB[k] += o.winsB[k];
                onlyA[k] += o.onlyA[k];
                onlyB[k] += o.onlyB[k];
            }
            changed += o.changed;
        }
    }
}
