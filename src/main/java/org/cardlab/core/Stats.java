package org.cardlab.core;

/**
 * The statistics studies and benchmarks report, written once: proportions with 95% Wilson
 * intervals, medians and nearest-rank percentiles.
 */
public final class Stats {
    private static final double Z95 = 1.959963984540054;

    private Stats() {}

    /** A proportion with its 95% Wilson score interval. */
    public record Proportion(long successes, long trials, double estimate, double low, double high) {
        @Override
        public String toString() {
            return String.format("%.1f%% [%.1f%%, %.1f%%]", 100 * estimate, 100 * low, 100 * high);
        }

        /** {count, of, rate, low95, high95}. */
        public com.fasterxml.jackson.databind.node.ObjectNode toJson() {
            var o = Json.object();
            o.put("count", successes);
            o.put("of", trials);
            o.put("rate", estimate);
            o.put("low95", low);
            o.put("high95", high);
            return o;
        }
    }

    public static Proportion wilson(long successes, long trials) {
        if (trials == 0) {
            return new Proportion(0, 0, Double.NaN, 0, 1);
        }
        double p = (double) successes / trials;
        double[] b = wilsonBounds(p, trials);
        return new Proportion(successes, trials, p, b[0], b[1]);
    }

    /** The 95% Wilson score bounds {low, high} of a proportion {@code p} observed over {@code n} trials. */
    public static double[] wilsonBounds(double p, double n) {
        double z2 = Z95 * Z95;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /** The median of a sample (the mean of the two middle values for an even count); the sample is not changed. */
    public static double median(double[] xs) {
        double[] s = sorted(xs);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    /**
     * The q-quantile (0..1) of a sample by nearest rank: the smallest value with at least a
     * fraction q of the sample at or below it (q = 0 gives the minimum, 1 the maximum).
     */
    public static double percentile(double[] xs, double q) {
        double[] s = sorted(xs);
        return s[rank(s.length, q)];
    }

    /** The 0-based index of the nearest-rank q-quantile in a sorted sample of n values. */
    public static int rank(long n, double q) {
        if (q < 0 || q > 1) {
            throw new IllegalArgumentException("quantile must be within 0..1: " + q);
        }
        return (int) Math.max(0, Math.min(n - 1, (long) Math.ceil(q * n) - 1));
    }

    private static double[] sorted(double[] xs) {
        if (xs.length == 0) {
            throw new IllegalArgumentException("no values: a median or percentile needs at least one");
        }
        double[] s = xs.clone();
        java.util.Arrays.sort(s);
        return s;
    }

    /** The mean of a sample (0 for none). */
    public static double mean(long sum, long count) {
        return count == 0 ? 0 : (double) sum / count;
    }
}
