package org.cardlab.core;

/** Small statistics for studies: proportions with 95% intervals. */
public final class Stats {
    private static final double Z95 = 1.959963984540054;

    private Stats() {}

    /** A proportion with its 95% Wilson score interval. */
    public record Proportion(long successes, long trials, double estimate, double low, double high) {
        @Override
        public String toString() {
            return String.format("%.1f%% [%.1f%%, %.1f%%]", 100 * estimate, 100 * low, 100 * high);
        }
    }

    public static Proportion wilson(long successes, long trials) {
        if (trials == 0) {
            return new Proportion(0, 0, Double.NaN, 0, 1);
        }
        double n = trials;
        double p = successes / n;
        double z2 = Z95 * Z95;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
        return new Proportion(successes, trials, p, Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /** The median of a sample (the array is sorted in place). */
    public static double median(double[] xs) {
        java.util.Arrays.sort(xs);
        int n = xs.length;
        return n % 2 == 1 ? xs[n / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2;
    }
}
