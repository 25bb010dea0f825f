package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cardlab GAME tournament}, the same command for every game whose plugin brings no tournament of its own. */
class TournamentCliTest {

    @Test
    void scoutRotatesTheSeatsAndRatesPlacements(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("t.svg");
        Cli r = Cli.run("scout", "tournament", "--bots", "greedy,random", "--players", "3", "--games", "3", "--seed", "2", "--json",
                "--svg", svg.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode o = Json.parse(r.out(), "out");
        assertEquals("scout", o.get("game").asText());
        assertTrue(o.get("rotated").asBoolean());
        assertEquals(3, o.get("params").get("players").asInt());
        assertEquals(2, o.get("bots").size());
        long seats = 0;
        for (JsonNode b : o.get("bots")) {
            assertFalse(b.has("seat"), "a rotated bot is one player whatever its seat");
            double rate = b.get("winRate").asDouble();
            assertTrue(b.get("interval").get(0).asDouble() <= rate && rate <= b.get("interval").get(1).asDouble(), b.toString());
            assertTrue(b.get("meanPlace").asDouble() >= 1 && b.get("meanPlace").asDouble() <= 3, b.toString());
            seats += b.get("seatGames").asLong();
        }
        assertEquals(2 * 3 * 3 * 3, seats, "two line-ups, three rotations, three deals, three seats");
        assertTrue(o.get("ratings").get("method").asText().startsWith("Plackett-Luce"));
        assertTrue(r.err().contains("seating 6/6"), "progress on stderr: " + r.err());
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", doc.getDocumentElement().getNodeName());
        Cli again = Cli.run("scout", "tournament", "--bots", "greedy,random", "--players", "3", "--games", "3", "--seed", "2", "--json",
                "--threads", "2");
        assertEquals(strip(o), strip(Json.parse(again.out(), "out")), "the same figures on two threads");
    }

    /** The decision times depend on the machine; everything else on the seed alone. */
    private static JsonNode strip(JsonNode o) {
        JsonNode c = o.deepCopy();
        c.get("bots").forEach(b -> ((com.fasterxml.jackson.databind.node.ObjectNode) b).remove("decisionMs"));
        return c;
    }

    @Test
    void oneListPerSeatPlaysEveryCombinationWithTheSeatAdvantage() {
        Cli r = Cli.run("duel", "tournament", "--bots", "high,random", "--bots", "random", "--games", "4", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode o = Json.parse(r.out(), "out");
        assertFalse(o.get("rotated").asBoolean());
        assertEquals(3, o.get("bots").size(), "high and random at seat 0, random at seat 1");
        assertEquals(0, o.get("bots").get(0).get("seat").asInt());
        assertEquals(1, o.get("bots").get(2).get("seat").asInt());
        assertTrue(o.get("ratings").has("seatAdvantage"), o.toString());
        Cli text = Cli.run("duel", "tournament", "--bots", "high,random", "--bots", "random", "--games", "4");
        assertTrue(text.out().contains("the advantage of player 2 under plain"), text.out());
    }

    @Test
    void badBotListsAreOneLine() {
        Cli three = Cli.run("duel", "tournament", "--bots", "high", "--bots", "random", "--bots", "high");
        assertEquals(2, three.code());
        assertTrue(three.err().contains("--bots is given 3 times for 2 seats"), three.err());
        Cli empty = Cli.run("scout", "tournament", "--bots", "greedy,", "--games", "1");
        assertEquals(2, empty.code(), empty.err());
        assertTrue(empty.err().contains("--bots: an empty entry in 'greedy,'"), empty.err());
        Cli unknown = Cli.run("scout", "tournament", "--bots", "greedy,nosuch", "--games", "1");
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("nosuch") && unknown.err().strip().lines().count() == 1, unknown.err());
    }

    /** Every registered game with the generic tournament plays one, its default bot in every seat. */
    @Test
    void everyRegisteredGamePlaysATournament() {
        for (GameType t : Games.all()) {
            if (!(Main.commandLine().getSubcommands().get(t.id()).getSubcommands().get("tournament").getCommand()
                    instanceof TournamentCommand)) {
                continue; // its own tournament (Fugitive's), tested with it
            }
            Cli r = Cli.run(t.id(), "tournament", "--games", "1", "--bots", t.botNames().get(0), "--json");
            assertEquals(0, r.code(), t.id() + ": " + r.err());
            assertEquals(t.id(), Json.parse(r.out(), "out").get("game").asText());
        }
    }
}
