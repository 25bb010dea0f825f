package org.cardlab.daguai;

import java.util.function.IntConsumer;
import org.cardlab.core.Rng;

/**
 * Plays many seeded games with a bot and sums what the simulate and bench commands report:
 * offense win rate, draw rate, tricks per round and moves.
 */
public final class Simulator {
    public enum Bot { RANDOM, GREEDY }

    /** Totals over a batch of games. */
    public static final class Stats {
        public long games;
        public long rounds;
        public long offenseWins;
        public long defenseWins;
        public long draws;
        public long tricks;
        public long moves;
        public final long[] outcomes = new long[Scoring.Outcome.values().length];

        public double offenseWinRate() {
            return rounds == 0 ? 0 : (double) offenseWins / rounds;
        }

        public double drawRate() {
            return rounds == 0 ? 0 : (double) draws / rounds;
        }

        public double tricksPerRound() {
            return rounds == 0 ? 0 : (double) tricks / rounds;
        }
    }

    private Simulator() {}

    /** Plays one game to its end; the game i of a run uses seed {@code Rng.forGame(seed, i)}. */
    public static DaguaiGame play(DaguaiRules rules, long seed, boolean match, Bot bot, Rng rng) {
        DaguaiGame g = new DaguaiGame(rules, seed, match);
        while (!g.isTerminal()) {
            g.apply(bot == Bot.GREEDY ? GreedyBot.choose(g) : g.randomLegalMove(rng));
        }
        return g;
    }

    public static Stats run(DaguaiRules rules, long seed, int games, boolean match, Bot bot, IntConsumer progress) {
        Stats st = new Stats();
        for (int i = 0; i < games; i++) {
            Rng rng = Rng.forGame(seed, i);
            DaguaiGame g = play(rules, rng.nextLong(), match, bot, rng);
            st.games++;
            st.moves += g.moveCount();
            for (RoundResult r : g.results()) {
                st.rounds++;
                st.tricks += r.tricks();
                st.outcomes[r.outcome().ordinal()]++;
                switch (r.outcome()) {
                    case OFFENSE_WINS -> st.offenseWins++;
                    case DEFENSE_WINS -> st.defenseWins++;
                    default -> st.draws++;
                }
            }
            if (progress != null) {
                progress.accept(i + 1);
            }
        }
        return st;
    }
}
