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
                        double[] logic = new double[43];
                        for (int v = 0; v < 43; v++) {
                            logic[v] = b.uniformChance(p, v);
                        }
                        for (Belief.StyleWeight w : b.styles()) {
                            double[] c = w.style().equals(Population.UNIFORM) ? logic
                                    : w.style().equals(Population.EVEN) ? Population.evenSpread(logic) : b.chancesOf(w.style(), p);
                            for (int v = 0; v < 43; v++) {
                                mixed[v] += w.weight() * (c != null ? c[v] : 0);
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

    /** A population whose posterior is all the even spread's (its bias outweighs the others' by far), beside a style and logic alone. */
    private static Population evenAlone() {
        Population shipped = FugitiveModel.shipped().population();
        Population.Member racer = shipped.members().get(shipped.styleNames().indexOf("racer") * Population.TEMPERS.length);
        double[] low = new double[PublicStats.COUNT + 1];
        double[] high = low.clone();
        high[0] = 60; // the bias
        double[] zero = new double[racer.theta().length];
        return new Population(List.of(new Population.Member("racer", 1, racer.theta(), low),
                new Population.Member(null, 0, zero, high, true), new Population.Member(null, 0, zero, low)), null);
    }

    @Test
    void theEvenSpreadMembersChancesAreEvenOverTheProvenPossibleValues() {
        Population pop = evenAlone();
        FugitiveRules rules = FugitiveRules.load("pt");
        int checked = 0;
        for (FugitiveState s : SeededGames.marshalTurns(rules, "racer", "heuristic", 3)) {
            PublicTrack t = PublicTrack.read(rules, s.notes(), "test");
            Deduction d = Deduction.of(t);
            Belief b = Belief.of(t, pop, Deduction.COMMAND_WORK_LIMIT);
            assertEquals(1, b.memberWeights()[1], 1e-12, "the even spread holds the posterior");
            assertEquals("plays like: racer 0%", b.playsLike(), "the even spread is no style");
            for (int p : t.faceDown()) {
                int possible = Long.bitCount(d.possible(p));
                boolean uneven = false;
                for (int v = 0; v < 43; v++) {
                    boolean can = (d.possible(p) >> v & 1) != 0;
                    assertEquals(can ? 1.0 / possible : 0, b.chance(p, v), 1e-9, "position " + p + " value " + v);
                    uneven |= can && Math.abs(b.uniformChance(p, v) - 1.0 / possible) > 1e-6;
                }
                checked += uneven ? 1 : 0; // a position where logic's own chances are not even: the member is not logic alone
            }
        }
        assertTrue(checked > 0, "no position told the even spread from logic alone");
    }

    @Test
    void theEvenSpreadReadsTheBestStylesLogRatio() {
        List<Population.Member> members = evenAlone().members();
        double[] input = Population.scoreInputs(members, new double[] {-3.5, 0, 0});
        assertEquals(-3.5, input[1], 0, "the even spread reads the racer's log-ratio, not logic alone's 0");
        assertEquals(-3.5, input[0], 0);
        assertEquals(0, input[2], 0);
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
