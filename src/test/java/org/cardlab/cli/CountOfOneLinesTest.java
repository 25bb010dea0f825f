package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Commands run with a count of one print the singular ("1 game"), and the plural for other counts as before. */
class CountOfOneLinesTest {
    /** A count of exactly one before a noun this test's commands pluralise. */
    private static final Pattern ONE_PLURAL = Pattern.compile("(?<![\\d,.])1 (games|deals|runs|moves|cards)\\b");

    @TempDir
    Path dir;

    @Test
    void simulateOfOneGame() {
        Cli one = Cli.run("fugitive", "simulate", "--games", "1");
        assertEquals(0, one.code(), one.err());
        assertTrue(one.out().startsWith("Fugitive under spec pt: 1 game, seed 1; "), one.out());
        Cli two = Cli.run("fugitive", "simulate", "--games", "2");
        assertEquals(0, two.code(), two.err());
        assertTrue(two.out().startsWith("Fugitive under spec pt: 2 games, seed 1; "), two.out());
    }

    @Test
    void tournamentOfOneDeal() {
        Cli r = Cli.run("scout", "tournament", "--games", "1", "--bots", "greedy,random");
        assertEquals(0, r.code(), r.err());
        String header = r.out().lines().findFirst().orElseThrow();
        assertTrue(header.contains("each dealt the same 1 deal ("), header);
        assertTrue(r.err().contains(": 1/1 game ("), r.err());
        assertFalse(ONE_PLURAL.matcher(r.out() + r.err()).find(), r.out() + r.err());
    }

    @Test
    void benchOfOneGameAndOneRun() {
        Cli r = Cli.run("scout", "bench", "--games", "1", "--runs", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().lines().findFirst().orElseThrow().endsWith(": 1 game per run, 1 run after a warm-up, 1 thread"), r.out());
        Cli two = Cli.run("scout", "bench", "--games", "2", "--runs", "2");
        assertEquals(0, two.code(), two.err());
        assertTrue(two.out().lines().findFirst().orElseThrow().endsWith(": 2 games per run, 2 runs after a warm-up, 1 thread"), two.out());
    }

    @Test
    void trackViewsAfterOneMove() {
        for (String game : new String[] {"scout", "daguai"}) {
            Path file = dir.resolve(game + ".json");
            assertEquals(0, Cli.run(game, "play", "--seed", "3", "--out", file.toString()).code());
            Cli one = Cli.run(game, "track", file.toString(), "--seat", "1", "--at", "1");
            assertEquals(0, one.code(), one.err());
            assertTrue(one.out().lines().findFirst().orElseThrow().contains(" after 1 move, round "), one.out());
            assertFalse(ONE_PLURAL.matcher(one.out()).find(), one.out());
            Cli two = Cli.run(game, "track", file.toString(), "--seat", "1", "--at", "2");
            assertTrue(two.out().lines().findFirst().orElseThrow().contains(" after 2 moves, round "), two.out());
        }
    }
}
