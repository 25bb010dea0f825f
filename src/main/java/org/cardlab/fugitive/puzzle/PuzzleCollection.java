package org.cardlab.fugitive.puzzle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;

/** A directory of puzzle files (*.json), read in file-name order. */
public final class PuzzleCollection {
    private PuzzleCollection() {}

    public static List<Path> files(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new UserError(dir + ": " + (Files.exists(dir) ? "not a folder" : "no such folder"));
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UserError(dir + ": cannot list (" + e.getMessage() + ")");
        }
    }

    /**
     * The file {@code name + ext} inside {@code dir}. The name comes from an input file (a puzzle's
     * id), so it is refused unless the result stays directly inside the folder.
     */
    public static Path fileIn(Path dir, String name, String ext, String where) {
        Path base = dir.toAbsolutePath().normalize();
        Path f = base.resolve(name + ext).normalize();
        if (name.isEmpty() || name.contains("/") || name.contains("\\") || !base.equals(f.getParent())) {
            throw new UserError(where + ": the id " + Json.compact(Json.MAPPER.getNodeFactory().textNode(name))
                    + " would name a file outside " + dir);
        }
        return f;
    }

    public static List<Puzzle> read(Path dir) {
        List<Puzzle> out = new ArrayList<>();
        for (Path f : files(dir)) {
            out.add(Puzzle.read(f));
        }
        return out;
    }
}
