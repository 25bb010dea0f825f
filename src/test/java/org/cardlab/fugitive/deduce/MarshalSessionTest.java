package org.cardlab.fugitive.deduce;

import org.cardlab.cli.Cli;
import org.cardlab.fugitive.cli.MarshalCommand;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The interactive session, driven by piped input through the CLI and line by line. */
class MarshalSessionTest {

    @Test
    void pipedSessionNotesEventsRejectsWrongOnesAndSaves(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("notes.json");
        String input = String.join("\n", "h 0", "h 3", "d 9", "d 6", "g 2", "miss", "f 2", "h 1", "d 21",
                "g 3 hit 3@1", "f 9", "h 2", "undo", "save " + file, "quit") + "\n";
        Cli r;
        try {
            MarshalCommand.input = new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8));
            r = Cli.run("marshal", "--spec", "pt", "--data", dir.resolve("data").toString());
        } finally {
            MarshalCommand.input = null;
        }
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("not taken: deck 9 is out of range 1..3"), r.out());
        assertTrue(r.out().contains("not taken: event 10 (hideout) does not fit the turn structure"), r.out());
        assertTrue(r.out().contains("undone: event 9 (the reveal of 3 at position 1)"), r.out());
        Notes saved = Notes.read(file);
        assertEquals(8, saved.events().size());
        assertEquals(Notes.read(Path.of("specs/fugitive/examples/early.json")).events().subList(0, 8), saved.events());
        assertTrue(Files.exists(file));
    }

    @Test
    void anEntryNoHistoryExplainsIsRefused() {
        MarshalSession s = new MarshalSession(FugitiveRules.load("pt"), java.util.List.of());
        for (String line : new String[] {"h 0", "h 0", "d 9", "d 6", "g 3 miss", "f 2", "h 0", "d 21"}) {
            assertTrue(s.handle(line).startsWith("event "), line);
        }
        // Position 1 was face down at the miss of 3, so it cannot be 3.
        String reply = s.handle("g 3 hit 3@1");
        assertTrue(reply.startsWith("not taken: no hidden history explains event 9"), reply);
        assertEquals(8, s.events().size());
        assertTrue(s.handle("g 1").startsWith("answer"));
        assertTrue(s.handle("bogus").startsWith("not taken"));
        assertEquals(8, s.events().size());
    }

    /** A number too long for the table is out of range, not "not a number"; a word is not a number. */
    @Test
    void aHugeNumberIsOutOfRangeAndAWordIsNotANumber() {
        MarshalSession s = new MarshalSession(FugitiveRules.load("pt"), java.util.List.of());
        for (String line : new String[] {"h 0", "h 0", "d 17", "d 9"}) {
            assertTrue(s.handle(line).startsWith("event "), line);
        }
        assertEquals("not taken: position 99999999999999 is out of range 1..42", s.handle("g 1 hit 1@99999999999999"));
        assertEquals("not taken: position must be a number, not 'x'", s.handle("g 1 hit 1@x"));
        assertEquals(4, s.events().size());
    }

    /** Notes loaded that no history explains: the table says why instead of empty rows, and a new event is not blamed. */
    @Test
    void loadedNotesNoHistoryExplainsAreExplainedNotShownEmpty(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("conflict.json");
        Files.writeString(file, "{\"format\": \"cardlab.fugitive.notes/1\", \"spec\": \"pt\", \"events\": ["
                + "{\"type\": \"hideout\", \"sprints\": 0}, {\"type\": \"hideout\", \"sprints\": 0},"
                + "{\"type\": \"marshal-draw\", \"card\": 17}, {\"type\": \"marshal-draw\", \"card\": 9},"
                + "{\"type\": \"guess\", \"numbers\": [1], \"hit\": false}, {\"type\": \"fugitive-draw\", \"deck\": 1},"
                + "{\"type\": \"pass\"}, {\"type\": \"marshal-draw\", \"card\": 4},"
                + "{\"type\": \"guess\", \"numbers\": [2], \"hit\": false}, {\"type\": \"fugitive-draw\", \"deck\": 1},"
                + "{\"type\": \"pass\"}, {\"type\": \"marshal-draw\", \"card\": 5},"
                + "{\"type\": \"guess\", \"numbers\": [3], \"hit\": false}]}");
        // With no sprint card beneath, position 1 is 1, 2 or 3, and each was guessed and missed.
        MarshalSession s = new MarshalSession(FugitiveRules.load("pt"), Notes.read(file).events());
        String why = "no hidden history explains these notes: event 5 (a miss of 1), event 9 (a miss of 2), event 13 (a miss of 3)";
        assertTrue(s.status().contains(why), s.status());
        assertTrue(s.handle("show").startsWith(why), s.handle("show"));
        assertTrue(s.handle("advise").startsWith(why), s.handle("advise"));
        String reply = s.handle("f 1");
        assertTrue(reply.startsWith("not taken: " + why), reply);
        assertEquals(13, s.events().size());
        assertTrue(s.handle("undo").contains("undone: event 13"));
        assertTrue(s.handle("show").startsWith("Consistent hidden histories"), s.handle("show"));
    }

    /** Past the work limit the session says so in one line and goes on taking events; the advice has its own limit. */
    @Test
    void aCountPastTheWorkLimitIsToldNotCrashedOn() throws Exception {
        java.util.List<org.cardlab.fugitive.NoteEvent> early = Notes.read(Path.of("specs/fugitive/examples/early.json")).events();
        MarshalSession s = new MarshalSession(FugitiveRules.load("pt"), early.subList(0, 8)).withWorkLimit(3);
        assertTrue(s.handle("show").startsWith("no figures: the exact count passed its work limit of 3 DP states"), s.handle("show"));
        assertTrue(s.handle("advise").startsWith("no figures"));
        String reply = s.handle("g 1");
        assertTrue(reply.startsWith("answer"), reply);
        reply = s.handle("miss");
        assertTrue(reply.contains("no figures"), reply);
        assertEquals(9, s.events().size());
        boolean adviceAlone = false;
        for (long limit = 4; limit < 1_000_000 && !adviceAlone; limit *= 2) {
            s.withWorkLimit(limit);
            adviceAlone = !s.handle("show").startsWith("no figures") && s.handle("advise").equals(MarshalSession.NO_ADVICE);
        }
        assertTrue(adviceAlone, "some limit lets the deduction through but not the advice's joint counts");
        s.withWorkLimit(Deduction.COMMAND_WORK_LIMIT);
        assertTrue(s.handle("advise").contains("%"), s.handle("advise"));
    }
}
