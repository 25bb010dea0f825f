package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The interval of a difference of paired proportions (Newcombe's hybrid score): its shape, and its coverage by simulation. */
class PairedDifferenceTest {
    private static boolean[] wins(int won, int of) {
        boolean[] w = new boolean[of];
        for (int i = 0; i < won; i++) {
            w[i] = true;
        }
        return w;
    }

    @Test
    void pairsThatAllAgreeStillGiveAnIntervalOfTheWilsonWidth() {
        boolean[] all = wins(400, 400);
        double[] d = Stats.pairedDifference(all, all.clone());
        double width = 1 - Stats.wilson(400, 400).low();
        assertArrayEquals(new double[] {0, -width, width}, d, 1e-12);
        assertTrue(width > 0.009 && width < 0.01, "400 of 400: the Wilson interval reaches down to 99.05%: " + width);
    }

    @Test
    void swappingTheSidesNegatesTheInterval() {
        boolean[] a = wins(30, 50);
        boolean[] b = new boolean[50];
        for (int i = 10; i < 45; i++) {
            b[i] = true;
        }
        double[] ab = Stats.pairedDifference(a, b);
        double[] ba = Stats.pairedDifference(b, a);
        assertEquals(-0.1, ab[0], 1e-12);
        assertArrayEquals(new double[] {-ab[0], -ab[2], -ab[1]}, ba, 1e-12);
        assertTrue(ab[1] < ab[0] && ab[0] < ab[2]);
    }

    @Test
    void aClearDifferenceLeavesZeroOutsideAndPairingNarrowsIt() {
        // 200 deals: the first side wins the first 120, the second the first 100 (20 won by the first alone, none by the second alone)
        boolean[] a = wins(120, 200);
        boolean[] b = wins(100, 200);
        double[] d = Stats.pairedDifference(a, b);
        assertEquals(0.1, d[0], 1e-12);
        assertTrue(d[1] > 0, "the interval stays above zero: " + d[1]);
        // the same rates on deals that go the other way (the second wins the last 100): the same difference, a wider interval
        boolean[] other = new boolean[200];
        for (int i = 100; i < 200; i++) {
            other[i] = true;
        }
        double[] u = Stats.pairedDifference(a, other);
        assertEquals(d[0], u[0], 1e-12);
        assertTrue(u[2] - u[1] > d[2] - d[1], "pairing narrows: " + (d[2] - d[1]) + " against " + (u[2] - u[1]));
        assertTrue(u[1] < 0, "unpaired, zero is inside: " + u[1]);
    }

    @Test
    void itCoversTheTrueDifferenceAboutNinetyFiveTimesInAHundred() {
        // pairs drawn with known cell chances: both 0.80, first only 0.06, second only 0.10 (true difference -0.04), 300 pairs
        Rng rng = new Rng(2026);
        int covered = 0;
        int runs = 2000;
        for (int run = 0; run < runs; run++) {
            boolean[] a = new boolean[300];
            boolean[] b = new boolean[300];
            for (int i = 0; i < 300; i++) {
                double u = rng.nextDouble();
                a[i] = u < 0.86;
                b[i] = u < 0.80 || u >= 0.86 && u < 0.96;
            }
            double[] d = Stats.pairedDifference(a, b);
            covered += d[1] <= -0.04 && -0.04 <= d[2] ? 1 : 0;
        }
        double rate = (double) covered / runs;
        assertTrue(rate > 0.93 && rate < 0.975, "coverage " + rate);
    }

    @Test
    void unpairedSamplesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Stats.pairedDifference(new boolean[3], new boolean[4]));
        assertThrows(IllegalArgumentException.class, () -> Stats.pairedDifference(new boolean[0], new boolean[0]));
    }
}
