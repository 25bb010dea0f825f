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
    public record Result<S>(Tally<S, ?> tally, long games, long moves, double seconds, int threads, long seed,
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
        return run(game, bots, run, Study.Plan.threads(), progress);
    }

    /** The study on {@code plan}'s engine, keeping its ranges in the plan's checkpoint, if any. */
    public static <S extends GameState<M>, M> Result<S> run(Game<S, M> game, List<String> bots, Study.Run run, Study.Plan plan,
            LongConsumer progress) {
        Playout.seats(game, bots); // an unknown bot is a user error before any thread starts
        GameRef ref = GameRef.of(game);
        List<String> names = List.copyOf(bots);
        long seed = run.seed();
        Study.Timed<GameWorker<S, M>> t = Study.run(run, plan, () -> {
            Game<S, M> g = ref.game();
            return new GameWorker<>(g, Playout.seats(g, names), seed, g.newTally(), null);
        }, progress);
        GameWorker<S, M> w = t.result();
        return new Result<>(w.tally(), run.games(), w.moves(), t.seconds(), run.threads(), run.seed(), bots);
    }
}
