package org.cardlab.fugitive.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.cardlab.core.Rng;
import org.junit.jupiter.api.Test;

/**
 * A solve's check ({@link Solved.Candidates}) walks four best responses instead of eight: each of its three
 * profiles must still be the one it names, measured exactly as {@link Exploitability#of} measures it.
 */
class SolvedCandidatesTest {
    @Test
    void eachProfileAndItsExploitabilityAreExploitabilitysOwn() {
        GameTree g = KuhnPoker.tree();
        Rng rng = new Rng(31);
        for (int trial = 0; trial < 20; trial++) {
            Strategy avg = BestResponseTest.randomStrategy(g, rng);
            Solved.Candidates c = Solved.Candidates.of(g, avg);
            assertSame(avg, c.profiles().get(0));
            sameRows(g, BestResponse.strategy(g, avg, 1), c.profiles().get(1), trial);
            sameRows(g, BestResponse.strategy(g, avg, 0), c.profiles().get(2), trial);
            for (int k = 0; k < 3; k++) {
                assertEquals(Exploitability.of(g, c.profiles().get(k)), c.exploitability()[k], 0.0, "trial " + trial + ", profile " + k);
            }
        }
    }

    private static void sameRows(GameTree g, Strategy expected, Strategy actual, int trial) {
        for (int i = 0; i < g.infosets(); i++) {
            assertArrayEquals(expected.row(i), actual.row(i), 0.0, "trial " + trial + ", information set " + i);
        }
    }
}
