package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An author's own position: `puzzles make` proves and grades it or says which positions stay
 * open; `puzzles solve` works on bare notes; generation refuses a grade the kind cannot reach;
 * and the book's outputs (answers at the end, none, a booklet; PDF; pictures) and their
 * refusals (ids that would leave the folder, answers that are not routes, bad grades).
 */
class PuzzleAuthoringCliTest {

    private static Puzzle shipped(PuzzleKind kind, int grade) {
        return PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream()
                .filter(p -> p.kind() == kind && p.solution().grade().level() == grade).findFirst().orElseThrow();
    }

    private static Path notesFile(Path dir, Notes notes) {
        Path f = dir.resolve("mine.json");
        Json.writeFile(f, Json.write(notes.toJson()));
        return f;
    }

    @Test
    void makeProvesAHandWrittenRouteAndWritesThePuzzle(@TempDir Path dir) {
        Puzzle p = shipped(PuzzleKind.ROUTE, 2);
        Path out = dir.resolve("made.json");
        Cli r = Cli.run("puzzles", "make", notesFile(dir, p.notes()).toString(), "--kind", "route", "--out", out.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        Puzzle made = Puzzle.read(out);
        assertEquals(TextRenderer.routeText(p.solution().route()), TextRenderer.routeText(made.solution().route()));
        assertEquals(PuzzleVerifier.describe(p.solution().grade()), PuzzleVerifier.describe(made.solution().grade()));
        assertEquals(List.of(), new PuzzleVerifier(Oracles.generating()).check(made));
        assertTrue(r.out().contains("Proven unique"), r.out());
        assertFalse(r.out().contains("does not need"), "a shipped puzzle's notes are all needed: " + r.out());
    }

    @Test
    void makeReportsTheMissesTheAnswerDoesNotNeedAndTrimEmptiesThem(@TempDir Path dir) {
        // A shipped route with an emptied miss (a guess of the lowest card you hold); naming another card you hold instead
        // is a miss the answer cannot need.
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            if (p.kind() != PuzzleKind.ROUTE) {
                continue;
            }
            List<NoteEvent> events = new ArrayList<>(p.notes().events());
            long held = 0;
            for (int i = 0; i < events.size(); i++) {
                held |= events.get(i) instanceof NoteEvent.MarshalDraw d ? 1L << d.card() : 0;
                if (events.get(i) instanceof NoteEvent.Guess g && !g.hit() && g.numbers() == Long.lowestOneBit(held) && Long.bitCount(held) > 1) {
                    long other = Long.highestOneBit(held);
                    events.set(i, new NoteEvent.Guess(other, false, List.of()));
                    Path notes = notesFile(dir, new Notes(p.spec(), events));
                    Path kept = dir.resolve("kept.json");
                    Cli r = Cli.run("puzzles", "make", notes.toString(), "--kind", "route", "--out", kept.toString());
                    assertEquals(0, r.code(), r.out() + r.err());
                    assertTrue(r.out().contains("The answer does not need 1 miss(es): event " + (i + 1) + " (--trim empties them)"), r.out());
                    assertEquals(events, Puzzle.read(kept).notes().events(), "without --trim the notes stay as written");
                    Path trimmed = dir.resolve("trimmed.json");
                    r = Cli.run("puzzles", "make", notes.toString(), "--kind", "route", "--trim", "--out", trimmed.toString());
                    assertEquals(0, r.code(), r.out() + r.err());
                    assertTrue(r.out().contains("event " + (i + 1) + " (emptied"), r.out());
                    Puzzle t = Puzzle.read(trimmed);
                    assertEquals(p.notes().events(), t.notes().events(), "the miss is emptied back to the lowest card you hold");
                    assertEquals(TextRenderer.routeText(p.solution().route()), TextRenderer.routeText(t.solution().route()));
                    return;
                }
            }
        }
        Assertions.fail("no shipped route has an emptied miss while you hold two cards");
    }

