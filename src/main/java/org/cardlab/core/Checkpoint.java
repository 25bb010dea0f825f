package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * A folder that keeps a study's finished ranges (the {@code --checkpoint} option), so a study
 * stopped (Ctrl-C, a lost machine) resumes where it stopped and gives the figures of one
 * uninterrupted run: each range is played from the study's seed and its indices alone.
 *
 * <p>{@code study.json} names the study the folder belongs to (what decides its figures: the
 * command, game, specs, setup, bots, games, seed); a folder of another study is refused, naming
 * that study. Each finished range is one file, {@code PART/range-K.bin} (the worker's counts,
 * {@link Serialized}), written to a temporary file and renamed, so a stop mid-write leaves no
 * half range. A study's parts are its sub-studies (a tournament's seatings).
 */
public final class Checkpoint {
    public static final String FORMAT = "cardlab.checkpoint/1";
    static final String STUDY_FILE = "study.json";

    private final Path dir;

    private Checkpoint(Path dir) {
        this.dir = dir;
    }

    /**
     * The checkpoint of {@code study} in {@code dir}: made when the folder is missing (its parent must exist) or empty,
     * resumed when it holds this study's ranges, refused (a {@link UserError}) when it is a file,
     * holds something else, or belongs to another study.
     */
    public static Checkpoint open(Path dir, ObjectNode study, String description) {
        String where = "--checkpoint " + dir;
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UserError(where + ": not a folder");
        }
        Path file = dir.resolve(STUDY_FILE);
        try {
            if (Files.isRegularFile(file)) {
                JsonNode kept = Json.read(file);
                if (!FORMAT.equals(kept.path("format").asText()) || !kept.has("study")) {
                    throw new UserError(where + ": " + file + " is not a " + FORMAT + " file");
                }
                if (!Json.sameValue(kept.get("study"), study)) {
                    throw new UserError(where + ": this folder keeps another study (" + kept.path("description").asText("?")
                            + "), not this one (" + description + ")" + differing(kept.get("study"), study) + "; give a new folder");
                }
                return new Checkpoint(dir);
            }
            if (Files.isDirectory(dir)) {
                try (var entries = Files.list(dir)) {
                    if (entries.findAny().isPresent()) {
                        throw new UserError(where + ": the folder is not empty and has no " + STUDY_FILE + " (not a checkpoint)");
                    }
                }
            }
            if (!Files.isDirectory(dir)) {
                // the checkpoint's own folder is made, but not its parents: a mistyped path is refused, as every output folder is
                Path parent = dir.toAbsolutePath().getParent();
                if (parent != null && !Files.isDirectory(parent)) {
                    throw new UserError(where + ": no such folder " + parent + " (the checkpoint folder is made if missing, in a folder"
                            + " that must exist; cardlab does not create folders)");
                }
                Files.createDirectory(dir);
            }
            ObjectNode o = Json.object();
            o.put("format", FORMAT);
            o.put("description", description);
            o.set("study", study);
            OutputFiles.write(file, Json.write(o));
            return new Checkpoint(dir);
        } catch (IOException e) {
            throw new UserError("--checkpoint " + OutputFiles.cannotWrite(dir, e).getMessage());
        }
    }

    /** ": its seed differs", naming the first setting of {@code study} that {@code kept} has otherwise; "" when none is. */
    private static String differing(JsonNode kept, ObjectNode study) {
        for (var it = study.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!kept.has(f) || !Json.sameValue(kept.get(f), study.get(f))) {
                return ": its " + f + (f.endsWith("s") && !f.endsWith("ss") ? " differ" : " differs"); // "its bots differ", "its seed differs"
            }
        }
        return "";
    }

    /** The ranges of one sub-study, in a folder of their own ({@code name}: letters, digits, '-'). */
    public Part part(String name) {
        if (!name.matches("[A-Za-z0-9-]+")) {
            throw new IllegalArgumentException("a checkpoint part is named in letters, digits and '-', not " + name);
        }
        return new Part(dir.resolve(name));
    }

    /** One sub-study's finished ranges. */
    public static final class Part {
        private final Path dir;

        private Part(Path dir) {
            this.dir = dir;
        }

        private Path file(Study.Range r) {
            return dir.resolve("range-" + r.index() + ".bin");
        }

        /** The worker kept for range {@code r}, or null when it is not finished. */
        public <W> W load(Study.Range r) {
            Path f = file(r);
            if (!Files.isRegularFile(f)) {
                return null;
            }
            try {
                return Serialized.read(Files.readAllBytes(f));
            } catch (IOException e) {
                throw new UserError(f + ": not a range this version of cardlab can read (" + e.getMessage() + "); remove the file to"
                        + " play its range again");
            }
        }

        /** The indices of the ranges kept so far (a temporary file left by a stop mid-write is not one). */
        public List<Integer> keptIndices() {
            if (!Files.isDirectory(dir)) {
                return List.of();
            }
            try (var files = Files.list(dir)) {
                return files.map(f -> f.getFileName().toString()).filter(n -> n.matches("range-[0-9]+\\.bin"))
                        .map(n -> Integer.valueOf(n.substring("range-".length(), n.length() - ".bin".length()))).sorted().toList();
            } catch (IOException | NumberFormatException e) {
                throw new UserError(dir + ": cannot list the finished ranges (" + e.getMessage() + ")");
            }
        }

        /** Keeps range {@code r}'s worker (written to a temporary file, then renamed). */
        public void save(Study.Range r, Object worker) {
            Path f = file(r);
            try {
                Files.createDirectories(dir);
                Path tmp = Files.createTempFile(dir, f.getFileName().toString(), ".tmp");
                Files.write(tmp, Serialized.bytes(worker));
                Files.move(tmp, f, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                throw new UserError(f + ": cannot keep the finished range (" + e.getMessage() + ")");
            }
        }
    }
}
