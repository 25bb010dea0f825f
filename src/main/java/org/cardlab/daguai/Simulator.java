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
        return run(rules, seed, games, match, bot, 1, progress);
    }

    /**
     * Plays {@code games} games on {@code threads} threads. Game i always uses the seed drawn from
     * {@code Rng.forGame(seed, i)}, so the totals do not depend on the number of threads.
     */
    public static Stats run(DaguaiRules rules, long seed, int games, boolean match, Bot bot, int threads,
            IntConsumer progress) {
        int t = Math.max(1, Math.min(threads, games));
        Stats[] parts = new Stats[t];
        java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
        Thread[] workers = new Thread[t];
        RuntimeException[] failure = new RuntimeException[1];
        for (int w = 0; w < t; w++) {
            final int first = w;
            parts[w] = new Stats();
            workers[w] = new Thread(() -> {
                try {
                    for (int i = first; i < games; i += t) {
                        Rng rng = Rng.forGame(seed, i);
                        add(parts[first], play(rules, rng.nextLong(), match, bot, rng));
                        int d = done.incrementAndGet();
                        if (progress != null) {
                            synchronized (done) {
                                progress.accept(d);
                            }
                        }
                    }
                } catch (RuntimeException e) {
                    failure[0] = e;
                }
            });
        }
        if (t == 1) {
            workers[0].run();
        } else {
            for (Thread th : workers) {
                th.start();
            }
            for (Thread th : workers) {
                try {
                    th.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted", e);
                }
            }
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        Stats st = new Stats();
        for (Stats p : parts) {
            st.games += p.games;
            st.rounds += p.rounds;
            st.offenseWins += p.offenseWins;
            st.defenseWins += p.defenseWins;
            st.draws += p.draws;
            st.tricks += p.tricks;
            st.moves += p.moves;
            for (int k = 0; k < st.outcomes.length; k++) {
                st.outcomes[k] += p.outcomes[k];
            }
        }
        return st;
    }

    private static void add(Stats st, DaguaiGame g) {
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
    }
}
