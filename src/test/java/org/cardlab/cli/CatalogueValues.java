package org.cardlab.cli;

import static org.cardlab.cli.Catalogue.DAGUAI_GAME;
import static org.cardlab.cli.Catalogue.DAGUAI_SPEC;
import static org.cardlab.cli.Catalogue.FUGITIVE_GAME;
import static org.cardlab.cli.Catalogue.FUGITIVE_SPEC;
import static org.cardlab.cli.Catalogue.NOTES;
import static org.cardlab.cli.Catalogue.PUZZLE;
import static org.cardlab.cli.Catalogue.SCOUT_GAME;
import static org.cardlab.cli.Catalogue.SCOUT_SPEC;
import static org.cardlab.cli.Catalogue.edit;
import static org.cardlab.cli.Catalogue.set;
import static org.cardlab.cli.Catalogue.setRule;
import static org.cardlab.cli.CatalogueRow.row;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.cardlab.core.Json;
import org.cardlab.daguai.DaguaiRules;

/** Rows about values: rule values a game cannot be played with, bad fields and moves in game files, bad output paths. */
final class CatalogueValues {
    private CatalogueValues() {}

    private static CatalogueRow rule(Catalogue.Loader spec, String rule, String valueJson) {
        return spec.row("rules." + rule + " = " + valueJson).file(spec.fileName(), setRule(spec, rule, valueJson)).mentions(rule);
    }

    /** Values out of range, or that make the game impossible or endless (issue 10, item 16). */
    static List<CatalogueRow> specValues() {
        List<CatalogueRow> rows = new ArrayList<>();
        Catalogue.Loader f = FUGITIVE_SPEC;
        rows.add(rule(f, "firstTurnHideouts", "10"));
        rows.add(rule(f, "firstTurnHideouts", "3"));
        rows.add(rule(f, "firstTurnHideouts", "0"));
        rows.add(rule(f, "maxSprintCards", "-1"));
        rows.add(rule(f, "initialDraws", "[20, 0, 0]"));
        rows.add(rule(f, "initialDraws", "[-5, 0, 0]"));
        rows.add(rule(f, "initialDraws", "[3, 2]"));
        rows.add(rule(f, "footprints", "{\"odd\": 1.5, \"even\": 2}"));
        rows.add(rule(f, "footprints", "{\"odd\": -1, \"even\": 2}"));
        rows.add(rule(f, "stepLimit", "4.7"));
        rows.add(rule(f, "stepLimit", "\"3\""));
        rows.add(rule(f, "stepLimit", "0"));
        rows.add(rule(f, "startingHand", "[1, 2, 3]"));
        rows.add(rule(f, "startingHand", "[1, 1, 2, 42]"));
        rows.add(rule(f, "startingHand", "[5, 42]").mentions("deck"));
        rows.add(rule(f, "deck1", "[4, 99]"));
        rows.add(rule(f, "manhuntThreshold", "99"));
        rows.add(rule(f, "marshalWin", "\"sometimes\""));
        rows.add(rule(f, "marshalDraws", "100"));
        rows.add(f.row("an unknown rule").file(f.fileName(), edit(f, o -> {
            ((ObjectNode) o.get("rules")).set("colour", Json.parse("{\"value\": 1, \"silent\": true, \"default\": \"x\"}", "r"));
            return o;
        })).mentions("colour"));
        rows.add(f.row("a missing rule").file(f.fileName(), edit(f, o -> {
            ((ObjectNode) o.get("rules")).remove("stepLimit");
            return o;
        })).mentions("stepLimit"));
        rows.add(f.row("a rule both quoted and silent").file(f.fileName(), edit(f, o -> {
            ((ObjectNode) o.get("rules").get("deck1")).put("silent", true);
            return o;
        })).mentions("deck1"));
        rows.add(f.row("a spec of another game").file(f.fileName(), SCOUT_SPEC.validText()).mentions("scout"));

        Catalogue.Loader s = SCOUT_SPEC;
        rows.add(rule(s, "rounds", "0"));
        rows.add(rule(s, "rounds", "1000000"));
        rows.add(rule(s, "twoPlayerScoutChips", "-1"));
        rows.add(rule(s, "twoPlayerUnspentChipPoints", "99"));
        rows.add(rule(s, "capturedCardPoints", "-1"));
        rows.add(rule(s, "compareBy", "\"middle\""));
        rows.add(rule(s, "deckNumbers", "{\"min\": 1, \"max\": 99}"));
        rows.add(rule(s, "deckAdjustments", "{\"2\": {\"remove\": [\"9/10\"], \"hand\": 11}, \"3\": {\"remove\": [], \"hand\": 30},"
                + " \"4\": {\"remove\": [\"9/10\"], \"hand\": 11}, \"5\": {\"remove\": [], \"hand\": 9}}"));
        rows.add(rule(s, "deckAdjustments", "{\"2\": {\"remove\": [\"9/10\"], \"hand\": 11}, \"3\": {\"remove\": [], \"hand\": 12},"
                + " \"4\": {\"remove\": [\"9/10\"], \"hand\": 11}, \"5\": {\"remove\": [\"11/12\"], \"hand\": 9}}"));
        rows.add(rule(s, "playerCounts", "[2, 2, 3]"));
        rows.add(rule(s, "playerCounts", "[1, 2]"));

        Catalogue.Loader d = DAGUAI_SPEC;
        rows.add(rule(d, "cardCountVisible", "-1"));
        rows.add(rule(d, "cardCountVisible", "1.5"));
        rows.add(rule(d, "afterPass", "\"sometimes\""));
        rows.add(rule(d, "matchEnd", "3"));
        rows.add(rule(d, "matchLevel", "\"Z\""));
        rows.add(rule(d, "players", "5"));
        rows.add(rule(d, "twoRank", "null"));
        return rows;
    }

