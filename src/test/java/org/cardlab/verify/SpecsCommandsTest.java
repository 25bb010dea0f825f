package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.GameRecord;
import org.cardlab.core.Json;
import org.cardlab.core.Replay;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.games.Games;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The witness, impact, gaps and report commands end to end, on small budgets. */
class SpecsCommandsTest {

    @Test
    void witnessWritesReplayableFilesAndSaysWhatItDidNotFind(@TempDir Path dir) {
        Object[] r = SpecDiffTest.run("specs", "witness", "fugitive", "ca", "pt", "--deals", "1", "--max-moves", "6",
                "--out", dir.toString());
        String out = (String) r[2];
        assertEquals(1, r[0], "the manhunt differences need longer games than 6 moves: " + out);
        assertTrue(out.contains("marshalWin") && out.contains(">>> move 5"), out);
        // issue 10, item 13: a value is quoted once
        assertTrue(out.contains("-- marshalWin: ca 'last' vs pt 'all'"), out);
        assertFalse(out.contains("'\"last\"'"), out);
        assertTrue(out.contains("equal values: nothing to witness"), out);
        assertTrue(out.replaceAll("\\s+", " ").contains("no witness within 6 moves"), out);
        // raising the move bound is advised for the manhunt rules, not for the corner the footprints are printed in
        assertTrue(out.contains("manhuntThreshold: the search reached its move bound of 6 moves"), out);
        assertFalse(out.contains("footprintCorner: the search reached"), out);
        // the verdicts and the logs fit 80 columns
        out.lines().filter(l -> !l.startsWith("wrote ")).forEach(l -> assertTrue(l.length() <= TextWrap.WIDTH, l.length() + " columns: " + l));
        Path f = dir.resolve("marshalWin.json");
        GameRecord record = Games.read(f);
        FugitiveState pt = Replay.of(new FugitiveGame(FugitiveRules.load("specs/fugitive/pt.json")), record, "f", true).state();
        assertFalse(pt.isTerminal());
        assertEquals(FugitiveSeat.MARSHAL.index(), Replay.of(FugitiveGame.of(record.spec()), record, "f", true).state().winner());
    }

    /** Counts read as words: "1 move", "1 deal", "1 position", and thousands grouped ("1,000,000 positions"). */
    @Test
    void aWitnessSaysItsCountsInWords() {
        Object[] r = SpecDiffTest.run("specs", "witness", "fugitive", "ca", "ca+overpay=false", "--deals", "1", "--max-moves", "2");
        String out = (String) r[2];
        assertEquals(0, r[0], out);
        assertTrue(out.replaceAll("\\s+", " ").contains("overpay witness of 1 move (deal seed 1), shortest within 2 moves over 1 deal"
                + " (at most 1,000,000 positions)"), out);
        assertTrue(out.contains("-- overpay: ca true vs ca+overpay=false false (1 position searched)"), out);
    }

    @Test
    void aWitnessIsPlayedOnByTheBotNamed() {
        Object[] r = SpecDiffTest.run("specs", "witness", "scout", "es", "es+capture=same-count-and-kind", "--deals", "1",
                "--bots", "search:4");
        String out = (String) r[2];
        assertEquals(0, r[0], out);
        assertTrue(out.contains("Played on to the end, the search:4 bot in every seat"), out);
        r = SpecDiffTest.run("specs", "witness", "scout", "es", "es+capture=same-count-and-kind", "--bots", "nosuch");
        assertEquals(2, r[0]);
        assertEquals(1, ((String) r[1]).strip().lines().count(), (String) r[1]);
    }

    @Test
    void aWitnessIsPlayedOnByOneBotPerSeat() {
        Object[] r = SpecDiffTest.run("specs", "witness", "fugitive", "ca", "pt", "--deals", "1", "--max-moves", "6",
                "--bots", "shadow,search");
        assertTrue(((String) r[2]).contains("Played on to the end, shadow (the Fugitive), search (the Marshal)"), (String) r[2]);
        r = SpecDiffTest.run("specs", "witness", "fugitive", "ca", "pt", "--bots", "search");
        assertEquals(2, r[0], "the search plays the Marshal only");
        assertEquals("cardlab: --bots: the search bot plays the Marshal only", ((String) r[1]).strip().lines().findFirst().orElse(""));
    }

