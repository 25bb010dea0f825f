package org.cardlab.fugitive.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.core.Stats;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.PublicState;
import org.cardlab.fugitive.bots.HeuristicMarshal;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.Manhunt;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.model.Belief;

/**
 * Chooses the Marshal's move by the chance of winning the game, from his notes alone.
 *
 * <p>Worlds are drawn exactly and uniformly from the hidden histories the notes allow
 * ({@link HistorySampler}, made into engine states by {@link World}). Each candidate move
 * ({@link Candidates}) is played in every world and the game played out to its end: the Fugitive
 * by a model of him (by default the heuristic or the random bot, with equal chance, drawn once per world), the
 * Marshal by the baseline, the heuristic Marshal, which reads only his notes. Every candidate meets
 * the same worlds, the same Fugitive models and the same random streams, so two candidates differ
 * only in the games their own move changes (common random numbers).
 *
 * <p>The search keeps the baseline's own move unless another candidate wins significantly more of
 * these paired games: more wins than losses against it by more than {@code z} standard errors of
 * a sign test. Rollout noise then never pulls it away from a good default; it deviates where the
 * lookahead sees a clear gain (a guess that would switch the manhunt off, a multi-number guess that
 * wins now). Where the decision is close (the best challenger between {@link #CLOSE} and {@code z}
 * standard errors ahead) it draws another batch of worlds and plays every candidate in them too,
 * up to {@code looks} batches in all: the work budget, which bounds the time of a decision. In a
 * manhunt no Fugitive move is left to model: the exact manhunt of the deduction ({@link Manhunt})
 * names the guess.
 *
 * <p>That choice is then mixed ({@link Mixing}, {@code mix}): the candidates the paired games cannot
 * tell from it are played too, each with a chance from the same sign test, and in a manhunt the first
 * guesses tied for the best capture chance are drawn among; the draw comes from the decision's own
 * random stream, after the worlds and play-outs.
 */
public final class MarshalSearch {
    /** A challenger this many standard errors ahead of the baseline, but short of {@code z}, earns another batch of worlds. */
    public static final double CLOSE = 1.0;

    /**
     * How much work one decision may take, and the Fugitive it expects: worlds sampled per batch
     * (each candidate is played out once in each), the most batches, single numbers tried, the
     * exact walk's work limit (DP states; past it the sampler gives up and the caller falls back:
     * the same limit as the {@code deduce} command's, so the search gives up only where the
     * deduction would), the significance needed to leave the baseline, the manhunt's budget of
     * exact counts, and the Fugitive bots that play him in the worlds (one per world, with equal
     * chance), the measure the worlds come from, and how far behind its
     * choice, in standard errors of the sign test, a candidate may be and still be played with a
     * chance ({@link Mixing}; 0: never mix, the same move for the same worlds).
     */
    public record Settings(int worlds, int looks, int singles, long workLimit, double z, long manhuntBudget, List<String> model,
            String measure, double mix) {
        /** The mixing width by default, in standard errors of the sign test (the same as the significance to leave the baseline). */
        public static final double DEFAULT_MIX = 2.0;
        /** The widest mixing allowed: past it nearly every candidate would be played. */
        public static final double MAX_MIX = 10.0;
        /** The Fugitive the search expects under the uniform measure: the heuristic or the random bot, with equal chance. */
        public static final List<String> DEFAULT_MODEL = List.of("heuristic", "random");
        /**
         * By default the worlds come from the model measure and each is played out by its own style's
         * stand-in ({@link LookAhead}); no fixed list of Fugitive bots.
         */
        public static final Settings DEFAULT = new Settings(128, 4, 6, Deduction.COMMAND_WORK_LIMIT, 2.0, Manhunt.DEFAULT_BUDGET,
                List.of(), Belief.MODEL, DEFAULT_MIX);

        public Settings {
            model = List.copyOf(model);
            if (worlds < 1 || looks < 1) {
                throw new IllegalArgumentException("a search needs a world and a look");
            }
            if (!measure.equals(Belief.MODEL) && !measure.equals(Deduction.UNIFORM)) {
                throw new IllegalArgumentException("no measure '" + measure + "'");
            }
            if (!(mix >= 0 && mix <= MAX_MIX)) {
                throw new IllegalArgumentException("a mixing width of " + mix + " standard errors is outside 0.." + MAX_MIX);
            }
        }

        /** These settings with another batch size and number of batches. */
        public Settings withWorlds(int perLook, int maxLooks) {
            return new Settings(perLook, maxLooks, singles, workLimit, z, manhuntBudget, model, measure, mix);
        }

        /** These settings with another manhunt budget. */
        public Settings withManhuntBudget(long budget) {
            return new Settings(worlds, looks, singles, workLimit, z, budget, model, measure, mix);
        }

        /**
         * These settings with a fixed model of the Fugitive in the look-ahead (bot names of the Fugitive's
         * seat, one drawn per world with equal chance); empty: each world's style decides (model measure)
         * or {@link #DEFAULT_MODEL} (uniform measure).
         */
        public Settings withModel(List<String> bots) {
            return new Settings(worlds, looks, singles, workLimit, z, manhuntBudget, bots, measure, mix);
        }

        /** These settings with the worlds drawn from another measure ("model" or "uniform"). */
        public Settings withMeasure(String m) {
            return new Settings(worlds, looks, singles, workLimit, z, manhuntBudget, model, m, mix);
        }

        /** These settings with another mixing width (0: never mix). */
        public Settings withMix(double width) {
            return new Settings(worlds, looks, singles, workLimit, z, manhuntBudget, model, measure, width);
        }

        /** The look-ahead's Fugitive bots when no style decides. */
        public List<String> fixedModel() {
            return model.isEmpty() ? DEFAULT_MODEL : model;
        }
    }

