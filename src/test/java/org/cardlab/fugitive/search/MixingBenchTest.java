package org.cardlab.fugitive.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** bench mixing runs, pairs its two sides game by game, and refuses bad options with one line (speed is never asserted). */
class MixingBenchTest {
    @Tag("slow")
    @Test
    void theBenchReportsBothSidesAndTheirPairedDifference() {
        Cli r = Cli.run("bench", "mixing", "--games", "2", "--spec", "ca", "--fugitive", "random", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode row = Json.parse(r.out(), "out").get("rows").get(0);
        assertEquals("random", row.get("fugitive").asText());
        assertEquals(2, row.get("unmixed").get("of").asInt());
        double diff = row.get("mixed").get("rate").asDouble() - row.get("unmixed").get("rate").asDouble();
        assertEquals(diff, row.get("difference").asDouble(), 1e-12);
        JsonNode in = row.get("differenceInterval");
        assertTrue(in.get(0).asDouble() <= diff && diff <= in.get(1).asDouble(), row.toString());
        assertTrue(row.get("mixedAway").asLong() <= row.get("decisions").asLong(), row.toString());
    }

    /** The text names the run as given (--threads printed as the count it is), then one table row per spec and bot. */
    @Tag("slow")
    @Test
    void theTextSaysTheRunAndGivesARowPerBot() {
        Cli r = Cli.run("bench", "mixing", "--games", "2", "--spec", "ca", "--fugitive", "random", "--threads", "2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("The search Marshal unmixed and mixed (2.0 standard errors), 2 seeded games per spec and"
                + " Fugitive bot, seed 1, 2 threads:"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("ca ") && l.contains(" random ")), r.out());
    }

    @Test
    void badOptionsAreOneLineNamingTheOption() {
        for (String[] args : new String[][] {{"--mix", "0"}, {"--mix", "11"}, {"--fugitive", "nosuch"}, {"--fugitive", "search"},
            {"--games", "0"}}) {
            Cli bad = Cli.run("bench", "mixing", args[0], args[1]);
            assertEquals(2, bad.code(), String.join(" ", args));
            assertTrue(bad.err().contains(args[0]) && bad.err().strip().lines().count() == 1, bad.err());
            assertTrue(bad.out().isEmpty(), bad.out());
        }
    }
}
