package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A saved table that cannot be resumed never stops the server: a puzzle no longer shipped, a
 * FIFO, a folder, malformed JSON, notes naming a spec that is not shipped, a game the engine
 * refuses. Each is skipped with one line; the good tables load.
 */
class WebStartTest {
    @Test
    void everyTableThatCannotBeResumedIsSkippedWithOneLineAndTheServerStarts(@TempDir Path dir) throws Exception {
        Path tables = dir.resolve("tables");
        String good;
        try (WebFixture w = new WebFixture(dir)) {
            good = w.ok("/api/tables", "{\"mode\":\"marshal\"}").get("id").asText();
            w.write(good, "events", "{\"type\":\"hideout\",\"sprints\":0}");
        }
        Files.writeString(tables.resolve("dddddddddddd.puzzle.json"), "{\"format\":\"cardlab.web.puzzle/1\",\"puzzle\":\"nope-00000000\",\"guesses\":[]}");
        new ProcessBuilder("mkfifo", tables.resolve("eeeeeeeeeeee.notes.json").toString()).inheritIO().start().waitFor();
        Files.createDirectory(tables.resolve("ffffffffffff.notes.json"));
        Files.writeString(tables.resolve("aaaaaaaaaaaa.notes.json"), "{not json");
        Files.writeString(tables.resolve("bbbbbbbbbbbb.notes.json"), "{\"format\":\"cardlab.fugitive.notes/1\",\"spec\":\"/etc/passwd\",\"events\":[]}");
        Files.writeString(tables.resolve("cccccccccccc.play.json"), Files.readString(Path.of("src/test/resources/web/refused-game.play.json")));
        assertTrue(Files.exists(tables.resolve("eeeeeeeeeeee.notes.json")), "mkfifo made the FIFO");
        try (WebFixture w = new WebFixture(dir)) {
            List<String> lines = w.warnings.toString().lines().toList();
            assertEquals(6, lines.size(), w.warnings.toString());
            for (String id : List.of("aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc", "dddddddddddd", "eeeeeeeeeeee", "ffffffffffff")) {
                assertTrue(lines.stream().anyMatch(l -> l.startsWith("cardlab serve: skipped ") && l.contains(id)), id + ": " + lines);
            }
            assertTrue(lines.stream().anyMatch(l -> l.contains("nope-00000000") && l.contains("not shipped")), lines.toString());
            assertTrue(lines.stream().anyMatch(l -> l.contains("eeeeeeeeeeee") && l.contains("not a regular file")), lines.toString());
            assertEquals(1, w.get("/api/tables").json().size(), "the good table, and only it");
            assertEquals(1, w.get("/api/tables/" + good).json().get("events").size());
        }
    }

    @Test
    void serveStartsAndSaysItSkippedAPuzzleNoLongerShipped(@TempDir Path dir) throws Exception {
        Path tables = Files.createDirectories(dir.resolve("tables"));
        Files.writeString(tables.resolve("dddddddddddd.puzzle.json"), "{\"format\":\"cardlab.web.puzzle/1\",\"puzzle\":\"nope-00000000\",\"guesses\":[]}");
        // the server really starts: with a port already taken it gets as far as listening, then stops with one line
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
            Cli r = Cli.run("serve", "--port", Integer.toString(taken.getLocalPort()), "--data", dir.toString());
            assertEquals(2, r.code(), r.err());
            assertTrue(r.err().contains("skipped") && r.err().contains("nope-00000000"), r.err());
            assertTrue(r.err().contains("cannot listen on 127.0.0.1:" + taken.getLocalPort()), r.err());
            assertEquals(2, r.err().strip().lines().count(), r.err());
        }
    }
}
