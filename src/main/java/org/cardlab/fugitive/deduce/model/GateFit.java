package org.cardlab.fugitive.deduce.model;

import java.util.Arrays;

/**
 * Fits the posterior's score weights of a population ({@link Population}) so that the mixture's
 * forecasts score best: the mean Brier score of every face-down position's forecast over the
 * training examples, with each (bot, early or late) group of examples weighing the same, and a
 * Gaussian prior (sd {@link StyleFit#PRIOR_SD}) on each weight. An example's Brier score is a
 * quadratic in the posterior: g'Ag - 2g'b + n, with A[k][l] the overlap of members k's and l's
 * forecasts and b[k] the chance member k gave the truth, summed over its positions. Every example
 * also enters with its own bot's members left out (weight {@link #UNSEEN}), so the posterior learns
 * what to trust when the Fugitive plays like none of its styles (a bot held out of the fit, a person).
 */
final class GateFit {
    /** The weight of an example seen without its own style's members. */
    static final double UNSEEN = 0.5;

    /** One training example: its public statistics, per member the log-ratio, the overlaps A and the truth's chances b, its positions, weight. */
    record Item(double[] stats, double[] logRatio, double[][] overlap, double[] truth, int positions, boolean[] own, double weight) {}

    private GateFit() {}

    /** The Brier score of an example's positions (all members present) under fitted weights. */
    static double brier(Item it, double[][] w) {
        int members = w.length;
        double[] g = new double[members];
        for (int m = 0; m < members; m++) {
            g[m] = Population.score(w[m], it.stats(), it.logRatio()[m]);
        }
        Population.softmax(g, null);
        double brier = it.positions();
        for (int k = 0; k < members; k++) {
            double ag = 0;
            for (int l = 0; l < members; l++) {
                ag += it.overlap()[k][l] * g[l];
            }
            brier += g[k] * ag - 2 * g[k] * it.truth()[k];
        }
        return brier;
    }

    static double[][] fit(Item[] items) {
        int members = items[0].logRatio().length;
        int d = PublicStats.COUNT + 1;
        Lbfgs.Objective f = (x, grad) -> {
            Arrays.fill(grad, 0);
            double loss = 0;
            double total = 0;
            double[] g = new double[members];
            boolean[] present = new boolean[members];
            double[] dg = new double[members];
            for (Item it : items) {
                for (int copy = 0; copy < 2; copy++) {
                    double w = it.weight() * (copy == 0 ? 1 : UNSEEN);
                    boolean any = false;
                    for (int m = 0; m < members; m++) {
                        present[m] = copy == 0 || !it.own()[m];
                        any |= present[m];
                        g[m] = Population.score(Arrays.copyOfRange(x, m * d, m * d + d), it.stats(), it.logRatio()[m]);
                    }
                    if (!any) {
                        continue;
                    }
                    Population.softmax(g, present);
                    double brier = it.positions();
                    for (int k = 0; k < members; k++) {
                        double ag = 0;
                        for (int l = 0; l < members; l++) {
                            ag += it.overlap()[k][l] * g[l];
                        }
                        brier += g[k] * ag - 2 * g[k] * it.truth()[k];
                        dg[k] = 2 * ag - 2 * it.truth()[k]; // d brier / d g_k
                    }
                    loss += w * brier;
                    total += w;
                    // Through the softmax: d/d score_m = g_m (dg_m - sum_k g_k dg_k).
                    double mean = 0;
                    for (int k = 0; k < members; k++) {
                        mean += g[k] * dg[k];
                    }
                    for (int m = 0; m < members; m++) {
                        if (!present[m]) {
                            continue;
                        }
                        double s = w * g[m] * (dg[m] - mean);
                        for (int j = 0; j < d - 1; j++) {
                            grad[m * d + j] += s * it.stats()[j];
                        }
                        grad[m * d + d - 1] += s * it.logRatio()[m];
                    }
                }
            }
            double prior = 1 / (StyleFit.PRIOR_SD * StyleFit.PRIOR_SD);
            for (int j = 0; j < x.length; j++) {
                grad[j] = grad[j] / total + prior * x[j] / items.length;
                loss += 0.5 * prior * x[j] * x[j] * total / items.length;
            }
            return loss / total;
        };
        double[] x = Lbfgs.minimise(f, new double[members * d], 500, 1e-10, null).x();
        double[][] out = new double[members][];
        for (int m = 0; m < members; m++) {
            out[m] = Arrays.copyOfRange(x, m * d, m * d + d);
        }
        return out;
    }
}
