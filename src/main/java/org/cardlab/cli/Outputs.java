package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.UserError;

/** How a command that writes files ends: what it printed must have reached standard output, then its files go in place. */
public final class Outputs {
    private Outputs() {}

    /**
     * Commits {@code files} once {@code out} is known to be written (so a command whose printing
     * failed leaves no file behind either).
     */
    public static void commit(OutputFiles files, PrintWriter out) {
        if (out.checkError()) {
            throw new UserError("cannot write standard output");
        }
        files.commit();
    }

    /** An output folder must exist already: cardlab does not create folders. */
    public static void requireFolder(Path dir, String option) {
        if (!Files.isDirectory(dir)) {
            throw new UserError(dir + ": " + (Files.exists(dir) ? "not a folder" : "no such folder")
                    + " (" + option + " names a folder that must exist; cardlab does not create folders)");
        }
        if (!Files.isWritable(dir)) {
            throw new UserError(dir + ": cannot write in it (permission denied; " + option + ")");
        }
    }
}
