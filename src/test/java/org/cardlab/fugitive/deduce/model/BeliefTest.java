package org.cardlab.fugitive.deduce.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * The model measure: logic's possible and certain values, chances that add up, exact samples. (Whether the posterior picks
 * the true bot is measured, not asserted: the fitted posterior does not, see docs/deduction.md's confusion table.)
 */
class BeliefTest {
    @Test
    void possibleAndCertainAreLogicsAndTheChancesAddUp() {
        int checked = 0;
        for (String spec : List.of("pt", "ca")) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (String bot : List.of("heuristic", "random", "racer")) {
                for (FugitiveState s : SeededGames.marshalTurns(rules, bot, "heuristic", 11)) {
                    PublicTrack t = PublicTrack.read(rules, s.notes(), "test");
                    Deduction d = Deduction.of(t);
                    Belief b = Belief.of(t, Deduction.COMMAND_WORK_LIMIT);
                    assertEquals(d.histories, b.histories());
                    for (int p : t.faceDown()) {
                        assertEquals(d.possible(p), b.possible(p), "position " + p);
                        double sum = 0;
                        for (int v = 0; v < 43; v++) {
                            sum += b.chance(p, v);
                            assertEquals(d.probability(p, v), b.uniformChance(p, v), 1e-9);
                            assertTrue(b.chance(p, v) == 0 || (d.possible(p) >> v & 1) != 0, "a value logic rules out has a chance");
                        }
                        assertEquals(1, sum, 1e-9);
                        assertTrue(b.chance(p, s.hideout(p)) > 0, "the true value is possible");
                    }
                    for (int n = 1; n <= 41; n++) {
                        assertEquals(d.possibleNumber(n), b.possibleNumber(n));
                        assertEquals(d.certainNumber(n), b.certainNumber(n), "number " + n);
                    }
                    // each style's own chances (the model told the bot), weighed by the style's mass, add up to the model's
                    for (int p : t.faceDown()) {
                        double[] mixed = new double[43];
                        for (Belief.StyleWeight w : b.styles()) {
                            double[] c = w.style().equals(Population.UNIFORM) ? null : b.chancesOf(w.style(), p);
                            for (int v = 0; v < 43; v++) {
                                mixed[v] += w.weight() * (c != null ? c[v] : w.style().equals(Population.UNIFORM) ? b.uniformChance(p, v) : 0);
                            }
                        }
                        for (int v = 0; v < 43; v++) {
                            assertEquals(b.chance(p, v), mixed[v], 1e-9, "position " + p + " value " + v);
                        }
                    }
                    double styles = b.styles().stream().mapToDouble(Belief.StyleWeight::weight).sum();
                    assertEquals(1, styles, 1e-9);
                    checked++;
                }
            }
        }
        assertTrue(checked > 60, "states: " + checked);
    }

    @Test
    void samplesFollowTheModelsChances() {
        FugitiveRules rules = FugitiveRules.load("pt");
        List<FugitiveState> turns = SeededGames.marshalTurns(rules, "racer", "heuristic", 5);
        int checked = 0;
        for (FugitiveState s : turns.subList(1, Math.min(turns.size(), 4))) {
            PublicTrack t = PublicTrack.read(rules, s.notes(), "test");
            Belief b = Belief.of(t, Deduction.COMMAND_WORK_LIMIT);
            int n = 3000;
            Map<Integer, int[]> seen = new HashMap<>();
            Rng rng = new Rng(8 + checked);
            for (int i = 0; i < n; i++) {
                HistorySampler.Sample x = b.sample(rng);
                for (int p : t.faceDown()) {
                    seen.computeIfAbsent(p, k -> new int[43])[x.route()[p]]++;
                }
            }
            for (int p : t.faceDown()) {
                for (int v = 0; v < 43; v++) {
                    double q = b.chance(p, v);
                    assertEquals(q, (double) seen.get(p)[v] / n, 5 * Math.sqrt(q * (1 - q) / n) + 1e-9, "position " + p + " value " + v);
                }
            }
            checked++;
        }
        assertTrue(checked >= 2);
    }
}
