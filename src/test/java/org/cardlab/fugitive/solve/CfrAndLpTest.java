package org.cardlab.fugitive.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CfrAndLpTest {
    @Test
    void kuhnPokerValueByCfrAndByLp() {
        GameTree g = KuhnPoker.tree();
        CfrPlus cfr = new CfrPlus(g);
        double e = cfr.solve(1e-4, 20_000, 100);
        assertTrue(e < 1e-4, "CFR+ exploitability " + e);
        LinearProgramSolver.Solution lp = LinearProgramSolver.solve(g);
        assertEquals(-1.0 / 18, lp.value(), 1e-9);
        assertEquals(lp.value(), cfr.average().value(g), 1e-3);
        assertEquals(0, Exploitability.of(g, lp.strategy()), 1e-9);
    }
}
