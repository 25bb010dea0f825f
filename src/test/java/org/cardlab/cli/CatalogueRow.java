package org.cardlab.cli;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One row of the robustness catalogue: the files to lay out in a fresh folder, the command
 * line (where {@code {name}} stands for the absolute path of {@code name} in that folder), and
 * the text the one-line error must contain (the input it names). Every row expects exit 2,
 * one line on stderr, no stack trace, and the folder exactly as it was laid out.
 *
 * <pre>{@code
 * row("fugitive replay: a list instead of an object")
 *     .file("game.json", "[]")
 *     .run("fugitive", "replay", "{game.json}"); // the error must name game.json
 * }</pre>
 */
public final class CatalogueRow {
    /** How one input file is made (most are text; some are made by size or as a folder). */
    interface Content {
        void makeAt(Path p) throws IOException;
    }

    final String name;
    final Map<String, Content> files = new LinkedHashMap<>();
    /** What each file is made as (its bytes' digest, a folder, a size, a device): two rows alike in this and the rest are one. */
    private final Map<String, String> made = new LinkedHashMap<>();
    final List<String> args = new ArrayList<>();
    final List<String> mentions = new ArrayList<>();
    private boolean nameFirstFile = true;
    /** What the command reads on standard input (marshal); empty unless given, so no row waits for a terminal. */
    String stdin = "";
    /** Whether progress lines ("verify: 1/2") may come before the error line, from a command that reports as it goes. */
    boolean progress;
    /** System properties set while the row runs. */
    final Map<String, String> properties = new LinkedHashMap<>();

    private CatalogueRow(String name) {
        this.name = name;
    }

    public static CatalogueRow row(String name) {
        return new CatalogueRow(name);
    }

    public CatalogueRow file(String rel, String text) {
        return file(rel, text.getBytes(StandardCharsets.UTF_8));
    }

    public CatalogueRow file(String rel, byte[] bytes) {
        files.put(rel, p -> Files.write(p, bytes));
        made.put(rel, bytes.length + " bytes " + java.util.Arrays.hashCode(bytes));
        return this;
    }

    /** A file of {@code bytes} zero bytes, made sparse (instant, whatever its size). */
    public CatalogueRow sizedFile(String rel, long bytes) {
        files.put(rel, p -> {
            try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) {
                f.setLength(bytes);
            }
        });
        made.put(rel, "sparse " + bytes);
        return this;
    }

    /**
     * A character device made with mknod in the row's folder (1 7 is a copy of /dev/full), so
     * that a regression which replaced devices would only replace this copy, never the
     * machine's own. Rows with devices are listed only where {@link #canMakeDevices} (root).
     */
    public CatalogueRow device(String rel, int major, int minor) {
        files.put(rel, p -> mknod(p, major, minor));
        made.put(rel, "device " + major + " " + minor);
        return this;
    }

    /** A FIFO made with mkfifo in the row's folder: nobody writes it, so a command that read it would wait. */
    public CatalogueRow fifo(String rel) {
        files.put(rel, p -> make("mkfifo", p.toString()));
        made.put(rel, "fifo");
        return this;
    }

    /** A system property set while the row runs (and restored after), e.g. a shorter wait for a FIFO. */
    public CatalogueRow property(String key, String value) {
        properties.put(key, value);
        return this;
    }

    static void mknod(Path p, int major, int minor) throws IOException {
        make("mknod", p.toString(), "c", String.valueOf(major), String.valueOf(minor));
    }

    /** Runs a command that makes a special file (mkfifo, mknod); an error if it fails. */
    private static void make(String... command) throws IOException {
        try {
            Process mk = new ProcessBuilder(command).redirectErrorStream(true).start();
            mk.getInputStream().readAllBytes();
            if (mk.waitFor() != 0) {
                throw new IOException(String.join(" ", command) + " failed");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    /** Whether this process may make device nodes (a root user in most containers). */
    static boolean canMakeDevices() {
        try {
            Path dir = Files.createTempDirectory("cardlab-mknod");
            Path probe = dir.resolve("full");
            try {
                mknod(probe, 1, 7);
                return !Files.isRegularFile(probe) && Files.exists(probe);
            } catch (IOException e) {
                return false;
            } finally {
                Files.deleteIfExists(probe);
                Files.deleteIfExists(dir);
            }
        } catch (IOException e) {
            return false;
        }
    }

    /** Text piped to the command's standard input. */
    public CatalogueRow stdin(String text) {
        stdin = text;
        return this;
    }

    /** The command reports progress on stderr as it goes: those lines may come before the one error line. */
    public CatalogueRow withProgress() {
        progress = true;
        return this;
    }

    public CatalogueRow folder(String rel) {
        files.put(rel, Files::createDirectories);
        made.put(rel, "folder");
        return this;
    }

    public CatalogueRow run(String... command) {
        args.addAll(List.of(command));
        return this;
    }

    /** Text the error line must contain, besides the name of the first file laid out (the input). */
    public CatalogueRow mentions(String text) {
        mentions.add(text);
        return this;
    }

    /**
     * Only this text (the first file laid out is not what the error is about, e.g. an output path
     * is); it replaces what was asked before.
     */
    public CatalogueRow mentionsOnly(String text) {
        nameFirstFile = false;
        mentions.clear();
        return mentions(text);
    }

    /** Everything the error line must contain. */
    List<String> expectedMentions() {
        List<String> out = new ArrayList<>(mentions);
        if (nameFirstFile && !files.isEmpty()) {
            out.add(Path.of(files.keySet().iterator().next()).getFileName().toString());
        }
        return out;
    }

    /** The row as it runs and is judged, without its name: two rows with the same are the same test. */
    String sameAs() {
        return args + " " + made + " stdin " + stdin + " mentions " + expectedMentions() + (progress ? " progress" : "") + properties;
    }

    /**
     * The command line with each {@code {name}} replaced by its path under {@code dir}, joined as
     * text (so a name the JVM's file-name encoding cannot hold reaches the command as typed).
     */
    String[] argsIn(Path dir) {
        return args.stream().map(a -> {
            String out = a;
            int open;
            while ((open = out.indexOf('{')) >= 0 && out.indexOf('}', open) > open) {
                int close = out.indexOf('}', open);
                out = out.substring(0, open) + dir + "/" + out.substring(open + 1, close) + out.substring(close + 1);
            }
            return out;
        }).toArray(String[]::new);
    }

    @Override
    public String toString() {
        return name;
    }
}
