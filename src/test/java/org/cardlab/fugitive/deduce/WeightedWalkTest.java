package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.junit.jupiter.api.Test;

/**
 * The weighted walk against the exact count and its sampler against its own chances; against
 * weighted brute force on small decks through {@link #weighsAsBruteForce}, which ExactCounterTest
 * runs on each state it enumerates.
 */
class WeightedWalkTest {
    static double[] randomStyle(long seed, double scale) {
        Rng rng = new Rng(seed);
        double[] theta = new double[StyleFeatures.COUNT];
        for (int i = 0; i < theta.length; i++) {
            theta[i] = scale * (2 * rng.nextDouble() - 1);
        }
        return theta;
    }

    /**
     * Weighted brute force: every complete history {@code hs} of the state (enumerated), each
     * weighted by exp(theta . its features), against the weighted walk's total and value chances.
     * ExactCounterTest runs it on every small-deck state it enumerates for the exact count, so each
     * state is enumerated once for both (the enumeration was most of the two tests' time).
     */
    static void weighsAsBruteForce(PublicTrack t, List<NaiveEnumerator.History> hs, double[] theta, String where) {
        double[] logs = new double[hs.size()];
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < logs.length; i++) {
            NaiveEnumerator.History h = hs.get(i);
            logs[i] = HistoryFeatures.logWeight(theta, HistoryFeatures.of(t, h.route(), h.sprints()));
            max = Math.max(max, logs[i]);
        }
        double z = 0;
        double[][] chance = new double[t.routeLength()][FugitiveRules.CARDS];
        for (int i = 0; i < logs.length; i++) {
            double w = Math.exp(logs[i] - max);
            z += w;
            for (int p : t.faceDown()) {
                chance[p][hs.get(i).route()[p]] += w;
            }
        }
        WeightedWalk.Weighted wt = WeightedWalk.of(t, Long.MAX_VALUE).weigh(theta);
        assertEquals(Math.log(z) + max, wt.logWeight, 1e-9 * Math.max(1, Math.abs(wt.logWeight)), where);
        double[][] got = wt.valueChances();
        for (int p : t.faceDown()) {
            for (int v = 0; v < FugitiveRules.CARDS; v++) {
                assertEquals(chance[p][v] / z, got[p][v], 1e-9, "position " + p + " value " + v + "\n" + where);
            }
        }
    }

    @Test
    void noStyleIsTheUniformCount() {
        int checked = 0;
        for (String spec : List.of("pt", "ca")) {
            FugitiveRules rules = DeduceFixtures.variant(spec, java.util.Map.of(), spec);
            for (long seed = 1; seed <= 6; seed++) {
                for (String bot : List.of("random", "heuristic")) {
                    for (FugitiveState s : DeduceFixtures.marshalTurns(rules, bot, "heuristic", seed)) {
                        PublicTrack t = DeduceFixtures.track(s);
                        Deduction d = Deduction.of(t);
                        if (!d.consistent() || t.faceDownCount() == 0) {
                            continue;
                        }
                        WeightedWalk.Weighted w = WeightedWalk.of(t, Long.MAX_VALUE).weigh(new double[StyleFeatures.COUNT]);
                        assertEquals(WeightedWalk.logOf(d.histories), w.logWeight, 1e-9 * Math.abs(w.logWeight), s.fullState());
                        double[][] got = w.valueChances();
                        for (int p : d.faceDown()) {
                            for (int v = 0; v < FugitiveRules.CARDS; v++) {
                                assertEquals(d.probability(p, v), got[p][v], 1e-9);
                            }
                        }
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 80, "states checked: " + checked);
    }

    @Test
    void samplesFollowTheWeightedChances() {
        FugitiveRules rules = DeduceFixtures.variant("pt", java.util.Map.of(), "pt");
        int checked = 0;
        for (FugitiveState s : DeduceFixtures.marshalTurns(rules, "heuristic", "heuristic", 3)) {
            PublicTrack t = DeduceFixtures.track(s);
            if (t.faceDownCount() < 2 || checked >= 4) {
                continue;
            }
            WeightedWalk.Weighted w = WeightedWalk.of(t, Long.MAX_VALUE).weigh(randomStyle(checked + 5, 1.0));
            double[][] chance = w.valueChances();
            int n = 4000;
            int[][] seen = new int[t.routeLength()][FugitiveRules.CARDS];
            Rng rng = new Rng(99 + checked);
            for (int i = 0; i < n; i++) {
                HistorySampler.Sample x = w.sample(rng);
                for (int p : t.faceDown()) {
                    seen[p][x.route()[p]]++;
                }
            }
            for (int p : t.faceDown()) {
                for (int v = 0; v < FugitiveRules.CARDS; v++) {
                    double q = chance[p][v];
                    assertTrue(q > 0 || seen[p][v] == 0, "a value of chance 0 was drawn");
                    assertEquals(q, (double) seen[p][v] / n, 5 * Math.sqrt(q * (1 - q) / n) + 1e-9, "position " + p + " value " + v);
                }
            }
            checked++;
        }
        assertTrue(checked >= 3, "states checked: " + checked);
    }
}
