package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.cardlab.cli.Cli;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The daguai commands through the real CLI: output, --json fields and exit codes. */
class DaguaiCliTest {
    static Cli run(String... args) {
        return Cli.run(args);
    }

    @Test
    void classifyNamesThePlayAndWhatTheJokersReadAs() {
        Cli r = run("daguai", "classify", "BJ 6H 7H 8S 9D", "--level", "2");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("straight to 10") && r.out().contains("10H"), r.out());
        assertEquals("3S: single 3, the level card", run("daguai", "classify", "3S", "--level", "3").out().strip(), "the level said once");
        JsonNode j = Json.parse(run("daguai", "classify", "BJ 6H 7H 8S 9D", "--json").out(), "out");
        assertTrue(j.get("legal").asBoolean());
        assertEquals("straight", j.get("kind").asText());
        assertEquals("10H", j.get("reads").get(0).asText());
        JsonNode bad = Json.parse(run("daguai", "classify", "7H 9S", "--json").out(), "out");
        assertFalse(bad.get("legal").asBoolean());
        assertTrue(bad.get("reason").asText().contains("same rank"));
        // a long list is shortened in the text, so that the ruling is not buried (the JSON keeps every card)
        Cli many = run("daguai", "classify", String.join(" ", Collections.nCopies(30, "5H")));
        assertEquals(0, many.code());
        assertTrue(many.out().startsWith("5H 5H 5H 5H 5H 5H 5H 5H 5H 5H ... (30 cards): not a legal play: "), many.out());
        assertTrue(run("daguai", "classify", "5H 5H 5H 5H").out().startsWith("5H 5H 5H 5H: not a legal play"));
    }

    @Test
    void compareSaysWhichBeatsWhichAndWhy() {
        JsonNode j = Json.parse(run("daguai", "compare", "6S 6H 6D JC JD", "6C 6S 6H 2D 2C", "--json").out(), "out");
        assertEquals("none", j.get("winner").asText());
        assertTrue(j.get("reason").asText().contains("equal"));
        JsonNode k = Json.parse(run("daguai", "compare", "QS QH", "9S BJ", "--level", "9", "--json").out(), "out");
        assertEquals("second", k.get("winner").asText(), k.toString());
        assertTrue(k.get("reason").asText().contains("level card"));
        Cli h = run("daguai", "compare", "5H 6H 7H 8H 9H", "AS AH AD AC KS");
        assertTrue(h.out().startsWith("5H 6H 7H 8H 9H beats AS AH AD AC KS: straight flush beats four of a kind"), h.out());
    }

    @Test
    void badInputIsAOneLineErrorWithExitTwo(@TempDir Path dir) throws Exception {
        for (String[] args : new String[][] {{"daguai", "classify", "11H"}, {"daguai", "classify", "5H", "--level", "1"},
            {"daguai", "compare", "5H", "ZZ"}, {"daguai", "simulate", "--games", "0"},
            {"daguai", "replay", dir.resolve("missing.json").toString()}}) {
            Cli r = run(args);
            assertEquals(2, r.code(), String.join(" ", args));
            assertTrue(r.err().startsWith("cardlab: ") && r.err().strip().lines().count() == 1, r.err());
        }
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": \"cardlab.daguai.game/1\", \"spec\": \"pl\", \"seed\": 1, \"mode\": \"round\", \"moves\": [\"pass\"]}");
        Cli r = run("daguai", "replay", bad.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("moves[0]") && r.err().contains("may not pass"), r.err());
    }

    @Test
    void playWritesAReplayableGame(@TempDir Path dir) {
        Path file = dir.resolve("g.json");
        Cli r = run("daguai", "play", "--seed", "3", "--out", file.toString());
        assertEquals(0, r.code());
        assertTrue(r.out().contains("round 1:") && r.out().contains("round over"), r.out());
        Cli again = run("daguai", "replay", file.toString());
        assertEquals(r.out(), again.out());
        Cli sim = run("daguai", "simulate", "--games", "20", "--json");
        assertEquals(0, sim.code());
        JsonNode s = Json.parse(sim.out(), "out");
        assertEquals(20, s.get("rounds").asInt());
        assertTrue(s.has("offenseWins") && s.has("draws") && s.has("averageTricks") && s.has("gamesPerSecond"), s.toString());
        assertTrue(s.get("offenseWins").has("low95"), "rates come with their 95% interval");
        // issue 10, item 13: the text gives the intervals too
        Cli text = run("daguai", "simulate", "--games", "20");
        assertTrue(text.out().matches("(?s).*offense wins +\\d+\\.\\d% \\[\\d+\\.\\d%, \\d+\\.\\d%\\] of rounds.*"), text.out());
        assertTrue(sim.err().contains("20/20"));
    }
}
