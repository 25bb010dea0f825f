package org.cardlab.fugitive.deduce;

import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.core.Home;
import org.cardlab.fugitive.Notes;

/** Reading notes files for the commands: a relative path missing here is looked up beside cardlab (the shipped examples). */
public final class NotesFiles {
    private NotesFiles() {}

    public static Path resolve(Path file) {
        if (!file.isAbsolute() && !Files.exists(file) && Files.exists(Home.dir().resolve(file))) {
            return Home.dir().resolve(file);
        }
        return file;
    }

    /** The notes and their public track; errors name the file. */
    public static PublicTrack read(Path file) {
        Path f = resolve(file);
        return PublicTrack.read(Notes.read(f), file.toString());
    }
}
