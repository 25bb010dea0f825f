package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.Rng;
import org.cardlab.core.UserError;
import org.junit.jupiter.api.Test;

/**
 * A spec the engine accepts can be played: no position of an accepted spec is left without a
 * legal move (a first turn that cannot be completed made every command that played it hang);
 * and the values that made the game impossible are refused in one line naming the rule.
 */
class AcceptedSpecsTest {
    /** The Portuguese spec with several rules set at once (each marked silent). */
    static RuleSpec spec(Object... ruleValues) {
        ObjectNode root = (ObjectNode) Json.read(Path.of("specs/fugitive/pt.json"));
        for (int i = 0; i < ruleValues.length; i += 2) {
            ObjectNode r = ((ObjectNode) root.get("rules")).putObject((String) ruleValues[i]);
            r.set("value", Json.MAPPER.valueToTree(ruleValues[i + 1]));
            r.put("silent", true);
            r.put("default", "test");
        }
        return RuleSpec.parse(root, Path.of("specs/fugitive/generated.json"));
    }

    @Test
    void theIssuesExamplesAreRefusedNamingTheRule() {
        Object[][] bad = {
            {"firstTurnHideouts", 10}, {"maxSprintCards", -1}, {"initialDraws", List.of(20, 0, 0)},
            {"initialDraws", List.of(-5, 0, 0)}, {"footprints", Json.parse("{\"odd\": 1.5, \"even\": 2}", "v")},
        };
        for (Object[] b : bad) {
            UserError e = assertThrows(UserError.class, () -> new FugitiveRules(spec(b)), String.valueOf(b[0]));
            assertTrue(e.getMessage().contains("generated.json: rules." + b[0]), e.getMessage());
            assertTrue(e.getMessage().lines().count() == 1, e.getMessage());
        }
    }

    @Test
    void anEscapeCardTheGameCannotHaveIsRefusedNamingTheRule() {
        Object[][] bad = {
            {"escapeCard", 43}, {"escapeCard", 2},
            {"escapeCard", 30}, // deck 3 (29-41) would reach past it
            {"startingHand", List.of(1, 2, 3)}, // without the escape card
        };
        String[] rule = {"escapeCard", "escapeCard", "deck3", "startingHand"};
        for (int i = 0; i < bad.length; i++) {
            Object[] b = bad[i];
            UserError e = assertThrows(UserError.class, () -> new FugitiveRules(spec(b)), String.valueOf(b[0]));
            assertTrue(e.getMessage().contains("generated.json: rules." + rule[i]), e.getMessage());
            assertTrue(e.getMessage().lines().count() == 1, e.getMessage());
        }
        FugitiveRules low = new FugitiveRules(spec("escapeCard", 36, "deck3", List.of(29, 35), "startingHand", List.of(1, 2, 3, 36)));
        UserError e = assertThrows(UserError.class, () -> low.requirePublishedEscape("a puzzle"));
        assertTrue(e.getMessage().equals("specs/fugitive/generated.json: rules.escapeCard: a puzzle is written for the escape card 42,"
                + " and this spec's is 36"), e.getMessage());
    }

    /** Rule values a file embedded before escapeCard was a rule are read with 42; a spec quoting a rulebook must state it. */
    @Test
    void valuesWrittenBeforeTheEscapeCardWasARuleAreReadWith42() {
        java.util.Map<String, com.fasterxml.jackson.databind.JsonNode> values = FugitiveRules.load("pt").spec.values();
        values.remove("escapeCard");
        FugitiveRules earlier = new FugitiveRules(RuleSpec.fromValues("fugitive", "pt", values, Path.of("old-game.json")));
        assertEquals(42, earlier.escape);
        assertEquals("pt", earlier.name());
        ObjectNode root = (ObjectNode) Json.read(Path.of("specs/fugitive/pt.json"));
        ((ObjectNode) root.get("rules")).remove("escapeCard");
        UserError e = assertThrows(UserError.class, () -> new FugitiveRules(RuleSpec.parse(root, Path.of("old-pt.json"))));
        assertEquals("old-pt.json: missing rule 'rules.escapeCard'", e.getMessage());
    }

    @Test
    void everyAcceptedSpecLeavesAPlayerAMoveInEveryPositionPlayed() {
        int[] accepted = {0};
        qt().withExamples(200).forAll(longs().all(), integers().between(1, 4), integers().between(1, 3),
                integers().between(0, 31)).checkAssert((seed, step, first, bits) -> {
                    int draws = bits & 3; // cards of deck 1 in the starting draw
                    int shape = bits >> 2; // bit 0: a sprint maximum; 1: overpay; 2: passing allowed
                    Rng r = new Rng(seed);
                    List<Integer> hand = new ArrayList<>();
                    for (int c = 1; c <= 3; c++) {
                        if (r.nextInt(4) > 0) {
                            hand.add(c);
                        }
                    }
                    int escape = 30 + 6 * r.nextInt(3); // 30, 36 or 42, deck 3 ending below it
                    hand.add(escape);
                    Integer max = (shape & 1) == 0 ? null : r.nextInt(3);
                    RuleSpec s = spec("stepLimit", step, "firstTurnHideouts", first, "startingHand", hand,
                            "escapeCard", escape, "deck3", List.of(29, escape - 1),
                            "initialDraws", List.of(draws, r.nextInt(3), r.nextInt(2)), "maxSprintCards", max,
                            "footprints", Json.parse("{\"odd\": " + r.nextInt(3) + ", \"even\": " + r.nextInt(3) + "}", "v"),
                            "overpay", (shape & 2) != 0, "fugitiveMayPass", (shape & 4) != 0);
                    FugitiveRules rules;
                    try {
                        rules = new FugitiveRules(s);
                    } catch (UserError refused) {
                        return; // refused in one line: nothing to play
                    }
                    accepted[0]++;
                    FugitiveState g = FugitiveState.newGame(rules, seed);
                    Rng rng = new Rng(~seed);
                    for (int i = 0; i < 600 && !g.isTerminal(); i++) {
                        assertTrue(g.legalMoves().findAny().isPresent(), "no legal move:"
                                + " hand " + hand + " step " + step + " first " + first + "\n" + g);
                        g.apply(g.randomLegalMove(rng));
                    }
                });
        assertTrue(accepted[0] > 50, "enough generated specs were accepted to mean something: " + accepted[0]);
    }
}
