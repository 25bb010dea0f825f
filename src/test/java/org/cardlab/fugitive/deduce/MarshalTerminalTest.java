package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.cli.Cli;
import org.cardlab.fugitive.cli.MarshalCommand;
import org.cardlab.core.Json;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The terminal session (issue 13 item 5, issue 10 item 9): compact view, autosave, safe saving, custom specs. */
class MarshalTerminalTest {

    private static Cli marshal(String input, String... args) {
        try {
            MarshalCommand.input = new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8));
            return Cli.run(args);
        } finally {
            MarshalCommand.input = null;
        }
    }

    private static List<NoteEvent> early() {
        return Notes.read(Path.of("specs/fugitive/examples/early.json")).events();
    }

    @Test
    void eventsAreNumberedFromOneInWordsAndEveryLineFitsEightyColumns(@TempDir Path dir) {
        MarshalSession s = new MarshalSession(FugitiveRules.load("pt"), List.of());
        String first = s.handle("h 0");
        assertTrue(first.startsWith("event 1: the Fugitive placed a hideout with no sprint card"), first);
        s.handle("h 3");
        s.handle("d 9");
        s.handle("d 6");
        String afterDraw = s.handle("g 2 miss");
        assertTrue(afterDraw.startsWith("event 5: a miss of 2"), afterDraw);
        String fdraw = s.handle("f 2");
        assertTrue(fdraw.startsWith("event 6: the Fugitive drew from deck 2"), fdraw);
        // a long game: the mid example, every reply within 80 columns and 24 lines
        MarshalSession mid = new MarshalSession(FugitiveRules.load("pt"), Notes.read(Path.of("specs/fugitive/examples/mid.json")).events());
        for (String reply : new String[] {mid.status(), mid.handle("f 1"), mid.handle("h 2"), mid.handle("d 41")}) {
            List<String> lines = reply.lines().toList();
            assertTrue(lines.size() <= 24, reply);
            for (String l : lines) {
                assertTrue(l.length() <= CompactView.WIDTH, "over 80 columns: '" + l + "'");
            }
        }
    }

    @Test
    void theRowAndTheLikeliestValuesFollowEachEventAndAdviceFollowsTheMarshalsTurn() {
        MarshalSession s = new MarshalSession(FugitiveRules.load("pt"), early().subList(0, 8));
        String r = s.handle("g 3 hit 3@1");
        assertTrue(r.contains("row: 0  #1:3  #2:?(3)  #3:?(1)"), r);
        assertTrue(r.lines().anyMatch(l -> l.startsWith("#2 ")), r);
        assertTrue(r.contains("next: the Fugitive draws (f D)"), r);
        assertFalse(r.contains("advice:") || r.contains("single guesses:"), r);
        s.handle("f 2");
        s.handle("h 0");
        String draw = s.handle("d 30");
        assertTrue(draw.contains("single guesses:"), "advice after the Marshal's draw, when his guess is due: " + draw);
        assertTrue(draw.contains("next: your guess (g N...)"), draw);
    }

    @Test
    void autosaveKeepsEveryEventAndQuittingWithUnsavedEventsAsks(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("data");
        Cli r = marshal("h 0\nh 3\nd 9\nquit\nn\nundo\nquit\ny\n", "marshal", "--data", data.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("3 events not written with 'save'"), r.out());
        assertTrue(r.out().contains("staying"), r.out());
        List<Path> saves = Files.list(data.resolve("marshal")).toList();
        assertEquals(1, saves.size(), saves.toString());
        assertEquals(early().subList(0, 2), Notes.read(saves.get(0)).events(), "the autosave follows the undo");
    }

    /** At his draw and guess the terminal gives the search's move to win, the same move `advise` picks with the same seed. */
    @Test
    void theMarshalsDrawAndGuessGetTheSearchsMove(@TempDir Path dir) throws Exception {
        Cli r = marshal("h 1\nh 3\nd 15\nd 21\nquit\ny\n", "marshal", "--data", dir.resolve("data").toString());
        assertEquals(0, r.code(), r.err());
        List<String> toWin = r.out().lines().filter(l -> l.startsWith("to win: ")).toList();
        assertEquals(3, toWin.size(), "before each of his two draws and at his guess: " + r.out());
        assertTrue(toWin.get(2).matches("to win: guess [0-9 ]+ \\(wins \\d.*"), toWin.get(2));
        Path notes = dir.resolve("n.json");
        Json.writeFile(notes, Json.write(Notes.of(FugitiveRules.load("pt"),
                List.of(new NoteEvent.Hideout(1), new NoteEvent.Hideout(3), new NoteEvent.MarshalDraw(15), new NoteEvent.MarshalDraw(21))).toJson()));
        Cli a = Cli.run("fugitive", "advise", notes.toString(), "--json", "--seed", "4");
        assertEquals(0, a.code(), a.err());
        String chosen = Json.parse(a.out(), "advise").get("search").get("chosen").asText();
        assertTrue(toWin.get(2).startsWith("to win: " + chosen + " "), toWin.get(2) + " vs advise's " + chosen);
    }

    @Test
    void autosaveGoesBesideTheLoadedFileAndEndOfInputSaysWhere(@TempDir Path dir) throws Exception {
        Path notes = dir.resolve("game.json");
        Json.writeFile(notes, Json.write(Notes.of(FugitiveRules.load("pt"), early().subList(0, 8)).toJson()));
        Cli r = marshal("g 3 hit 3@1\n", "marshal", "--load", notes.toString(), "--data", dir.resolve("data").toString());
        assertEquals(0, r.code(), r.err());
        Path auto = dir.resolve("game.autosave.json");
        assertTrue(r.out().contains("1 event not written with 'save'; they are in " + auto), r.out());
        assertEquals(early().subList(0, 9), Notes.read(auto).events());
        assertEquals(8, Notes.read(notes).events().size(), "the loaded file is left as it was");
    }

    @Test
    void saveRefusesAMissingDirectoryAndAsksBeforeReplacing(@TempDir Path dir) throws Exception {
        MarshalSession s = new MarshalSession(FugitiveRules.load("pt"), early().subList(0, 4));
        Path missing = dir.resolve("nope").resolve("x.json");
        String refused = s.handle("save " + missing);
        assertTrue(refused.startsWith("not taken: cannot save to " + missing + ": directory"), refused);
        assertFalse(Files.exists(missing.getParent()));
        Path file = dir.resolve("n.json");
        Files.writeString(file, "keep me");
        assertEquals(file + " exists. Replace it?", s.handle("save " + file));
        assertEquals("(y/n)> ", s.prompt());
        assertEquals("not saved", s.handle("n"));
        assertEquals("keep me", Files.readString(file));
        s.handle("save " + file);
        assertTrue(s.handle("y").startsWith("saved 4 events"));
        assertEquals(4, Notes.read(file).events().size());
        assertTrue(s.handle("g 2 miss").startsWith("event 5"));
        assertTrue(s.handle("save " + file + " --force").startsWith("saved 5 events"));
        assertEquals(5, Notes.read(file).events().size());
    }

    @Test
    void aCustomSpecSurvivesSaveAndDeduce(@TempDir Path dir) throws Exception {
        // a custom spec: the pt rules with a step limit of 2 instead of 3, under another name
        ObjectNode spec = (ObjectNode) Json.read(Path.of("specs/fugitive/pt.json"));
        spec.put("name", "house");
        ((ObjectNode) spec.get("rules").get("stepLimit")).put("value", 2);
        Path specFile = dir.resolve("house.json");
        Files.writeString(specFile, Json.write(spec).replace("\"rulebook.pt.txt\"", "\"" + Path.of("specs/fugitive/rulebook.pt.txt").toAbsolutePath() + "\""));
        Path saved = dir.resolve("house-notes.json");
        Cli r = marshal("h 0\nh 0\nd 9\nd 6\ng 2 miss\nsave " + saved + "\nquit\n", "marshal", "--spec", specFile.toString(),
                "--data", dir.resolve("data").toString());
        assertEquals(0, r.code(), r.err() + r.out());
        Notes notes = Notes.read(saved);
        assertEquals("house", notes.spec());
        assertEquals(2, notes.rules().get("stepLimit").asInt(), "the rule values are embedded");
        Cli d = Cli.run("fugitive", "deduce", saved.toString(), "--json");
        assertEquals(0, d.code(), d.err());
        // position 1 lies 1 or 2 above 0 under the house rules (4 values reachable under pt: 1 to 3)
        var probs = Json.parse(d.out(), "deduce").get("positions").get(0).get("probabilities");
        assertTrue(probs.has("1") || probs.has("2"), probs.toString());
        probs.fieldNames().forEachRemaining(v -> assertTrue(Integer.parseInt(v) <= 2, "step limit 2 violated: " + probs));
    }
}
