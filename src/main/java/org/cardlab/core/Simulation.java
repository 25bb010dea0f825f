package org.cardlab.core;

import java.util.List;
import java.util.function.LongConsumer;

/**
 * Self-play study: many seeded games of one game between named bots, summed into the game's
 * {@link Tally} plus what every game shares (games, moves, time). Seeds follow {@link Seeds}.
 */
public final class Simulation {
    private Simulation() {}

    /** The game's own figures and the shared ones. */
    public record Result<S>(Tally<S> tally, long games, long moves, double seconds, int threads, long seed,
            List<String> bots) {
        public double averageMoves() {
            return (double) moves / games;
        }

        public double gamesPerSecond() {
            return games / Math.max(seconds, 1e-9);
        }
    }

    public static <S extends GameState<M>, M> Result<S> run(Game<S, M> game, List<String> bots, Study.Run run,
            LongConsumer progress) {
        Playout.seats(game, bots); // an unknown bot is a user error before any thread starts
        Study.Timed<Worker<S, M>> t = Study.run(run, () -> new Worker<>(game, bots, run.seed()), progress);
        Worker<S, M> w = t.result();
        return new Result<>(w.tally, run.games(), w.moves, t.seconds(), run.threads(), run.seed(), bots);
    }

    private static final class Worker<S extends GameState<M>, M> implements Study.Worker<Worker<S, M>> {
        private final Game<S, M> game;
        private final List<Policy<S, M>> seats;
        private final long seed;
        private final Tally<S> tally;
        private long moves;

        Worker(Game<S, M> game, List<String> bots, long seed) {
            this.game = game;
            this.seats = Playout.seats(game, bots);
            this.seed = seed;
            this.tally = game.newTally();
        }

        @Override
        public void play(long index) {
            S s = game.newGame(Seeds.deal(seed, index));
            moves += Playout.play(game, s, seats, Seeds.bots(seed, index));
            tally.add(s);
        }

        @Override
        public void merge(Worker<S, M> other) {
            tally.addAll(other.tally);
            moves += other.moves;
        }
    }
}
