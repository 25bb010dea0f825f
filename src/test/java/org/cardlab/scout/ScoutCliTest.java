package org.cardlab.scout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.cardlab.cli.Cli;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scout commands through the real CLI: output, exit codes, one-line errors. */
class ScoutCliTest {
    static Cli run(String... args) {
        return Cli.run(args);
    }

    @Test
    void compareSaysWhichBeatsAndWhy() {
        Cli r = run("scout", "compare", "3 4 5", "6 6", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.parse(r.out(), "output");
        assertEquals("first", j.get("winner").asText());
        assertEquals("run", j.get("first").get("kind").asText());
        assertTrue(j.get("first").get("legal").asBoolean());
        assertEquals("set", j.get("second").get("kind").asText());
        assertEquals("more-cards", j.get("rule").asText());
        Cli text = run("scout", "compare", "5 5", "6 7");
        assertTrue(text.out().contains("a set (all equal) beats a run"), text.out());
        JsonNode none = Json.parse(run("scout", "compare", "4 5", "5 4", "--json").out(), "output");
        assertEquals("none", none.get("winner").asText());
        JsonNode bad = Json.parse(run("scout", "compare", "4 6", "5", "--json").out(), "output");
        assertEquals(false, bad.get("first").get("legal").asBoolean());
        assertEquals("none", bad.get("winner").asText());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        for (String[] args : new String[][] {
            {"scout", "compare", "3 four 5", "6"},
            {"scout", "compare", "3 4 12", "6"},
            {"scout", "compare", "", "6"},
            {"scout", "play", "--players", "7"},
            {"scout", "simulate", "--players", "1", "--games", "3"},
            {"scout", "play", "--spec", "nosuchspec"},
            {"scout", "play", "--bots", "clever"},
        }) {
            Cli r = run(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().startsWith("cardlab: "), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    @Test
    void aMalformedGameFileNamesTheProblem(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("g.json");
        Files.writeString(f, "{\"format\": \"cardlab.scout.game/1\", \"spec\": \"official\", \"players\": 3, \"seed\": 1,"
                + " \"moves\": [\"keep\", \"keep\", \"keep\", \"show 1-9\"]}");
        Cli r = run("scout", "replay", f.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("moves[3]") && r.err().contains("show 1-9"), r.err());
        Files.writeString(f, "{\"format\": \"cardlab.scout.game/1\", \"spec\": \"official\", \"players\": 3, \"seed\": 1, \"colour\": 2, \"moves\": []}");
        r = run("scout", "replay", f.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("colour"), r.err());
        Files.writeString(f, "{\"format\": \"cardlab.scout.game/1\", \"spec\": \"official\", \"players\": 3, \"seed\": 1, \"moves\": [\"jump\"]}");
        r = run("scout", "replay", f.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("not SCOUT notation"), r.err());
        Files.writeString(f, "{\"format\": ");
        assertEquals(2, run("scout", "replay", f.toString()).code());
    }

    @Test
    void playSavesAGameThatReplaysToTheSameLog(@TempDir Path dir) {
        Path f = dir.resolve("game.json");
        Cli played = run("scout", "play", "--players", "3", "--seed", "9", "--out", f.toString());
        assertEquals(0, played.code(), played.err());
        assertTrue(played.out().contains("round 3 ends"), played.out());
        Cli replayed = run("scout", "replay", f.toString());
        assertEquals(0, replayed.code(), replayed.err());
        assertEquals(played.out(), replayed.out());
    }

    @Test
    void simulateReportsEverySeat() {
        Cli r = run("scout", "simulate", "--players", "3", "--games", "20", "--seed", "4", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.parse(r.out(), "output");
        assertEquals(3, j.get("seats").size());
        assertEquals(3.0, j.get("averageRounds").asDouble());
        double share = 0;
        for (JsonNode s : j.get("seats")) {
            share += s.get("winShare").asDouble();
        }
        assertEquals(1.0, share, 1e-9, "each game's win is shared out in full");
        // issue 10, item 13: the text says how ties are shared
        Cli text = run("scout", "simulate", "--players", "3", "--games", "20", "--seed", "4");
        assertTrue(text.out().contains("ties: seats tied for the most points share the win, each of k tied seats getting 1/k"),
                text.out());
        assertTrue(r.err().contains("20/20"), r.err());
    }

    /** Issue 10, item 6: a game that is not finished replays to where it stops, and says so. */
    @Test
    void anUnfinishedGameReplaysToWhereItStops(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("partial.json");
        Files.writeString(f, "{\"format\": \"cardlab.scout.game/1\", \"spec\": \"official\", \"players\": 3, \"seed\": 1,"
                + " \"moves\": [\"keep\", \"keep\", \"keep\", \"show 1\"]}");
        Cli r = run("scout", "replay", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().strip().endsWith("the game stops here, after move 4: round 1 of 3, player 1 to move"), r.out());
        JsonNode j = Json.parse(run("scout", "replay", f.toString(), "--json").out(), "out");
        assertEquals(false, j.get("finished").asBoolean());
        assertEquals(1, j.get("toMove").asInt());
    }
}