    /** A candidate move, the games it won out of those played from it, and the chance the search plays it (NaN: not chosen among). */
    public record Option(FugitiveMove move, int wins, int games, double chance) {
        public Stats.Proportion winChance() {
            return Stats.wilson(wins, games);
        }
    }

    /**
     * The options by falling win count (empty in a manhunt), the move played (drawn by the mixing),
     * the move the search would name unmixed, the baseline's option, the worlds played out, and in a
     * manhunt the exact manhunt that chose.
     */
    public record Result(List<Option> options, FugitiveMove chosen, FugitiveMove unmixed, Option baseline, int worlds,
            Manhunt.Result manhunt) {}

    private final Settings settings;

    public MarshalSearch(Settings settings) {
        this.settings = settings;
    }

    public Settings settings() {
        return settings;
    }

    /**
     * The Marshal's move at the end of {@code track} (his turn to draw, guess or hunt); throws
     * {@link org.cardlab.core.WorkLimitExceeded} when the exact walk passes the work limit.
     */
    public Result decide(PublicTrack track, Rng rng) {
        PublicState table = track.table();
        if (table.phase() == Phase.MANHUNT) {
            Manhunt.Result m = new Manhunt(track, settings.manhuntBudget()).solve();
            int guess = Mixing.tiedGuess(m.tied(), m.firstGuess(), settings.mix(), rng);
            return new Result(List.of(), FugitiveMove.guessSet(1L << guess), FugitiveMove.guessSet(1L << m.firstGuess()), null, 0, m);
        }
        Worlds source = Worlds.of(track, settings);
        Worlds.Batch worlds = source.draw(settings.worlds(), rng);
        FugitiveMove own = new HeuristicMarshal().choose(worlds.states().get(0).copy(), new Rng(rng.nextLong()));
        List<FugitiveMove> cands = Candidates.of(table, worlds.states(), own, settings.singles());
        PairedTally tally = new PairedTally(cands.size());
        tally.add(play(track, worlds, cands, rng));
        for (int look = 1; look < settings.looks() && cands.size() > 1; look++) {
            double lead = tally.bestLead();
            if (lead >= settings.z() || lead < CLOSE) {
                break;
            }
            tally.add(play(track, source.draw(settings.worlds(), rng), cands, rng));
        }
        int pick = tally.pick(settings.z());
        double[] chances = Mixing.chances(tally, pick, settings.mix());
        int played = Mixing.draw(chances, rng);
        List<Option> options = new ArrayList<>();
        for (int c = 0; c < cands.size(); c++) {
            options.add(new Option(cands.get(c), tally.wins(c), tally.games(), chances[c]));
        }
        Option base = options.get(0);
        options.sort(Comparator.comparingInt(Option::wins).reversed());
        return new Result(options, cands.get(played), cands.get(pick), base, tally.games(), null);
    }

    /**
     * The win chance of each of {@code moves} (legal at the end of the notes, the Marshal to draw or
     * guess), played out from the same batch of worlds: the search's evaluation on its own, for checks.
     */
    public List<Option> evaluate(PublicTrack track, List<FugitiveMove> moves, Rng rng) {
        Worlds.Batch worlds = Worlds.of(track, settings).draw(settings.worlds(), rng);
        PairedTally tally = new PairedTally(moves.size());
        tally.add(play(track, worlds, moves, rng));
        List<Option> out = new ArrayList<>();
        for (int c = 0; c < moves.size(); c++) {
            out.add(new Option(moves.get(c), tally.wins(c), tally.games(), Double.NaN));
        }
        return out;
    }

    private boolean[][] play(PublicTrack track, Worlds.Batch worlds, List<FugitiveMove> moves, Rng rng) {
        Rollouts rollouts = new Rollouts(new FugitiveGame(track.rules), worlds, rng);
        boolean[][] won = new boolean[moves.size()][];
        for (int c = 0; c < moves.size(); c++) {
            won[c] = rollouts.play(moves.get(c));
        }
        return won;
    }
}
