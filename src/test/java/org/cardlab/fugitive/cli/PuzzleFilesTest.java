package org.cardlab.fugitive.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.cli.Cli;
import org.cardlab.core.Home;
import org.cardlab.core.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** DIR of puzzles render and verify, declared once ({@link PuzzleFiles}): both commands name the same files and refuse the same folder. */
class PuzzleFilesTest {
    private static Path shipped(String name) {
        return Home.dir().resolve("puzzles").resolve("fugitive").resolve(name);
    }

    @Test
    void aFolderGivesItsPuzzleFilesInNameOrderAndAFileItself(@TempDir Path dir) throws IOException {
        Path one = shipped("ca-beneath-0282497c.json");
        Files.copy(one, dir.resolve("b.json"));
        Files.copy(one, dir.resolve("a.json"));
        Files.writeString(dir.resolve("notes.txt"), "not a puzzle file");
        PuzzleFiles folder = new PuzzleFiles();
        folder.dir = dir;
        assertEquals(List.of(dir.resolve("a.json"), dir.resolve("b.json")), folder.files());
        assertFalse(folder.oneFile());
        PuzzleFiles file = new PuzzleFiles();
        file.dir = one;
        assertEquals(List.of(one), file.files());
        assertTrue(file.oneFile());
    }

    @Test
    void aFolderWithoutPuzzleFilesIsBadInputToBothCommands(@TempDir Path dir) {
        PuzzleFiles empty = new PuzzleFiles();
        empty.dir = dir;
        UserError e = assertThrows(UserError.class, empty::files);
        assertEquals(dir + ": no puzzle files (*.json)", e.getMessage());
        for (String command : List.of("render", "verify")) {
            Cli r = Cli.run("puzzles", command, dir.toString());
            assertEquals(2, r.code(), command + ": " + r.out() + r.err());
            assertEquals("", r.out(), command);
            assertTrue(r.err().contains(dir + ": no puzzle files (*.json)"), command + ": " + r.err());
        }
    }
}
