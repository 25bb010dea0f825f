package org.cardlab.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cardlab.core.Rng;
import org.cardlab.core.Stats;
import org.junit.jupiter.api.Test;

class DecisionTimesTest {
    /** Binned percentiles stay within 2% above the exact ones, and merging two halves equals adding all. */
    @Test
    void binnedPercentilesMatchTheExactOnes() {
        Rng rng = new Rng(3);
        double[] ms = new double[5000];
        DecisionTimes all = new DecisionTimes();
        DecisionTimes a = new DecisionTimes();
        DecisionTimes b = new DecisionTimes();
        for (int i = 0; i < ms.length; i++) {
            long ns = (long) (2_000 + Math.exp(rng.nextDouble() * 14) * 1000);
            ms[i] = ns / 1e6;
            all.add(ns);
            (i % 2 == 0 ? a : b).add(ns);
        }
        a.addAll(b);
        for (double q : new double[] {0.5, 0.95, 1.0}) {
            double exact = Stats.percentile(ms, q);
            double binned = all.quantileMs(q);
            assertTrue(binned >= exact * (1 - 1e-9) && binned <= exact * 1.02 + 1e-9, q + ": " + binned + " vs " + exact);
            assertEquals(binned, a.quantileMs(q), 0.0);
        }
        assertEquals(Stats.percentile(ms, 1.0), all.maxMs(), 1e-9);
        assertEquals(5000, a.count());
    }
}
