package org.cardlab.core;

import java.util.List;

/**
 * Feeds a card tracker every move of the game a bot is asked about, with the states before and
 * after it, kept between decisions so that each decision replays only the moves since the last.
 * The replay starts from the game's seed or given deal, so its states hold the true hidden
 * cards: it is for trackers that read only what their seat sees (each game's tracker tests that
 * by resampling). A different game (another seed, deal or history) starts a new replay.
 */
public final class HistoryFeed<S extends GameState<M>, M, T> {
    /** A tracker: made from the start state, then told each move. */
    public interface Tracker<S, M> {
        void observe(S before, M move, S after);
    }

    private final Game<S, M> game;
    private final java.util.function.Function<S, ? extends T> start;
    private final java.util.function.Function<T, Tracker<S, M>> asTracker;
    private S replay;
    private T tracker;

    /** {@code start} makes a tracker from a game's first state; {@code asTracker} gives its observer. */
    public HistoryFeed(Game<S, M> game, java.util.function.Function<S, ? extends T> start, java.util.function.Function<T, Tracker<S, M>> asTracker) {
        this.game = game;
        this.start = start;
        this.asTracker = asTracker;
    }

    /** The tracker after every move of {@code s}'s game so far. */
    @SuppressWarnings("unchecked")
    public T at(S s) {
        List<M> moves = s.moves();
        if (replay == null || !sameGame(s, moves)) {
            var deal = game.givenDeal(s);
            replay = deal == null ? game.newGame(s.seed()) : game.newGame(s.seed(), deal);
            tracker = start.apply((S) replay.copy());
        }
        Tracker<S, M> t = asTracker.apply(tracker);
        for (int i = replay.moves().size(); i < moves.size(); i++) {
            S before = (S) replay.copy();
            replay.apply(moves.get(i));
            t.observe(before, moves.get(i), replay);
        }
        return tracker;
    }

    /**
     * Tells {@code tracker} the first {@code upTo} moves of a game replayed from {@code start}, with
     * the states before and after each ({@code start} itself is left as it was).
     */
    @SuppressWarnings("unchecked")
    public static <S extends GameState<M>, M> void replay(S start, List<M> moves, int upTo, Tracker<S, M> tracker) {
        S s = (S) start.copy();
        for (int i = 0; i < upTo; i++) {
            S before = (S) s.copy();
            s.apply(moves.get(i));
            tracker.observe(before, moves.get(i), s);
        }
    }

    private boolean sameGame(S s, List<M> moves) {
        List<M> done = replay.moves();
        return replay.seed() == s.seed() && done.size() <= moves.size() && done.equals(moves.subList(0, done.size()))
                && java.util.Objects.equals(game.givenDeal(replay), game.givenDeal(s));
    }
}
