package org.cardlab.fugitive.deduce.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Playout;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.FugitiveType;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.HistorySampler;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/** The model measure: logic's possible values, chances that add up, exact samples, and a posterior that knows the bots. */
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

    /** The likeliest style at each game's last guess, for fresh seeded games of each bot (seeds the model never trained on). */
    @Test
    void thePosteriorKnowsEachBotFromItsOwnGames() {
        FugitiveGame game = FugitiveGame.of(FugitiveType.INSTANCE.spec("pt"));
        Population whole = FugitiveModel.shipped().population();
        Map<String, Map<String, Integer>> confusion = new HashMap<>();
        int games = 16;
        for (String bot : List.of("random", "heuristic", "racer", "shadow")) {
            var seats = Playout.seats(game, List.of(bot, "heuristic"));
            for (long i = 0; i < games; i++) {
                String[] last = {null};
                GuessTurns.play(game, seats, 424242, i, (s, turn) -> last[0] = Belief.of(PublicTrack.read(s.rules(), s.notes(), "test"), whole,
                        Deduction.COMMAND_WORK_LIMIT).styles().get(0).style());
                if (last[0] != null) {
                    confusion.computeIfAbsent(bot, k -> new HashMap<>()).merge(last[0], 1, Integer::sum);
                }
            }
        }
        String why = "the likeliest style by bot: " + confusion;
        assertTrue(confusion.get("random").getOrDefault("random", 0) > games / 2, why);
        assertTrue(confusion.get("heuristic").getOrDefault("heuristic", 0) > games / 2, why);
        // The shadow is the racer until it reads the Marshal's belief: the two are told from the others, not always from each other.
        for (String bot : List.of("racer", "shadow")) {
            int either = confusion.get(bot).getOrDefault("racer", 0) + confusion.get(bot).getOrDefault("shadow", 0);
            assertTrue(either > games * 3 / 4, why);
        }
    }
}
