package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Sequential halving on common worlds: a small edge hidden under a large shared noise is found
 * (the comparison is paired), exact ties go to the first candidate, and a decision depends only
 * on its random stream.
 */
class PairedHalvingTest {
    /** A world's luck (shared by every candidate on it, up to ±1) plus the candidate's own edge. */
    private static double luckPlus(double[] edge, int candidate, Rng world) {
        return 2 * world.nextDouble() - 1 + edge[candidate];
    }

    @Test
    void aSmallEdgeUnderSharedNoiseIsFound() {
        double[] edge = {0, 0.02, 0.05, 0.01, 0, 0.03, 0, 0.04};
        for (long seed = 1; seed <= 20; seed++) {
            FlatMonteCarlo.Result r = PairedHalving.search(edge.length, 48, (i, w) -> luckPlus(edge, i, w), new Rng(seed));
            assertEquals(2, r.best(), "seed " + seed);
        }
    }

    @Test
    void exactTiesGoToTheFirstCandidate() {
        FlatMonteCarlo.Result r = PairedHalving.search(6, 30, (i, w) -> i == 0 || i == 4 ? 0.5 : w.nextDouble() * 0.4, new Rng(3));
        assertEquals(0, r.best());
    }

    @Test
    void theSameStreamGivesTheSameDecisionAndTheBudgetIsKept() {
        double[] edge = {0, 0.1, 0.1, 0.2, 0, 0.3, 0.2, 0.1, 0, 0.1};
        FlatMonteCarlo.Result a = PairedHalving.search(edge.length, 200, (i, w) -> luckPlus(edge, i, w), new Rng(9));
        FlatMonteCarlo.Result b = PairedHalving.search(edge.length, 200, (i, w) -> luckPlus(edge, i, w), new Rng(9));
        assertEquals(a.best(), b.best());
        assertArrayEquals(a.playouts(), b.playouts());
        int total = 0;
        for (int n : a.playouts()) {
            total += n;
        }
        assertTrue(total <= 200 && total >= 150, "playouts: " + total);
    }
}
