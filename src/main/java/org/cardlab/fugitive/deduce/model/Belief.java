package org.cardlab.fugitive.deduce.model;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.Chances;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.ExactCounter;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.StyleFeatures;
import org.cardlab.fugitive.deduce.WeightedWalk;
import org.cardlab.fugitive.deduce.Assumptions;

/**
 * What the Marshal's notes say about the hidden cards under the model measure: a mixture of
 * Fugitive styles ({@link Population}), each weighing the consistent hidden histories exactly in
 * the counter's own walk ({@link WeightedWalk}), mixed by the posterior over the styles that the
 * notes give. The possible values are logic's (every style gives every consistent history some
 * weight), so "possible", "certain" and "ruled out" mean the same under both measures; only the
 * chances differ. Every figure here is exact for its measure (no sampling), so none carries an
 * interval; {@link Measured} gives the figures of either measure in one shape for a page.
 */
public final class Belief implements Chances {
    /** The measure's name in JSON and on the command line. */
    public static final String MODEL = "model";

    /** A style and its posterior weight. */
    public record StyleWeight(String style, double weight) {}

    private final PublicTrack track;
    private final Population population;
    private final long workLimit;
    private final WeightedWalk walk;
    private final WeightedWalk.Weighted[] styles;
    private final double[] posterior;
    private final double logUniform;
    /** Per face-down position (null elsewhere), the chance of each value. */
    private final double[][] chances;
    /** Per member, its own chances (as {@link #chances}). */
    private final double[][][] memberChances;
    /** Per position, the values logic allows. */
    private final long[] possible;
    private final BigInteger histories;
    /** Per face-down position, the uniform measure's chances (in doubles). */
    private final double[][] logic;
    /** Logic's exact counts, made when a number's certainty is asked. */
    private Deduction exactLogic;

    private Belief(WeightedWalk walk, Population population, long workLimit) {
        this.track = walk.track();
        this.population = population;
        this.workLimit = workLimit;
        this.walk = walk;
        WeightedWalk.Weighted uniform = walk.weigh(new double[StyleFeatures.COUNT]);
        logUniform = uniform.logWeight;
        double[][] logic = uniform.valueChances();
        this.logic = logic;
        possible = new long[track.routeLength()];
        for (int p : track.faceDown()) {
            for (int v = 0; v < FugitiveRules.CARDS; v++) {
                possible[p] |= logic[p][v] > 0 ? 1L << v : 0;
            }
        }
        BigInteger exact = walk.exactHistories();
        histories = exact != null ? exact : ExactCounter.count(track, Assumptions.NONE, false, workLimit).histories();
        int k = population.members().size();
        styles = new WeightedWalk.Weighted[k];
        double[] logRatio = new double[k];
        for (int i = 0; i < k; i++) {
            styles[i] = walk.weigh(population.members().get(i).theta());
            logRatio[i] = styles[i].logWeight - logUniform;
        }
        posterior = histories.signum() == 0 ? new double[k] : population.posterior(PublicStats.of(track), logRatio);
        chances = new double[track.routeLength()][];
        for (int p : track.faceDown()) {
            chances[p] = new double[FugitiveRules.CARDS];
        }
        memberChances = new double[k][][];
        for (int i = 0; i < k && histories.signum() > 0; i++) {
            double[][] c = memberChances[i] = styles[i].valueChances();
            for (int p : track.faceDown()) {
                for (int v = 0; v < FugitiveRules.CARDS; v++) {
                    chances[p][v] += posterior[i] * c[p][v];
                }
            }
        }
    }

    /** The model measure of the notes under a population; past {@code workLimit} DP states, {@link org.cardlab.core.WorkLimitExceeded}. */
    public static Belief of(PublicTrack track, Population population, long workLimit) {
        return new Belief(WeightedWalk.of(track, workLimit), population, workLimit);
    }

    /** On a walk already made (several populations over the same notes share it). */
    public static Belief of(WeightedWalk walk, Population population, long workLimit) {
        return new Belief(walk, population, workLimit);
    }

    /** Under the shipped model's whole population. */
    public static Belief of(PublicTrack track, long workLimit) {
        return of(track, FugitiveModel.shipped().population(), workLimit);
    }

    /** As {@link #of(PublicTrack, long)} for a command: past the commands' work limit, a one-line error naming the notes. */
    public static Belief forCommand(PublicTrack track, String where) {
        return Deduction.withinCommandLimit(where, limit -> of(track, limit));
    }

    @Override
    public PublicTrack track() {
        return track;
    }

    @Override
    public String measure() {
        return MODEL;
    }

    @Override
    public boolean consistent() {
        return histories.signum() > 0;
    }

    /** The number of consistent hidden histories (logic's count). */
    @Override
    public BigInteger histories() {
        return histories;
    }

    @Override
    public List<Integer> faceDown() {
        return track.faceDown();
    }

    /** The model's chance that face-down position p holds v. */
    @Override
    public double chance(int p, int v) {
        return chances[p] == null ? 0 : chances[p][v];
    }