    private static String fugitiveDecks(String card4) {
        String d1 = card4 + ", " + IntStream.rangeClosed(5, 14).mapToObj(String::valueOf).collect(Collectors.joining(", "));
        String d2 = IntStream.rangeClosed(15, 28).mapToObj(String::valueOf).collect(Collectors.joining(", "));
        String d3 = IntStream.rangeClosed(29, 41).mapToObj(String::valueOf).collect(Collectors.joining(", "));
        return "{\"format\": \"cardlab.fugitive.game/1\", \"spec\": \"pt\", \"decks\": [[" + d1 + "], [" + d2 + "], [" + d3
                + "]], \"moves\": []}";
    }

    private static CatalogueRow field(Catalogue.Loader l, String field, String valueJson) {
        return l.row(field + " = " + valueJson).file(l.fileName(), set(l, field, valueJson));
    }

    private static CatalogueRow move(Catalogue.Loader l, String move, String mention) {
        return l.row("move " + move).file(l.fileName(), set(l, "moves", "[" + move + "]")).mentions(mention);
    }

    /** Fields and moves of game files and notes: wrong types, out of range, duplicates, non-ASCII digits (item 22). */
    static List<CatalogueRow> gameValues() {
        List<CatalogueRow> rows = new ArrayList<>();
        Catalogue.Loader g = FUGITIVE_GAME;
        rows.add(g.row("decks as strings").file(g.fileName(), fugitiveDecks("4").replaceAll("(\\d+)([,\\]])", "\"$1\"$2"))
                .mentions("decks"));
        rows.add(g.row("a deck card 4.7").file(g.fileName(), fugitiveDecks("4.7")).mentions("decks"));
        rows.add(g.row("a deck card twice").file(g.fileName(), fugitiveDecks("5")).mentions("decks[0]"));
        rows.add(g.row("a deck card 99").file(g.fileName(), fugitiveDecks("99")).mentions("decks[0]"));
        rows.add(g.row("seed and decks").file(g.fileName(), fugitiveDecks("4").replace("\"moves\"", "\"seed\": 1, \"moves\"")));
        rows.add(field(g, "seed", "4.7").mentions("seed"));
        rows.add(field(g, "seed", "\"1\"").mentions("seed"));
        rows.add(field(g, "spec", "\"nosuch\"").mentions("nosuch"));
        rows.add(move(g, "\"hide 5 sprint 2 2\"", "listed twice"));
        rows.add(move(g, "\"guess 12 12\"", "listed twice"));
        rows.add(move(g, "\"hide \u0665\"", "not a number"));
        rows.add(move(g, "\"hide +5\"", "not a number"));
        rows.add(move(g, "\"hide 99\"", "out of range"));
        rows.add(move(g, "5", "moves[0]"));
        rows.add(move(g, "\"draw 2\"", "moves[0]"));

        Catalogue.Loader s = SCOUT_GAME;
        rows.add(field(s, "players", "9").mentions("players"));
        rows.add(field(s, "players", "\"3\"").mentions("players"));
        rows.add(field(s, "players", "3.5").mentions("players"));
        rows.add(field(s, "spec", "\"nosuch\"").mentions("nosuch"));
        rows.add(field(s, "deal", "[\"7(3) 7(3)\", \"1(2)\", \"4(5)\"]").mentions("twice"));
        rows.add(field(s, "deal", "[\"7(3) 12(1)\", \"1(2)\", \"4(5)\"]").mentions("deal[0]"));
        rows.add(move(s, "1", "moves[0]"));
        rows.add(move(s, "\"show \u0663\"", "moves[0]"));
        rows.add(move(s, "\"dance\"", "moves[0]"));
        rows.add(move(s, "\"show 1\"", "moves[0]")); // the first move is keep or flip

        Catalogue.Loader d = DAGUAI_GAME;
        rows.add(field(d, "mode", "\"league\"").mentions("mode"));
        rows.add(field(d, "seed", "\"x\"").mentions("seed"));
        rows.add(field(d, "seed", "1.5").mentions("seed"));
        rows.add(move(d, "5", "moves[0]"));
        rows.add(move(d, "\"5X\"", "moves[0]"));
        rows.add(move(d, "\"pass\"", "moves[0]"));
        ObjectNode badRules = DaguaiRules.defaults().toJson();
        badRules.put("twoRank", "middle");
        rows.add(d.row("stored rules with an unknown value").file(d.fileName(), edit(d, o -> {
            o.set("rules", badRules);
            return o;
        })).mentions("twoRank"));
        ObjectNode noPlayers = DaguaiRules.defaults().toJson();
        noPlayers.remove("players");
        rows.add(d.row("stored rules missing one").file(d.fileName(), edit(d, o -> {
            o.set("rules", noPlayers);
            return o;
        })).mentions("players"));

        Catalogue.Loader n = NOTES;
        rows.add(n.row("a card 4.7").file(n.fileName(), edit(n, o -> {
            ((ObjectNode) o.get("events").get(2)).put("card", 4.7);
            return o;
        })).mentions("card"));
        rows.add(n.row("an unknown event").file(n.fileName(), edit(n, o -> {
            ((ArrayNode) o.get("events")).addObject().put("type", "teleport");
            return o;
        })).mentions("teleport"));
        rows.add(n.row("events not a list").file(n.fileName(), set(n, "events", "{}")).mentions("events"));

        Catalogue.Loader p = PUZZLE;
        rows.add(p.row("a route card 4.7").file(p.fileName(), edit(p, o -> {
            ((ArrayNode) o.get("answer").get("route")).set(1, Json.parse("4.7", "x"));
            return o;
        })).mentions("route"));
        return rows;
    }

