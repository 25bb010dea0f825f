package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.cardlab.cli.Cli;
import org.cardlab.core.Game;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.GapDetector;
import org.cardlab.core.Study;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.junit.jupiter.api.Test;

/** The gap finder, for any game: Fugitive's detectors, and what-if variants for the other games. */
class GapsTest {
    private static final FugitiveGame CA = GameFixtures.game("fugitive", "ca");
    private static final FugitiveGame PT = GameFixtures.game("fugitive", "pt");

    private static GapDetector<FugitiveState, FugitiveMove> detector(FugitiveGame g, String rule) {
        return g.gapDetectors().stream().filter(d -> d.rule().equals(rule)).findFirst().orElseThrow();
    }

    private static boolean arises(GapDetector<FugitiveState, FugitiveMove> d, FugitiveState s, String move) {
        FugitiveState before = s.copy();
        FugitiveState after = s.copy();
        FugitiveMove m = FugitiveMove.parse(move);
        after.apply(m);
        return d.test().arose(before, m, after);
    }

    @Test
    void anOverpaidSprintIsSeenAndAnExactOneIsNot() {
        FugitiveState s = CA.newGame(1); // deal seed 1: the Fugitive holds 1 2 3 4 5 14 17 23 42
        var overpay = detector(CA, "overpay");
        assertTrue(arises(overpay, s, "hide 3 sprint 1"), "a sprint card where no sprint is needed");
        assertFalse(arises(overpay, s, "hide 3"));
        assertFalse(arises(overpay, s, "hide 4 sprint 1"), "a step of 4 needs +1: exact");
        assertTrue(arises(overpay, s, "hide 4 sprint 1 2"), "the 1 could be left out");
    }

    @Test
    void onlyWhatTheTextLeavesOpenIsReported() {
        Map<String, Gaps.Gap> ca = byRule(Gaps.run(CA, List.of("random"), new Study.Run(60, 2, 1), null));
        Map<String, Gaps.Gap> pt = byRule(Gaps.run(PT, List.of("random"), new Study.Run(60, 2, 1), null));
        // overpay: silent in the Catalan text, settled in the Portuguese one
        assertTrue(ca.containsKey("overpay"));
        assertFalse(pt.containsKey("overpay"));
        assertTrue(ca.get("overpay").situations().get(0).games() > 0, "the random Fugitive overpays often");
        // "the last hideout" is a Catalan reading only
        assertTrue(ca.containsKey("marshalWin"));
        assertFalse(pt.containsKey("marshalWin"));
        for (Gaps.Gap g : ca.values()) {
            for (Gaps.Situation s : g.situations()) {
                assertEquals(60, s.totalGames());
                assertTrue(s.games() <= s.occurrences() && s.games() <= 60, g.toString());
            }
        }
    }

    /** Issue 10, item 13: each rule is listed once, its situations under it. */
    @Test
    void eachRuleIsListedOnce() {
        Cli r = Cli.run("specs", "gaps", "fugitive", "ca", "--games", "40");
        assertEquals(0, r.code(), r.err());
        for (String rule : new String[] {"emptyDeck", "manhuntRevealed"}) {
            long rows = r.out().lines().filter(l -> l.strip().equals(rule)).count();
            assertEquals(1, rows, rule + " is listed " + rows + " times:\n" + r.out());
        }
        assertTrue(r.out().replaceAll("\\s+", " ").contains("every deck was empty"), "both emptyDeck situations are still there");
    }

    /**
     * A publisher at a terminal: every line within 80 columns, and each rule gives the default
     * applied and why (a silent rule's note; for a reading, the words of the text it reads).
     */
    @Test
    void theTextFitsEightyColumnsAndSaysWhyEachDefault() {
        Cli r = Cli.run("specs", "gaps", "fugitive", "ca", "--games", "5");
        assertEquals(0, r.code(), r.err());
        r.out().lines().forEach(l -> assertTrue(l.length() <= TextWrap.WIDTH, l.length() + " columns: " + l));
        String out = r.out().replaceAll("\\s+", " ");
        assertTrue(out.contains("default applied: published game: overpaying a sprint is allowed why: The text allows a sprint"
                + " for a jump of more than 3"), r.out());
        assertTrue(out.contains("why: the text: \"La partida acaba immediatament si l'Agent revela l'últim amagatall"), r.out());
        Gaps.Gap marshalWin = byRule(Gaps.run(CA, List.of("random"), new Study.Run(2, 1, 1), null)).get("marshalWin");
        assertTrue(marshalWin.applied().startsWith("Read as:") && marshalWin.why().startsWith("the text: \""), marshalWin.toString());
    }

