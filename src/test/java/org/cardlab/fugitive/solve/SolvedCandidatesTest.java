package org.cardlab.fugitive.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * A solve's check ({@link Solved.Candidates}) walks four best responses instead of eight: each of its three
 * profiles must still be the one it names, measured exactly as {@link Exploitability#of} measures it.
 */
class SolvedCandidatesTest {
    @Test
    void eachProfileAndItsExploitabilityAreExploitabilitysOwn() {
        GameTree g = KuhnPoker.tree();
        CfrPlus cfr = new CfrPlus(g);
        // the averages a solve checks, from the uniform first one towards the equilibrium
        for (int check = 0; check < 20; check++) {
            Strategy avg = cfr.average();
            Solved.Candidates c = Solved.Candidates.of(g, avg);
            assertSame(avg, c.profiles().get(0));
            sameRows(g, BestResponse.strategy(g, avg, 1), c.profiles().get(1), check);
            sameRows(g, BestResponse.strategy(g, avg, 0), c.profiles().get(2), check);
            for (int k = 0; k < 3; k++) {
                assertEquals(Exploitability.of(g, c.profiles().get(k)), c.exploitability()[k], 0.0, "check " + check + ", profile " + k);
            }
            cfr.run(check + 1);
        }
    }

    private static void sameRows(GameTree g, Strategy expected, Strategy actual, int check) {
        for (int i = 0; i < g.infosets(); i++) {
            assertArrayEquals(expected.row(i), actual.row(i), 0.0, "check " + check + ", information set " + i);
        }
    }
}
