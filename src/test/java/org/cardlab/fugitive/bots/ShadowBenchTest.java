package org.cardlab.fugitive.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cardlab.cli.Cli;
import org.junit.jupiter.api.Test;

/** The decision-time bench runs and reports both bots (speed itself is never asserted). */
class ShadowBenchTest {
    @Test
    void theBenchReportsTheShadowBesideTheHeuristic() {
        Cli r = Cli.run("bench", "shadow", "--games", "3", "--spec", "ca");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("heuristic") && r.out().contains("shadow") && r.out().contains("p95"), r.out());
        Cli bad = Cli.run("bench", "shadow", "--games", "0");
        assertEquals(2, bad.code());
    }
}
