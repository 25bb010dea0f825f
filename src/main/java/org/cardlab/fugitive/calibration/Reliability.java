package org.cardlab.fugitive.calibration;

import org.cardlab.core.Stats;

/**
 * A reliability table for one forecaster's probability forecasts: each forecast (a probability
 * that a face-down position holds a value) goes into one of {@link #BINS} equal bins by its size,
 * with whether it came true, unless logic leaves the position one possible value: such a certain
 * value is counted on its own (every measure gives it 1.0, and a bin would hide the other values
 * near 1 among them); and the scores of each whole forecast (a position's distribution over
 * its values): the Brier score and the log-loss. Integer sums only (probabilities and scores in
 * fixed point, units of 2^-32), so tables of separate games add up to the same figures in any
 * order: a study gives the same table for any number of threads.
 */
public final class Reliability implements java.io.Serializable {
    private static final long serialVersionUID = 2L; // 2: certain values left out of the bins (a checkpoint of 1 counts them)
    public static final int BINS = 10;
    /** One unit of the fixed-point sums is 2^-32: rounding costs at most 1.2e-10 a forecast. */
    private static final double UNIT = 0x1p32;

    private final long[] count = new long[BINS];
    private final long[] hits = new long[BINS];
    private final long[] predicted = new long[BINS];
    private long forecasts;
    private long brier;
    private long logLoss;
    private long certain;
    private long certainWrong;

    /** One row: forecasts in the bin, their mean, and how often they came true (with a 95% Wilson interval). */
    public record Row(double low, double high, long count, double meanPredicted, Stats.Proportion observed) {}

    /**
     * Adds one position's forecast: {@code p[v]} the probability of value v, {@code truth} the value
     * it held. Values with probability 0 are not forecasts (the deduction rules them out). The
     * position is certain when {@code p} gives one value a chance ({@link #possible}).
     */
    public void add(double[] p, int truth) {
        add(p, truth, possible(p) == 1);
    }

    /**
     * Adds one position's forecast, {@code certain} when logic leaves it one possible value (a
     * study tells it from the uniform measure, so that every measure leaves out the same
     * positions): its value, the one {@code p} gives the most, is counted as certain and not
     * binned. The Brier score and the log-loss count every position alike (a certain one scores 0
     * under a measure that gives its value 1).
     */
    public void add(double[] p, int truth, boolean certain) {
        double b = 0;
        int likeliest = 0;
        for (int v = 0; v < p.length; v++) {
            double y = v == truth ? 1 : 0;
            b += (p[v] - y) * (p[v] - y);
            likeliest = p[v] > p[likeliest] ? v : likeliest;
            if (p[v] > 0 && !certain) {
                int bin = Math.min(BINS - 1, (int) (p[v] * BINS));
                count[bin]++;
                hits[bin] += v == truth ? 1 : 0;
                predicted[bin] += fixed(p[v]);
            }
        }
        if (certain) {
            this.certain++;
            certainWrong += likeliest == truth ? 0 : 1;
        }
        forecasts++;
        brier += fixed(b);
        // A truth given no chance at all would cost without bound: counted at the cost of 1e-9.
        logLoss += fixed(-Math.log(Math.max(p[truth], 1e-9)));
    }

    /** How many values {@code p} gives a chance: 1 for a position logic leaves one value (under the uniform measure). */
    public static int possible(double[] p) {
        int n = 0;
        for (double q : p) {
            n += q > 0 ? 1 : 0;
        }
        return n;
    }

    /** The forecast that spreads the possible values of {@code p} (those it gives a chance) evenly. */
    public static double[] even(double[] p) {
        int possible = possible(p);
        double[] out = new double[p.length];
        for (int v = 0; v < p.length; v++) {
            out[v] = p[v] > 0 ? 1.0 / possible : 0;
        }
        return out;
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
        logLoss += o.logLoss;
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

    /** The mean log-loss of a position's forecast (minus the log of the chance given to the truth). */
    public double logLoss() {
        return forecasts == 0 ? Double.NaN : logLoss / UNIT / forecasts;
    }

    /** The calibration goal: every bin of at least this many forecasts ... */
    public static final int GOAL_MIN_COUNT = 200;
    /** ... came true within this much of its mean forecast. */
    public static final double GOAL_TOLERANCE = 0.05;

    /** Whether a bin misses the calibration goal ({@link #GOAL_MIN_COUNT}, {@link #GOAL_TOLERANCE}). */
    public static boolean missesGoal(Row r) {
        return off(r, GOAL_MIN_COUNT, GOAL_TOLERANCE);
    }

    private static boolean off(Row r, long minCount, double tolerance) {
        return r.count() >= minCount && Math.abs(r.observed().estimate() - r.meanPredicted()) > tolerance;
    }

    /**
     * The bins holding at least {@code minCount} forecasts whose observed frequency lies more than
     * {@code tolerance} from their mean forecast.
     */
    public java.util.List<Row> offBins(long minCount, double tolerance) {
        java.util.List<Row> out = new java.util.ArrayList<>();
        for (int b = 0; b < BINS; b++) {
            Row r = row(b);
            if (off(r, minCount, tolerance)) {
                out.add(r);
            }
        }
        return out;
    }

    /**
     * Certain values: positions logic left one possible value (one value forecast each, left out of
     * the bins, whose rows and {@link #offBins} count the uncertain values only).
     */
    public long certain() {
        return certain;
    }

    /** Certain values that did not come true (there should be none). */
    public long certainWrong() {
        return certainWrong;
    }
}
