package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, item 7: what cardlab reads is refused in one line that says what is wrong, and
 * nothing it reads can block it for ever: a FIFO nobody writes, a device without end, a number
 * thousands of digits long, a what-if that sets a rule twice or nothing at all.
 */
class InputReadingTest {
    @TempDir
    Path dir;

    private Path fifo(String name) throws Exception {
        Path p = dir.resolve(name);
        assertEquals(0, new ProcessBuilder("mkfifo", p.toString()).start().waitFor(), "mkfifo");
        return p;
    }

    /** {@code <(command)} is a pipe the shell's command writes: read to its end, as a file would be. */
    @Test
    void aFifoThatAProgramWritesIsReadLikeAFile() throws Exception {
        Path p = fifo("notes.json");
        String text = Files.readString(Path.of("specs/fugitive/examples/early.json"));
        Thread writer = new Thread(() -> {
            try {
                Thread.sleep(200); // the reader opens first and waits, as with a slow <(command)
                try (OutputStream out = Files.newOutputStream(p)) {
                    out.write(text.getBytes(StandardCharsets.UTF_8));
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        writer.start();
        JsonNodeHolder read = new JsonNodeHolder();
        Assertions.assertTimeoutPreemptively(Duration.ofSeconds(30), () -> read.value = Json.readText(p));
        writer.join();
        assertEquals(text, read.value);
    }

    private static final class JsonNodeHolder {
        String value;
    }

    /** A FIFO nobody writes used to block for ever; now the reader gives up after the stated wait, in one line. */
    @Test
    void aFifoNobodyWritesIsGivenUpAfterTheStatedWait() throws Exception {
        Path p = fifo("f.json");
        String before = System.getProperty(SpecialFileReader.WAIT_PROPERTY);
        System.setProperty(SpecialFileReader.WAIT_PROPERTY, "1");
        try {
            UserError e = Assertions.assertTimeoutPreemptively(Duration.ofSeconds(30),
                    () -> assertThrows(UserError.class, () -> Json.read(p)));
            assertTrue(e.getMessage().startsWith(p + ": "), e.getMessage());
            assertTrue(e.getMessage().contains("within 1 s"), "the wait is stated: " + e.getMessage());
            assertFalse(e.getMessage().contains("\n"), "one line");
        } finally {
            if (before == null) {
                System.clearProperty(SpecialFileReader.WAIT_PROPERTY);
            } else {
                System.setProperty(SpecialFileReader.WAIT_PROPERTY, before);
            }
        }
        assertTrue(Files.exists(p) && !Files.isRegularFile(p), "the FIFO is left as it was");
        assertEquals(10, SpecialFileReader.DEFAULT_WAIT_SECONDS, "the wait docs/files.md states");
    }

    /** /dev/zero has no end: it is read up to the largest cardlab file and refused as too large. */
    @Test
    void aDeviceWithoutEndIsRefusedAsTooLarge() {
        UserError e = Assertions.assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> assertThrows(UserError.class, () -> Json.read(Path.of("/dev/zero"))));
        assertTrue(e.getMessage().contains("too large"), e.getMessage());
    }

    /** A 3,000-digit number used to be reported as "nested deeper than 64 levels". */
    @Test
    void aHugeNumberIsReportedAsSuch() {
        UserError e = assertThrows(UserError.class, () -> Json.parse("{\"sprints\": " + "9".repeat(3000) + "}", "body"));
        assertEquals("body: malformed JSON: a number of 3000 characters (at most 1000)", e.getMessage());
        UserError deep = assertThrows(UserError.class, () -> Json.parse("[".repeat(65) + "]".repeat(65), "body"));
        assertEquals("body: malformed JSON: nested deeper than 64 levels", deep.getMessage());
        assertEquals(999, Json.parse("[" + "9".repeat(999) + "]", "body").get(0).toString().length(),
                "a long number within the limit is read");
    }

    /** A what-if that sets a rule twice used to keep the last value, and 'pt+' was taken as 'pt'. */
    @Test
    void aWhatIfSetsEachRuleOnceAndSaysSomething() {
        UserError twice = assertThrows(UserError.class, () -> RuleSpec.variant("fugitive", "pt+stepLimit=3+stepLimit=4"));
        assertTrue(twice.getMessage().contains("'stepLimit' is set twice"), twice.getMessage());
        for (String empty : new String[] {"pt+", "pt+stepLimit=3+"}) {
            UserError e = assertThrows(UserError.class, () -> RuleSpec.variant("fugitive", empty));
            assertTrue(e.getMessage().contains("'" + empty + "'") && e.getMessage().contains("empty what-if"), e.getMessage());
        }
        assertEquals(3, RuleSpec.variant("fugitive", "pt+stepLimit=3").value("stepLimit").asInt());
        assertEquals("pt+stepLimit=3+overpay=false", RuleSpec.variant("fugitive", "pt+stepLimit=3+overpay=false").name());
    }
}
