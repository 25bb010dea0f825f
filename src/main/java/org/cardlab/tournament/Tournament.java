package org.cardlab.tournament;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;
import org.cardlab.core.Game;
import org.cardlab.core.GameRef;
import org.cardlab.core.GameState;
import org.cardlab.core.GameWorker;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Seeds;
import org.cardlab.core.Study;

/**
 * A tournament of any game: every line-up ({@link Lineups}) under each spec, every seating of it
 * on the same seeded deals. Game i of every seating is dealt from {@link Seeds#deal}(seed, i) and
 * its bots draw from {@link Seeds#bots}(seed, i), so the seatings are paired (the same cards,
 * game by game); each runs on {@link Study} through the one {@link GameWorker}, so the figures
 * do not depend on the number of threads. Per seating: the sides' wins and finishing orders, the
 * time of each seat's decisions, and each seat's fallbacks ({@link EntryTally}).
 */
public final class Tournament {

    /** One seating: the spec, the bot of each seat, which line-up it seats (its index) and which rotation. */
    public record Entry(String spec, List<String> seats, int lineup, int rotation) implements Serializable {
        public Entry {
            seats = List.copyOf(seats);
        }
    }

    /** One seating's figures. */
    public record Outcome(Entry entry, EntryTally<?> tally) {}

    /** The seatings in order (spec, line-up, rotation), the run, and the wall-clock seconds. */
    public record Result(List<Outcome> outcomes, Lineups lineups, Study.Run run, double seconds) {}

    /** Hears each game as it ends (the tests use it to check that the seatings meet the same deals). */
    public interface Listener<S> {
        void finished(Entry entry, long index, S game);
    }

    /** Hears progress: the seating being played (its number, from 1, of all), and its games done. */
    public interface Progress {
        void update(Entry entry, int number, int of, long done, long total);

        /** The seating's games its checkpoint already held, heard before it plays the others. */
        default void resumed(Entry entry, int number, int of, long done, long total) {
            update(entry, number, of, done, total);
        }
    }

    private Tournament() {}

    /** The seatings of {@code lineups} under each of {@code specs} (games of one game and setup), in playing order. */
    public static List<Entry> entries(List<String> specs, Lineups lineups) {
        List<Entry> out = new ArrayList<>();
        List<List<String>> ls = lineups.lineups();
        for (String spec : specs) {
            for (int l = 0; l < ls.size(); l++) {
                List<List<String>> seatings = lineups.seatings(ls.get(l));
                for (int r = 0; r < seatings.size(); r++) {
                    out.add(new Entry(spec, seatings.get(r), l, r));
                }
            }
        }
        return out;
    }

    /**
     * Plays the tournament. {@code fallbacksOf} tells a bot's fallbacks so far (-1 for a bot that
     * never falls back); {@code progress} and {@code listener} may be null.
     */
    public static <S extends GameState<M>, M> Result run(List<? extends Game<S, M>> games, Lineups lineups, Study.Run run,
            ToLongFunction<Policy<?, ?>> fallbacksOf, Progress progress, Listener<S> listener) {
        return run(games, lineups, run, Study.Plan.threads(), fallbacksOf, progress, listener);
    }

    /** A bot's fallbacks so far, serializable so that a Spark executor can count them too. */
    public interface Fallbacks extends ToLongFunction<Policy<?, ?>>, Serializable {}

    /**
     * The tournament on {@code plan}'s engine, each seating's ranges kept in a part of the plan's
     * checkpoint ({@code seating-K}, from 1). On an engine other than threads, {@code fallbacksOf}
     * must be {@link Fallbacks} and {@code listener} null (games end on other machines).
     */
    public static <S extends GameState<M>, M> Result run(List<? extends Game<S, M>> games, Lineups lineups, Study.Run run,
            Study.Plan plan, ToLongFunction<Policy<?, ?>> fallbacksOf, Progress progress, Listener<S> listener) {
        long start = System.nanoTime();
        List<Entry> entries = entries(games.stream().map(g -> g.spec().name()).toList(), lineups);
        for (Entry e : entries) { // an unknown bot, or one that cannot play its seat, is refused before any game
            Playout.seats(game(games, e), e.seats());
        }
        List<Outcome> out = new ArrayList<>();
        for (int k = 0; k < entries.size(); k++) {
            Entry e = entries.get(k);
            GameRef ref = GameRef.of(game(games, e));
            int number = k + 1;
            long seed = run.seed();
            // serializable when fallbacksOf is and there is no listener: what an engine off this JVM needs
            Study.Recipe<GameWorker<S, M>> recipe = () -> worker(ref.game(), e, seed, fallbacksOf, listener);
            Study.Timed<GameWorker<S, M>> t = Study.run(run, plan.inPart("seating-" + number), recipe, new Study.Resumable() {
                @Override
                public void accept(long done) {
                    if (progress != null) {
                        progress.update(e, number, entries.size(), done, run.games());
                    }
                }

                @Override
                public void resumed(long done) {
                    if (progress != null) {
                        progress.resumed(e, number, entries.size(), done, run.games());
                    }
                }
            });
            out.add(new Outcome(e, t.result().tally() instanceof EntryTally<?> et ? et : null));
        }
        return new Result(out, lineups, run, (System.nanoTime() - start) / 1e9);
    }

    private static <S extends GameState<M>, M> Game<S, M> game(List<? extends Game<S, M>> games, Entry e) {
        return games.stream().filter(g -> g.spec().name().equals(e.spec())).findFirst().orElseThrow();
    }

    /** A worker of its own bots, each timed into the worker's tally. */
    private static <S extends GameState<M>, M> GameWorker<S, M> worker(Game<S, M> game, Entry e, long seed,
            ToLongFunction<Policy<?, ?>> fallbacksOf, Listener<S> listener) {
        EntryTally<S> tally = new EntryTally<>(game.sides(), game.numPlayers(), fallbacksOf);
        List<Policy<S, M>> bots = Playout.seats(game, e.seats());
        List<Policy<S, M>> seats = new ArrayList<>();
        for (int s = 0; s < bots.size(); s++) {
            seats.add(tally.timed(s, bots.get(s)));
        }
        return new GameWorker<>(game, seats, seed, tally, listener == null ? null : (i, s) -> listener.finished(e, i, s));
    }
}