    /** A rule that is a valid spec only with others of the second spec (the reduced game's decks) cannot be witnessed alone. */
    @Test
    void aRuleThatIsNoSpecAloneIsSaidNotSearched() {
        Object[] r = SpecDiffTest.run("specs", "witness", "fugitive", "ca", "mini", "--deals", "1", "--max-moves", "4",
                "--max-positions", "200");
        assertEquals(1, r[0], "not witnessed: " + r[1]);
        assertTrue(((String) r[2]).replaceAll("\\s+", " ").contains("not searched: the value of 'mini' taken alone into 'ca' makes"
                + " no game (rules.deck2 must be consecutive ranges"), (String) r[2]);
    }

    /** The search replays the game's history to track cards: under each spec its own bots, or B's moves fail under A. */
    @Test
    void impactGivesEachSpecItsOwnSearchBots() {
        Object[] r = SpecDiffTest.run("specs", "impact", "daguai", "pl", "pl+equalBeats=true", "--games", "1", "--bots", "search:2");
        assertEquals(0, r[0], (String) r[1]);
        assertTrue(((String) r[2]).contains("bots search:2 in every seat"), (String) r[2]);
    }

    @Test
    void engineCommandsRefuseAGameWithoutAnEngineInOneLine() {
        for (String cmd : new String[] {"witness", "impact"}) {
            Object[] r = SpecDiffTest.run("specs", cmd, "chess", "es", "official");
            assertEquals(2, r[0]);
            assertEquals(1, ((String) r[1]).strip().lines().count(), (String) r[1]);
            assertTrue(((String) r[1]).contains("unknown game 'chess'"), (String) r[1]);
        }
        Object[] r = SpecDiffTest.run("specs", "gaps", "chess", "es");
        assertEquals(2, r[0]);
        r = SpecDiffTest.run("specs", "impact", "fugitive", "ca", "pt", "--games", "0");
        assertEquals(2, r[0]);
        r = SpecDiffTest.run("specs", "impact", "fugitive", "ca", "pt", "--games", "10", "--fugitive", "nosuch");
        assertEquals(2, r[0]);
    }

    @Test
    void impactAndGapsPrintTheirTables() {
        Object[] r = SpecDiffTest.run("specs", "impact", "fugitive", "ca", "pt", "--games", "40", "--fugitive", "random",
                "--marshal", "random", "--threads", "2");
        assertEquals(0, r[0]);
        assertTrue(((String) r[2]).contains("winner changed"), (String) r[2]);
        assertTrue(((String) r[1]).contains("deals: 40/40"), "progress on stderr");
        r = SpecDiffTest.run("specs", "gaps", "fugitive", "ca", "--games", "20");
        assertEquals(0, r[0]);
        assertTrue(((String) r[2]).contains("overpay"), (String) r[2]);
    }

