package org.cardlab.fugitive.deduce.model;

import java.util.Arrays;

/**
 * Fits the posterior's score weights of a population ({@link Population}) by maximum likelihood of
 * the mixture: over training examples, the log of the chance the mixture gives the true hidden
 * history (each member's chance of it, weighed by the posterior), with a Gaussian prior (sd
 * {@link StyleFit#PRIOR_SD}) on each weight. Every example enters twice: with every member, and
 * with the members of its own bot's style left out (weight {@link #UNSEEN}), so the posterior also
 * learns what to trust when the Fugitive plays like none of its styles (what a bot held out of the
 * fit, or a person, does).
 */
final class PosteriorFit {
    /** The weight of an example seen without its own style's members. */
    static final double UNSEEN = 0.5;

    private PosteriorFit() {}

    /**
     * The score weights per member, from examples with their public statistics, each member's log
     * ratio and log-chance of the true history, and which members are the example's own style's.
     */
    static double[][] fit(double[][] stats, double[][] logRatio, double[][] logChance, boolean[][] own) {
        int members = logRatio[0].length;
        int d = PublicStats.COUNT + 1;
        int n = stats.length;
        Lbfgs.Objective f = (x, grad) -> {
            Arrays.fill(grad, 0);
            double nll = 0;
            double[] score = new double[members];
            double[] gate = new double[members];
            boolean[] present = new boolean[members];
            for (int i = 0; i < n; i++) {
                for (int copy = 0; copy < 2; copy++) {
                    double weight = copy == 0 ? 1 : UNSEEN;
                    boolean any = false;
                    for (int m = 0; m < members; m++) {
                        present[m] = copy == 0 || !own[i][m];
                        any |= present[m];
                        score[m] = Population.score(Arrays.copyOfRange(x, m * d, m * d + d), stats[i], logRatio[i][m]);
                    }
                    if (!any) {
                        continue;
                    }
                    System.arraycopy(score, 0, gate, 0, members);
                    Population.softmax(gate, present);
                    double best = Double.NEGATIVE_INFINITY;
                    for (int m = 0; m < members; m++) {
                        if (gate[m] > 0) {
                            best = Math.max(best, logChance[i][m]);
                        }
                    }
                    double mix = 0;
                    for (int m = 0; m < members; m++) {
                        mix += gate[m] * Math.exp(logChance[i][m] - best);
                    }
                    nll -= weight * (Math.log(mix) + best);
                    for (int m = 0; m < members; m++) {
                        if (!present[m]) {
                            continue;
                        }
                        double resp = gate[m] * Math.exp(logChance[i][m] - best) / mix;
                        double g = weight * (gate[m] - resp);
                        for (int j = 0; j < d - 1; j++) {
                            grad[m * d + j] += g * stats[i][j];
                        }
                        grad[m * d + d - 1] += g * logRatio[i][m];
                    }
                }
            }
            double prior = 1 / (StyleFit.PRIOR_SD * StyleFit.PRIOR_SD);
            for (int j = 0; j < x.length; j++) {
                nll += 0.5 * prior * x[j] * x[j];
                grad[j] = (grad[j] + prior * x[j]) / n;
            }
            return nll / n;
        };
        double[] x = Lbfgs.minimise(f, new double[members * d], 500, 1e-10, null).x();
        double[][] out = new double[members][];
        for (int m = 0; m < members; m++) {
            out[m] = Arrays.copyOfRange(x, m * d, m * d + d);
        }
        return out;
    }
}
