package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench manhunt --save}: the states not solved exactly are kept as notes files that reproduce them. */
class BenchManhuntSaveTest {
    @Test
    void savesEveryStateNotSolvedExactlyAsNotesThatReproduceIt(@TempDir Path dir) throws IOException {
        // A budget of one count leaves the larger manhunts as intervals; no state is slow enough to be kept for its time.
        Cli run = Cli.run("bench", "manhunt", "--spec", "pt", "--fugitive", "racer", "--games", "20", "--budget", "1",
                "--slow-ms", "1000000000", "--save", dir.toString(), "--json");
        assertEquals(0, run.code(), run.err());
        JsonNode row = Json.parse(run.out(), "bench manhunt").get("rows").get(0);
        int inexact = row.get("states").asInt() - row.get("exact").asInt();
        assertTrue(inexact > 0, "some state past a budget of one count: " + row);
        Set<String> saved = new HashSet<>();
        row.get("saved").forEach(n -> saved.add(n.asText()));
        assertEquals(inexact, saved.size());
        Set<String> files = new HashSet<>();
        try (Stream<Path> list = Files.list(dir)) {
            list.forEach(p -> files.add(p.getFileName().toString()));
        }
        assertEquals(saved, files);
        for (String name : saved) {
            assertTrue(name.startsWith("manhunt-pt-racer-heuristic-game"), name);
            PublicTrack t = NotesFiles.read(dir.resolve(name));
            assertFalse(new Manhunt(t, 1).solve().exact(), name + ": the saved state is the one past the budget");
        }
    }
}