    @Tag("slow") // over 5 s: left out of mvn test -Pquick
    @Test
    void reportCoversEveryGameAndSaysWhatNeedsAnEngine(@TempDir Path dir) throws IOException {
        Path fug = Files.createDirectories(dir.resolve("specs/fugitive"));
        for (String f : new String[] {"ca.json", "pt.json", "rulebook.ca.txt", "rulebook.pt.txt"}) {
            Files.copy(Path.of("specs/fugitive").resolve(f), fug.resolve(f));
        }
        Path toy = Files.createDirectories(dir.resolve("specs/toy"));
        Files.writeString(toy.resolve("book.txt"), "Each player gets eleven cards.");
        Files.writeString(toy.resolve("x.json"), """
                {"format": "cardlab.spec/1", "game": "toy", "name": "x", "rulebook": "book.txt",
                 "rules": {"hand": {"value": 11, "quote": "eleven cards"}}}""");
        Files.writeString(toy.resolve("y.json"), """
                {"format": "cardlab.spec/1", "game": "toy", "name": "y", "rulebook": "book.txt",
                 "rules": {"hand": {"value": 12, "quote": "twelve cards"}}}""");
        // by default each game's strongest bots, named in every table (two games: the search Marshal's cost a second or so each)
        Path out = dir.resolve("report.md");
        Object[] r = SpecDiffTest.run("specs", "report", "--dir", dir.resolve("specs").toString(), "--out", out.toString(),
                "--games", "2", "--deals", "1", "--max-positions", "3000");
        assertEquals(1, r[0], "toy/y.json quotes what its text does not say: " + r[1]);
        String md = Files.readString(out);
        assertTrue(md.contains("| `toy/y.json` | 1 | 0 | 0 | `hand` |"), md); // the quote is not in the text
        assertTrue(md.contains("### `x` vs `y`") && md.contains("No engine for this game"), md);
        assertTrue(md.contains("### `ca` vs `pt`") && md.contains("**Witness for `marshalWin`**"), md);
        assertTrue(md.contains("played with each game's strongest bots"), md);
        assertTrue(md.contains("Played by the game's strongest bots: shadow (the Fugitive), search (the Marshal)."), md);
        assertTrue(md.contains("Played on to the end, shadow (the Fugitive), search (the Marshal)"),
                "each witness is played on to its end by the strongest bots: " + md);
        assertTrue(md.contains("#### Impact") && md.contains("Rule gaps met in play under `ca` (2 games; bots: shadow (the Fugitive),"
                + " search (the Marshal))"), md);
        assertEquals(2, md.split("\\n\\| shadow vs search \\| ", -1).length - 1, "one line-up, a row per side: " + md);
        assertFalse(md.contains("| heuristic vs heuristic |"), md);
        String err = (String) r[1];
        assertTrue(err.contains("report: impact ca vs pt, bots shadow (the Fugitive), search (the Marshal): 2/2"),
                "each study counts its games on stderr: " + err);

        // --bots quick: the quick bots, each in every seat
        Path jsonOut = dir.resolve("report.json");
        Object[] j = SpecDiffTest.run("specs", "report", "--dir", dir.resolve("specs").toString(), "--out", jsonOut.toString(),
                "--games", "20", "--deals", "1", "--max-positions", "3000", "--json", "--bots", "quick");
        assertEquals(1, j[0], "the same verdict as JSON: " + j[1]);
        JsonNode report = Json.read(jsonOut);
        assertEquals("quick", report.get("bots").asText());
        assertEquals(1, report.get("quotesNotFound").asInt());
        JsonNode toyY = find(report.get("citations"), "file", "toy/y.json");
        assertEquals("hand", toyY.get("quotesNotFound").get(0).asText());
        JsonNode toyGame = find(report.get("games"), "game", "toy");
        assertFalse(toyGame.get("engine").asBoolean());
        assertEquals("x", toyGame.get("pairs").get(0).get("diff").get("a").asText());
        JsonNode fugitive = find(report.get("games"), "game", "fugitive");
        JsonNode caPt = fugitive.get("pairs").get(0);
        assertEquals("pt", caPt.get("diff").get("b").asText());
        JsonNode witness = find(caPt.get("witnesses"), "rule", "marshalWin");
        assertTrue(witness.get("moves").asInt() > 0 && witness.get("game").has("moves"), witness.toString());
        assertTrue(md.contains("**Witness for `marshalWin`** (" + witness.get("moves").asInt() + " moves"), "the same witness in both");
        List<String> lineups = new java.util.ArrayList<>();
        for (JsonNode study : caPt.get("impact")) {
            assertEquals(20, study.get("games").asInt());
            assertEquals(2, study.get("sides").size());
            lineups.add(String.join(",", names(study.get("bots"))));
        }
        assertEquals(List.of("heuristic,heuristic", "random,random", "heuristic,random"), lineups);
        assertEquals(List.of("ca", "pt"), fugitive.get("gaps").findValuesAsText("spec"));
        assertEquals("heuristic", fugitive.get("gaps").get(0).get("bots").get(0).asText(), "the game's first bot for the gaps");
    }

