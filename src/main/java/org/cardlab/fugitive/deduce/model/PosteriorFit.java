package org.cardlab.fugitive.deduce.model;

/**
 * Fits the posterior's score weights of a population ({@link Population}) by maximum likelihood:
 * over training examples of every style's bot, the log-chance the posterior gives the bot that
 * really played, with a Gaussian prior (sd {@link StyleFit#PRIOR_SD}) on each weight. A
 * multinomial logistic regression: concave, so the fit is unique.
 */
final class PosteriorFit {
    private PosteriorFit() {}

    /**
     * The weights per style (the public statistics', then the log-ratio's), from examples with
     * their statistics, each style's log-ratio and the index of the true style.
     */
    static double[][] fit(double[][] stats, double[][] logRatio, int[] truth, int styles) {
        int d = PublicStats.COUNT + 1;
        int n = truth.length;
        Lbfgs.Objective f = (x, grad) -> {
            java.util.Arrays.fill(grad, 0);
            double nll = 0;
            double[] score = new double[styles];
            for (int i = 0; i < n; i++) {
                double max = Double.NEGATIVE_INFINITY;
                for (int k = 0; k < styles; k++) {
                    score[k] = Population.score(java.util.Arrays.copyOfRange(x, k * d, k * d + d), stats[i], logRatio[i][k]);
                    max = Math.max(max, score[k]);
                }
                double sum = 0;
                for (int k = 0; k < styles; k++) {
                    sum += Math.exp(score[k] - max);
                }
                nll -= score[truth[i]] - max - Math.log(sum);
                for (int k = 0; k < styles; k++) {
                    double p = Math.exp(score[k] - max) / sum - (k == truth[i] ? 1 : 0);
                    for (int j = 0; j < d - 1; j++) {
                        grad[k * d + j] += p * stats[i][j];
                    }
                    grad[k * d + d - 1] += p * logRatio[i][k];
                }
            }
            double prior = 1 / (StyleFit.PRIOR_SD * StyleFit.PRIOR_SD);
            for (int j = 0; j < x.length; j++) {
                nll += 0.5 * prior * x[j] * x[j];
                grad[j] = (grad[j] + prior * x[j]) / n;
            }
            return nll / n;
        };
        double[] x = Lbfgs.minimise(f, new double[styles * d], 500, 1e-10, null).x();
        double[][] out = new double[styles][];
        for (int k = 0; k < styles; k++) {
            out[k] = java.util.Arrays.copyOfRange(x, k * d, k * d + d);
        }
        return out;
    }
}