    @Test
    void notesSavedWithTheirRuleValuesMakeTheSamePuzzleAndOtherValuesAreRefused(@TempDir Path dir) throws IOException {
        Puzzle p = shipped(PuzzleKind.ROUTE, 2);
        Path bareOut = dir.resolve("bare.json");
        Path savedOut = dir.resolve("saved.json");
        Path bare = Files.writeString(dir.resolve("bare-notes.json"), Json.write(p.notes().toJson()));
        // as marshal and the web table save notes: with the spec's rule values embedded
        Notes saved = Notes.of(FugitiveRules.load(p.spec()), p.notes().events());
        Path savedNotes = Files.writeString(dir.resolve("saved-notes.json"), Json.write(saved.toJson()));
        assertEquals(0, Cli.run("puzzles", "make", bare.toString(), "--kind", "route", "--out", bareOut.toString()).code());
        Cli r = Cli.run("puzzles", "make", savedNotes.toString(), "--kind", "route", "--out", savedOut.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals(Puzzle.read(bareOut).id(), Puzzle.read(savedOut).id(), "the same position is the same puzzle");
        assertEquals(null, Puzzle.read(savedOut).notes().rules(), "a puzzle names its spec");

        ObjectNode other = saved.rules();
        other.put("stepLimit", 4);
        Path otherNotes = Files.writeString(dir.resolve("other-notes.json"), Json.write(new Notes(p.spec(), other, p.notes().events()).toJson()));
        Path otherOut = dir.resolve("other.json");
        Cli refused = Cli.run("puzzles", "make", otherNotes.toString(), "--kind", "route", "--out", otherOut.toString());
        assertEquals(2, refused.code(), refused.out() + refused.err());
        assertTrue(refused.err().contains("differ from the spec '" + p.spec() + "' they name (stepLimit)"), refused.err());
        assertFalse(Files.exists(otherOut));
    }

    @Test
    void makeNamesTheOpenPositionsAndWritesNothing(@TempDir Path dir) {
        // A route puzzle whose notes need their misses: with every miss emptied, some hideout is left open.
        Puzzle p = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream()
                .filter(x -> x.kind() == PuzzleKind.ROUTE && x.solution().grade().needs().contains(NoteKind.MISSES)).findFirst().orElseThrow();
        List<NoteEvent> events = new ArrayList<>();
        long hand = 0;
        for (NoteEvent e : p.notes().events()) {
            if (e instanceof NoteEvent.MarshalDraw d) {
                hand |= 1L << d.card();
            }
            events.add(e instanceof NoteEvent.Guess g && !g.hit() ? new NoteEvent.Guess(Long.lowestOneBit(hand), false, List.of()) : e);
        }
        Path out = dir.resolve("made.json");
        Cli r = Cli.run("puzzles", "make", notesFile(dir, new Notes(p.spec(), events)).toString(), "--kind", "route", "--out", out.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().matches("(?s)Not uniquely solvable, nothing written: .*#\\d+ can be \\d+(, \\d+)* or \\d+.*"), r.out());
        assertFalse(Files.exists(out));
    }

    @Test
    void aContradictionIsCalledOneAndNamesTheNotesInConflict(@TempDir Path dir) {
        // A miss that names a face-down hideout's own card, once it is laid: no hidden history fits. The shortest notes
        // where that can be done: the search for a smallest conflicting set tries every pair of guesses and draws.
        Puzzle p = null;
        List<NoteEvent> events = null;
        List<Puzzle> routes = new ArrayList<>(PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream().filter(x -> x.kind() == PuzzleKind.ROUTE).toList());
        routes.sort(java.util.Comparator.comparingInt((Puzzle x) -> x.notes().events().size()).thenComparing(Puzzle::id));
        for (Puzzle x : routes) {
            events = withMissOfItsOwnCard(x);
            if (events != null) {
                p = x;
                break;
            }
        }
        assertNotNull(p, "some route puzzle has a miss after a face-down hideout is laid");
        Path out = dir.resolve("made.json");
        Cli r = Cli.run("puzzles", "make", notesFile(dir, new Notes(p.spec(), events)).toString(), "--kind", "route", "--out", out.toString());
        assertTrue(r.out().startsWith("Contradiction, nothing written: no hidden history explains the notes"), r.out() + r.err());
        assertTrue(r.out().contains("miss"), "the conflicting miss is named: " + r.out());
        assertFalse(Files.exists(out));
        // puzzles solve names the conflict the same way (it used to say only "no hidden history explains the notes")
        Cli solved = Cli.run("puzzles", "solve", notesFile(dir, new Notes(p.spec(), events)).toString());
        assertEquals(1, solved.code(), solved.err());
        String verdict = solved.out().lines().filter(l -> l.startsWith("Contradiction: ")).findFirst().orElse(solved.out());
        assertTrue(verdict.startsWith("Contradiction: no hidden history explains the notes: event "), verdict);
        assertTrue(verdict.contains("miss") && verdict.contains(" hold"), "the conflicting events are named: " + verdict);
    }

    /**
     * The notes with an emptied miss (a guess of a card you hold, which says nothing, so the answer does not rest on it) made,
     * once the lowest face-down hideout is laid, a miss of that hideout's card; null if there is none to change.
     */
    private static List<NoteEvent> withMissOfItsOwnCard(Puzzle p) {
        int q = p.solution().steps().stream().mapToInt(Solution.Step::position).min().orElseThrow();
        long named = 1L << p.solution().route()[q];
        List<NoteEvent> events = new ArrayList<>();
        int laid = 0;
        long held = 0;
        boolean changed = false;
        for (NoteEvent e : p.notes().events()) {
            laid += e instanceof NoteEvent.Hideout ? 1 : 0;
            held |= e instanceof NoteEvent.MarshalDraw d ? 1L << d.card() : 0;
            if (!changed && laid >= q && e instanceof NoteEvent.Guess g && !g.hit() && (g.numbers() & ~held) == 0) {
                events.add(new NoteEvent.Guess(named, false, List.of()));
                changed = true;
            } else {
                events.add(e);
            }
        }
        return changed ? events : null;
    }

    @Test
    void aManhuntNeedsWhatEachRevealShows(@TempDir Path dir) {
        Puzzle p = shipped(PuzzleKind.MANHUNT, 3);
        Path notes = notesFile(dir, p.notes());
        Path out = dir.resolve("made.json");
        Cli missing = Cli.run("puzzles", "make", notes.toString(), "--kind", "manhunt", "--out", out.toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("nothing is given for #"), missing.err());
        assertEquals(1, missing.err().strip().lines().count(), missing.err());
        List<String> args = new ArrayList<>(List.of("puzzles", "make", notes.toString(), "--kind", "manhunt", "--out", out.toString()));
        for (Map.Entry<Integer, Long> e : p.beneath().entrySet()) {
            args.add("--beneath");
            args.add(e.getKey() + "=" + org.cardlab.fugitive.Cards.toString(e.getValue()).replace(' ', ','));
        }
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals(TextRenderer.routeText(p.solution().route()), TextRenderer.routeText(Puzzle.read(out).solution().route()));
        assertEquals(3, Puzzle.read(out).solution().grade().level());
        Cli wrongKind = Cli.run("puzzles", "make", notes.toString(), "--kind", "route", "--out", out.toString());
        assertEquals(2, wrongKind.code());
        assertTrue(wrongKind.err().contains("notes stop at the start of a manhunt"), wrongKind.err());
    }

    @Test
    void solveWorksOnBareNotesAndNeverClaimsWhatItCannotProve(@TempDir Path dir) {
        Puzzle p = shipped(PuzzleKind.ROUTE, 1);
        Cli ok = Cli.run("puzzles", "solve", notesFile(dir, p.notes()).toString());
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("route: " + TextRenderer.routeText(p.solution().route())), ok.out());
        // The notes of the first turn only: two face-down hideouts, your two cards, nothing certain yet.
        Notes early = new Notes(p.spec(), p.notes().events().subList(0, 4));
        Cli open = Cli.run("puzzles", "solve", notesFile(dir, early).toString());
        assertEquals(1, open.code(), open.out() + open.err());
        assertTrue(open.out().contains("Not uniquely solvable: not every face-down hideout is certain") && open.out().contains("#1 can be "),
                open.out());
        assertFalse(open.out().contains("give away") || open.out().contains("Proven"), "no prompt that claims otherwise: " + open.out());
    }

