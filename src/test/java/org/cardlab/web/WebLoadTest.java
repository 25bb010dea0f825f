package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * 20 tables at once, two devices each taking turns to enter a 60-event game on loopback, each
 * following the other by long poll: no error and no lost or doubled event. Forty clients on two
 * cores keep the server's locks and long polls contended; {@code cardlab bench serve} measures
 * larger loads. The latencies are printed as a benchmark (the machine is shared): never asserted.
 * The server's search Marshal looks ahead over few worlds ({@link WebFixture#SMALL_SEARCH}): its
 * look-ahead, part of each write at the Marshal's turns, would measure the search, not the server.
 */
@Tag("slow")
class WebLoadTest {
    private static final int TABLES = 20;

    @Test
    void twentyTablesOfTwoDevicesAndSixtyEventsLoseNothing(@TempDir Path dir) throws Exception {
        LoadBench.Result r = LoadBench.run(TABLES, 2, 60, 1, dir, WebFixture.SMALL_SEARCH);
        r.lines().forEach(l -> System.out.println("[bench serve] " + l));
        assertEquals(TABLES * 60L, r.requests(), "one write per event");
        assertEquals(TABLES * 60L, r.seen().count(), "every event reached the other device");
        assertEquals(0, r.errors(), r.problems().toString());
        assertEquals(0, r.lost(), r.problems().toString());
    }
}
