package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * 20 tables at once, two devices each taking turns to enter the first 30 events of a game on
 * loopback, each following the other by long poll: no error and no lost or doubled event. Forty
 * clients on two cores keep the server's locks and long polls contended; {@code cardlab bench
 * serve} measures larger loads. The latencies are printed as a benchmark (the machine is shared):
 * never asserted. Each write costs the server the Marshal's figures, which grow with the notes, so
 * the games stop at 30 events (the contention is the same: 40 clients take turns from the start);
 * {@code -Dweb.load.events=60} enters as many as {@code bench serve} does by default. The server's
 * search Marshal looks ahead over few worlds ({@link WebFixture#SMALL_SEARCH}): its look-ahead,
 * part of each write at the Marshal's turns, would measure the search, not the server.
 */
@Tag("slow")
class WebLoadTest {
    private static final int TABLES = 20;
    private static final int EVENTS = Integer.getInteger("web.load.events", 30);

    @Test
    void twentyTablesOfTwoDevicesLoseNothing(@TempDir Path dir) throws Exception {
        LoadBench.Result r = LoadBench.run(TABLES, 2, EVENTS, 1, dir, WebFixture.SMALL_SEARCH);
        r.lines().forEach(l -> System.out.println("[bench serve] " + l));
        assertEquals((long) TABLES * EVENTS, r.requests(), "one write per event");
        assertEquals((long) TABLES * EVENTS, r.seen().count(), "every event reached the other device");
        assertEquals(0, r.errors(), r.problems().toString());
        assertEquals(0, r.lost(), r.problems().toString());
    }
}
