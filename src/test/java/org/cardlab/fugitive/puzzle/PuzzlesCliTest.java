package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.cardlab.cli.Cli;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The puzzles commands: results, exit codes, and nothing half-written on bad input. */
class PuzzlesCliTest {
    static Cli run(String... args) {
        return Cli.run(args);
    }

    private static Path firstShipped(String kind) {
        return PuzzleCollection.files(PuzzleFixtures.SHIPPED).stream().filter(f -> f.toString().contains(kind)).findFirst().orElseThrow();
    }

    /** The curate help gives the share's range as the command enforces it (it said 0 to 1, and 0 was refused), each default once. */
    @Test
    void curateHelpStatesTheShareRangeItEnforces(@TempDir Path dir) throws IOException {
        String help = Cli.run("puzzles", "curate", "--help").out();
        int at = help.lastIndexOf("--max-idea-share=F"); // the option's own entry, after the usage line
        String share = help.substring(at, help.indexOf("--out=DIR", at));
        Path out = Files.createDirectories(dir.resolve("out"));
        Cli zero = Cli.run("puzzles", "curate", "--max-idea-share", "0", "--out", out.toString(), dir.toString());
        assertEquals(2, zero.code(), zero.err());
        assertFalse(share.contains("0 to 1"), "0 is refused, so the help must not offer it: " + share);
        assertTrue(share.replaceAll("\\s+", " ").contains("above 0, at most 1"), share);
        assertFalse(help.contains("(default:"), "each default is printed once, on its own line: " + help);
    }

