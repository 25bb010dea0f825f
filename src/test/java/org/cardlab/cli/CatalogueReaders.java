package org.cardlab.cli;

import static org.cardlab.cli.Catalogue.DAGUAI_SPEC;
import static org.cardlab.cli.Catalogue.FUGITIVE_SPEC;
import static org.cardlab.cli.Catalogue.NOTES;
import static org.cardlab.cli.Catalogue.PUZZLE;
import static org.cardlab.cli.Catalogue.SCOUT_SPEC;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;

/**
 * The catalogue for every command that reads a file, beyond the one command per format that
 * {@link Catalogue} tries in full: each other command that reads a spec, notes, a puzzle or a
 * game gets the same short list of broken files (empty, truncated, not UTF-8, wrong tag, an
 * unknown and a missing field, a value the rules refuse, a folder, no file, a file of another
 * kind). The readers share code, but each command opens its files its own way and at its own
 * moment (while parsing, before or after other work), which is what these rows check.
 */
final class CatalogueReaders {
    private CatalogueReaders() {}

    /** A kind of file: a valid example, a field it cannot do without, and one value its rules refuse. */
    record Kind(Catalogue.Loader loader, String badWhat, String badText, String badMention) {}

    /**
     * One command reading a file of some kind: the command line ({@code {f}} stands for the file
     * under test) and the other files it needs, laid out after it.
     */
    record Use(String name, UnaryOperator<CatalogueRow> others, String stdin, String... command) {
        Use(String name, String... command) {
            this(name, r -> r, "", command);
        }
    }

    static String fugitiveGame() {
        return played(GameFixtures.game("fugitive", "pt"), 1);
    }

    static String daguaiGame() {
        return played(GameFixtures.game("daguai", "pl"), 1);
    }

    /** A whole game seeded {@code seed} between the game's first bot in every seat, as a game file. */
    static <S extends GameState<M>, M> String played(Game<S, M> g, long seed) {
        S s = Playout.lone(g, Playout.seats(g, List.of(g.type().botNames().get(0))), seed);
        return Json.write(g.record(s).toJson());
    }

    /** Notes that stop where a route puzzle starts (the shipped route puzzle's own notes). */
    static String puzzleNotes() {
        return Json.write(Json.parse(PUZZLE.validText(), "puzzle").get("notes"));
    }

    static final Catalogue.Loader PUZZLE_NOTES = new Catalogue.Loader("notes", "notes.json", puzzleNotes(), "events");

    static final Kind FUGITIVE_SPEC_KIND = new Kind(FUGITIVE_SPEC, "firstTurnHideouts 10",
            Catalogue.setRule(FUGITIVE_SPEC, "firstTurnHideouts", "10"), "firstTurnHideouts");
    static final Kind SCOUT_SPEC_KIND = new Kind(SCOUT_SPEC, "rounds 0", Catalogue.setRule(SCOUT_SPEC, "rounds", "0"), "rounds");
    static final Kind DAGUAI_SPEC_KIND = new Kind(DAGUAI_SPEC, "players 5", Catalogue.setRule(DAGUAI_SPEC, "players", "5"),
            "players");
    static final Kind NOTES_KIND = new Kind(PUZZLE_NOTES, "an event the turn structure refuses first",
            Catalogue.edit(PUZZLE_NOTES, o -> {
                ((ArrayNode) o.get("events")).insertObject(0).put("type", "fugitive-draw").put("deck", 1);
                return o;
            }), "event 1");
    static final Kind PUZZLE_KIND = new Kind(PUZZLE, "grade 7", Catalogue.edit(PUZZLE, o -> {
        ((ObjectNode) o.get("grade")).put("level", 7);
        return o;
    }), "level");

    private static UnaryOperator<CatalogueRow> file(String name, String text) {
        return r -> r.file(name, text);
    }

    private static UnaryOperator<CatalogueRow> folder(String name) {
        return r -> r.folder(name);
    }

