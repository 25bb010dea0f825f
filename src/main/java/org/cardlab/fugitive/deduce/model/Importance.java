package org.cardlab.fugitive.deduce.model;

import java.util.function.Function;
import org.cardlab.core.Rng;
import org.cardlab.core.Stats;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.bots.MoveOdds;
import org.cardlab.fugitive.deduce.HistoryFeatures;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * A measure that no walk can weigh exactly (a bot's own play), estimated by importance sampling:
 * complete histories drawn exactly from a proposal, the uniform sampler ({@link HistorySampler},
 * every consistent history with the same chance) or a style's weighted walk, each weighed by the
 * target's likelihood of it over the proposal's, and every figure the weighted share of the samples
 * where it holds (self-normalised). Each figure comes with a 95%
 * interval (the delta method's standard error of the weighted share, widened to at least Wilson's
 * interval over the effective sample size, so that a value no sample holds still has an upper bound)
 * and the effective sample size
 * (sum of weights squared over the sum of squared weights); under {@link #THIN} effective samples the
 * figures are too thin to give, and {@link #tooThin} says so.
 */
public final class Importance {
    /** The effective sample size under which no figure is given. */
    public static final double THIN = 30;

    /** The target's log-weight of one complete history (up to a constant). */
    public interface Weight {
        double log(HistorySampler.Sample h);
    }

    /** An estimated figure: the estimate and its 95% interval. */
    public record Estimate(double value, double low, double high) {}

    private final PublicTrack track;
    private final int n;
    private final double[] w;
    private final int[][] route;
    private final double sum;
    private final double ess;

    /** Where the samples come from: a draw, and the proposal's own log-weight of a history (0 for the uniform sampler). */
    public interface Proposal {
        HistorySampler.Sample draw(Rng rng);

        double log(HistorySampler.Sample h);
    }

    /** The exact uniform sampler as a proposal. */
    public static Proposal uniform(HistorySampler sampler) {
        return proposal(sampler::sample, h -> 0);
    }

    /** A style's weighted walk as a proposal (its samples are exact; its weight is theta . features). */
    public static Proposal style(PublicTrack track, org.cardlab.fugitive.deduce.WeightedWalk.Weighted walk, double[] theta) {
        return proposal(walk::sample, style(track, theta));
    }

    /** The proposal that draws with {@code draw} and weighs a history by {@code own}. */
    private static Proposal proposal(Function<Rng, HistorySampler.Sample> draw, Weight own) {
        return new Proposal() {
            @Override
            public HistorySampler.Sample draw(Rng rng) {
                return draw.apply(rng);
            }

            @Override
            public double log(HistorySampler.Sample h) {
                return own.log(h);
            }
        };
    }

    private Importance(PublicTrack track, Proposal proposal, Weight target, int samples, Rng rng) {
        this.track = track;
        this.n = samples;
        double[] logs = new double[samples];
        route = new int[samples][];
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < samples; i++) {
            HistorySampler.Sample h = proposal.draw(rng);
            route[i] = h.route();
            logs[i] = target.log(h) - proposal.log(h);
            max = Math.max(max, logs[i]);
        }
        w = new double[samples];
        double s = 0;
        for (int i = 0; i < samples; i++) {
            w[i] = max == Double.NEGATIVE_INFINITY ? 0 : Math.exp(logs[i] - max);
            s += w[i];
        }
        sum = s;
        ess = effectiveSize(w);
    }

    /** The effective sample size of weights: their sum squared over the sum of their squares (0 when all are 0). */
    public static double effectiveSize(double[] weights) {
        double s = 0;
        double s2 = 0;
        for (double x : weights) {
            s += x;
            s2 += x * x;
        }
        return s2 == 0 ? 0 : s * s / s2;
    }

    /** {@code samples} histories of the notes drawn from {@code proposal} and weighed by {@code target}, seeded. */
    public static Importance of(PublicTrack track, Proposal proposal, Weight target, int samples, Rng rng) {
        return new Importance(track, proposal, target, samples, rng);
    }

    /** A parametric style's weight (for checks: it has an exact answer in the weighted walk). */
    public static Weight style(PublicTrack track, double[] theta) {
        return h -> HistoryFeatures.logWeight(theta, HistoryFeatures.of(track, h.route(), h.sprints()));
    }

    /**
     * A bot's own weight of a history: the product, over the Fugitive's decisions as the history
     * replays them, of the chance the bot states for the move made ({@link MoveOdds}).
     */
    public static Weight bot(PublicTrack track, MoveOdds odds, long seed) {
        return h -> {
            double[] log = {0};
            HistoryReplay.replay(track, h, new Rng(seed), (s, m) -> {
                if (s.currentPlayer() == FugitiveSeat.FUGITIVE.index() && log[0] > Double.NEGATIVE_INFINITY) {
                    log[0] += Math.log(odds.probability(s, m));
                }
            });
            return log[0];
        };
    }

    public int samples() {
        return n;
    }

    public double ess() {
        return ess;
    }

    /** Whether the effective sample size is too small for any figure ({@link #THIN}). */
    public boolean tooThin() {
        return ess < THIN;
    }

    /** The chance that face-down position p holds v. */
    public Estimate chance(int p, int v) {
        return share(i -> route[i][p] == v);
    }

    /** The chance that {@code number} is a face-down hideout now. */
    public Estimate numberChance(int number) {
        return share(i -> {
            for (int p : track.faceDown()) {
                if (route[i][p] == number) {
                    return true;
                }
            }
            return false;
        });
    }

    /** The chances of every value of face-down position p (index = value). */
    public double[] chances(int p) {
        double[] out = new double[FugitiveRules.CARDS];
        for (int i = 0; i < n; i++) {
            out[route[i][p]] += w[i] / sum;
        }
        return out;
    }

    private Estimate share(java.util.function.IntPredicate holds) {
        if (sum == 0) {
            return new Estimate(Double.NaN, 0, 1);
        }
        double p = 0;
        for (int i = 0; i < n; i++) {
            p += holds.test(i) ? w[i] : 0;
        }
        p /= sum;
        double var = 0;
        for (int i = 0; i < n; i++) {
            double d = (holds.test(i) ? 1 : 0) - p;
            var += w[i] * w[i] * d * d;
        }
        double sd = Math.sqrt(var) / sum;
        // The delta method's interval has no width where no sample (or every one) holds, though 183 effective samples
        // cannot tell 0 from 2%: it is widened to at least Wilson's over the effective sample size.
        double[] wilson = Stats.wilsonBounds(p, ess);
        return new Estimate(p, Math.max(0, Math.min(p - 1.96 * sd, wilson[0])), Math.min(1, Math.max(p + 1.96 * sd, wilson[1])));
    }
}
