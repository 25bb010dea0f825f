package org.cardlab.fugitive.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.cardlab.cli.Cli;
import org.junit.jupiter.api.Test;

class FugitiveSolveCliTest {
    @Test
    void badInputIsOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"fugitive", "solve", "--turns", "0"}, {"fugitive", "solve", "--target", "2"},
                {"fugitive", "solve", "--spec", "nosuch"}, {"fugitive", "solve", "--draws", "0"},
                // a spec too big to solve is refused before its deals fill memory (it ran out of heap once)
                {"fugitive", "solve", "--spec", "pt"}}) {
            Cli r = Cli.run(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    @Test
    void helpExplainsTheClockAndTheJson() {
        Cli r = Cli.run("fugitive", "solve", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("clock") && r.out().contains("exploitability"), r.out());
        // the command's own default, not the game's (pt, which the plain command once tried to solve)
        assertTrue(r.out().contains("Default: mini"), r.out());
        assertTrue(r.out().contains("{\"spec\", \"value\", \"valueInterval\""), r.out());
    }

    @Test
    void solvesATinyFugitiveAsJson() throws Exception {
        Cli r = Cli.run("fugitive", "solve", "--spec", FugitiveTreeTest.TINY, "--turns", "1", "--draws", "1", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        java.util.List<String> fields = new java.util.ArrayList<>();
        o.fieldNames().forEachRemaining(fields::add);
        assertEquals(java.util.List.of("spec", "value", "valueInterval", "exploitability", "iterations", "bots"), fields);
        assertTrue(o.get("exploitability").asDouble() < 0.001);
        double low = o.get("valueInterval").get(0).asDouble();
        double high = o.get("valueInterval").get(1).asDouble();
        assertTrue(low <= o.get("value").asDouble() + 1e-12 && o.get("value").asDouble() <= high + 1e-12, o.toString());
        assertEquals(2 * o.get("exploitability").asDouble(), high - low, 1e-9, "the interval is the exploitability, twice");
        assertTrue(o.get("bots").size() >= 6);
        for (JsonNode b : o.get("bots")) {
            assertEquals(2, b.size());
        }
    }
}
