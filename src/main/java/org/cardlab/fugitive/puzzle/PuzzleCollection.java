package org.cardlab.fugitive.puzzle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.UserError;

/** A directory of puzzle files (*.json), read in file-name order. */
public final class PuzzleCollection {
    private PuzzleCollection() {}

    public static List<Path> files(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new UserError(dir + ": not a directory");
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UserError(dir + ": cannot list (" + e.getMessage() + ")");
        }
    }

    public static List<Puzzle> read(Path dir) {
        List<Puzzle> out = new ArrayList<>();
        for (Path f : files(dir)) {
            out.add(Puzzle.read(f));
        }
        return out;
    }
}
