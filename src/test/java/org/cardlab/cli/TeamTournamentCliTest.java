package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.core.Json;
import org.cardlab.core.Stats;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cardlab daguai tournament --teams}: three of a bot against three of another, and the win rates counted per side. */
class TeamTournamentCliTest {

    @Test
    void teamsOfOneBotAreRatedAndTheirSidesCountedOncePerGame(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("teams.svg");
        Cli r = Cli.run("daguai", "tournament", "--teams", "--bots", "random,greedy", "--games", "6", "--seed", "5", "--json", "--svg",
                svg.toString());
        assertEquals(0, r.code(), r.err());
        String chart = Files.readString(svg);
        assertTrue(chart.contains("greedy in random vs greedy") && chart.contains("teams rotated"), "the chart names the teams");
        JsonNode o = Json.parse(r.out(), "out");
        assertTrue(o.get("teams").asBoolean() && o.get("rotated").asBoolean());
        assertEquals(2, o.get("lineups").size(), "one line-up, a row per bot");
        for (JsonNode b : o.get("bots")) {
            assertEquals(12, b.get("sideGames").asLong(), "six deals, the teams swapped: twelve games of its team");
            assertEquals(36, b.get("seatGames").asLong(), "three seats a game");
            Stats.Proportion p = Stats.wilson(b.get("wins").asLong(), b.get("sideGames").asLong());
            assertEquals(p.low(), b.get("interval").get(0).asDouble(), 1e-12, "the interval counts each team's game once: " + b);
            assertEquals(p.high(), b.get("interval").get(1).asDouble(), 1e-12, b.toString());
        }
        JsonNode random = o.get("bots").get(0);
        JsonNode greedy = o.get("bots").get(1);
        assertEquals("greedy", greedy.get("bot").asText());
        assertTrue(greedy.get("rating").asDouble() > random.get("rating").asDouble(), "three greedy beat three random: " + o.get("bots"));
    }

    /** Seats rotated one by one in a game of teams mix the bots within a team: the text says so, and what gives a team one bot. */
    @Test
    void seatsRotatedInAGameOfTeamsAreSaidToMixTheTeams() {
        Cli mixed = Cli.run("daguai", "tournament", "--bots", "random,greedy", "--games", "1", "--seed", "5");
        assertEquals(0, mixed.code(), mixed.err());
        assertTrue(mixed.out().contains("a team may hold different bots") && mixed.out().contains("--teams gives each team one bot"),
                mixed.out());
        Cli teams = Cli.run("daguai", "tournament", "--teams", "--bots", "random,greedy", "--games", "1", "--seed", "5");
        assertEquals(0, teams.code(), teams.err());
        assertFalse(teams.out().contains("a team may hold different bots"), teams.out());
        Cli scout = Cli.run("scout", "tournament", "--bots", "random,greedy", "--games", "1");
        assertFalse(scout.out().contains("a team may hold different bots"), scout.out());
    }

    @Test
    void mixedTeamsCountASideOnceForEachBotOnIt() {
        Cli r = Cli.run("daguai", "tournament", "--bots", "random,greedy", "--games", "2", "--seed", "5", "--json");
        assertEquals(0, r.code(), r.err());
        for (JsonNode b : Json.parse(r.out(), "out").get("lineups")) {
            int seats = 0;
            for (int s = 0; s < 6; s++) {
                if (b.get("lineup").get(s).asText().equals(b.get("bot").asText())) {
                    seats++;
                }
            }
            assertTrue(seats >= 1 && b.get("sideGames").asLong() <= b.get("seatGames").asLong(), b.toString());
            assertTrue(b.get("wins").asLong() <= b.get("sideGames").asLong(), "a side's game is won at most once: " + b);
            assertEquals(seats * 2L * 6, b.get("seatGames").asLong(), "two deals, six rotations: " + b);
        }
    }

    @Test
    void teamsNeedAGameOfTeamsAndOneList() {
        Cli scout = Cli.run("scout", "tournament", "--teams", "--bots", "random,greedy");
        assertEquals(2, scout.code());
        assertTrue(scout.err().strip().lines().count() == 1 && scout.err().contains("--teams needs a game of teams"), scout.err());
        Cli perSeat = Cli.run("daguai", "tournament", "--teams", "--bots", "random", "--bots", "greedy", "--bots", "random", "--bots", "greedy",
                "--bots", "random", "--bots", "greedy");
        assertEquals(2, perSeat.code());
        assertTrue(perSeat.err().contains("--teams takes one --bots list"), perSeat.err());
    }
}