    /** Output paths that cannot be written: each refused in one line, nothing written or left behind (items 8, 19). */
    static List<CatalogueRow> outputs() {
        List<CatalogueRow> rows = new ArrayList<>();
        String puzzle = PUZZLE.validText();
        rows.add(row("fugitive play: --out into a missing folder").run("fugitive", "play", "--out", "{missing/g.json}")
                .mentionsOnly("missing"));
        rows.add(row("fugitive play: --notes under a file, after --out (nothing written)").file("afile", "x")
                .run("fugitive", "play", "--out", "{g.json}", "--notes", "{afile/n.json}").mentions("not a folder"));
        rows.add(row("fugitive play: --out names a folder").folder("adir").run("fugitive", "play", "--out", "{adir}"));
        rows.add(row("fugitive play: the same file twice").run("fugitive", "play", "--out", "{g.json}", "--notes", "{g.json}")
                .mentionsOnly("named twice"));
        if (CatalogueRow.canMakeDevices()) { // a copy of /dev/full in the row's folder, never the machine's own
            rows.add(row("fugitive play: --out into a full device").device("full", 1, 7)
                    .run("fugitive", "play", "--out", "{full}").mentions("No space left on device"));
        }
        rows.add(row("scout play: --out into a missing folder").run("scout", "play", "--players", "3", "--out",
                "{missing/s.json}").mentionsOnly("missing"));
        rows.add(row("scout replay: --out into a missing folder").file("g.json", Catalogue.oldScoutGame())
                .run("scout", "replay", "{g.json}", "--out", "{missing/s.json}").mentionsOnly("missing"));
        rows.add(row("daguai play: --out into a missing folder").run("daguai", "play", "--out", "{missing/d.json}")
                .mentionsOnly("missing"));
        rows.add(row("puzzles render: --svg folder missing").file("p.json", puzzle)
                .run("puzzles", "render", "{p.json}", "--svg", "{pics}").mentionsOnly("pics"));
        rows.add(row("puzzles render: --svg is a file, with --html (no book written)").file("p.json", puzzle).file("afile", "x")
                .run("puzzles", "render", "{p.json}", "--html", "{book.html}", "--svg", "{afile}").mentionsOnly("afile"));
        rows.add(row("puzzles render: --html into a missing folder").file("p.json", puzzle)
                .run("puzzles", "render", "{p.json}", "--html", "{missing/book.html}").mentionsOnly("missing"));
        rows.add(row("puzzles render: --pdf into a missing folder, with --html (no book written)").file("p.json", puzzle)
                .run("puzzles", "render", "{p.json}", "--html", "{book.html}", "--pdf", "{missing/book.pdf}").mentionsOnly("missing"));
        rows.add(row("puzzles render: the answer booklet's name is a folder (no book written)").file("p.json", puzzle)
                .folder("book-answers.pdf").run("puzzles", "render", "{p.json}", "--pdf", "{book.pdf}", "--answers", "booklet")
                .mentionsOnly("book-answers.pdf"));
        rows.add(row("puzzles make: --out into a missing folder").file("p.json", puzzle)
                .run("puzzles", "make", "{p.json}", "--kind", "route", "--out", "{missing/mine.json}").mentionsOnly("missing"));
        rows.add(row("puzzles make: --beneath with an Arabic-Indic digit").file("p.json", puzzle)
                .run("puzzles", "make", "{p.json}", "--kind", "manhunt", "--beneath", "\u0663=17", "--out", "{mine.json}")
                .mentionsOnly("--beneath"));
        rows.add(row("puzzles generate: --out missing").run("puzzles", "generate", "--kind", "route", "--count", "1", "--out",
                "{missing}").mentionsOnly("missing"));
        rows.add(row("specs report: --out into a missing folder").run("specs", "report", "--out", "{missing/r.md}")
                .mentionsOnly("missing"));
        rows.add(row("specs witness: --out missing").run("specs", "witness", "fugitive", "ca", "pt", "--out", "{missing}")
                .mentionsOnly("missing"));
        // the checkpoint folder itself is made, as its help says, but not a missing folder above it (the row's folder stays as laid out)
        rows.add(row("fugitive simulate: --checkpoint in a missing folder").run("fugitive", "simulate", "--games", "2", "--checkpoint",
                "{missing/ck}").mentionsOnly("--checkpoint ").mentions("missing"));
        rows.add(row("scout tournament: --checkpoint in a missing folder").run("scout", "tournament", "--games", "2", "--checkpoint",
                "{missing/ck}").mentionsOnly("--checkpoint ").mentions("missing"));
        return rows;
    }
}
