package org.cardlab.fugitive.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Stats;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.PublicState;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.Manhunt;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * Chooses the Marshal's move by the chance of winning the game, from his notes alone.
 *
 * <p>Worlds are drawn exactly and uniformly from the hidden histories the notes allow
 * ({@link HistorySampler}, made into engine states by {@link World}). Each candidate move
 * ({@link Candidates}) is played in every world and the game played out to its end: the Fugitive
 * by a model of him (the heuristic or the random bot, with equal chance, drawn once per world), the
 * Marshal by the baseline, the heuristic Marshal, which reads only his notes. Every candidate meets
 * the same worlds, the same Fugitive models and the same random streams, so two candidates differ
 * only in the games their own move changes (common random numbers).
 *
 * <p>The search keeps the baseline's own move unless another candidate wins significantly more of
 * these paired games: more wins than losses against it by more than {@code z} standard errors of
 * a sign test. Rollout noise then never pulls it away from a good default; it deviates where the
 * lookahead sees a clear gain (a guess that would switch the manhunt off, a multi-number guess that
 * wins now). In a manhunt no Fugitive move is left to model: the exact manhunt of the deduction
 * ({@link Manhunt}) names the guess.
 */
public final class MarshalSearch {
    /**
     * How much work one decision may take: worlds sampled (each candidate is played out once in
     * each), single numbers tried, the exact walk's work limit (DP states; past it the sampler
     * gives up and the caller falls back), the significance needed to leave the baseline, and
     * the manhunt's budget of exact counts.
     */
    public record Settings(int worlds, int singles, long workLimit, double z, long manhuntBudget) {
        public static final Settings DEFAULT = new Settings(128, 6, 400_000, 2.0, Manhunt.DEFAULT_BUDGET);
    }

    /** A candidate move and the games it won out of those played from it. */
    public record Option(FugitiveMove move, int wins, int games) {
        public Stats.Proportion winChance() {
            return Stats.wilson(wins, games);
        }
    }

    /**
     * The options by falling win count (empty in a manhunt), the move chosen, the baseline's
     * option, and in a manhunt the exact manhunt that chose.
     */
    public record Result(List<Option> options, FugitiveMove chosen, Option baseline, Manhunt.Result manhunt) {}

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
            return new Result(List.of(), FugitiveMove.guessSet(1L << m.firstGuess()), null, m);
        }
        List<FugitiveState> worlds = worlds(track, rng);
        Policy<FugitiveState, FugitiveMove> baseline = new org.cardlab.fugitive.bots.HeuristicMarshal();
        FugitiveMove own = baseline.choose(worlds.get(0).copy(), new Rng(rng.nextLong()));
        List<FugitiveMove> cands = Candidates.of(table, worlds, own, settings.singles());
        boolean[][] won = play(track, worlds, cands, rng);
        List<Option> options = new ArrayList<>();
        for (int c = 0; c < cands.size(); c++) {
            options.add(option(cands.get(c), won[c]));
        }
        int pick = 0;
        int bestGain = 0;
        for (int c = 1; c < cands.size(); c++) {
            int plus = 0;
            int minus = 0;
            for (int k = 0; k < worlds.size(); k++) {
                plus += won[c][k] && !won[0][k] ? 1 : 0;
                minus += !won[c][k] && won[0][k] ? 1 : 0;
            }
            int gain = plus - minus;
            if (gain > settings.z() * Math.sqrt(plus + minus) && gain > bestGain) {
                bestGain = gain;
                pick = c;
            }
        }
        Option base = options.get(0);
        FugitiveMove chosen = cands.get(pick);
        options.sort(Comparator.comparingInt(Option::wins).reversed());
        return new Result(options, chosen, base, null);
    }

    /**
     * The win chance of each of {@code moves} (legal at the end of the notes, the Marshal to draw or
     * guess), played out from the same worlds: the search's evaluation on its own, for checks.
     */
    public List<Option> evaluate(PublicTrack track, List<FugitiveMove> moves, Rng rng) {
        List<FugitiveState> worlds = worlds(track, rng);
        boolean[][] won = play(track, worlds, moves, rng);
        List<Option> out = new ArrayList<>();
        for (int c = 0; c < moves.size(); c++) {
            out.add(option(moves.get(c), won[c]));
        }
        return out;
    }

    private List<FugitiveState> worlds(PublicTrack track, Rng rng) {
        HistorySampler sampler = HistorySampler.of(track, settings.workLimit());
        return World.sample(track, sampler, settings.worlds(), rng);
    }

    private static boolean[][] play(PublicTrack track, List<FugitiveState> worlds, List<FugitiveMove> moves, Rng rng) {
        Rollouts rollouts = new Rollouts(new FugitiveGame(track.rules), worlds, rng);
        boolean[][] won = new boolean[moves.size()][];
        for (int c = 0; c < moves.size(); c++) {
            won[c] = rollouts.play(moves.get(c));
        }
        return won;
    }

    private static Option option(FugitiveMove move, boolean[] won) {
        int wins = 0;
        for (boolean w : won) {
            wins += w ? 1 : 0;
        }
        return new Option(move, wins, won.length);
    }
}
