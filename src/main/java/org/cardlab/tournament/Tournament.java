package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.core.Stats;
import org.cardlab.core.Study;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.FallbackCounter;

/**
 * Every Marshal bot against every Fugitive bot under each spec, on the same seeded deals: game i
 * of every pairing is dealt from {@link Seeds#deal}(seed, i) and its bots draw from
 * {@link Seeds#bots}(seed, i), so the pairings are paired (the same decks, game by game) and each
 * runs on {@link Study}, whose results do not depend on the number of threads. Per pairing: the
 * Marshal's wins, the time of each of his decisions, and how often he fell back to another bot.
 */
public final class Tournament {
    /** One pairing's figures. */
    public record Pairing(String spec, String marshal, String fugitive, long games, long marshalWins, DecisionTimes times,
            long fallbacks) {
        public Stats.Proportion marshalRate() {
            return Stats.wilson(marshalWins, games);
        }
    }

    /** The pairings in order (spec, then Fugitive, then Marshal: the Marshals side by side against each Fugitive), the ratings fitted to them, and the run. */
    public record Result(List<Pairing> pairings, Ratings ratings, Study.Run run, double seconds) {}

    /** Hears each game as it ends (the tests use it to check that the pairings meet the same deals). */
    public interface GameListener {
        void finished(String spec, String marshal, String fugitive, long index, FugitiveState game);
    }

    /** Hears progress: the pairing being played and its games done. */
    public interface Progress {
        void update(String spec, String marshal, String fugitive, long done, long total);
    }

    private Tournament() {}

    public static Result run(List<FugitiveGame> specs, List<String> marshals, List<String> fugitives, Study.Run run,
            Progress progress, GameListener listener) {
        long start = System.nanoTime();
        List<Pairing> out = new ArrayList<>();
        for (FugitiveGame game : specs) {
            for (String f : fugitives) {
                for (String m : marshals) {
                    String spec = game.spec().name();
                    Study.Timed<Worker> t = Study.run(run, () -> new Worker(game, m, f, run.seed(), listener),
                            done -> {
                                if (progress != null) {
                                    progress.update(spec, m, f, done, run.games());
                                }
                            });
                    Worker w = t.result();
                    out.add(new Pairing(spec, m, f, run.games(), w.marshalWins, w.times, w.fallbacks()));
                }
            }
        }
        return new Result(out, Ratings.fit(out), run, (System.nanoTime() - start) / 1e9);
    }

    private static final class Worker implements Study.Worker<Worker> {
        private final FugitiveGame game;
        private final String spec;
        private final String marshalName;
        private final String fugitiveName;
        private final long seed;
        private final GameListener listener;
        private final Policy<FugitiveState, FugitiveMove> marshal;
        private final List<Policy<FugitiveState, FugitiveMove>> seats;
        final DecisionTimes times = new DecisionTimes();
        long marshalWins;
        private long mergedFallbacks;

        Worker(FugitiveGame game, String marshal, String fugitive, long seed, GameListener listener) {
            this.game = game;
            this.spec = game.spec().name();
            this.marshalName = marshal;
            this.fugitiveName = fugitive;
            this.seed = seed;
            this.listener = listener;
            this.marshal = game.bot(marshal, FugitiveState.MARSHAL);
            Policy<FugitiveState, FugitiveMove> timed = this::timedMarshal;
            this.seats = List.of(game.bot(fugitive, FugitiveState.FUGITIVE), timed);
        }

        private FugitiveMove timedMarshal(FugitiveState s, Rng rng) {
            long t0 = System.nanoTime();
            FugitiveMove m = marshal.choose(s, rng);
            times.add(System.nanoTime() - t0);
            return m;
        }

        @Override
        public void play(long index) {
            FugitiveState s = game.newGame(Seeds.deal(seed, index));
            Playout.play(game, s, seats, Seeds.bots(seed, index));
            marshalWins += s.winner() == FugitiveState.MARSHAL ? 1 : 0;
            if (listener != null) {
                listener.finished(spec, marshalName, fugitiveName, index, s);
            }
        }

        @Override
        public void merge(Worker o) {
            marshalWins += o.marshalWins;
            times.addAll(o.times);
            mergedFallbacks += o.fallbacks();
        }

        /** Decisions where the Marshal fell back to another bot's move; -1 for a bot that never does. */
        long fallbacks() {
            return marshal instanceof FallbackCounter c ? c.fallbacks() + mergedFallbacks : -1;
        }
    }
}