    /** Three shipped manhunts curated alone: every candidate left out is counted under a reason, and no grade prints empty. */
    @Test
    void curateAccountsForEveryCandidateAndListsNoEmptyGrade(@TempDir Path dir) throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        Path out = Files.createDirectories(dir.resolve("out"));
        List<Path> hunts = PuzzleCollection.files(PuzzleFixtures.SHIPPED).stream().filter(f -> f.toString().contains("manhunt")).sorted().limit(3).toList();
        for (Path f : hunts) {
            Files.copy(f, in.resolve(f.getFileName()));
        }
        Cli r = run("puzzles", "curate", "--out", out.toString(), in.toString());
        assertEquals(0, r.code(), r.err());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "^(\\d+) of (\\d+) candidates kept in .*\\((\\d+) repeated positions?, (\\d+) more cuts? .*, (\\d+) repeating another's lesson, (\\d+) read off the page at a glance, (\\d+) over the limits\\)")
                .matcher(r.out());
        assertTrue(m.find(), r.out());
        int accounted = 0;
        for (int g : new int[] {1, 3, 4, 5, 6, 7}) {
            accounted += Integer.parseInt(m.group(g));
        }
        assertEquals(Integer.parseInt(m.group(2)), accounted, "kept plus each reason is every candidate: " + r.out());
        assertEquals(Integer.parseInt(m.group(1)), PuzzleCollection.files(out).size(), r.out());
        assertFalse(r.out().contains("NaN") || r.out().contains(" 0 puzzles"), "a grade with no puzzle is not listed: " + r.out());
        assertFalse(r.out().contains("100.0%"), "a grade of one puzzle names its idea, not a share over the cap: " + r.out());
    }

    @Test
    void solvePrintsTheProvenRoute() {
        Path f = firstShipped("manhunt");
        Cli r = run("puzzles", "solve", f.toString());
        assertEquals(0, r.code(), r.err());
        Puzzle p = Puzzle.read(f);
        StringBuilder route = new StringBuilder();
        for (int v : p.solution().route()) {
            route.append(route.length() == 0 ? "" : " ").append(v);
        }
        assertTrue(r.out().contains("route: " + route), r.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        Cli missing = run("puzzles", "solve", "no/such/puzzle.json");
        assertEquals(2, missing.code());
        assertEquals(1, missing.err().strip().lines().count(), missing.err());
        Cli kind = run("puzzles", "generate", "--kind", "sudoku", "--out", "unused");
        assertEquals(2, kind.code());
        assertTrue(kind.err().contains("sudoku"), kind.err());
        assertEquals(2, run("puzzles", "generate", "--kind", "route", "--grade", "7", "--out", "unused").code());
    }

    /** A puzzle file names its spec; a what-if variant has no name a file could hold, so generation refuses it. */
    @Test
    void generationRefusesAWhatIfVariantAndWritesNothing(@TempDir Path dir) {
        Cli r = run("puzzles", "generate", "--kind", "route", "--count", "1", "--spec", "pt+passBonus=true", "--out", dir.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("what-if variant"), r.err());
        assertTrue(PuzzleCollection.files(dir).isEmpty());
        Cli bench = run("bench", "puzzles", "--games", "1", "--spec", "ca+passBonus=true");
        assertEquals(2, bench.code(), bench.out() + bench.err());
        assertEquals("", bench.out());
    }

    @Test
    void verifyNamesEveryBadPuzzleAndGoesOnAfterAnUnreadableOne(@TempDir Path dir) throws IOException {
        Path good = firstShipped("route");
        Files.copy(good, dir.resolve("a-good.json"));
        ObjectNode bad = (ObjectNode) Json.read(firstShipped("manhunt"));
        ArrayNode route = (ArrayNode) bad.get("answer").get("route");
        route.set(1, route.get(1).asInt() + 1);
        Json.writeFile(dir.resolve("b-bad.json"), Json.write(bad));
        Cli failed = run("puzzles", "verify", dir.toString());
        assertEquals(1, failed.code(), failed.out());
        assertTrue(failed.out().contains("FAIL") && failed.out().contains("b-bad.json"), failed.out());
        ObjectNode grade7 = (ObjectNode) Json.read(good);
        ((ObjectNode) grade7.get("grade")).put("level", 7);
        Json.writeFile(dir.resolve("c-grade7.json"), Json.write(grade7));
        Files.writeString(dir.resolve("d-broken.json"), "{\"format\": \"cardlab.fugitive.puzzle/1\"}");
        Files.copy(good, dir.resolve("e-good.json"));
        Cli r = run("puzzles", "verify", dir.toString());
        assertEquals(2, r.code(), r.out());
        assertTrue(r.out().contains("BAD " + dir.resolve("c-grade7.json")) && r.out().contains("BAD " + dir.resolve("d-broken.json")), r.out());
        assertTrue(r.out().contains("b-bad.json"), r.out());
        assertTrue(r.out().contains("5 puzzles checked, 1 failed, 2 unreadable"), "every file is reported: " + r.out());
        assertFalse(r.out().contains("a-good.json") || r.out().contains("e-good.json"), r.out());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void renderWritesTheBookAndPicturesOrNothing(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("in");
        Files.createDirectories(in);
        Files.copy(firstShipped("route"), in.resolve("one.json"));
        Files.copy(firstShipped("manhunt"), in.resolve("two.json"));
        Path book = dir.resolve("book.html");
        Path svg = Files.createDirectories(dir.resolve("svg")); // an output folder must exist: cardlab does not create it
        Cli ok = run("puzzles", "render", in.toString(), "--html", book.toString(), "--svg", svg.toString());
        assertEquals(0, ok.code(), ok.err());
        String html = Files.readString(book);
        assertTrue(html.contains("@media print") && html.contains("break-after: page") && html.contains("How to play"), "print styles, rules");
        assertTrue(html.indexOf("<h1>Answers</h1>") > html.lastIndexOf("class=\"sheet puzzle\""), "answers come after the puzzles");
        assertEquals(2, PuzzleCollection.files(in).size());
        try (var s = Files.list(svg)) {
            List<Path> pics = s.toList();
            assertEquals(2, pics.size());
            assertTrue(Files.readString(pics.get(0)).startsWith("<svg"));
        }
        Files.writeString(in.resolve("three.json"), "not json");
        Path book2 = dir.resolve("book2.html");
        Path svg2 = dir.resolve("svg2");
        Cli bad = run("puzzles", "render", in.toString(), "--html", book2.toString(), "--svg", svg2.toString());
        assertEquals(2, bad.code());
        assertFalse(Files.exists(book2) || Files.exists(svg2), "nothing written on bad input");
    }

    @Test
    void generateWritesPuzzlesThatVerify(@TempDir Path dir) {
        Cli r = run("puzzles", "generate", "--kind", "manhunt", "--count", "1", "--seed", "3", "--out", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        List<Path> files = PuzzleCollection.files(dir);
        assertEquals(1, files.size());
        assertEquals(List.of(), new PuzzleVerifier(Oracles.generating()).check(Puzzle.read(files.get(0))));
    }
}
