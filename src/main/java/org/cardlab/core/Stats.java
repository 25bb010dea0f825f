package org.cardlab.core;

/**
 * The statistics studies and benchmarks report, written once: proportions with 95% Wilson
 * intervals, the difference of two paired proportions with its interval, medians and nearest-rank
 * percentiles.
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
        // none or all: the bound is exactly 0 or 1 (rounding left 5.6E-17 in the JSON of a situation never met)
        return new Proportion(successes, trials, p, successes == 0 ? 0 : b[0], successes == trials ? 1 : b[1]);
    }

    /** The 95% Wilson score bounds {low, high} of a proportion {@code p} observed over {@code n} trials. */
    public static double[] wilsonBounds(double p, double n) {
        double z2 = Z95 * Z95;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /**
     * The difference of two paired proportions, {@code a} less {@code b} (trial i of both on the same
     * deal), with its 95% interval by Newcombe's hybrid score method (Newcombe 1998, method 10: each
     * side's Wilson bounds, joined with the pairs' correlation). Unlike the normal approximation it
     * stays a real interval where every pair agrees (two bots that both won every game). Returns
     * {difference, low, high}.
     */
    public static double[] pairedDifference(boolean[] a, boolean[] b) {
        if (a.length != b.length || a.length == 0) {
            throw new IllegalArgumentException("paired samples need the same number of trials, at least one: " + a.length + " and " + b.length);
        }
        long both = 0;
        long onlyA = 0;
        long onlyB = 0;
        for (int i = 0; i < a.length; i++) {
            both += a[i] && b[i] ? 1 : 0;
            onlyA += a[i] && !b[i] ? 1 : 0;
            onlyB += !a[i] && b[i] ? 1 : 0;
        }
        long n = a.length;
        long neither = n - both - onlyA - onlyB;
        Proportion p1 = wilson(both + onlyA, n);
        Proportion p2 = wilson(both + onlyB, n);
        double margins = (double) (both + onlyA) * (onlyB + neither) * (both + onlyB) * (onlyA + neither);
        double phi = margins == 0 ? 0 : ((double) both * neither - (double) onlyA * onlyB) / Math.sqrt(margins);
        double d1 = p1.estimate() - p1.low();
        double u1 = p1.high() - p1.estimate();
        double d2 = p2.estimate() - p2.low();
        double u2 = p2.high() - p2.estimate();
        double diff = p1.estimate() - p2.estimate();
        double below = Math.sqrt(Math.max(0, d1 * d1 - 2 * phi * d1 * u2 + u2 * u2));
        double above = Math.sqrt(Math.max(0, u1 * u1 - 2 * phi * u1 * d2 + d2 * d2));
        return new double[] {diff, Math.max(-1, diff - below), Math.min(1, diff + above)};
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

    /** Student's t quantiles at 0.975 for 1 to 30 degrees of freedom. */
    private static final double[] T975 = {12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281,
        2.2010, 2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860, 2.0796, 2.0739, 2.0687, 2.0639, 2.0595,
        2.0555, 2.0518, 2.0484, 2.0452, 2.0423};

    /**
     * The half-width, in standard errors, of a two-sided 95% interval for a mean of {@code df + 1} values: Student's t,
     * which a few deals need (with two, 12.7 where the normal interval says 1.96); from 31 on, its expansion in 1/df
     * (Abramowitz and Stegun 26.7.5), within 0.0001 of the quantile there.
     */
    public static double t975(int df) {
        if (df < 1) {
            throw new IllegalArgumentException("degrees of freedom " + df);
        }
        if (df <= T975.length) {
            return T975[df - 1];
        }
        double z = 1.959963984540054;
        double z3 = z * z * z;
        double z5 = z3 * z * z;
        return z + (z3 + z) / (4.0 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96.0 * df * df);
    }
}
