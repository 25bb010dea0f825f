package org.cardlab.fugitive.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import picocli.CommandLine.Parameters;

/**
 * DIR of the commands that take a collection of puzzles (render, verify): a folder of puzzle files
 * or one puzzle file. Declared and read here once, so both name the same files and refuse the same
 * empty folder.
 */
final class PuzzleFiles {
    @Parameters(index = "0", paramLabel = "DIR", description = "A directory of puzzle files, or one puzzle file.")
    Path dir;

    /** Whether DIR is one puzzle file rather than a folder. */
    boolean oneFile() {
        return Files.isRegularFile(dir);
    }

    /** DIR itself when it is a file, else the folder's puzzle files in name order; none at all is bad input. */
    List<Path> files() {
        List<Path> files = oneFile() ? List.of(dir) : PuzzleCollection.files(dir);
        if (files.isEmpty()) {
            throw new UserError(dir + ": no puzzle files (*.json)");
        }
        return files;
    }
}
