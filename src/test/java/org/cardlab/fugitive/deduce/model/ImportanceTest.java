package org.cardlab.fugitive.deduce.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.Tempered;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.StyleFeatures;
import org.cardlab.fugitive.deduce.WeightedWalk;
import org.junit.jupiter.api.Test;

/** Importance sampling from the exact uniform sampler against the exact weighted walk, and its effective sample size. */
class ImportanceTest {
    private static double[] style(long seed, double scale) {
        Rng rng = new Rng(seed);
        double[] theta = new double[StyleFeatures.COUNT];
        for (int i = 0; i < theta.length; i++) {
            theta[i] = scale * (2 * rng.nextDouble() - 1);
        }
        return theta;
    }

    @Test
    void importanceSamplingConvergesToTheExactWeightedCount() {
        FugitiveRules rules = FugitiveRules.load("pt");
        int checked = 0;
        for (FugitiveState s : SeededGames.marshalTurns(rules, "heuristic", "heuristic", 2)) {
            PublicTrack t = PublicTrack.read(rules, s.notes(), "test");
            if (t.faceDownCount() < 2 || checked >= 3) {
                continue;
            }
            double[] theta = style(7 + checked, 0.6);
            double[][] exact = WeightedWalk.of(t, Long.MAX_VALUE).weigh(theta).valueChances();
            Importance.Proposal uniform = Importance.uniform(HistorySampler.of(t));
            Importance small = Importance.of(t, uniform, Importance.style(t, theta), 300, new Rng(1));
            Importance big = Importance.of(t, uniform, Importance.style(t, theta), 12_000, new Rng(2));
            assertTrue(big.ess() > 4 * small.ess(), "the effective sample size grows with the samples: " + small.ess() + ", " + big.ess());
            double worstSmall = 0;
            double worstBig = 0;
            int outside = 0;
            int figures = 0;
            for (int p : t.faceDown()) {
                for (int v = 1; v <= 41; v++) {
                    if (exact[p][v] == 0) {
                        assertEquals(0, big.chance(p, v).value(), "a value logic rules out is never drawn");
                        continue;
                    }
                    Importance.Estimate e = big.chance(p, v);
                    worstBig = Math.max(worstBig, Math.abs(e.value() - exact[p][v]));
                    worstSmall = Math.max(worstSmall, Math.abs(small.chance(p, v).value() - exact[p][v]));
                    outside += exact[p][v] < e.low() - 1e-9 || exact[p][v] > e.high() + 1e-9 ? 1 : 0;
                    figures++;
                }
            }
            assertTrue(worstBig < 0.03, "12,000 samples: off by " + worstBig);
            assertTrue(worstBig < worstSmall, "more samples come closer: " + worstBig + " vs " + worstSmall);
            assertTrue(outside <= Math.max(1, figures / 10), outside + " of " + figures + " exact figures outside the 95% intervals");
            checked++;
        }
        assertTrue(checked >= 2, "states checked: " + checked);
    }

    @Test
    void aBotsOwnWeightIsEstimatedWithItsEffectiveSampleSizeOrCalledTooThin() {
        FugitiveRules rules = FugitiveRules.load("pt");
        List<FugitiveState> turns = SeededGames.marshalTurns(rules, "heuristic", "heuristic", 4);
        PublicTrack t = PublicTrack.read(rules, turns.get(2).notes(), "test");
        var odds = FugitiveBots.odds("heuristic", Tempered.Settings.DEFAULT);
        double[] twin = FugitiveModel.shipped().style("heuristic");
        Importance fromUniform = Importance.of(t, Importance.uniform(HistorySampler.of(t)), Importance.bot(t, odds, 1), 400, new Rng(3));
        Importance fromTwin = Importance.of(t, Importance.style(t, WeightedWalk.of(t, Long.MAX_VALUE).weigh(twin), twin),
                Importance.bot(t, odds, 1), 400, new Rng(3));
        for (Importance x : List.of(fromUniform, fromTwin)) {
            assertTrue(x.ess() >= 1 && x.ess() <= 400, "ESS " + x.ess());
            assertEquals(x.ess() < Importance.THIN, x.tooThin());
            double sum = 0;
            for (double q : x.chances(t.faceDown().get(0))) {
                sum += q;
            }
            assertEquals(1, sum, 1e-9);
        }
        assertTrue(fromTwin.ess() > 3 * fromUniform.ess(), "the bot's fitted style is a far better proposal than the uniform sampler: ESS "
                + fromTwin.ess() + " against " + fromUniform.ess());
        // The same seed gives the same figures.
        Importance again = Importance.of(t, Importance.uniform(HistorySampler.of(t)), Importance.bot(t, odds, 1), 400, new Rng(3));
        assertEquals(fromUniform.ess(), again.ess());
    }
}
