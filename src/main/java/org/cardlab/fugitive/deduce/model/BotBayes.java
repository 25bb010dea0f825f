package org.cardlab.fugitive.deduce.model;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.bots.MoveOdds;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.WeightedWalk;

/**
 * The Bayes posterior over a set of Fugitive bots that state their move chances ({@link MoveOdds}),
 * and the chances of the hidden cards it gives, estimated by importance sampling. It is what the
 * model measure approximates, and the yardstick its posterior is checked against.
 *
 * <p>A hidden history h's chance under bot b, with the notes, is the shuffles' chance (the same for
 * every consistent history and every bot: the draws noted fix how many cards come from each deck),
 * times the Marshal's choices' (his bot sees only the notes: the same again), times P_b(h), the
 * product of the chances b states for the Fugitive's moves along h. So, each bot equally likely
 * before the notes, P(b | notes) is proportional to the evidence Z_b = sum over consistent h of
 * P_b(h), and P(h | notes) = sum over b of P(b | notes) P_b(h) / Z_b.
 *
 * <p>Per bot, {@code samples} histories are drawn exactly from a proposal style's weighted walk
 * (q(h) = exp(theta . f(h)) / W, W its weighted count); the mean of P_b(h) / q(h) estimates Z_b
 * without bias, and the weighted shares of b's own samples estimate P(h | notes, b). A bot whose
 * chances are cheap to state (random, heuristic) is estimated in milliseconds; the racer's and the
 * shadow's cost 15-50 ms per history (their play-outs run at every replayed decision).
 */
public final class BotBayes {
    /** A bot: its name, its stated chances, and the style whose walk proposes its histories. */
    public record Bot(String name, MoveOdds odds, double[] proposal) {}

    private final PublicTrack track;
    private final List<Bot> bots;
    private final double[] logEvidence;
    private final double[] posterior;
    private final double[] ess;
    private final double[][][] chances;

    private BotBayes(PublicTrack track, List<Bot> bots, int samples, long seed, long workLimit) {
        this.track = track;
        this.bots = List.copyOf(bots);
        int k = bots.size();
        logEvidence = new double[k];
        ess = new double[k];
        chances = new double[k][track.routeLength()][FugitiveRules.CARDS];
        WeightedWalk walk = WeightedWalk.of(track, workLimit);
        for (int b = 0; b < k; b++) {
            Bot bot = bots.get(b);
            WeightedWalk.Weighted q = walk.weigh(bot.proposal());
            Importance.Weight own = Importance.style(track, bot.proposal());
            Importance.Weight target = Importance.bot(track, bot.odds(), seed);
            Rng rng = new Rng(seed * 1_000_003 + b);
            double[] logw = new double[samples];
            HistorySampler.Sample[] hs = new HistorySampler.Sample[samples];
            double max = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < samples; i++) {
                hs[i] = q.sample(rng);
                logw[i] = target.log(hs[i]) - (own.log(hs[i]) - q.logWeight); // log P_b(h) - log q(h)
                max = Math.max(max, logw[i]);
            }
            double sum = 0;
            double sum2 = 0;
            for (int i = 0; i < samples; i++) {
                double w = max == Double.NEGATIVE_INFINITY ? 0 : Math.exp(logw[i] - max);
                sum += w;
                sum2 += w * w;
                for (int p : track.faceDown()) {
                    chances[b][p][hs[i].route()[p]] += w;
                }
            }
            for (int p : track.faceDown()) {
                for (int v = 0; v < FugitiveRules.CARDS; v++) {
                    chances[b][p][v] = sum == 0 ? 0 : chances[b][p][v] / sum;
                }
            }
            logEvidence[b] = sum == 0 ? Double.NEGATIVE_INFINITY : max + Math.log(sum / samples);
            ess[b] = sum2 == 0 ? 0 : sum * sum / sum2;
        }
        posterior = softmax(logEvidence);
    }

    /** Estimated from {@code samples} histories per bot, seeded: the same seed gives the same figures. */
    public static BotBayes of(PublicTrack track, List<Bot> bots, int samples, long seed, long workLimit) {
        return new BotBayes(track, bots, samples, seed, workLimit);
    }

    /** Each bot equally likely before the notes: the posterior from the log-evidences (all 0 when no bot explains the notes). */
    private static double[] softmax(double[] logEvidence) {
        for (double x : logEvidence) {
            if (x > Double.NEGATIVE_INFINITY) {
                return Population.softmax(logEvidence.clone(), null);
            }
        }
        return new double[logEvidence.length];
    }

    public List<Bot> bots() {
        return bots;
    }

    /** log Z_b: the log of bot b's evidence (without the factor every bot and history shares). */
    public double logEvidence(int b) {
        return logEvidence[b];
    }

    /** P(b | notes). */
    public double posterior(int b) {
        return posterior[b];
    }

    /** The effective sample size of bot b's samples. */
    public double ess(int b) {
        return ess[b];
    }

    /** P(position p holds v | notes, b). */
    public double chance(int b, int p, int v) {
        return chances[b][p][v];
    }

    /** P(position p holds v | notes): the bots' chances mixed by the posterior. */
    public double chance(int p, int v) {
        double s = 0;
        for (int b = 0; b < bots.size(); b++) {
            s += posterior[b] * chances[b][p][v];
        }
        return s;
    }

    public PublicTrack track() {
        return track;
    }
}
