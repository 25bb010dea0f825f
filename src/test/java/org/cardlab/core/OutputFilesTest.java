package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How cardlab writes files: atomically with ordinary permissions, through links, into devices,
 * all or nothing. Single files go through {@link Json#writeFile}, the entry point every command
 * used before {@link OutputFiles}.
 */
class OutputFilesTest {
    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aNewFileGetsTheOrdinaryPermissionsOfTheUmaskNotPrivateOnes() throws IOException {
        Path ordinary = Files.createFile(dir.resolve("made-by-hand")); // what any program gets under this umask
        Path written = dir.resolve("out.json");
        Json.writeFile(written, "{}\n");
        assertEquals(Files.getPosixFilePermissions(ordinary), Files.getPosixFilePermissions(written));
        assertEquals("{}\n", Files.readString(written));
    }

    @Test
    void replacingAFileKeepsItsPermissions() throws IOException {
        Path f = dir.resolve("book.html");
        Files.writeString(f, "old");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r-----"));
        Json.writeFile(f, "new");
        assertEquals("new", Files.readString(f));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        assertEquals(List.of("book.html"), names(), "no temporary file left");
    }

    @Test
    void aSymbolicLinkIsWrittenThroughAndStaysALink() throws IOException {
        Path target = dir.resolve("real.json");
        Files.writeString(target, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), Path.of("real.json"));
        Json.writeFile(link, "new");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(target));
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling.json"), Path.of("later.json"));
        Json.writeFile(dangling, "made");
        assertTrue(Files.isSymbolicLink(dangling));
        assertEquals("made", Files.readString(dir.resolve("later.json")));
    }

    @Test
    void aFifoIsWrittenIntoNotReplaced() throws Exception {
        Path fifo = dir.resolve("pipe");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mk.waitFor());
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        Json.writeFile(fifo, "through the pipe");
        assertEquals("through the pipe", reader.get(30, TimeUnit.SECONDS));
        assertFalse(Files.isRegularFile(fifo), "still a FIFO");
    }

    @Test
    void aFullDeviceIsAOneLineErrorAndStaysADevice() throws Exception {
        // a copy of /dev/full made here, so that a regression could never replace the machine's own
        Path full = dir.resolve("full");
        Process mk = new ProcessBuilder("mknod", full.toString(), "c", "1", "7").redirectErrorStream(true).start();
        mk.getInputStream().readAllBytes();
        Assumptions.assumeTrue(mk.waitFor() == 0, "making a device node needs root");
        UserError e = assertThrows(UserError.class, () -> OutputFiles.write(full, "x"));
        assertEquals(full + ": cannot write (No space left on device)", e.getMessage());
        assertFalse(Files.isRegularFile(full), "still a device");
        assertEquals(List.of("full"), names());
    }

    @Test
    void aFolderThatRefusesNewFilesFailsTheCheckBeforeAnyWork() {
        // the permission bits say yes to root in /proc; only making a file there tells (as on a read-only mount)
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self")), "a Linux /proc");
        UserError e = assertThrows(UserError.class, () -> OutputFiles.check(Path.of("/proc/cardlab-out.svg")));
        assertTrue(e.getMessage().startsWith("/proc/cardlab-out.svg: cannot write ("), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    }

    @Test
    void theCheckLeavesNothingBehind() throws IOException {
        OutputFiles.check(dir.resolve("later.json"));
        try (var left = Files.list(dir)) {
            assertEquals(0, left.count(), "the probe file is removed");
        }
    }

    @Test
    void aMissingFolderIsAnErrorAndIsNotCreated() throws IOException {
        UserError e = assertThrows(UserError.class, () -> Json.writeFile(dir.resolve("no/such/x.json"), "{}"));
        assertTrue(e.getMessage().contains("no such folder"), e.getMessage());
        Files.writeString(dir.resolve("afile"), "");
        UserError notDir = assertThrows(UserError.class, () -> OutputFiles.write(dir.resolve("afile/x.json"), "{}"));
        assertTrue(notDir.getMessage().contains("is not a folder"), notDir.getMessage());
        assertEquals(List.of("afile"), names());
        assertThrows(UserError.class, () -> OutputFiles.write(dir, "{}"), "a folder is not a file");
    }

    @Test
    void aFailedTransactionLeavesNothingNewBehindAndAnOldFileUntouched() throws IOException {
        Path old = dir.resolve("old.json");
        Files.writeString(old, "kept");
        try (OutputFiles out = new OutputFiles()) {
            out.stage(dir.resolve("first.json"), "1");
            out.stage(old, "replaced?");
            assertThrows(UserError.class, () -> out.stage(dir.resolve("missing/third.json"), "3"));
        } // no commit: the command failed
        assertEquals(List.of("old.json"), names());
        assertEquals("kept", Files.readString(old));
    }

    @Test
    void aCommittedTransactionWritesEveryFile() throws IOException {
        try (OutputFiles out = new OutputFiles()) {
            out.stage(dir.resolve("a.json"), "A").stage(dir.resolve("b.svg"), "B".getBytes(StandardCharsets.UTF_8));
            assertEquals(List.of(), names().stream().filter(n -> !n.startsWith(".")).toList(), "nothing in place before the commit");
            out.commit();
        }
        assertEquals(List.of("a.json", "b.svg"), names());
    }

    @Test
    void theSameFileTwiceInOneCommandIsRefused() throws Exception {
        try (OutputFiles out = new OutputFiles()) {
            out.stage(dir.resolve("g.json"), "1");
            UserError e = assertThrows(UserError.class, () -> out.stage(dir.resolve("./g.json"), "2"));
            assertTrue(e.getMessage().contains("named twice"), e.getMessage());
            Path fifo = dir.resolve("pipe"); // a special file (like /dev/null) may take both
            assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
            out.stage(fifo, "a").stage(fifo, "b"); // never committed: nothing is written into the pipe
        }
    }
}
