package org.cardlab.fugitive.deduce.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The members a model measure mixes, and how the notes weigh them. A style is a log-linear
 * weighting of hidden histories ({@code theta} over {@link org.cardlab.fugitive.deduce.StyleFeatures}),
 * named after the bot whose games it was fitted to; a member is a style at a temper (its weights
 * times 1, 0.6 or 0.3: the same leanings held less firmly), or logic alone (temper 0: the uniform
 * measure). The posterior over the members is a softmax of one score per member: a line of the
 * notes' public statistics ({@link PublicStats}) plus a weight times the log of the member's weighted
 * count of the notes' histories against the uniform count (how much better it explains them than
 * logic alone). Those weights are fitted by maximum likelihood of what training games truly were:
 * which bot played (a bot's members' posterior mass is P(bot | notes)) and each face-down position's
 * value given that bot ({@link GateFit}).
 *
 * <p>{@code heldOut}: the bot this population was fitted without (null for the whole population).
 */
public record Population(List<Member> members, String heldOut) {
    /** A member: its style's name (null for logic alone), its temper, its weights (already tempered), its posterior score's weights. */
    public record Member(String style, double temper, double[] theta, double[] score) {
        /** How outputs name it: "racer", "racer at 0.3", "logic only". */
        public String label() {
            return style == null ? UNIFORM : temper == 1 ? style : style + " at " + temper;
        }
    }

    /** The name of the member that is logic alone, where styles are named. */
    public static final String UNIFORM = "logic only";

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
            String name = members.get(i).style() == null ? UNIFORM : members.get(i).style();
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
        double[] score = new double[k];
        for (int i = 0; i < k; i++) {
            score[i] = score(members.get(i).score(), stats, logRatio[i]);
        }
        return softmax(score, null);
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
