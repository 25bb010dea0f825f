package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tour runs every step, prints commands a shell can take back, and writes only where it is told. */
@Tag("slow")
class TourTest {
    @Test
    void everyStepRunsAndTheCommandsAreQuotedForAShell(@TempDir Path dir) throws Exception {
        Cli r = Cli.run("tour", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("(cardlab scout compare '3 4 5' '6 6')"), "quoted for a shell");
        assertTrue(r.out().contains("The tour writes its files to " + dir), r.out());
        assertTrue(r.out().contains("(cardlab daguai classify 'BJ 6H 7H 8S 9D')"), "quoted for a shell");
        try (Stream<Path> files = Files.walk(dir)) {
            assertTrue(files.anyMatch(p -> p.toString().endsWith(".svg")), "the picture goes to --out");
        }
    }

    @Test
    void argumentsAreQuotedOnlyWhenAShellNeedsIt() {
        assertEquals("'a b'", TourCommand.shellQuote("a b"));
        assertEquals("'it'\\''s'", TourCommand.shellQuote("it's"));
        assertEquals("''", TourCommand.shellQuote(""));
        assertEquals("specs/fugitive/ca.json", TourCommand.shellQuote("specs/fugitive/ca.json"));
        assertEquals("--games", TourCommand.shellQuote("--games"));
    }
}
