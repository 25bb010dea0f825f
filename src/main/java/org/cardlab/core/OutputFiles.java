package org.cardlab.core;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The files one command writes, written all or nothing (an output transaction).
 *
 * <p>{@link #stage} checks a target and prepares its content; {@link #commit} puts every staged
 * file in place; {@link #close} without a commit removes what was staged, so a command that
 * fails leaves nothing new behind. How each kind of target is written:
 * <ul>
 *   <li>a regular file (new or existing) is replaced atomically: the content goes to a temporary
 *       file in the same folder, created with the ordinary permissions (0666 less the umask; an
 *       existing file's own permissions are kept), then renamed over the target;</li>
 *   <li>a symbolic link is written through: the file it points to is replaced, the link stays;</li>
 *   <li>a special file (a device such as /dev/null or /dev/full, a FIFO) is written directly, at
 *       commit, before the renames (it cannot be staged, and a failure there still leaves no
 *       regular file behind);</li>
 *   <li>a missing folder is an error (never created), as is a target that is a folder.</li>
 * </ul>
 * Every failure is a one-line {@link UserError} naming the file.
 *
 * <pre>{@code
 * try (OutputFiles out = new OutputFiles()) {
 *     out.stage(gameFile, Json.write(game));
 *     out.stage(notesFile, Json.write(notes));
 *     out.commit();
 * }
 * }</pre>
 */
public final class OutputFiles implements AutoCloseable {
    /** How many symbolic links are followed before a target is refused (as the kernel does). */
    private static final int MAX_LINKS = 40;

    private record Staged(Path target, Path destination, Path temp, byte[] direct) {}

    private final List<Staged> staged = new ArrayList<>();
    private final Set<Path> names = new HashSet<>();
    private boolean committed;

    /** Writes one file now (a transaction of one file). */
    public static void write(Path file, String text) {
        try (OutputFiles out = new OutputFiles()) {
            out.stage(file, text);
            out.commit();
        }
    }

    /**
     * Checks that {@code file} can be written (its folder exists and takes a new file, it is not a
     * folder), leaving nothing behind: for commands that should refuse a bad output path before long work.
     */
    public static void check(Path file) {
        destination(file);
    }

    /** Stages {@code text} (UTF-8) for {@code file}; see the class comment for what is checked. */
    public OutputFiles stage(Path file, String text) {
        return stage(file, text.getBytes(StandardCharsets.UTF_8));
    }

    public OutputFiles stage(Path file, byte[] content) {
        if (committed) {
            throw new IllegalStateException("this output transaction is already committed");
        }
        Path dest = destination(file);
        if (Files.exists(dest) && !Files.isRegularFile(dest)) {
            staged.add(new Staged(file, dest, null, content.clone())); // a device or a FIFO: written at commit
            return this;
        }
        if (!names.add(dest.normalize())) {
            throw new UserError(file + ": named twice as an output of the same command");
        }
        Path temp = createTemp(file, dest);
        staged.add(new Staged(file, dest, temp, null));
        try (OutputStream o = Files.newOutputStream(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            o.write(content);
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
        return this;
    }

    /** Puts every staged file in place: special files first, then the atomic renames. */
    public void commit() {
        if (committed) {
            return;
        }
        for (Staged s : staged) {
            if (s.direct() != null) {
                try (OutputStream o = Files.newOutputStream(s.destination(), StandardOpenOption.WRITE)) {
                    o.write(s.direct());
                } catch (IOException e) {
                    throw cannotWrite(s.target(), e);
                }
            }
        }
        for (Staged s : staged) {
            if (s.temp() != null) {
                try {
                    try {
                        Files.move(s.temp(), s.destination(), StandardCopyOption.REPLACE_EXISTING,
                                StandardCopyOption.ATOMIC_MOVE);
                    } catch (AtomicMoveNotSupportedException e) {
                        Files.move(s.temp(), s.destination(), StandardCopyOption.REPLACE_EXISTING);
                    }
                } catch (IOException e) {
                    throw cannotWrite(s.target(), e);
                }
            }
        }
        committed = true;
    }

    /** Removes every staged temporary file unless the transaction was committed. */
    @Override
    public void close() {
        for (Staged s : staged) {
            if (s.temp() != null) {
                try {
                    Files.deleteIfExists(s.temp());
                } catch (IOException e) {
                    // best effort: the temporary name starts with a dot and says it is cardlab's
                }
            }
        }
        staged.clear();
    }

    /** The files staged so far (as the command named them). */
    public List<Path> targets() {
        return staged.stream().map(Staged::target).toList();
    }

    // ---- checks ----

    /** Where the bytes for {@code file} go: the file itself, or what its symbolic links lead to. */
    private static Path destination(Path file) {
        Path p;
        try {
            p = file.toAbsolutePath();
        } catch (InvalidPathException e) {
            throw new UserError(file + ": not a usable file name");
        }
        for (int hops = 0; Files.isSymbolicLink(p); hops++) {
            if (hops == MAX_LINKS) {
                throw new UserError(file + ": too many symbolic links");
            }
            try {
                p = p.toAbsolutePath().getParent().resolve(Files.readSymbolicLink(p)).normalize();
            } catch (IOException e) {
                throw cannotWrite(file, e);
            }
        }
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
            throw new UserError(file + ": is a folder, not a file");
        }
        Path dir = p.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            boolean exists = dir != null && Files.exists(dir);
            throw new UserError(file + ": " + (exists ? dir + " is not a folder" : "no such folder " + dir
                    + " (cardlab does not create folders)"));
        }
        if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) && !Files.isWritable(p)) {
            throw new UserError(file + ": cannot write (the file is read-only)");
        }
        // a file is written beside its place and renamed into it, so its folder must take new files
        // (a device or a FIFO is written in place)
        boolean inPlace = Files.exists(p) && !Files.isRegularFile(p);
        if (!inPlace && !Files.isWritable(dir)) {
            throw new UserError(file + ": cannot write (permission denied in " + dir + ")");
        }
        if (!inPlace) {
            // the permission bits do not tell all (root may write anywhere, yet not in /proc or on a read-only mount):
            // the temporary file is made and removed now, so that the command fails before its work, not after
            try {
                Files.delete(createTemp(file, p));
            } catch (IOException e) {
                throw cannotWrite(file, e);
            }
        }
        return p;
    }

    /**
     * A new temporary file beside {@code dest}, created with the ordinary permissions (0666 less
     * the umask, as any program creating a file gets); when {@code dest} exists, its permissions.
     */
    private static Path createTemp(Path file, Path dest) {
        Path dir = dest.getParent();
        String base = "." + dest.getFileName() + ".cardlab-";
        for (int attempt = 0; ; attempt++) {
            Path temp = dir.resolve(base + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16) + ".tmp");
            try {
                Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                keepPermissions(dest, temp);
                return temp;
            } catch (java.nio.file.FileAlreadyExistsException e) {
                if (attempt > 20) {
                    throw cannotWrite(file, e);
                }
            } catch (IOException e) {
                throw cannotWrite(file, e);
            }
        }
    }

    private static void keepPermissions(Path from, Path to) throws IOException {
        if (!Files.isRegularFile(from)) {
            return;
        }
        PosixFileAttributeView src = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        PosixFileAttributeView dst = Files.getFileAttributeView(to, PosixFileAttributeView.class);
        if (src != null && dst != null) {
            Set<PosixFilePermission> perms = src.readAttributes().permissions();
            dst.setPermissions(perms);
        }
    }

    /** One line: the file and the system's reason, without Java's exception names. */
    static UserError cannotWrite(Path file, IOException e) {
        String why;
        if (e instanceof NoSuchFileException) {
            why = "no such file or folder";
        } else if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof FileSystemException fse && fse.getReason() != null) {
            why = fse.getReason();
        } else {
            why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        return new UserError(file + ": cannot write (" + why.replaceAll("\\s+", " ") + ")", e);
    }
}
