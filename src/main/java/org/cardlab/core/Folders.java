package org.cardlab.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;

/** The temporary folders cardlab makes, removed when done. */
public final class Folders {
    private Folders() {}

    /** Deletes {@code dir} and everything under it, links as links (what they point at stays); what cannot go stays. */
    public static void deleteTree(Path dir) {
        try (var paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // a file another process still writes: the rest goes
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // already gone, or unreadable: nothing more to do
        }
    }
}
