package org.cardlab.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Reads an input that is not a regular file: a FIFO, a shell's {@code <(...)} (a pipe under
 * /dev/fd), a device. Opening a FIFO waits for a writer and reading it waits for the writer to
 * close, both without end when nobody writes; a device such as /dev/zero never ends. So the
 * bytes are read on a helper thread, at most {@link Json#MAX_FILE_BYTES} plus one, and the
 * command gives up after {@link #waitSeconds()} with one line.
 */
final class SpecialFileReader {
    /** How long a special file may take to be written and closed, unless {@value #WAIT_PROPERTY} says otherwise. */
    static final long DEFAULT_WAIT_SECONDS = 10;
    /** The system property that changes the wait (the tests shorten it). */
    static final String WAIT_PROPERTY = "cardlab.specialFileWaitSeconds";

    private SpecialFileReader() {}

    static long waitSeconds() {
        return Math.max(1, Long.getLong(WAIT_PROPERTY, DEFAULT_WAIT_SECONDS));
    }

    /** The file's bytes (at most one more than the largest file cardlab reads), or a one-line error after the wait. */
    static byte[] read(Path file) throws IOException {
        CompletableFuture<byte[]> bytes = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (InputStream in = Files.newInputStream(file)) {
                bytes.complete(in.readNBytes((int) Json.MAX_FILE_BYTES + 1));
            } catch (Throwable e) {
                bytes.completeExceptionally(e);
            }
        }, "cardlab-read " + file);
        reader.setDaemon(true);
        reader.start();
        long wait = waitSeconds();
        try {
            return bytes.get(wait, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            release(file);
            throw new UserError(file + ": not a regular file, and no program wrote it and closed it within " + wait
                    + " s (a FIFO is read while a program writes it, as with <(command))");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError(file + ": interrupted while reading");
        }
    }

    /**
     * Lets a reader still waiting to open a FIFO go: opening the FIFO for writing and closing it
     * gives that reader an empty read. Done on a thread of its own, since that open waits in turn
     * when no reader is left; a reader held by a writer that never closes stays parked (a daemon).
     */
    private static void release(Path file) {
        if (!isFifo(file)) {
            return; // a device is never opened for writing
        }
        Thread t = new Thread(() -> {
            try (OutputStream out = Files.newOutputStream(file, java.nio.file.StandardOpenOption.WRITE)) {
                out.flush();
            } catch (IOException | RuntimeException ignored) {
                // nothing to release, or not a FIFO: the reader is a daemon and ends with the program
            }
        }, "cardlab-release " + file);
        t.setDaemon(true);
        t.start();
    }

    private static boolean isFifo(Path file) {
        try {
            Object mode = Files.getAttribute(file, "unix:mode");
            return mode instanceof Integer m && (m & 0170000) == 0010000; // S_IFMT, S_IFIFO
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false;
        }
    }
}
