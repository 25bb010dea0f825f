package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** The verifier catches a wrong answer, a wrong grade, an unproven claim and a broken log. */
class PuzzleVerifierTest {
    private final PuzzleVerifier verifier = new PuzzleVerifier(Oracles.generating());

    private static ObjectNode shipped(String kind) {
        for (Path f : PuzzleCollection.files(PuzzleFixtures.SHIPPED)) {
            if (f.getFileName().toString().contains(kind)) {
                return (ObjectNode) Json.read(f);
            }
        }
        throw new AssertionError("no shipped " + kind + " puzzle");
    }

    private List<String> check(ObjectNode json) {
        return verifier.check(Puzzle.parse(json, "test"));
    }

    @Test
    void aShippedPuzzleSurvivesAJsonRoundTrip() {
        ObjectNode json = shipped("manhunt");
        Puzzle p = Puzzle.parse(json, "test");
        assertEquals(Json.write(json), Json.write(p.toJson()));
        assertEquals(List.of(), check(json));
    }

    @Test
    void aWrongAnswerIsNamed() {
        ObjectNode json = shipped("manhunt");
        ArrayNode route = (ArrayNode) json.get("answer").get("route");
        route.set(1, route.get(1).asInt() + 1);
        List<String> problems = check(json);
        assertFalse(problems.isEmpty());
        assertTrue(problems.get(0).contains("stored route"), problems.toString());
    }

    /**
     * A grade must agree with its own proof's steps (a bad file otherwise), so the forgery here is
     * consistent: a counting puzzle whose every step claims the direct window; the verifier's own
     * solve disagrees.
     */
    @Test
    void aWrongGradeIsNamed() {
        ObjectNode json = null;
        for (Path f : PuzzleCollection.files(PuzzleFixtures.SHIPPED)) {
            ObjectNode j = (ObjectNode) Json.read(f);
            if (j.get("grade").get("level").asInt() == 2) {
                json = j;
                break;
            }
        }
        Assertions.assertNotNull(json, "a shipped puzzle of grade 2");
        ((ObjectNode) json.get("grade")).put("level", 1).put("name", Grade.NAMES.get(0)).put("idea", Technique.WINDOW.label);
        for (com.fasterxml.jackson.databind.JsonNode step : json.get("proof").get("steps")) {
            ((ObjectNode) step).put("by", Technique.WINDOW.label);
        }
        assertTrue(check(json).toString().contains("stored grade"), check(json).toString());
    }

    @Test
    void aGradeOutOfRangeOrAtOddsWithItselfIsABadFile() {
        ObjectNode json = shipped("route");
        ((ObjectNode) json.get("grade")).put("level", 7);
        UserError e = Assertions.assertThrows(UserError.class, () -> Puzzle.parse(json, "p.json"));
        assertTrue(e.getMessage().contains("'level' is 7, expected 1 to 4"), e.getMessage());
        ObjectNode odd = shipped("route");
        int own = odd.get("grade").get("level").asInt();
        ((ObjectNode) odd.get("grade")).put("level", own == 3 ? 2 : 3); // a grade its own proof does not have
        assertTrue(Assertions.assertThrows(UserError.class, () -> Puzzle.parse(odd, "p.json")).getMessage().contains("does not match"));
    }

    @Test
    void anAnswerThatIsNotARouteIsABadFile() {
        ObjectNode json = shipped("route");
        ArrayNode route = ((ObjectNode) json.get("answer")).putArray("route");
        route.add(0).add(999).add(-5);
        UserError e = Assertions.assertThrows(UserError.class, () -> Puzzle.parse(json, "p.json"));
        assertTrue(e.getMessage().startsWith("p.json: answer.route: entry 1 is 999"), e.getMessage());
        route.removeAll();
        route.add(0).add(9).add(5);
        assertTrue(Assertions.assertThrows(UserError.class, () -> Puzzle.parse(json, "p.json")).getMessage().contains("not a route"));
    }

    @Test
    void anIdThatIsNotAPlainFileNameIsABadFile() {
        for (String id : List.of("../../etc/evil", "/tmp/x", "a/b", ".hidden", "", "x\\y")) {
            ObjectNode json = shipped("route");
            json.put("id", id);
            UserError e = Assertions.assertThrows(UserError.class, () -> Puzzle.parse(json, "p.json"), id);
            assertTrue(e.getMessage().contains("field 'id'"), e.getMessage());
        }
    }

    @Test
    void aManhuntRelabelledAsARouteIsRejected() {
        ObjectNode json = shipped("manhunt");
        json.put("kind", "route");
        json.remove("beneath");
        ((ObjectNode) json.get("answer")).set("forced", json.get("answer").get("guesses"));
        ((ObjectNode) json.get("answer")).remove("guesses");
        assertFalse(check(json).isEmpty());
    }

    @Test
    void aClaimTheNotesDoNotProveIsRejected() {
        // A route puzzle that needs its misses, with every miss turned into a miss of 1: the notes stay a legal log, the
        // answer no longer follows, and the verifier must say so rather than trust the stored answer.
        for (Path f : PuzzleCollection.files(PuzzleFixtures.SHIPPED)) {
            Puzzle p = Puzzle.read(f);
            if (p.kind() != PuzzleKind.ROUTE || !p.solution().grade().needs().contains(NoteKind.MISSES)) {
                continue;
            }
            ObjectNode json = p.toJson();
            ArrayNode events = (ArrayNode) json.get("notes").get("events");
            for (int i = 0; i < events.size(); i++) {
                ObjectNode e = (ObjectNode) events.get(i);
                if ("guess".equals(e.get("type").asText()) && !e.get("hit").asBoolean()) {
                    e.putArray("numbers").add(1);
                }
            }
            List<String> problems = check(json);
            assertFalse(problems.isEmpty(), f.toString());
            return;
        }
        Assertions.fail("no shipped route puzzle needs its misses");
    }

    @Test
    void notesThatBreakTheTurnStructureAreNamed() {
        ObjectNode json = shipped("route");
        ArrayNode events = (ArrayNode) json.get("notes").get("events");
        events.insertObject(0).put("type", "pass");
        List<String> problems = check(json);
        assertTrue(problems.get(0).contains("event 1 (pass)"), problems.toString());
    }

    @Test
    void anUnknownFieldIsABadFile() {
        ObjectNode json = shipped("route");
        json.put("difficulty", "easy");
        Assertions.assertThrows(UserError.class, () -> Puzzle.parse(json, "test"));
    }
}
