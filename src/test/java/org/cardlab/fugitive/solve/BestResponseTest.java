package org.cardlab.fugitive.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;
import org.junit.jupiter.api.Test;

/** The exact best response against brute force over every pure strategy of the responder. */
class BestResponseTest {
    @Test
    void equalsBruteForceOnKuhnPokerAgainstRandomStrategies() {
        GameTree g = KuhnPoker.tree();
        Rng rng = new Rng(26);
        for (int trial = 0; trial < 20; trial++) {
            Strategy fixed = randomStrategy(g, rng);
            for (int responder = 0; responder < 2; responder++) {
                assertEquals(bruteForce(g, fixed, responder), BestResponse.value(g, fixed, responder), 1e-12,
                        "trial " + trial + ", responder " + responder);
            }
        }
    }

    @Test
    void bestResponseStrategyPlaysToItsValue() {
        GameTree g = KuhnPoker.tree();
        Strategy fixed = randomStrategy(g, new Rng(7));
        for (int responder = 0; responder < 2; responder++) {
            assertEquals(BestResponse.value(g, fixed, responder), BestResponse.strategy(g, fixed, responder).value(g), 1e-12);
        }
    }

    static Strategy randomStrategy(GameTree g, Rng rng) {
        double[][] p = new double[g.infosets()][];
        for (int i = 0; i < p.length; i++) {
            p[i] = new double[g.actions(i)];
            double sum = 0;
            for (int a = 0; a < p[i].length; a++) {
                p[i][a] = rng.nextInt(1000) + 1;
                sum += p[i][a];
            }
            for (int a = 0; a < p[i].length; a++) {
                p[i][a] /= sum;
            }
        }
        return new Strategy(p);
    }

    /** The best value over every pure strategy of the responder (every action at every one of his information sets). */
    private static double bruteForce(GameTree g, Strategy fixed, int responder) {
        List<Integer> sets = new ArrayList<>();
        for (int i = 0; i < g.infosets(); i++) {
            if (g.infosetPlayer(i) == responder) {
                sets.add(i);
            }
        }
        long combos = 1;
        for (int i : sets) {
            combos *= g.actions(i);
        }
        double best = responder == 0 ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (long c = 0; c < combos; c++) {
            double[][] p = new double[g.infosets()][];
            long rest = c;
            for (int i = 0; i < g.infosets(); i++) {
                p[i] = fixed.row(i);
            }
            for (int i : sets) {
                java.util.Arrays.fill(p[i], 0);
                p[i][(int) (rest % g.actions(i))] = 1;
                rest /= g.actions(i);
            }
            double v = new Strategy(p).value(g);
            best = responder == 0 ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }
}