    @Test
    void generationRefusesAGradeOutOfRangeAndSaysWhichBoundStoppedIt(@TempDir Path dir) {
        // Graded by technique, both kinds reach every grade (the shipped routes include grades 3 and 4): only 1 to 4 exist.
        Cli r = Cli.run("puzzles", "generate", "--kind", "route", "--grade", "5", "--out", dir.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("5") && r.err().contains("--grade"), r.err());
        Cli bound = Cli.run("puzzles", "generate", "--kind", "manhunt", "--grade", "4", "--count", "50", "--max-games", "3", "--seed", "5",
                "--out", dir.toString());
        assertEquals(1, bound.code(), bound.out());
        assertTrue(bound.out().contains("Stopped at the bound of 3 games"), bound.out());
        for (Path f : PuzzleCollection.files(dir)) {
            assertEquals(4, Puzzle.read(f).solution().grade().level(), "only the target grade is kept: " + f);
        }
    }

    @Test
    void theBookComesWithAnswersAtTheEndWithoutAnswersOrWithABooklet(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("in");
        Files.createDirectories(in);
        Files.copy(Path.of(PuzzleFixtures.SHIPPED.toString(), shipped(PuzzleKind.MANHUNT, 4).id() + ".json"), in.resolve("a.json"));
        Files.copy(Path.of(PuzzleFixtures.SHIPPED.toString(), shipped(PuzzleKind.ROUTE, 2).id() + ".json"), in.resolve("b.json"));
        Path none = dir.resolve("none.html");
        assertEquals(0, Cli.run("puzzles", "render", in.toString(), "--html", none.toString(), "--answers", "none").code());
        assertFalse(Files.readString(none).contains("<h1>Answers</h1>"));
        Path book = dir.resolve("book.html");
        Path pdf = dir.resolve("book.pdf");
        Cli r = Cli.run("puzzles", "render", in.toString(), "--html", book.toString(), "--pdf", pdf.toString(), "--answers", "booklet",
                "--paper", "letter");
        assertEquals(0, r.code(), r.out() + r.err());
        assertFalse(Files.readString(book).contains("<h1>Answers</h1>"));
        String answers = Files.readString(dir.resolve("book-answers.html"));
        assertTrue(answers.contains(": answers</h1>") && answers.contains("Suppose #"), "a booklet, headed by the book's title, whose answers take cases");
        assertTrue(Files.readString(book).contains("size: letter"));
        byte[] bytes = Files.readAllBytes(pdf);
        assertTrue(new String(bytes, 0, 5).equals("%PDF-") && Files.exists(dir.resolve("book-answers.pdf")));
        assertEquals(2, Cli.run("puzzles", "render", in.toString(), "--html", book.toString(), "--answers", "maybe").code());
    }

