package org.cardlab.fugitive.deduce.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The Fugitive styles a measure mixes, and how the notes weigh them. A style is a log-linear
 * weighting of hidden histories ({@code theta} over {@link org.cardlab.fugitive.deduce.StyleFeatures}),
 * named after the bot whose games it was fitted to. The posterior over the styles is a softmax of
 * one score per style: a line of the notes' public statistics ({@link PublicStats}) plus a weight
 * times the log of the style's weighted count of the notes' histories against the uniform count
 * (how much better the style explains them than logic alone). Those weights are fitted too, by the
 * likelihood of the true style of each training example ({@link PosteriorFit}).
 *
 * <p>{@code heldOut}: the bot this population was fitted without (null for the whole population).
 */
public record Population(List<Style> styles, String heldOut) {
    /** A style: its name, the bot it was fitted to, its weights, and its posterior score's weights (the public statistics', then the count's). */
    public record Style(String name, double[] theta, double[] score) {}

    public Population {
        styles = List.copyOf(styles);
    }

    public List<String> names() {
        List<String> out = new ArrayList<>();
        styles.forEach(s -> out.add(s.name()));
        return out;
    }

    /**
     * The posterior over the styles for notes with these public statistics, given each style's
     * log weighted count minus the uniform one's ({@code logRatio}).
     */
    public double[] posterior(double[] stats, double[] logRatio) {
        int k = styles.size();
        double[] score = new double[k];
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < k; i++) {
            score[i] = score(styles.get(i).score(), stats, logRatio[i]);
            max = Math.max(max, score[i]);
        }
        double sum = 0;
        for (int i = 0; i < k; i++) {
            score[i] = Math.exp(score[i] - max);
            sum += score[i];
        }
        for (int i = 0; i < k; i++) {
            score[i] /= sum;
        }
        return score;
    }

    static double score(double[] w, double[] stats, double logRatio) {
        double s = w[stats.length] * logRatio;
        for (int j = 0; j < stats.length; j++) {
            s += w[j] * stats[j];
        }
        return Double.isNaN(s) ? Double.NEGATIVE_INFINITY : s;
    }
}
