package org.cardlab.cli;

import static org.cardlab.cli.CatalogueRow.row;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.cardlab.core.Json;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutRules;
import org.cardlab.scout.ScoutState;
import org.cardlab.scout.bots.ScoutGreedyBot;

/**
 * The malformed inputs the robustness catalogue tries, one {@link CatalogueRow} each. Add a
 * row (or a loader) here; {@link RobustnessCatalogueTest} runs them all.
 */
final class Catalogue {
    private Catalogue() {}

    /** A command that reads one JSON file, a valid example of that file, and a field it cannot do without. */
    record Loader(String name, String fileName, String validText, String requiredField, String... command) {
        CatalogueRow row(String what) {
            return CatalogueRow.row(name + ": " + what).run(command);
        }
    }

    static String read(String path) {
        try {
            return Files.readString(Path.of(path), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static final Loader FUGITIVE_SPEC = new Loader("fugitive spec", "spec.json", read("specs/fugitive/pt.json"), "rules",
            "fugitive", "play", "--spec", "{spec.json}");
    static final Loader SCOUT_SPEC = new Loader("scout spec", "spec.json", read("specs/scout/official.json"), "rules",
            "scout", "compare", "3", "4", "--spec", "{spec.json}");
    static final Loader DAGUAI_SPEC = new Loader("daguai spec", "spec.json", read("specs/daguai/pl.json"), "rules",
            "daguai", "classify", "5H", "--spec", "{spec.json}");
    static final Loader FUGITIVE_GAME = new Loader("fugitive game", "game.json",
            "{\"format\": \"cardlab.fugitive.game/1\", \"spec\": \"pt\", \"seed\": 1, \"moves\": [\"hide 5 sprint 2\"]}",
            "moves", "fugitive", "replay", "{game.json}");
    static final Loader SCOUT_GAME = new Loader("scout game", "game.json", oldScoutGame(), "players",
            "scout", "replay", "{game.json}");
    static final Loader DAGUAI_GAME = new Loader("daguai game", "game.json",
            "{\"format\": \"cardlab.daguai.game/1\", \"spec\": \"pl\", \"seed\": 1, \"mode\": \"round\", \"moves\": []}",
            "mode", "daguai", "replay", "{game.json}");
    /** A game file of the current format (cardlab.game/1), the same for every game. */
    static final Loader GAME = new Loader("game", "game.json", finishedScoutGame(), "moves", "scout", "replay", "{game.json}");
    static final Loader NOTES = new Loader("notes", "notes.json", read("specs/fugitive/examples/early.json"), "events",
            "fugitive", "deduce", "{notes.json}");
    static final Loader PUZZLE = new Loader("puzzle", "puzzle.json", read("puzzles/fugitive/pt-route-e1bb584d.json"),
            "answer", "puzzles", "solve", "{puzzle.json}");

    /** The same match in the SCOUT game-file format of cardlab 0.1 (cardlab.scout.game/1), which replay still reads. */
    static String oldScoutGame() {
        ObjectNode o = (ObjectNode) Json.parse(finishedScoutGame(), "game");
        ObjectNode old = Json.object();
        old.put("format", "cardlab.scout.game/1");
        old.put("spec", "official");
        old.put("players", 3);
        old.put("seed", o.get("seed").asLong());
        old.set("moves", o.get("moves"));
        return Json.write(old);
    }

    /** A finished 3-player match (seed 1, greedy bots), as {@code scout play --out} writes it. */
    static String finishedScoutGame() {
        ScoutState s = new ScoutGame(ScoutRules.load("official"), 3).newGame(1);
        ScoutGreedyBot bot = new ScoutGreedyBot();
        while (!s.isTerminal()) {
            s.apply(bot.choose(s, null));
        }
        return Json.write(s.toJson());
    }

    /** The loaders above, and each registered game's spec and game file ({@link CatalogueGames}). */
    static final List<Loader> LOADERS = loaders();

    private static List<Loader> loaders() {
        List<Loader> out = new ArrayList<>(List.of(FUGITIVE_SPEC, SCOUT_SPEC, DAGUAI_SPEC, FUGITIVE_GAME, SCOUT_GAME, DAGUAI_GAME,
                GAME, NOTES, PUZZLE));
        out.addAll(CatalogueGames.loaders());
        return List.copyOf(out);
    }

    /** The same document with one change (to an object parsed from the valid text). */
    static String edit(Loader l, UnaryOperator<ObjectNode> change) {
        return Json.write(change.apply((ObjectNode) Json.parse(l.validText(), l.name())));
    }

    static String setRule(Loader l, String rule, String valueJson) {
        return edit(l, o -> {
            ((ObjectNode) o.get("rules").get(rule)).set("value", Json.parse(valueJson, "value"));
            return o;
        });
    }

    static String set(Loader l, String field, String valueJson) {
        return edit(l, o -> {
            o.set(field, Json.parse(valueJson, "value"));
            return o;
        });
    }

    /**
     * Every row, each once: rows alike in all but their name (two loaders of one command, such as
     * two formats that replay reads, share the rows that never read the valid text) run once.
     */
    static List<CatalogueRow> rows() {
        java.util.Map<String, CatalogueRow> once = new java.util.LinkedHashMap<>();
        allRows().forEach(r -> once.putIfAbsent(r.sameAs(), r));
        return List.copyOf(once.values());
    }

    private static List<CatalogueRow> allRows() {
        List<CatalogueRow> rows = new ArrayList<>();
        for (Loader l : LOADERS) {
            rows.addAll(malformedJson(l));
            rows.addAll(wrongKind(l));
        }
        rows.addAll(CatalogueValues.specValues());
        rows.addAll(CatalogueValues.gameValues());
        rows.addAll(CatalogueValues.outputs());
        rows.addAll(CatalogueReaders.rows());
        rows.addAll(CatalogueOptions.rows());
        rows.addAll(CatalogueDeduction.rows());
        rows.addAll(CatalogueTournament.rows());
        rows.addAll(CatalogueBots.rows());
        rows.addAll(CatalogueListsAndInputs.rows());
        rows.addAll(CatalogueGames.rows());
        rows.addAll(CatalogueFugitiveCommands.rows());
        rows.addAll(CatalogueCardGameCommands.rows());
        return rows;
    }

    /** What any JSON file can get wrong: bytes, syntax, shape, tag, fields; a folder or nothing in its place. */
    static List<CatalogueRow> malformedJson(Loader l) {
        String f = l.fileName();
        String valid = l.validText();
        List<CatalogueRow> rows = new ArrayList<>();
        rows.add(l.row("empty file").file(f, ""));
        rows.add(l.row("only whitespace").file(f, " \n\t\n"));
        rows.add(l.row("truncated in the middle").file(f, valid.substring(0, valid.length() / 2)));
        rows.add(l.row("truncated by one character").file(f, valid.strip().substring(0, valid.strip().length() - 1)));
        rows.add(l.row("a list instead of an object").file(f, "[" + valid + "]"));
        rows.add(l.row("a string instead of an object").file(f, "\"" + l.name() + "\""));
        rows.add(l.row("a number instead of an object").file(f, "42"));
        rows.add(l.row("null").file(f, "null"));
        rows.add(l.row("content after the document").file(f, valid + "}} garbage"));
        rows.add(l.row("the document twice").file(f, valid + valid));
        rows.add(l.row("a comment").file(f, "// made by hand\n" + valid));
        rows.add(l.row("deeply nested").file(f, "[".repeat(100_000)));
        rows.add(l.row("huge (17 MiB)").sizedFile(f, 17L << 20));
        byte[] bytes = valid.getBytes(StandardCharsets.UTF_8);
        int quote = valid.indexOf("\"format\"") + 2; // inside the first key: invalid UTF-8 there
        bytes[quote] = (byte) 0xC3;
        bytes[quote + 1] = (byte) 0x28;
        rows.add(l.row("not UTF-8").file(f, bytes));
        rows.add(l.row("UTF-16").file(f, valid.getBytes(StandardCharsets.UTF_16)));
        rows.add(l.row("a duplicate key").file(f, valid.replaceFirst("\\{", "{\"format\": \"x\", ")));
        rows.add(l.row("wrong format tag").file(f, set(l, "format", "\"cardlab.other/9\"")));
        rows.add(l.row("format tag not a string").file(f, set(l, "format", "7")));
        rows.add(l.row("no format tag").file(f, edit(l, o -> {
            o.remove("format");
            return o;
        })));
        rows.add(l.row("an unknown field").file(f, set(l, "colour", "\"blue\"")).mentions("colour"));
        rows.add(l.row("a missing field").file(f, edit(l, o -> {
            o.remove(l.requiredField());
            return o;
        })).mentions(l.requiredField()));
        rows.add(l.row("a folder in its place").folder(f));
        rows.add(l.row("no such file").mentions(f));
        return rows;
    }

    /** The game of a game file (of the current format or an earlier one, cardlab.GAME.game/1), or null for another file. */
    static String gameOf(Loader l) {
        var o = Json.parse(l.validText(), l.name());
        String format = o.path("format").asText();
        if (format.equals("cardlab.game/1")) {
            return o.path("game").asText();
        }
        var old = java.util.regex.Pattern.compile("cardlab\\.([a-z]+)\\.game/1").matcher(format);
        return old.matches() ? old.group(1) : null;
    }

    /** Each other kind of cardlab file given to this loader: named for what it is and the command that reads it. */
    static List<CatalogueRow> wrongKind(Loader l) {
        List<CatalogueRow> rows = new ArrayList<>();
        for (Loader other : LOADERS) {
            boolean sameKind = Json.parse(other.validText(), "x").get("format").equals(Json.parse(l.validText(), "y").get("format"))
                    || java.util.Arrays.equals(other.command(), l.command()) // replay reads every game-file format of its game
                    || gameOf(l) != null && gameOf(l).equals(gameOf(other)); // so does every reader of a game's files
            if (l == PUZZLE && other == NOTES) { // puzzles solve reads bare notes too (an author's own position)
                rows.add(l.row("given notes that stop where no puzzle starts").file(l.fileName(), other.validText())
                        .mentions("no puzzle starts"));
            } else if (!sameKind) {
                rows.add(l.row("given " + other.name() + " (" + other.fileName() + ")").file(l.fileName(), other.validText())
                        .mentions(" is a"));
            }
        }
        return rows;
    }
}
