package org.cardlab.fugitive.calibration;

import org.cardlab.core.Stats;

/**
 * A reliability table for probability forecasts: each forecast (a probability that a face-down
 * position holds a value) goes into one of {@link #BINS} equal bins by its size, with whether it
 * came true; and the Brier score of each whole forecast (a position's distribution over its
 * values), beside the score of a plain forecaster that spreads the same position's possible
 * values evenly. Integer sums only (probabilities and scores in fixed point, units of
 * 2^-32), so tables of separate games add up to the same figures in any order: a study gives the
 * same table for any number of threads.
 */
public final class Reliability {
    public static final int BINS = 10;
    /** One unit of the fixed-point sums is 2^-32: rounding costs at most 1.2e-10 a forecast. */
    private static final double UNIT = 0x1p32;

    private final long[] count = new long[BINS];
    private final long[] hits = new long[BINS];
    private final long[] predicted = new long[BINS];
    private long forecasts;
    private long brier;
    private long evenBrier;
    private long certain;
    private long certainWrong;

    /** One row: forecasts in the bin, their mean, and how often they came true (with a 95% Wilson interval). */
    public record Row(double low, double high, long count, double meanPredicted, Stats.Proportion observed) {}

    /**
     * Adds one position's forecast: {@code p[v]} the probability of value v, {@code truth} the value
     * it held. Values with probability 0 are not forecasts (the deduction rules them out).
     */
    public void add(double[] p, int truth) {
        int possible = 0;
        for (double q : p) {
            possible += q > 0 ? 1 : 0;
        }
        double b = 0;
        double even = 0;
        for (int v = 0; v < p.length; v++) {
            double y = v == truth ? 1 : 0;
            b += (p[v] - y) * (p[v] - y);
            if (p[v] > 0) {
                even += (1.0 / possible - y) * (1.0 / possible - y);
                int bin = Math.min(BINS - 1, (int) (p[v] * BINS));
                count[bin]++;
                hits[bin] += v == truth ? 1 : 0;
                predicted[bin] += fixed(p[v]);
                if (p[v] >= 1 - 1e-12) {
                    certain++;
                    certainWrong += v == truth ? 0 : 1;
                }
            } else if (v == truth) {
                even += 1; // the even forecaster also gave the truth nothing
            }
        }
        forecasts++;
        brier += fixed(b);
        evenBrier += fixed(even);
    }

    private static long fixed(double x) {
        return Math.round(x * UNIT);
    }

    public void addAll(Reliability o) {
        for (int i = 0; i < BINS; i++) {
            count[i] += o.count[i];
            hits[i] += o.hits[i];
            predicted[i] += o.predicted[i];
        }
        forecasts += o.forecasts;
        brier += o.brier;
        evenBrier += o.evenBrier;
        certain += o.certain;
        certainWrong += o.certainWrong;
    }

    public Row row(int bin) {
        long n = count[bin];
        return new Row((double) bin / BINS, (double) (bin + 1) / BINS, n, n == 0 ? 0 : predicted[bin] / UNIT / n, Stats.wilson(hits[bin], n));
    }

    /** Positions forecast (one per face-down position per Marshal turn). */
    public long forecasts() {
        return forecasts;
    }

    /** The mean Brier score of a position's forecast (0 is perfect, 2 the worst). */
    public double brier() {
        return forecasts == 0 ? Double.NaN : brier / UNIT / forecasts;
    }

    /** The same for a forecaster that spreads each position's possible values evenly. */
    public double evenBrier() {
        return forecasts == 0 ? Double.NaN : evenBrier / UNIT / forecasts;
    }

    /** Values the deduction called certain, and how many of them were wrong (there should be none). */
    public long certain() {
        return certain;
    }

    public long certainWrong() {
        return certainWrong;
    }
}
