package org.cardlab.core;

import java.util.List;

/**
 * The one worker of every study that plays games between bots ({@link Simulation}, the
 * tournaments): game {@code i} is dealt from {@link Seeds#deal}(seed, i), its bots draw from
 * {@link Seeds#bots}(seed, i), and the finished game goes into the worker's {@link Tally} (and
 * to a listener, if any). A worker's bots are its own (bots may keep scratch space), so a study
 * makes one worker per range and merges their tallies. Only the tally and the move count travel
 * (to a Spark driver, into a checkpoint): the game, the bots and the listener are transient.
 */
public final class GameWorker<S extends GameState<M>, M> implements Study.Worker<GameWorker<S, M>> {

    /** Hears each game as it ends, with its index in the study. */
    @FunctionalInterface
    public interface Listener<S> {
        void finished(long index, S game);
    }

    private final transient Game<S, M> game;
    private final transient List<Policy<S, M>> seats;
    private final long seed;
    private final Tally<S, ?> tally;
    private final transient Listener<S> listener;
    private long moves;

    /** {@code seats}: one bot per seat, this worker's own; {@code listener} may be null. */
    public GameWorker(Game<S, M> game, List<Policy<S, M>> seats, long seed, Tally<S, ?> tally, Listener<S> listener) {
        this.game = game;
        this.seats = List.copyOf(seats);
        this.seed = seed;
        this.tally = tally;
        this.listener = listener;
    }

    @Override
    public void play(long index) {
        S s = game.newGame(Seeds.deal(seed, index));
        moves += Playout.play(game, s, seats, Seeds.bots(seed, index));
        tally.add(s);
        if (listener != null) {
            listener.finished(index, s);
        }
    }

    @Override
    public void merge(GameWorker<S, M> other) {
        Tally.merge(tally, other.tally);
        moves += other.moves;
    }

    public Tally<S, ?> tally() {
        return tally;
    }

    /** Moves played in all the games this worker (and those merged into it) played. */
    public long moves() {
        return moves;
    }
}
