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
}
