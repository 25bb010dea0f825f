package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * 50 sessions at once, each entering a 60-event game on loopback: no error and no lost event.
 * The latencies are printed as a benchmark (the machine is shared): never asserted.
 */
@Tag("slow")
class WebLoadTest {
    @Test
    void fiftySessionsOfSixtyEventsLoseNothing(@TempDir Path dir) throws Exception {
        LoadBench.Result r = LoadBench.run(50, 60, 1, dir);
        r.lines().forEach(l -> System.out.println("[bench serve] " + l));
        assertEquals(50L * 61, r.requests(), "one request to open each table and one per event");
        assertEquals(0, r.errors(), r.problems().toString());
        assertEquals(0, r.lost(), r.problems().toString());
    }
}