    /**
     * The report's gap study names the setup it played (SCOUT at 4 players: its 2-player rules
     * cannot arise, and a reader must see why they show 0%) and says why each default was taken.
     */
    @Test
    void aReportsGapStudyNamesItsSetupAndWhyEachDefault(@TempDir Path dir) throws IOException {
        Path scout = Files.createDirectories(dir.resolve("specs/scout"));
        for (String f : new String[] {"es.json", "rulebook.es.txt"}) {
            Files.copy(Path.of("specs/scout").resolve(f), scout.resolve(f));
        }
        Path out = dir.resolve("report.md");
        Object[] r = SpecDiffTest.run("specs", "report", "--dir", dir.resolve("specs").toString(), "--out", out.toString(),
                "--games", "1", "--bots", "quick");
        assertEquals(0, r[0], (String) r[1]);
        String md = Files.readString(out);
        assertTrue(md.contains("gap counts on 1 seeded game (seed 1) each"), md);
        assertTrue(md.contains("### Rule gaps met in play under `es` (1 game; players 4; bots: greedy in every seat)"), md);
        assertTrue(md.contains("| players tied on the most points share the win (why: The text says 'quien tenga más puntos,"
                + " gana' and not what happens when several players have the most points.) |"), md);
    }

    private static List<String> names(JsonNode array) {
        List<String> out = new java.util.ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static JsonNode find(JsonNode array, String field, String value) {
        for (JsonNode n : array) {
            if (n.path(field).asText().equals(value)) {
                return n;
            }
        }
        throw new AssertionError("no " + field + " " + value + " in " + array);
    }

    @Test
    void aReportResumesItsStudiesFromItsCheckpoint(@TempDir Path dir) throws IOException {
        Path fug = Files.createDirectories(dir.resolve("specs/fugitive"));
        for (String f : new String[] {"ca.json", "pt.json", "rulebook.ca.txt", "rulebook.pt.txt"}) {
            Files.copy(Path.of("specs/fugitive").resolve(f), fug.resolve(f));
        }
        Path ck = dir.resolve("ck");
        String[] report = {"specs", "report", "--dir", dir.resolve("specs").toString(), "--games", "20", "--deals", "1",
            "--max-positions", "3000", "--checkpoint", ck.toString(), "--bots", "quick"};
        Object[] first = SpecDiffTest.run(report);
        assertEquals(0, first[0], (String) first[1]);
        List<String> parts;
        try (var s = Files.list(ck)) {
            parts = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertTrue(parts.contains("gaps-fugitive-ca") && parts.contains("gaps-fugitive-pt"), "a part per study: " + parts);
        assertTrue(parts.stream().anyMatch(p -> p.startsWith("impact-fugitive-ca-pt-")), "a part per study: " + parts);
        Object[] again = SpecDiffTest.run(report);
        assertEquals(first[2], again[2], "the resumed report reads the kept ranges to the same figures");
        report[5] = "21";
        Object[] other = SpecDiffTest.run(report);
        assertEquals(2, other[0]);
        assertTrue(((String) other[1]).contains("this folder keeps another study (specs report over"), (String) other[1]);
        assertFalse(((String) other[1]).contains("over " + dir.resolve("specs").toAbsolutePath()),
                "the study named by the specs folder as the report names it, not by this machine's absolute path: " + other[1]);
        report[5] = "20";
        report[report.length - 1] = "strongest";
        other = SpecDiffTest.run(report);
        assertEquals(2, other[0], "other bots are another study: " + other[1]);
        assertTrue(((String) other[1]).contains("this folder keeps another study (specs report over"), (String) other[1]);
    }
}