    /** Every command that reads a spec, besides the one per game that {@link Catalogue} tries in full. */
    static List<Use> specUses() {
        String puzzle = PUZZLE.validText();
        UnaryOperator<CatalogueRow> data = folder("data");
        return List.of(
                new Use("fugitive replay --spec", file("game.json", fugitiveGame()), "", "fugitive", "replay", "{game.json}", "--spec", "{f}"),
                new Use("fugitive simulate", "fugitive", "simulate", "--games", "2", "--spec", "{f}"),
                new Use("fugitive bench", "fugitive", "bench", "--games", "2", "--runs", "1", "--spec", "{f}"),
                new Use("marshal --spec", data, "quit\n", "marshal", "--spec", "{f}", "--data", "{data}"),
                new Use("puzzles generate", folder("out"), "", "puzzles", "generate", "--kind", "route", "--count", "1",
                        "--max-games", "2", "--spec", "{f}", "--out", "{out}"),
                new Use("puzzles make --spec", file("p.json", puzzle), "", "puzzles", "make", "{p.json}", "--kind", "route", "--spec",
                        "{f}", "--out", "{made.json}"),
                new Use("puzzles solve --spec", file("p.json", puzzle), "", "puzzles", "solve", "{p.json}", "--spec", "{f}"),
                new Use("bench puzzles", file("coll/p.json", puzzle), "", "bench", "puzzles", "--games", "1", "--spec", "{f}",
                        "--collection", "{coll}"),
                new Use("bench deduce", "bench", "deduce", "--games", "1", "--no-naive", "--spec", "{f}"),
                new Use("bench manhunt", "bench", "manhunt", "--games", "1", "--fugitive", "random", "--spec", "pt,{f}"),
                new Use("bench shadow", "bench", "shadow", "--games", "1", "--spec", "pt,{f}"),
                new Use("bench calibration", "bench", "calibration", "--games", "1", "--fugitive", "random", "--spec", "{f}"),
                new Use("specs diff fugitive", "specs", "diff", "fugitive", "{f}", "pt"),
                new Use("specs witness fugitive", "specs", "witness", "fugitive", "{f}", "pt"),
                new Use("specs impact fugitive", "specs", "impact", "fugitive", "{f}", "pt", "--games", "2"),
                new Use("specs gaps fugitive", "specs", "gaps", "fugitive", "{f}", "--games", "2"));
    }

    static List<Use> scoutSpecUses() {
        return List.of(
                new Use("scout play", "scout", "play", "--players", "3", "--spec", "{f}"),
                new Use("scout replay --spec", file("game.json", Catalogue.finishedScoutGame()), "", "scout", "replay", "{game.json}",
                        "--spec", "{f}"),
                new Use("scout simulate", "scout", "simulate", "--games", "2", "--spec", "{f}"),
                new Use("scout bench", "scout", "bench", "--games", "2", "--runs", "1", "--spec", "{f}"),
                new Use("specs diff scout", "specs", "diff", "scout", "{f}", "official"),
                new Use("specs witness scout", "specs", "witness", "scout", "{f}", "official"),
                new Use("specs impact scout", "specs", "impact", "scout", "{f}", "official", "--games", "2"),
                new Use("specs gaps scout", "specs", "gaps", "scout", "{f}", "--games", "2"));
    }

    static List<Use> daguaiSpecUses() {
        return List.of(
                new Use("daguai compare", "daguai", "compare", "5H", "6H", "--spec", "{f}"),
                new Use("daguai play", "daguai", "play", "--spec", "{f}"),
                new Use("daguai replay --spec", file("game.json", daguaiGame()), "", "daguai", "replay", "{game.json}", "--spec", "{f}"),
                new Use("daguai simulate", "daguai", "simulate", "--games", "1", "--spec", "{f}"),
                new Use("daguai bench", "daguai", "bench", "--games", "1", "--runs", "1", "--spec", "{f}"),
                new Use("bench follows", "bench", "follows", "--runs", "1", "--positions", "1", "--spec", "{f}"),
                new Use("specs diff daguai", "specs", "diff", "daguai", "{f}", "pl"),
                new Use("specs witness daguai", "specs", "witness", "daguai", "{f}", "pl"),
                new Use("specs impact daguai", "specs", "impact", "daguai", "{f}", "pl", "--games", "1"),
                new Use("specs gaps daguai", "specs", "gaps", "daguai", "{f}", "--games", "1"));
    }

    /** Commands that read the Marshal's notes (deduce and sample have their own rows, in full). */
    static List<Use> notesUses() {
        return List.of(
                new Use("fugitive advise", "fugitive", "advise", "{f}"),
                new Use("marshal --load", folder("data"), "quit\n", "marshal", "--load", "{f}", "--data", "{data}"),
                new Use("puzzles make", "puzzles", "make", "{f}", "--kind", "route", "--out", "{made.json}"),
                new Use("puzzles solve (bare notes)", "puzzles", "solve", "{f}"));
    }

    static List<Use> puzzleUses() {
        return List.of(
                new Use("puzzles verify FILE", "puzzles", "verify", "{f}"),
                new Use("puzzles render FILE", "puzzles", "render", "{f}"),
                new Use("puzzles render --html", "puzzles", "render", "{f}", "--html", "{book.html}"),
                new Use("puzzles make (a puzzle file)", "puzzles", "make", "{f}", "--kind", "route", "--out", "{made.json}"));
    }