    @Test
    void anIdCannotNameAFileOutsideTheOutputFolder(@TempDir Path dir) throws IOException {
        ObjectNode json = (ObjectNode) Json.read(Path.of(PuzzleFixtures.SHIPPED.toString(), shipped(PuzzleKind.ROUTE, 1).id() + ".json"));
        json.put("id", "../../escaped");
        Path in = dir.resolve("in");
        Files.createDirectories(in);
        Json.writeFile(in.resolve("p.json"), Json.write(json));
        Path svg = dir.resolve("svg");
        Cli r = Cli.run("puzzles", "render", in.toString(), "--svg", svg.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("field 'id'"), r.err());
        assertFalse(Files.exists(dir.resolve("escaped.svg")) || Files.exists(dir.getParent().resolve("escaped.svg")) || Files.exists(svg));
        // The writer's own guard, behind the parser's: a name that leaves the folder is refused.
        UserError e = Assertions.assertThrows(UserError.class, () -> PuzzleCollection.fileIn(svg, "../x", ".svg", "p.json"));
        assertTrue(e.getMessage().contains("outside"), e.getMessage());
        assertEquals(svg.toAbsolutePath().resolve("ok.svg"), PuzzleCollection.fileIn(svg, "ok", ".svg", "p.json"));
    }

    @Test
    void badGradesAndNonRoutesAreOneLineErrorsInSolveAndRender(@TempDir Path dir) {
        ObjectNode json = (ObjectNode) Json.read(Path.of(PuzzleFixtures.SHIPPED.toString(), shipped(PuzzleKind.ROUTE, 1).id() + ".json"));
        ((ObjectNode) json.get("grade")).put("level", 9);
        Path f = dir.resolve("g9.json");
        Json.writeFile(f, Json.write(json));
        for (String cmd : List.of("render", "verify", "solve")) {
            Cli r = Cli.run("puzzles", cmd, f.toString());
            assertEquals(2, r.code(), cmd + ": " + r.out() + r.err());
            String text = (r.err() + r.out()).strip();
            assertTrue(text.contains("'level' is 9"), cmd + ": " + text);
            assertFalse(text.contains("Exception"), text);
        }
        ((ObjectNode) json.get("grade")).put("level", 1);
        ((ObjectNode) json.get("answer")).putArray("route").add(0).add(999).add(-5);
        Json.writeFile(f, Json.write(json));
        Cli render = Cli.run("puzzles", "render", f.toString(), "--answers");
        assertEquals(2, render.code());
        assertEquals(1, render.err().strip().lines().count(), render.err());
        assertTrue(render.err().contains("entry 1 is 999"), render.err());
    }
}
