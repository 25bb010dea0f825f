package org.cardlab.tournament;

import java.io.Serializable;
import org.cardlab.core.Stats;

/**
 * Decision times kept as counts in logarithmic bins (each 2% wider than the one before, from
 * 1 microsecond to over an hour), so a study holds a fixed amount whatever its length and two
 * workers' times merge by adding counts. A percentile is read as the upper edge of its bin: at
 * most 2% above the true value. The maximum is kept exactly.
 */
public final class DecisionTimes implements Serializable {
    private static final double RATIO = 1.02;
    private static final double FIRST_NS = 1_000;
    private static final int BINS = 1100;

    private final long[] bins = new long[BINS];
    private long count;
    private long maxNs;

    public void add(long nanos) {
        int b = nanos <= FIRST_NS ? 0 : (int) Math.min(BINS - 1, Math.ceil(Math.log(nanos / FIRST_NS) / Math.log(RATIO)));
        bins[b]++;
        count++;
        maxNs = Math.max(maxNs, nanos);
    }

    public void addAll(DecisionTimes o) {
        for (int b = 0; b < BINS; b++) {
            bins[b] += o.bins[b];
        }
        count += o.count;
        maxNs = Math.max(maxNs, o.maxNs);
    }

    public long count() {
        return count;
    }

    /** The q-quantile in milliseconds (nearest rank, upper edge of its bin, never above the maximum); NaN when empty. */
    public double quantileMs(double q) {
        if (count == 0) {
            return Double.NaN;
        }
        long rank = Stats.rank(count, q);
        long seen = 0;
        for (int b = 0; b < BINS; b++) {
            seen += bins[b];
            if (seen > rank) {
                return Math.min(FIRST_NS * Math.pow(RATIO, b), maxNs) / 1e6;
            }
        }
        return maxNs / 1e6;
    }

    public double maxMs() {
        return count == 0 ? Double.NaN : maxNs / 1e6;
    }
}
