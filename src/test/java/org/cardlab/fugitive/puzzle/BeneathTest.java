package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * The "what lies beneath" puzzles: for each shipped one the exhaustive oracle allows one mix of
 * sprint cards beneath the hideout asked about, and it is the answer; the answer's bounds alone
 * leave that mix and no other, none of them idle; the named cards are the only ones of their
 * kind out of sight; and the grade is the least that solves it. A stored mix other than the
 * proven one fails verification, and a file naming an unknown class of card is refused.
 */
class BeneathTest {
    private static final List<Puzzle> BENEATH = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream()
            .filter(p -> p.kind() == PuzzleKind.BENEATH).toList();

    @Test
    void theCollectionHasTwelveFromDistinctGamesOfBothSpecs() {
        assertTrue(BENEATH.size() >= 12, "beneath puzzles shipped: " + BENEATH.size());
        assertEquals(Set.of("ca", "pt"), Set.copyOf(BENEATH.stream().map(Puzzle::spec).toList()));
        assertEquals(BENEATH.size(), BENEATH.stream().map(p -> PuzzleGenerator.gameOf(p.source())).distinct().count(), "one a game");
    }

    @Test
    void theOracleAllowsOnlyTheAnswersMix() {
        for (Puzzle p : BENEATH) {
            Beneath b = p.solution().sprints();
            PublicTrack g = PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), "puzzle notes");
            Map<Integer, Set<Long>> mixes = new ExhaustiveOracle().beneath(g);
            assertEquals(Set.of(b.mix()), mixes.get(b.position()), p.id());
            assertEquals(g.positions.get(b.position()).hiddenSprints(), b.cards(), p.id() + ": as many as lie face down");
        }
    }

    @Test
    void theBoundsLeaveOneMixAndEachIsNeeded() {
        for (Puzzle p : BENEATH) {
            Beneath b = p.solution().sprints();
            assertEquals(b.mix(), BeneathBounds.only(b.bounds(), b.cards()), p.id());
            for (int i = 0; i < b.bounds().size(); i++) {
                List<Beneath.Bound> without = new ArrayList<>(b.bounds());
                without.remove(i);
                assertEquals(-1, BeneathBounds.only(without, b.cards()), p.id() + ": bound " + i + " is needed");
            }
        }
    }

    @Test
    void theGradeIsTheLeastThatSolvesIt() {
        for (Puzzle p : BENEATH) {
            FugitiveRules rules = FugitiveRules.load(p.spec());
            int level = p.solution().grade().level();
            PuzzleSolver solver = Oracles.generating();
            assertTrue(solver.limitedTo(level).prove(rules, p.kind(), p.notes(), Map.of()).solved(), p.id());
            if (level > 1) {
                assertFalse(solver.limitedTo(level - 1).prove(rules, p.kind(), p.notes(), Map.of()).solved(), p.id());
            }
        }
    }

    /**
     * Beneath 266 of an earlier book left only 10, 35 and 37 unstruck: #7 was 35 or 37 and the other two lay beneath it, an
     * even deck-1 card and an odd deck-3 card whichever, read off the page. The glance finds it, curation drops it, and no
     * shipped page gives its mix away so; each leaves a reader at least two mixes to reason between.
     */
    @Test
    void noPageGivesItsMixAwayToAGlanceAtTheStruckNumbers() {
        Puzzle readOff = Puzzle.read(GIVEAWAY);
        assertTrue(BeneathGlance.givesAway(readOff), readOff.id());
        List<Puzzle> candidates = new ArrayList<>(PuzzleCollection.read(PuzzleFixtures.SHIPPED));
        candidates.add(readOff);
        PuzzleCuration.Result r = PuzzleCuration.choose(candidates, 68, 0.3, PuzzleCuration.SHIPPED_GUESSES_PER_GRADE,
                PuzzleCuration.SHIPPED_BENEATH_PER_GRADE, PuzzleCuration.SHIPPED_SAFE_ROUTES_PER_GRADE);
        assertFalse(r.kept().stream().anyMatch(p -> p.id().equals(readOff.id())), "curation keeps no page that gives its mix away");
        for (Puzzle p : BENEATH) {
            PublicTrack g = PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), "puzzle notes");
            Set<Long> atAGlance = BeneathGlance.mixes(g, p.solution().sprints().position());
            assertTrue(atAGlance.contains(p.solution().sprints().mix()), p.id() + ": the glance must allow the true mix");
            assertTrue(atAGlance.size() >= 2, p.id() + ": the unstruck numbers alone leave only its mix");
        }
    }

    private static final java.nio.file.Path GIVEAWAY = java.nio.file.Path.of("src/test/resources/fugitive/puzzle/ca-beneath-6ac71282.json");

    @Test
    void aStoredMixOtherThanTheProvenOneFails() {
        Puzzle p = BENEATH.get(0);
        Solution s = p.solution();
        Beneath b = s.sprints();
        Beneath wrong = new Beneath(b.position(), b.hideout(), b.mix() + 1, b.named(), b.bounds(), null);
        Puzzle tampered = new Puzzle(p.id(), p.kind(), p.notes(), p.beneath(),
                new Solution(s.steps(), s.route(), s.grade(), s.work(), null, Map.of(), null, wrong), p.oracle(), p.source());
        List<String> problems = new PuzzleVerifier(Oracles.generating()).check(tampered);
        assertTrue(problems.stream().anyMatch(x -> x.contains("stored answer or proof")), problems.toString());
        assertEquals(List.of(), new PuzzleVerifier(Oracles.checked()).check(p));
    }

    @Test
    void theFileReadsBackAsWrittenAndAnUnknownClassIsRefused() {
        for (Puzzle p : BENEATH) {
            assertEquals(Json.write(p.toJson()), Json.write(Puzzle.parse(p.toJson(), p.id()).toJson()), p.id());
        }
        ObjectNode o = BENEATH.get(0).toJson();
        ((ObjectNode) o.get("answer").get("sprintCards").get(0)).put("cards", "blue cards");
        UserError e = assertThrows(UserError.class, () -> Puzzle.parse(o, "x.json"));
        assertTrue(e.getMessage().startsWith("x.json: answer.sprintCards[0]: unknown class of card 'blue cards'"), e.getMessage());
    }
}
