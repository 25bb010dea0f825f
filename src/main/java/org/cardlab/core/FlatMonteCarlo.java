package org.cardlab.core;

/**
 * Flat Monte Carlo over a bot's candidate moves: a fixed number of playouts (the work budget)
 * shared out by UCB1, each candidate played out at least once, then the candidate played out most
 * often (UCB1's robust choice; ties to the better mean, then the lower index). The playouts draw from streams split off one {@link Rng} in a fixed order, so a
 * decision depends only on that stream (never on threads or timing).
 */
public final class FlatMonteCarlo {
    private FlatMonteCarlo() {}

    /** One playout of candidate {@code c}: its value for the searching seat, about -1 to 1. */
    @FunctionalInterface
    public interface Playout {
        double value(int candidate, Rng rng);
    }

    /** The mean values and playout counts behind a choice (for tests and benchmarks). */
    public record Result(int best, double[] means, int[] playouts) {}

    /**
     * Shares {@code budget} playouts among {@code candidates} (UCB1 with exploration
     * {@code c}); ties go to the lower index, so put the default move first.
     */
    public static Result search(int candidates, int budget, double c, Playout playout, Rng rng) {
        double[] sum = new double[candidates];
        int[] n = new int[candidates];
        int total = Math.max(budget, candidates);
        for (int t = 0; t < total; t++) {
            int pick = t < candidates ? t : ucb(sum, n, t, c);
            sum[pick] += playout.value(pick, new Rng(rng.nextLong()));
            n[pick]++;
        }
        double[] means = new double[candidates];
        int best = 0;
        for (int i = 0; i < candidates; i++) {
            means[i] = sum[i] / n[i];
            if (n[i] > n[best] || n[i] == n[best] && means[i] > means[best]) {
                best = i;
            }
        }
        return new Result(best, means, n);
    }

    private static int ucb(double[] sum, int[] n, int t, double c) {
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        double logT = Math.log(t);
        for (int i = 0; i < sum.length; i++) {
            double score = sum[i] / n[i] + c * Math.sqrt(logT / n[i]);
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }
}
