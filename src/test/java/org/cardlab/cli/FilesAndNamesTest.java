package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cardlab.testing.TestJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the commands do with names and streams: output that cannot be written, file names the
 * system cannot hold, files of the wrong kind, and folders that hold more than specs.
 */
class FilesAndNamesTest {
    @TempDir
    Path dir;

    /**
     * The error line, when it is the only one, or the first of two when picocli adds its usage
     * hint to an option it could not convert (that second line goes away with issue 10, item 24).
     */
    private static String firstLine(Cli r) {
        List<String> lines = r.err().strip().lines().toList();
        assertTrue(lines.size() == 1 || lines.size() == 2 && lines.get(1).startsWith("(see 'cardlab"), r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
        assertEquals(2, r.code(), r.err());
        return lines.get(0);
    }

    private static String oneLine(Cli r) {
        List<String> lines = r.err().strip().lines().toList();
        assertEquals(1, lines.size(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        return lines.get(0);
    }

    /** Standard output on a full disk or a closed pipe: every write and flush fails. */
    private static Writer failing(String reason) {
        return new Writer() {
            @Override
            public void write(char[] c, int off, int len) throws IOException {
                throw new IOException(reason);
            }

            @Override
            public void flush() throws IOException {
                throw new IOException(reason);
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    void standardOutputThatCannotBeWrittenIsExitTwoInOneLine() {
        Writer full = failing("No space left on device"); // like /dev/full
        StringWriter err = new StringWriter();
        int code = Main.run(new String[] {"fugitive", "deduce", "specs/fugitive/examples/early.json"}, new PrintWriter(full, true),
                new PrintWriter(err, true));
        assertEquals(2, code);
        assertEquals("cardlab: cannot write standard output", err.toString().strip());
    }

    @Test
    void aFailedStandardOutputLeavesNoFileBehind() {
        Path game = dir.resolve("g.json");
        StringWriter err = new StringWriter();
        Writer broken = failing("Broken pipe");
        int code = Main.run(new String[] {"fugitive", "play", "--out", game.toString()}, new PrintWriter(broken, true),
                new PrintWriter(err, true));
        assertEquals(2, code, err.toString());
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertFalse(Files.exists(game), "the game file is not written when the log could not be");
    }

    @Test
    void aFileNameTheSystemCannotHoldIsOneLine() {
        // a NUL cannot be in a file name anywhere; under LANG=C "été" fails the same way (below)
        String bad = "a\u0000b.json";
        assertTrue(firstLine(Cli.run("fugitive", "play", "--out", bad)).contains("not a usable file name"));
        assertTrue(oneLine(Cli.run("fugitive", "play", "--spec", bad)).contains("not a usable file name"));
        assertTrue(firstLine(Cli.run("fugitive", "deduce", bad)).contains("not a usable file name"));
    }

    @Test
    void nonAsciiArgumentsUnderLangCAreOneLineNotAStackTrace() throws Exception {
        for (List<String> args : List.of(List.of("fugitive", "play", "--spec", "\u00e9t\u00e9"),
                List.of("fugitive", "play", "--out", dir.resolve("\u00e9t\u00e9.json").toString()))) {
            ProcessBuilder pb = new ProcessBuilder();
            pb.command().addAll(TestJvm.java("-cp", System.getProperty("java.class.path"), "org.cardlab.cli.Main"));
            pb.command().addAll(args);
            pb.environment().put("LANG", "C");
            pb.environment().put("LC_ALL", "C");
            pb.redirectErrorStream(false);
            Process p = pb.start();
            p.getOutputStream().close();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            p.getInputStream().readAllBytes();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(2, p.exitValue(), args + ": " + err);
            assertTrue(err.strip().lines().findFirst().orElse("").contains("not a usable file name"), args + ": " + err);
            assertTrue(err.strip().lines().count() <= 2, args + ": " + err); // one line once item 24 lands
            assertFalse(err.contains("Exception") || err.contains("\tat "), err);
        }
    }

    @Test
    void aFileOfAnotherKindIsNamedWithTheCommandThatReadsIt() {
        String notes = "specs/fugitive/examples/early.json";
        assertEquals("cardlab: " + notes + " is a Marshal's notes file (cardlab.fugitive.notes/1), not a game file"
                + " (cardlab.game/1); read it with `cardlab fugitive deduce`", oneLine(Cli.run("fugitive", "replay", notes)));
        String game = "specs/fugitive/witnesses/ca-pt/marshalWin.json";
        // puzzles solve reads a puzzle or bare notes (an author's own position), nothing else
        assertEquals("cardlab: " + game + " is a game file (cardlab.game/1), not a Marshal's notes file"
                + " (cardlab.fugitive.notes/1) or a Fugitive puzzle (cardlab.fugitive.puzzle/1); read it with `cardlab fugitive replay`",
                oneLine(Cli.run("puzzles", "solve", game)));
        assertTrue(oneLine(Cli.run("fugitive", "deduce", game)).endsWith("read it with `cardlab fugitive replay`"));
    }

    @Test
    void specsCheckReadsOnlySpecsAndSaysWhatItSkipped() throws IOException {
        Cli r = Cli.run("specs", "check", "specs/fugitive");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("5 spec files"), r.out());
        assertTrue(r.out().contains("skipped 7 JSON files that are not rule specs"), r.out());
        assertTrue(r.out().contains("examples/early.json") && r.out().contains("a Marshal's notes file"), r.out());
        assertTrue(r.out().contains("witnesses/ca-pt/marshalWin.json") && r.out().contains("a game file"), r.out());

        Path fug = Files.createDirectories(dir.resolve("fugitive"));
        Files.copy(Path.of("specs/fugitive/pt.json"), fug.resolve("pt.json"));
        Files.copy(Path.of("specs/fugitive/rulebook.pt.txt"), fug.resolve("rulebook.pt.txt"));
        Files.writeString(fug.resolve("pt.json"), Files.readString(fug.resolve("pt.json"))
                .replace("\"firstTurnHideouts\": {\"value\": 2", "\"firstTurnHideouts\": {\"value\": 10"));
        Cli bad = Cli.run("specs", "check", dir.toString());
        assertEquals(2, bad.code(), "a value the engine cannot play with is bad input: " + bad.out());
        assertTrue(oneLine(bad).contains("pt.json: rules.firstTurnHideouts"), bad.err());
    }
}
