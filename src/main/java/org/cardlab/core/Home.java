package org.cardlab.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where cardlab's data lives: the folder holding specs/ and puzzles/. The launcher sets the
 * system property {@code cardlab.home} to the checkout; without it, the working directory.
 */
public final class Home {
    private Home() {}

    public static Path dir() {
        String prop = System.getProperty("cardlab.home");
        return Path.of(prop == null || prop.isBlank() ? "." : prop);
    }

    public static Path specsDir() {
        return dir().resolve("specs");
    }

    /** Spec names of a game (the JSON files under specs/&lt;game&gt;/), sorted. */
    public static List<String> specNames(String game) {
        return specNames(specsDir().resolve(game));
    }

    /** Spec names in a game's folder of specs (its JSON files), sorted. */
    public static List<String> specNames(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - 5))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserError(dir + ": cannot list (" + e.getMessage() + ")");
        }
    }
}
