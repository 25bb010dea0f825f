package org.cardlab.fugitive.deduce.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The members a model measure mixes, and how the notes weigh them. A style is a log-linear
 * weighting of hidden histories ({@code theta} over {@link org.cardlab.fugitive.deduce.StyleFeatures}),
 * named after the bot whose games it was fitted to; a member is a style at a temper (its weights
 * times 1, 0.6 or 0.3: the same leanings held less firmly), logic alone (temper 0: the uniform
 * measure), or the even spread (each position's chances spread evenly over its possible values; it
 * weighs no history, so its samples come from logic alone). The posterior over the members is a
 * softmax of one score per member: a line of the notes' public statistics ({@link PublicStats})
 * plus a weight times the log of the member's weighted count of the notes' histories against the
 * uniform count (how much better it explains them than logic alone; the even spread, which has no
 * count of its own, reads the largest styled member's instead: how well the best style explains the
 * notes). Those weights are fitted by maximum likelihood of what training games truly were:
 * which bot played (a bot's members' posterior mass is P(bot | notes)) and each face-down position's
 * value given that bot ({@link GateFit}).
 *
 * <p>{@code heldOut}: the bot this population was fitted without (null for the whole population).
 */
public record Population(List<Member> members, String heldOut) {
    /**
     * A member: its style's name (null for logic alone and the even spread), its temper, its weights
     * (already tempered; zero for both unstyled members), its posterior score's weights, and whether
     * its chances are the even spread over the possible values rather than its weighted count's.
     */
    public record Member(String style, double temper, double[] theta, double[] score, boolean even) {
        public Member(String style, double temper, double[] theta, double[] score) {
            this(style, temper, theta, score, false);
        }

        /** How outputs name it: "racer", "racer at 0.3", "logic only", "even spread". */
        public String label() {
            return even ? EVEN : style == null ? UNIFORM : temper == 1 ? style : style + " at " + temper;
        }
    }

    /** The name of the member that is logic alone, where styles are named. */
    public static final String UNIFORM = "logic only";

    /** The name of the member whose chances are the even spread over the possible values. */
    public static final String EVEN = "even spread";

    /** The tempers each style enters at. */
    public static final double[] TEMPERS = {1.0, 0.6, 0.3};

    public Population {
        members = List.copyOf(members);
    }

    /** The styles' names, each once, in member order (logic alone not among them). */
    public List<String> styleNames() {
        List<String> out = new ArrayList<>();
        for (Member m : members) {
            if (m.style() != null && !out.contains(m.style())) {
                out.add(m.style());
            }
        }
        return out;
    }

    /** Member weights summed by style (logic alone under {@link #UNIFORM}), in member order. */
    public Map<String, Double> byStyle(double[] weights) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (int i = 0; i < members.size(); i++) {
            Member m = members.get(i);
            String name = m.even() ? EVEN : m.style() == null ? UNIFORM : m.style();
            out.merge(name, weights[i], Double::sum);
        }
        return out;
    }

    /**
     * The posterior over the members for notes with these public statistics, given each member's
     * log weighted count minus the uniform one's ({@code logRatio}).
     */
    public double[] posterior(double[] stats, double[] logRatio) {
        int k = members.size();
        double[] input = scoreInputs(members, logRatio);
        double[] score = new double[k];
        for (int i = 0; i < k; i++) {
            score[i] = score(members.get(i).score(), stats, input[i]);
        }
        return softmax(score, null);
    }

    /**
     * The log-ratio each member's score reads: its own, but for the even spread, which weighs no
     * history and so has no count of its own, the largest of the styled members' (how well the best
     * style explains the notes: the less, the more the even spread should be trusted). 0 without styles.
     */
    static double[] scoreInputs(List<Member> members, double[] logRatio) {
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < members.size(); i++) {
            if (members.get(i).style() != null) {
                best = Math.max(best, logRatio[i]);
            }
        }
        double[] out = logRatio.clone();
        for (int i = 0; i < members.size(); i++) {
            if (members.get(i).even()) {
                out[i] = best == Double.NEGATIVE_INFINITY ? 0 : best;
            }
        }
        return out;
    }

    /** The even spread over each face-down position's possible values (those logic's chances give weight); null rows stay null. */
    static double[][] evenSpread(double[][] logic) {
        double[][] out = new double[logic.length][];
        for (int p = 0; p < logic.length; p++) {
            out[p] = logic[p] == null ? null : evenSpread(logic[p]);
        }
        return out;
    }

    /** The even spread over the values these chances give weight (each 1 / their number). */
    public static double[] evenSpread(double[] chances) {
        int possible = 0;
        for (double q : chances) {
            possible += q > 0 ? 1 : 0;
        }
        double[] out = new double[chances.length];
        for (int v = 0; v < chances.length; v++) {
            out[v] = chances[v] > 0 ? 1.0 / possible : 0;
        }
        return out;
    }

    static double score(double[] w, double[] stats, double logRatio) {
        double s = w[stats.length] * logRatio;
        for (int j = 0; j < stats.length; j++) {
            s += w[j] * stats[j];
        }
        return Double.isNaN(s) ? Double.NEGATIVE_INFINITY : s;
    }

    /** Softmax over the members {@code present} allows (null: all), in place. */
    static double[] softmax(double[] score, boolean[] present) {
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < score.length; i++) {
            if (present == null || present[i]) {
                max = Math.max(max, score[i]);
            }
        }
        double sum = 0;
        for (int i = 0; i < score.length; i++) {
            score[i] = present == null || present[i] ? Math.exp(score[i] - max) : 0;
            sum += score[i];
        }
        for (int i = 0; i < score.length; i++) {
            score[i] /= sum;
        }
        return score;
    }
}
