package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import org.cardlab.fugitive.puzzle.PuzzleKind;
import org.cardlab.fugitive.puzzle.Solution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A puzzle asks for certainty: a right name that was not yet certain is a lucky guess, and the
 * page says so. The page judges certainty exactly (no history without the number); the
 * solver's proof orders the steps by position (each named when its position has one value).
 * The two must agree: in the proof's order nothing is lucky, and a chain's deepest step (one
 * that needs earlier reveals) named first is.
 */
class PuzzleLuckTest {

    @Test
    void aChainsDeepestHideoutNamedFirstIsLuckyAndTheProofsOrderIsNot(@TempDir Path dir) throws Exception {
        List<Puzzle> chains = PuzzleCollection.read(Path.of("puzzles/fugitive")).stream()
                .filter(p -> p.kind() == PuzzleKind.MANHUNT && deepest(p.solution().steps()) > 0)
                .sorted(Comparator.comparing(Puzzle::id)).limit(3).toList();
        assertEquals(3, chains.size(), "the collection has chain manhunts");
        try (WebFixture w = new WebFixture(dir)) {
            for (Puzzle p : chains) {
                List<Solution.Step> steps = p.solution().steps();
                JsonNode inOrder = play(w, p, steps);
                assertEquals("solved", inOrder.get("state").asText(), p.id());
                assertEquals(0, inOrder.get("lucky").size(), p.id() + ": in the proof's order each is certain: " + inOrder.get("lucky"));

                List<Solution.Step> lastFirst = new ArrayList<>(steps);
                lastFirst.add(0, lastFirst.remove(deepest(steps)));
                JsonNode lucky = play(w, p, lastFirst);
                assertEquals("solved", lucky.get("state").asText(), p.id() + ": a lucky guess still turns the card up");
                assertTrue(lucky.get("lucky").size() >= 1, p.id() + ": the chain's deepest hideout named first was a guess");
                String first = lucky.get("lucky").get(0).asText();
                assertTrue(first.startsWith(lastFirst.get(0).value() + " was right, but not yet certain: #"), first);
            }
        }
    }

    /** The index of the first step that needs an earlier reveal (depth over 1), or 0 when none does. */
    static int deepest(List<Solution.Step> steps) {
        int best = 0;
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).depth() > steps.get(best).depth()) {
                best = i;
            }
        }
        return steps.get(best).depth() > 1 ? best : 0;
    }

    private static JsonNode play(WebFixture w, Puzzle p, List<Solution.Step> order) {
        String id = w.ok("/api/tables", "{\"mode\":\"puzzle\",\"puzzle\":\"" + p.id() + "\"}").get("id").asText();
        JsonNode view = null;
        for (Solution.Step s : order) {
            view = w.write(id, "guess", "{\"number\":" + s.value() + "}");
        }
        return view;
    }
}