    /** Every use with every kind it reads. */
    static List<Object[]> all() {
        List<Object[]> out = new ArrayList<>();
        specUses().forEach(u -> out.add(new Object[] {FUGITIVE_SPEC_KIND, u}));
        scoutSpecUses().forEach(u -> out.add(new Object[] {SCOUT_SPEC_KIND, u}));
        daguaiSpecUses().forEach(u -> out.add(new Object[] {DAGUAI_SPEC_KIND, u}));
        notesUses().forEach(u -> out.add(new Object[] {NOTES_KIND, u}));
        puzzleUses().forEach(u -> out.add(new Object[] {PUZZLE_KIND, u}));
        out.addAll(CatalogueGames.uses());
        return out;
    }

    /** The row for {@code use} given {@code content} as its file. */
    static CatalogueRow row(Kind k, Use u, String what) {
        String f = k.loader().fileName();
        String[] args = java.util.Arrays.stream(u.command()).map(a -> a.replace("{f}", "{" + f + "}")).toArray(String[]::new);
        return CatalogueRow.row(u.name() + ": " + k.loader().name() + " " + what).run(args).stdin(u.stdin());
    }

    /** The valid file with the use's other files: what the rows break one thing of. */
    static CatalogueRow valid(Kind k, Use u) {
        return u.others().apply(row(k, u, "valid").file(k.loader().fileName(), k.loader().validText()));
    }

    /** The notes with one event changed: {@code index} is the event's place, {@code field} set to {@code json}. */
    private static String noteEvent(int index, String field, String json) {
        return Catalogue.edit(PUZZLE_NOTES, o -> {
            ((ObjectNode) o.get("events").get(index)).set(field, Json.parse(json, "value"));
            return o;
        });
    }

    /** Cards out of range and cards twice, in notes and puzzles, for the commands that read them. */
    static List<CatalogueRow> cards() {
        List<CatalogueRow> rows = new ArrayList<>();
        // the shipped route puzzle's notes: events 3 and 4 are the Marshal's draws (21, 28), event 5 his guess of 5
        for (Use u : notesUses()) {
            rows.add(u.others().apply(row(NOTES_KIND, u, "with a card the Marshal drew twice").file("notes.json", noteEvent(3, "card", "21"))
                    .mentions("event 4")));
            rows.add(u.others().apply(row(NOTES_KIND, u, "with card 99").file("notes.json", noteEvent(2, "card", "99")).mentions("99")));
            rows.add(u.others().apply(row(NOTES_KIND, u, "with a guess naming 5 twice").file("notes.json", noteEvent(4, "numbers", "[5, 5]"))
                    .mentions("twice")));
        }
        for (Use u : puzzleUses()) {
            rows.add(row(PUZZLE_KIND, u, "whose answer names 5 twice").file("puzzle.json", Catalogue.edit(PUZZLE, o -> {
                ((ObjectNode) o.get("answer")).set("route", Json.parse("[0, 5, 5, 18, 19]", "route"));
                return o;
            })).mentions("route"));
        }
        return rows;
    }

    static List<CatalogueRow> rows() {
        List<CatalogueRow> rows = new ArrayList<>(cards());
        for (Object[] ku : all()) {
            Kind k = (Kind) ku[0];
            Use u = (Use) ku[1];
            Catalogue.Loader l = k.loader();
            String f = l.fileName();
            String v = l.validText();
            byte[] notUtf8 = v.getBytes(StandardCharsets.UTF_8);
            int quote = v.indexOf("\"format\"") + 2;
            notUtf8[quote] = (byte) 0xC3;
            notUtf8[quote + 1] = (byte) 0x28;
            List<CatalogueRow> mine = new ArrayList<>(List.of(
                    row(k, u, "empty").file(f, ""),
                    row(k, u, "truncated").file(f, v.substring(0, v.length() / 2)),
                    row(k, u, "not UTF-8").file(f, notUtf8),
                    row(k, u, "wrong format tag").file(f, Catalogue.set(l, "format", "\"cardlab.other/9\"")),
                    row(k, u, "an unknown field").file(f, Catalogue.set(l, "colour", "\"blue\"")).mentions("colour"),
                    row(k, u, "a missing field").file(f, Catalogue.edit(l, o -> {
                        o.remove(l.requiredField());
                        return o;
                    })).mentions(l.requiredField()),
                    row(k, u, k.badWhat()).file(f, k.badText()).mentions(k.badMention()),
                    row(k, u, "a folder in its place").folder(f),
                    row(k, u, "no such file").mentionsOnly(f)));
            Catalogue.Loader other = l == Catalogue.NOTES || l == PUZZLE_NOTES || l == PUZZLE ? FUGITIVE_SPEC : NOTES;
            mine.add(row(k, u, "given " + other.name()).file(f, other.validText()).mentions(" is a"));
            mine.forEach(r -> rows.add(u.others().apply(r)));
        }
        return rows;
    }
}
