package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Fugitive commands end to end, and bad input: one line naming the culprit, exit 2, nothing written. */
class FugitiveCliTest {

    private static void assertBadInput(Cli r, String... mentions) {
        assertEquals(2, r.code(), r.err());
        String err = r.err().strip();
        assertEquals(1, err.lines().count(), "one line: " + err);
        assertFalse(err.contains("Exception") || err.contains("\tat "), "no stack trace: " + err);
        for (String m : mentions) {
            assertTrue(err.contains(m), "'" + err + "' should mention " + m);
        }
    }

    @Test
    void playWritesAReplayableGameAndNotes(@TempDir Path dir) {
        Path game = dir.resolve("g.json");
        Path notes = dir.resolve("n.json");
        Cli r = Cli.run("fugitive", "play", "--seed", "44", "--spec", "pt", "--out", game.toString(), "--notes", notes.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Result: "), r.out());
        Cli replay = Cli.run("fugitive", "replay", game.toString());
        assertEquals(0, replay.code());
        assertEquals(r.out(), replay.out(), "the replay prints the same log");
        JsonNode n = Json.read(notes);
        assertEquals("cardlab.fugitive.notes/1", n.get("format").asText());
        Cli json = Cli.run("fugitive", "replay", game.toString(), "--spec", "ca", "--json");
        assertEquals(0, json.code(), json.err());
        assertTrue(Json.parse(json.out(), "out").has("winner"));
    }

    /** Notes of a game under a spec file of another name carry its rule values: deduce reads them without the file. */
    @Test
    void notesOfAGameUnderASpecFileReadBackWithoutIt(@TempDir Path dir) throws IOException {
        com.fasterxml.jackson.databind.node.ObjectNode spec = (com.fasterxml.jackson.databind.node.ObjectNode) Json.read(Path.of("specs/fugitive/pt.json"));
        spec.put("name", "house");
        ((com.fasterxml.jackson.databind.node.ObjectNode) spec.get("rules").get("passBonus")).put("value", true);
        Path house = dir.resolve("house.json");
        Files.writeString(house, Json.write(spec));
        Path notes = dir.resolve("n.json");
        Cli r = Cli.run("fugitive", "play", "--seed", "3", "--spec", house.toString(), "--notes", notes.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode n = Json.read(notes);
        assertEquals("house", n.get("spec").asText());
        assertTrue(n.get("rules").get("passBonus").asBoolean(), "the changed value is embedded");
        Cli d = Cli.run("fugitive", "deduce", notes.toString());
        assertEquals(0, d.code(), "no spec named 'house' exists, the notes carry its values: " + d.err());
    }

    @Test
    void simulatePrintsWinRatesWithIntervals() {
        Cli r = Cli.run("fugitive", "simulate", "--spec", "ca", "--games", "200", "--seed", "3");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().matches("(?s).*Fugitive wins +\\d+\\.\\d% \\[\\d+\\.\\d%, \\d+\\.\\d%\\].*"), r.out());
        assertTrue(r.err().contains("games: 200/200"), "progress on stderr");
    }

    @Test
    void anUnknownSpecOrBotIsOneLine() {
        assertBadInput(Cli.run("fugitive", "play", "--spec", "xx"), "xx");
        assertBadInput(Cli.run("fugitive", "play", "--marshal", "genius"), "genius");
        assertBadInput(Cli.run("fugitive", "simulate", "--games", "0"), "--games");
    }

    @Test
    void badGameFilesAreOneLineErrors(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.json");
        Files.writeString(f, "{\"format\": \"cardlab.fugitive.game/1\", \"spec\": \"pt\", \"seed\": 1, \"moves\": [\"hide 1\", ");
        assertBadInput(Cli.run("fugitive", "replay", f.toString()), f.toString(), "malformed JSON");
        Files.writeString(f, "{\"format\": \"cardlab.fugitive.game/1\", \"spec\": \"pt\", \"seed\": 1, \"moves\": [], \"colour\": 1}");
        assertBadInput(Cli.run("fugitive", "replay", f.toString()), "colour");
        Files.writeString(f, "{\"format\": \"cardlab.fugitive.game/1\", \"spec\": \"pt\", \"seed\": 1, \"moves\": [\"hide 50\"]}");
        assertBadInput(Cli.run("fugitive", "replay", f.toString()), "moves[0]", "50");
        Files.writeString(f, "{\"format\": \"cardlab.fugitive.game/1\", \"spec\": \"pt\", \"seed\": 1, \"moves\": [\"hide 1\", \"guess 4\"]}");
        assertBadInput(Cli.run("fugitive", "replay", f.toString()), "moves[1]", "guess 4");
        assertBadInput(Cli.run("fugitive", "replay", dir.resolve("missing.json").toString()), "no such file");
    }

    @Test
    void aMalformedSpecIsOneLineNamingTheField(@TempDir Path dir) throws IOException {
        Path specs = dir.resolve("specs/fugitive");
        Files.createDirectories(specs);
        String pt = Files.readString(Path.of("specs/fugitive/pt.json"));
        Files.writeString(specs.resolve("pt.json"), pt.replace("\"stepLimit\": {\"value\": 3,", "\"stepLimit\": {\"value\": \"three\","));
        assertBadInput(Cli.run("fugitive", "play", "--spec", specs.resolve("pt.json").toString()), "rules.stepLimit");
        Files.writeString(specs.resolve("pt.json"), pt.replace("\"passBonus\"", "\"passBonusX\""));
        assertBadInput(Cli.run("fugitive", "play", "--spec", specs.resolve("pt.json").toString()), "passBonus");
    }

    @Test
    void nothingIsWrittenWhenTheRunFails(@TempDir Path dir) {
        Path game = dir.resolve("g.json");
        assertBadInput(Cli.run("fugitive", "play", "--spec", "nope", "--out", game.toString()));
        assertFalse(Files.exists(game));
    }
}