    /**
     * The chances at face-down position p of the members of {@code style} alone, mixed by their
     * posterior weights renormalised among them: the model told which bot plays (a diagnostic that
     * parts what the styles forecast from what naming the bot costs); null when they have no weight.
     */
    public double[] chancesOf(String style, int p) {
        double mass = 0;
        double[] out = new double[FugitiveRules.CARDS];
        for (int i = 0; i < posterior.length; i++) {
            if (style.equals(population.members().get(i).style()) && posterior[i] > 0) {
                mass += posterior[i];
                for (int v = 0; v < out.length; v++) {
                    out[v] += posterior[i] * memberChances[i][p][v];
                }
            }
        }
        if (!(mass > 0)) {
            return null;
        }
        for (int v = 0; v < out.length; v++) {
            out[v] /= mass;
        }
        return out;
    }

    /** The uniform measure's chance that face-down position p holds v (as {@link Deduction#probability}, in doubles). */
    public double uniformChance(int p, int v) {
        return logic[p] == null ? 0 : logic[p][v];
    }

    /** The values logic allows at face-down position p, as a bit mask. */
    @Override
    public long possible(int p) {
        return possible[p];
    }

    @Override
    public double numberChance(int number) {
        double s = 0;
        for (int p : track.faceDown()) {
            s += chance(p, number);
        }
        return Math.min(1, s);
    }

    @Override
    public boolean possibleNumber(int number) {
        for (int p : track.faceDown()) {
            if ((possible[p] >> number & 1) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether every consistent history has {@code number} face down (logic's certainty: the same under both measures). */
    @Override
    public boolean certainNumber(int number) {
        // A route rises, so a history holds a number at one face-down position at most: the number is
        // certain when its chances over the positions add up to 1 (held at different positions in
        // different histories, too). The doubles only rule numbers out; logic's exact count decides.
        double s = 0;
        for (int p : track.faceDown()) {
            s += logic[p][number];
        }
        if (s < 1 - 1e-9) {
            return false;
        }
        if (exactLogic == null) {
            exactLogic = Deduction.of(track, workLimit);
        }
        return exactLogic.certainNumber(number);
    }

    /** The joint chance of an all-or-nothing guess: per style its weighted count with the guess's condition, mixed by the posterior. */
    @Override
    public double joint(long numbers, long window, long limit) {
        double s = 0;
        for (int i = 0; i < styles.length; i++) {
            if (posterior[i] > 0) {
                double w = WeightedWalk.logWeightAll(track, numbers, window, population.members().get(i).theta(), limit);
                s += posterior[i] * Math.exp(w - styles[i].logWeight);
            }
        }
        return Math.min(1, s);
    }

    /** The posterior over the styles (each style's members summed; logic alone as "logic only"), likeliest first. */
    public List<StyleWeight> styles() {
        List<StyleWeight> out = new ArrayList<>();
        population.byStyle(posterior).forEach((name, w) -> out.add(new StyleWeight(name, w)));
        out.sort((a, b) -> Double.compare(b.weight(), a.weight()));
        return out;
    }

    /** The posterior over the members (a style at a temper, or logic alone), in the population's order. */
    public double[] memberWeights() {
        return posterior.clone();
    }

    @Override
    public String label() {
        return playsLike();
    }

    /** The posterior over the styles, in the JSON of {@code deduce}: {"styles": [{"style", "weight"}, ...]}, likeliest first. */
    @Override
    public void describe(com.fasterxml.jackson.databind.node.ObjectNode o) {
        var arr = o.putArray("styles");
        for (StyleWeight w : styles()) {
            arr.addObject().put("style", w.style()).put("weight", w.weight());
        }
    }

    /**
     * "plays like: racer 71%", or with a close second "plays like: racer 51%, shadow 48%": the likeliest styles, each named
     * down to a sixth of the weight, at most three. Where none has half the weight, "plays like: unclear yet, shadow 35%,
     * racer 32%, random 25%": naming the first alone would say more than the notes do.
     */
    public String playsLike() {
        List<StyleWeight> named = styles().stream().filter(w -> !w.style().equals(Population.UNIFORM)).toList();
        if (named.isEmpty()) {
            return "plays like: no style";
        }
        StringBuilder sb = new StringBuilder();
        for (StyleWeight w : named.subList(0, Math.min(3, named.size()))) {
            if (sb.length() == 0 || w.weight() >= 1.0 / 6) {
                sb.append(sb.length() == 0 ? "" : ", ").append(w.style()).append(' ').append(Math.round(100 * w.weight())).append('%');
            }
        }
        return named.get(0).weight() >= 0.5 ? "plays like: " + sb : "plays like: unclear yet, " + sb;
    }

    /** One hidden history drawn from the model measure: a member from the posterior, then a history from its weighted count, exactly. */
    public HistorySampler.Sample sample(Rng rng) {
        return sample(drawStyle(rng), rng);
    }

    /** One hidden history drawn from member {@code style}'s weighted count, exactly. */
    public HistorySampler.Sample sample(int style, Rng rng) {
        return styles[style].sample(rng);
    }

    /** A member's index drawn from the posterior. */
    public int drawStyle(Rng rng) {
        double r = rng.nextDouble();
        int last = 0;
        for (int i = 0; i < posterior.length; i++) {
            if (posterior[i] > 0) {
                last = i;
                r -= posterior[i];
                if (r < 0) {
                    return i;
                }
            }
        }
        return last;
    }

    public Population population() {
        return population;
    }

    long workLimit() {
        return workLimit;
    }
}
