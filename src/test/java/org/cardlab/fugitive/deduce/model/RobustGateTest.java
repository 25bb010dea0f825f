package org.cardlab.fugitive.deduce.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The robust posterior fit: its Brier scores are the direct ones, and it lifts a group the pooled fit forecasts worse than an even spread. */
class RobustGateTest {
    private static final double[] SHARP = {0.85, 0.05, 0.05, 0.05};
    private static final double[] FLAT = {0.25, 0.25, 0.25, 0.25};

    @Test
    void theBrierScoreFromPairwiseProductsIsTheDirectOne() {
        Random rng = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            int k = 1 + rng.nextInt(5);
            int values = 2 + rng.nextInt(8);
            double[][] chances = new double[k][values];
            for (double[] c : chances) {
                double sum = 0;
                for (int v = 0; v < values; v++) {
                    c[v] = rng.nextDouble();
                    sum += c[v];
                }
                for (int v = 0; v < values; v++) {
                    c[v] /= sum;
                }
            }
            double[] g = Population.softmax(rng.doubles(k, -2, 2).toArray(), null);
            int truth = rng.nextInt(values);
            double direct = 0;
            for (int v = 0; v < values; v++) {
                double f = 0;
                for (int m = 0; m < k; m++) {
                    f += g[m] * chances[m][v];
                }
                direct += (f - (v == truth ? 1 : 0)) * (f - (v == truth ? 1 : 0));
            }
            double[] t = new double[k];
            for (int m = 0; m < k; m++) {
                t[m] = chances[m][truth];
            }
            assertEquals(direct, RobustGate.brier(g, RobustGate.gram(chances), t), 1e-12);
        }
    }

    /**
     * Two groups the posterior cannot tell apart (the same statistics): in one the sharp member's
     * favourite comes true 97 times in 100, in the other 40 times. Pooled, the fit leans on the sharp
     * member, which forecasts the second group worse than an even spread; the robust fit must weigh
     * that group up until both beat the even spread by the margin.
     */
    @Test
    void aGroupForecastWorseThanTheEvenSpreadIsWeighedUpUntilItBeatsIt() {
        List<GateFit.Item> items = new ArrayList<>();
        List<RobustGate.Scoring> scoring = new ArrayList<>();
        double[] gram = RobustGate.gram(new double[][] {SHARP, FLAT});
        for (int group = 0; group < 2; group++) {
            int favourite = group == 0 ? 97 : 40;
            for (int i = 0; i < 100; i++) {
                int truth = i < favourite ? 0 : 1 + i % 3;
                double[][] t = {{SHARP[truth], FLAT[truth]}};
                items.add(new GateFit.Item(new double[PublicStats.COUNT], new double[] {1, 0}, t, new boolean[2], 0.01));
                scoring.add(new RobustGate.Scoring(new double[][] {gram}, new int[] {4}, group));
            }
        }
        GateFit.Item[] it = items.toArray(GateFit.Item[]::new);
        RobustGate.Scoring[] sc = scoring.toArray(RobustGate.Scoring[]::new);
        double[] pooled = RobustGate.gaps(it, sc, 2, GateFit.fit(it));
        assertTrue(pooled[1] > 0, "the pooled fit forecasts the doubtful group worse than the even spread: " + pooled[1]);
        RobustGate.Result robust = RobustGate.fit(it, sc, 2);
        assertTrue(robust.gap()[0] <= -RobustGate.MARGIN && robust.gap()[1] <= -RobustGate.MARGIN,
                "both groups beat the even spread by the margin: " + robust.gap()[0] + ", " + robust.gap()[1]);
        assertEquals(1.0, robust.multiplier()[0], "the group that met the margin is not weighed up");
        assertTrue(robust.multiplier()[1] > 1 && robust.rounds() > 1, "the doubtful group is weighed up, over more than one fit");
        assertEquals(RobustGate.gaps(it, sc, 2, robust.weights())[1], robust.gap()[1], 1e-15, "the gaps reported are the final fit's");
    }
}
