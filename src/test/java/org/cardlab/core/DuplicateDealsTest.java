package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The intervals over duplicate deals that the versus commands print. */
class DuplicateDealsTest {
    @Test
    void aShareEveryDealGivesAlikeStillHasTheWidthItsDealsLeave() {
        double[] all = new double[24];
        Arrays.fill(all, 1.0);
        double[] normal = DuplicateDeals.meanInterval(all);
        assertEquals(normal[1], normal[2], "the normal interval has no width here");
        double[] share = DuplicateDeals.shareInterval(all);
        assertEquals(1.0, share[0]);
        assertEquals(24 / (24 + 1.959963984540054 * 1.959963984540054), share[1], 1e-9, "24 of 24: Wilson's lower bound");
        assertEquals(1.0, share[2]);
        double[] none = DuplicateDeals.shareInterval(new double[10]);
        assertEquals(0.0, none[1]);
        assertTrue(none[2] > 0.25 && none[2] < 0.35, "0 of 10: Wilson's upper bound is about 0.28: " + none[2]);
    }

    @Test
    void whereTheDealsVaryTheWiderOfTheTwoIntervalsIsKept() {
        double[] xs = {0, 1, 0.5, 1, 0, 0.5, 1, 0, 1, 0.5};
        double[] normal = DuplicateDeals.meanInterval(xs);
        double[] share = DuplicateDeals.shareInterval(xs);
        double[] wilson = Stats.wilsonBounds(normal[0], xs.length);
        assertEquals(normal[0], share[0]);
        assertEquals(Math.max(0, Math.min(normal[1], wilson[0])), share[1]);
        assertEquals(Math.min(1, Math.max(normal[2], wilson[1])), share[2]);
        assertTrue(share[1] <= normal[1] && share[2] >= normal[2]);
    }

    @Test
    void aFewDealsGiveStudentsWidthNotTheNormalOne() {
        double[] two = {1, 3};
        double[] x = DuplicateDeals.meanInterval(two);
        // mean 2, standard error 1: t with one degree of freedom is 12.706, the normal 1.96
        assertEquals(2.0, x[0]);
        assertEquals(2 - 12.7062, x[1], 1e-9);
        assertEquals(2 + 12.7062, x[2], 1e-9);
        assertEquals(2.0423, Stats.t975(30), 1e-9);
        assertEquals(2.0369, Stats.t975(32), 1e-4, "the expansion past the table");
        assertEquals(1.9720, Stats.t975(199), 1e-4);
        assertEquals(1.9600, Stats.t975(1_000_000), 1e-4);
        for (int df = 1; df < 400; df++) {
            assertTrue(Stats.t975(df + 1) < Stats.t975(df), "falls with the degrees of freedom: " + df);
        }
    }

    @Test
    void aShareOfManyRoundsTakesStudentsWidthAndWilsonsOnlyWhereEveryDealIsAlike() {
        double[] alike = DuplicateDeals.shareOfManyInterval(new double[] {0.75, 0.75});
        assertEquals(0.75, alike[0]);
        assertTrue(alike[1] < 0.35 && alike[2] > 0.95, "two deals alike prove little: " + Arrays.toString(alike));
        assertEquals(Arrays.toString(DuplicateDeals.shareInterval(new double[] {0.75, 0.75})), Arrays.toString(alike));
        double[] many = new double[200];
        for (int i = 0; i < many.length; i++) {
            many[i] = 0.85 + 0.01 * (i % 5); // shares of many rounds a deal: little spread
        }
        double[] t = DuplicateDeals.meanInterval(many);
        double[] x = DuplicateDeals.shareOfManyInterval(many);
        assertEquals(Arrays.toString(t), Arrays.toString(x), "Student's t where the deals vary");
        double[] wilson = DuplicateDeals.shareInterval(many);
        assertTrue(x[2] - x[1] < (wilson[2] - wilson[1]) / 10, "far narrower than Wilson's over the deals: " + Arrays.toString(x));
        double[] two = DuplicateDeals.shareOfManyInterval(new double[] {0.2, 0.9});
        assertEquals(0.0, two[1]);
        assertEquals(1.0, two[2], "t with one degree of freedom, kept within 0 to 1");
    }
}
