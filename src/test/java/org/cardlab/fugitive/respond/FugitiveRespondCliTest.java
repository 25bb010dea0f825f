package org.cardlab.fugitive.respond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.Cli;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class FugitiveRespondCliTest {
    @Test
    void badInputIsOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"fugitive", "respond", "--against", "heuristic", "--side", "judge"},
                {"fugitive", "respond", "--against", "shadow", "--side", "fugitive"},
                {"fugitive", "respond", "--against", "nosuch", "--side", "marshal"},
                {"fugitive", "respond", "--against", "heuristic", "--side", "fugitive", "--budget", "0"},
                {"fugitive", "respond", "--against", "heuristic", "--side", "fugitive", "--turns", "7"},
                {"fugitive", "respond", "--side", "fugitive"}}) {
            Cli r = Cli.run(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.out().isEmpty(), r.out());
        }
    }

    /**
     * Two games a side: each side's bots already part there (a bot that wins one and one that wins none), so the
     * best bot and the lower bound are still read from rates that differ; the games' count is the test's cost.
     */
    @Tag("slow") // over 5 s: left out of mvn test -Pquick
    @Test
    void printsTheIssuesJsonForBothSides() throws Exception {
        for (String[] args : new String[][] {{"--against", "heuristic", "--side", "fugitive", "--budget", "4"},
                {"--against", "random", "--side", "marshal", "--budget", "8"}}) {
            List<String> all = new ArrayList<>(List.of("fugitive", "respond", "--games", "2", "--json"));
            all.addAll(List.of(args));
            Cli r = Cli.run(all.toArray(String[]::new));
            assertEquals(0, r.code(), r.err());
            JsonNode o = new ObjectMapper().readTree(r.out());
            List<String> fields = new ArrayList<>();
            o.fieldNames().forEachRemaining(fields::add);
            assertTrue(fields.containsAll(List.of("against", "side", "spec", "games", "responderWinRate", "interval", "bestBot",
                    "bestBotWinRate", "lowerBound")), fields.toString());
            assertEquals(args[3], o.get("side").asText());
            // the Marshal's particles are drawn exactly from his notes and never settled for: the count is the Fugitive's side's alone
            assertEquals(args[3].equals("fugitive"), o.has("particleMisses"), fields.toString());
            assertEquals(0, o.get("standIns").asLong(), "the heuristic and random bots play themselves: no stand-in");
            assertEquals(0, o.get("askCap").asLong(), "nor any ask of a recalled bot");
            assertEquals(2, o.get("games").asInt());
            double best = 0;
            double worst = 1;
            for (JsonNode b : o.get("bots")) {
                best = Math.max(best, b.get("winRate").asDouble());
                worst = Math.min(worst, b.get("winRate").asDouble());
            }
            assertTrue(best > worst, "the bots' rates differ, so the best is a choice: " + o.get("bots"));
            assertEquals(best, o.get("bestBotWinRate").asDouble(), 1e-12);
            assertEquals(o.get("responderWinRate").asDouble() - best, o.get("lowerBound").asDouble(), 1e-12);
        }
    }

    @Test
    void onASolvedSpecUnderItsClockTheGainOverTheValueIsReported() throws Exception {
        Cli r = Cli.run("fugitive", "respond", "--spec", "mini2", "--turns", "2", "--against", "heuristic", "--side", "fugitive",
                "--budget", "4", "--games", "6", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertEquals(2, o.get("turns").asInt());
        assertEquals(o.get("responderWinRate").asDouble() - o.get("value").asDouble(), o.get("gainOverValue").asDouble(), 1e-12);
        assertEquals(2, o.get("gainOverValueInterval").size());
        // without the clock the engine's game is not the solved one: no value is claimed
        Cli free = Cli.run("fugitive", "respond", "--spec", "mini2", "--against", "heuristic", "--side", "fugitive", "--budget", "4",
                "--games", "2", "--json");
        assertEquals(0, free.code(), free.err());
        assertTrue(!new ObjectMapper().readTree(free.out()).has("value"), free.out());
    }
}
