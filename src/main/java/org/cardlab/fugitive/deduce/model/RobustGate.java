package org.cardlab.fugitive.deduce.model;

import java.util.Arrays;

/**
 * Fits a population's posterior ({@link GateFit}) so that, on the training games, every bot's
 * forecasts, early and late, score better than an even spread over the same possible values, by
 * {@link #MARGIN} of Brier score. The plain fit maximises the likelihood pooled over the bots; pooled,
 * that is calibrated, but one bot's first guesses can still be forecast worse than the even spread
 * (the random Fugitive's: at the first guesses the notes cannot yet tell it from the deliberate
 * bots, and the pooled fit leans on their sharper styles). So the fit is repeated with that group's
 * examples weighed more: each group (a bot, early or late) carries a multiplier, multiplied by
 * exp({@link #STEP} x its shortfall) after each fit (as group-robust training weighs its worst
 * groups up), until every group meets the margin or after {@link #MAX_ROUNDS} fits. A group that
 * meets it keeps its multiplier; none falls below 1. Only training games enter, as in the plain fit.
 */
final class RobustGate {
    /** How far below the even spread's Brier score every group's must lie. */
    static final double MARGIN = 0.02;

    /** How fast a group's multiplier rises with its shortfall (exp(STEP x shortfall) per fit). */
    static final double STEP = 20;

    /** The most fits. */
    static final int MAX_ROUNDS = 8;

    /** Guesses up to this one (the Marshal's first three) are early, as in {@code bench calibration}'s default. */
    static final int EARLY_GUESSES = 3;

    /**
     * What a training example's Brier scores need beyond its {@link GateFit.Item}: per face-down
     * position, the members' chances multiplied pairwise and summed over the values (k x k, row by
     * row), and how many values the position could hold; and the example's group.
     */
    record Scoring(double[][] gram, int[] possible, int group) {}

    /** The fitted score weights; per group, its multiplier and its Brier score minus the even spread's at the end; how many fits. */
    record Result(double[][] weights, double[] multiplier, double[] gap, int rounds) {}

    private RobustGate() {}

    static Result fit(GateFit.Item[] items, Scoring[] scoring, int groups) {
        double[] multiplier = new double[groups];
        Arrays.fill(multiplier, 1);
        double[][] w = null;
        double[] gap = null;
        int rounds = 0;
        while (rounds < MAX_ROUNDS) {
            w = GateFit.fit(weighed(items, scoring, multiplier));
            rounds++;
            gap = gaps(items, scoring, groups, w);
            boolean met = true;
            for (int g = 0; g < groups; g++) {
                if (!Double.isNaN(gap[g]) && gap[g] > -MARGIN) {
                    met = false;
                    multiplier[g] *= Math.exp(STEP * (gap[g] + MARGIN));
                }
            }
            if (met) {
                break;
            }
        }
        return new Result(w, multiplier, gap, rounds);
    }

    private static GateFit.Item[] weighed(GateFit.Item[] items, Scoring[] scoring, double[] multiplier) {
        GateFit.Item[] out = new GateFit.Item[items.length];
        for (int i = 0; i < items.length; i++) {
            GateFit.Item it = items[i];
            out[i] = new GateFit.Item(it.stats(), it.logRatio(), it.truth(), it.own(), it.weight() * multiplier[scoring[i].group()]);
        }
        return out;
    }

    /** Per group, the mean Brier score of the population's forecasts minus the even spread's (NaN: no forecast in it). */
    static double[] gaps(GateFit.Item[] items, Scoring[] scoring, int groups, double[][] w) {
        double[] sum = new double[groups];
        int[] n = new int[groups];
        for (int i = 0; i < items.length; i++) {
            GateFit.Item it = items[i];
            double[] g = posterior(it, w);
            for (int p = 0; p < it.truth().length; p++) {
                sum[scoring[i].group()] += brier(g, scoring[i].gram()[p], it.truth()[p]) - (1 - 1.0 / scoring[i].possible()[p]);
                n[scoring[i].group()]++;
            }
        }
        double[] gap = new double[groups];
        for (int k = 0; k < groups; k++) {
            gap[k] = n[k] == 0 ? Double.NaN : sum[k] / n[k];
        }
        return gap;
    }

    private static double[] posterior(GateFit.Item it, double[][] w) {
        double[] score = new double[w.length];
        for (int m = 0; m < w.length; m++) {
            score[m] = Population.score(w[m], it.stats(), it.logRatio()[m]);
        }
        return Population.softmax(score, null);
    }

    /**
     * The Brier score of the members' chances mixed by {@code g}, from their pairwise products
     * ({@code gram}) and the chance each gave the truth: sum over values of (F_v - [v true])^2 =
     * g'Gg - 2 sum_k g_k t_k + 1.
     */
    static double brier(double[] g, double[] gram, double[] truth) {
        int k = g.length;
        double ff = 0;
        double ft = 0;
        for (int a = 0; a < k; a++) {
            double row = 0;
            for (int b = 0; b < k; b++) {
                row += gram[a * k + b] * g[b];
            }
            ff += g[a] * row;
            ft += g[a] * truth[a];
        }
        return ff - 2 * ft + 1;
    }

    /** The pairwise products of the members' chances at one position, summed over the values (k x k, row by row). */
    static double[] gram(double[][] chancesByMember) {
        int k = chancesByMember.length;
        double[] out = new double[k * k];
        for (int a = 0; a < k; a++) {
            for (int b = a; b < k; b++) {
                double s = 0;
                for (int v = 0; v < chancesByMember[a].length; v++) {
                    s += chancesByMember[a][v] * chancesByMember[b][v];
                }
                out[a * k + b] = s;
                out[b * k + a] = s;
            }
        }
        return out;
    }
}