    /**
     * --json, as every study: the report's gap object with the setup played; a situation never met
     * has an interval from exactly 0 (not the 5.6E-17 that rounding left).
     */
    @Test
    void jsonGivesTheGapsWithWhyAndExactBounds() {
        Cli r = Cli.run("specs", "gaps", "fugitive", "ca", "--games", "3", "--json");
        assertEquals(0, r.code(), r.err());
        com.fasterxml.jackson.databind.JsonNode json = org.cardlab.core.Json.parse(r.out(), "specs gaps --json");
        assertEquals("ca", json.get("spec").asText());
        assertTrue(json.get("params").isObject(), r.out());
        int neverMet = 0;
        for (com.fasterxml.jackson.databind.JsonNode gap : json.get("gaps")) {
            if (gap.get("rule").asText().equals("overpay")) {
                assertTrue(gap.get("why").asText().startsWith("The text allows a sprint for a jump of more than 3"), gap.toString());
            }
            for (com.fasterxml.jackson.databind.JsonNode s : gap.get("situations")) {
                if (s.get("games").asLong() == 0) {
                    neverMet++;
                    assertEquals(0.0, s.get("gameRate").get("low95").asDouble(), s.toString());
                }
            }
        }
        assertTrue(neverMet > 0, "in 3 games some situation is never met: " + r.out());
    }

    /** SCOUT's Spanish text leaves the start player of later rounds open: a what-if variant shows where it matters. */
    @Test
    void scoutsSilentRulesAreFoundThroughWhatIfVariants() {
        Game<?, ?> es = GameFixtures.game("scout", "es", "players", 3);
        Gaps.Result r = run(es, 30);
        Map<String, Gaps.Gap> byRule = byRule(r);
        assertTrue(byRule.containsKey("startPlayer"), byRule.keySet().toString());
        assertEquals(30, byRule.get("startPlayer").situations().get(0).games(), "every match has a second round");
        assertTrue(r.notLookedFor().stream().anyMatch(n -> n.startsWith("stuckEndsRound")), r.notLookedFor().toString());
        Gaps.Result official = run(GameFixtures.game("scout", "official", "players", 3), 10);
        assertTrue(official.gaps().isEmpty(), "no what-if variant of the published rules parts play");
        assertTrue(official.notLookedFor().stream().anyMatch(n -> n.startsWith("stuckEndsRound")),
                "the stuck round's exemption has no source: listed " + official.notLookedFor());
    }

    /**
     * Issue 19, item 5: every rule a Da Guai Lu Zi or SCOUT spec marks silent (a reading no text
     * states, the default named) is listed by the gap finder: met in play, or named as not looked
     * for and why. The Polish text's open readings of a pass and of an equal follow are among them.
     */
    @Test
    void everyRuleTheTextLeavesOpenIsListed() {
        for (Game<?, ?> g : List.<Game<?, ?>>of(GameFixtures.game("daguai", "pl"), GameFixtures.game("scout", "es", "players", 2),
                GameFixtures.game("scout", "official", "players", 2))) {
            Gaps.Result r = run(g, 4);
            for (var rule : g.spec().rules().values()) {
                if (rule.evidence() != org.cardlab.core.RuleSpec.Evidence.SILENT) {
                    continue;
                }
                boolean listed = r.gaps().stream().anyMatch(x -> x.rule().equals(rule.name()))
                        || r.notLookedFor().stream().anyMatch(n -> n.startsWith(rule.name() + " "));
                assertTrue(listed, g.spec().name() + ": " + rule.name() + " is silent but not listed");
                assertTrue(rule.evidenceText() != null && !rule.evidenceText().isBlank(), rule.name() + ": the default is named");
            }
        }
        Map<String, Gaps.Gap> pl = byRule(run(GameFixtures.game("daguai", "pl"), 4));
        assertTrue(pl.containsKey("afterPass") && pl.containsKey("equalBeats"), pl.keySet().toString());
        assertTrue(pl.get("afterPass").situations().get(0).games() > 0, "a player who passed could have played again");
        // the variant stops where the games part: its times are a floor, and the situation says so
        Gaps.Situation lead = pl.get("leadAfterEscapedWinner").situations().get(0);
        assertTrue(lead.situation().endsWith("(counted only until the two games part)"), lead.situation());
    }

    private static <S extends org.cardlab.core.GameState<M>, M> Gaps.Result run(Game<S, M> g, int games) {
        return Gaps.run(g, List.of(g.type().botNames().get(0)), new Study.Run(games, 1, 1), null);
    }

    private static Map<String, Gaps.Gap> byRule(Gaps.Result r) {
        return r.gaps().stream().collect(Collectors.toMap(Gaps.Gap::rule, g -> g));
    }
}
