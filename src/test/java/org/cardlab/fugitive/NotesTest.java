package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The notes format: the engine's notes parse back to the same events; bad notes name the event. */
class NotesTest {

    @Test
    void theEnginesNotesRoundTrip() {
        for (long seed = 1; seed <= 50; seed++) {
            FugitiveState s = FugitiveState.newGame(Specs.shipped(seed % 2 == 0 ? "ca" : "pt"), seed);
            org.cardlab.core.Rng rng = new org.cardlab.core.Rng(seed);
            while (!s.isTerminal()) {
                s.apply(s.randomLegalMove(rng));
            }
            Notes back = Notes.parse(Json.parse(Json.write(s.notes().toJson()), "notes"), "notes");
            assertEquals(s.notes(), back);
        }
    }

    @Test
    void theDesignDocumentsExampleParses() {
        String text = """
            {"format": "cardlab.fugitive.notes/1", "spec": "pt", "events": [
              {"type": "hideout", "sprints": 0}, {"type": "hideout", "sprints": 1},
              {"type": "marshal-draw", "card": 17}, {"type": "marshal-draw", "card": 9},
              {"type": "guess", "numbers": [4], "hit": false},
              {"type": "fugitive-draw", "deck": 2}, {"type": "hideout", "sprints": 0},
              {"type": "marshal-draw", "card": 30},
              {"type": "guess", "numbers": [5, 7], "hit": true,
               "reveals": [{"position": 1, "hideout": 5, "sprintCards": []},
                           {"position": 2, "hideout": 7, "sprintCards": [8]}]},
              {"type": "fugitive-draw", "deck": 1}, {"type": "pass"}]}""";
        Notes n = Notes.parse(Json.parse(text, "example"), "example");
        assertEquals(11, n.events().size());
        assertEquals(new NoteEvent.Reveal(2, 7, Cards.of(8)), ((NoteEvent.Guess) n.events().get(8)).reveals().get(1));
    }

    @Test
    void badEventsAreNamedByIndex() {
        String[] bad = {
            "{\"type\": \"hideout\", \"sprints\": 0, \"card\": 5}",
            "{\"type\": \"marshal-draw\", \"card\": 43}",
            "{\"type\": \"teleport\"}",
            "{\"type\": \"guess\", \"numbers\": [], \"hit\": false}",
            "{\"type\": \"fugitive-draw\", \"deck\": 4}",
        };
        for (String e : bad) {
            String text = "{\"format\": \"cardlab.fugitive.notes/1\", \"spec\": \"pt\", \"events\": [{\"type\": \"pass\"}, " + e + "]}";
            UserError err = assertThrows(UserError.class, () -> Notes.parse(Json.parse(text, "n.json"), "n.json"));
            assertTrue(err.getMessage().startsWith("n.json: event 2"), err.getMessage());
        }
    }

    /** A spec file named by a relative path is found beside the notes, wherever the command runs from. */
    @Test
    void aRelativeSpecPathIsReadBesideTheNotes(@TempDir Path dir) throws Exception {
        Path house = Files.createDirectories(dir.resolve("house"));
        Files.copy(Path.of("specs/fugitive/ca.json"), house.resolve("my.json"));
        Path notes = house.resolve("game.json");
        String events = "\"events\": [{\"type\": \"hideout\", \"sprints\": 0}]}";
        Files.writeString(notes, "{\"format\": \"cardlab.fugitive.notes/1\", \"spec\": \"my.json+stepLimit=4\", " + events);
        FugitiveRules rules = Notes.read(notes).loadRules(notes.toString());
        assertEquals(4, rules.stepLimit);
        assertEquals(Specs.shipped("ca").marshalDraws, rules.marshalDraws);

        Files.writeString(notes, "{\"format\": \"cardlab.fugitive.notes/1\", \"spec\": \"pt\", " + events);
        assertEquals("pt", Notes.read(notes).spec(), "a shipped name stays a name");

        Files.writeString(notes, "{\"format\": \"cardlab.fugitive.notes/1\", \"spec\": \"gone.json\", " + events);
        UserError err = assertThrows(UserError.class, () -> Notes.read(notes).loadRules(notes.toString()));
        assertTrue(err.getMessage().startsWith(notes + ": field 'spec'"), err.getMessage());
    }
}
