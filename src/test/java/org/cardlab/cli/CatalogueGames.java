package org.cardlab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;

/**
 * What every registered game gets in the robustness catalogue from the registry alone: its
 * default spec read by {@code GAME play} and its game file (the current format) read by
 * {@code GAME replay}, each broken every way {@link Catalogue} knows; its spec read by each of
 * the generic commands; and the generic commands' options. A game added to the registry is in
 * the catalogue without a row written for it.
 */
final class CatalogueGames {
    private CatalogueGames() {}

    /** The default spec of {@code t} as its file holds it. */
    static String specText(GameType t) {
        try {
            return Files.readString(t.specsDir().resolve(t.defaultSpec() + ".json"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A whole game seeded {@code seed} between the game's first bot in every seat, as a game file. */
    static <S extends GameState<M>, M> String played(Game<S, M> g, long seed) {
        S s = Playout.lone(g, Playout.seats(g, List.of(g.type().botNames().get(0))), seed);
        return Json.write(g.record(s).toJson());
    }

    static Catalogue.Loader spec(GameType t) {
        return new Catalogue.Loader(t.id() + " spec", "spec.json", specText(t), "rules", t.id(), "play", "--spec", "{spec.json}");
    }

    static Catalogue.Loader game(GameType t) {
        return new Catalogue.Loader(t.id() + " game (cardlab.game/1)", "game.json", played(t.game(t.spec(t.defaultSpec())), 1), "moves",
                t.id(), "replay", "{game.json}");
    }

    /** For every registered game: its spec and its game file, each read by one command. */
    static List<Catalogue.Loader> loaders() {
        List<Catalogue.Loader> out = new ArrayList<>();
        for (GameType t : Games.all()) {
            out.add(spec(t));
            out.add(game(t));
        }
        return out;
    }

    /** The spec of {@code t} with its first rule given a value no engine reads (an object), which must be refused naming the rule. */
    static CatalogueReaders.Kind specKind(GameType t) {
        Catalogue.Loader l = spec(t);
        String first = Json.parse(l.validText(), "spec").get("rules").fieldNames().next();
        return new CatalogueReaders.Kind(l, first + " an object", Catalogue.setRule(l, first, "{\"x\": 1}"), first);
    }

    /** The generic commands that read a spec of {@code t}. */
    static List<CatalogueReaders.Use> specUses(GameType t) {
        String id = t.id();
        String other = t.defaultSpec();
        UnaryOperator<CatalogueRow> game = r -> r.file("game.json", game(t).validText());
        return List.of(
                new CatalogueReaders.Use(id + " replay --spec", game, "", id, "replay", "{game.json}", "--spec", "{f}"),
                new CatalogueReaders.Use(id + " simulate", id, "simulate", "--games", "2", "--spec", "{f}"),
                new CatalogueReaders.Use(id + " bench", id, "bench", "--games", "2", "--runs", "1", "--spec", "{f}"),
                new CatalogueReaders.Use("specs diff " + id, "specs", "diff", id, "{f}", other),
                new CatalogueReaders.Use("specs witness " + id, "specs", "witness", id, "{f}", other),
                new CatalogueReaders.Use("specs impact " + id, "specs", "impact", id, "{f}", other, "--games", "2"),
                new CatalogueReaders.Use("specs gaps " + id, "specs", "gaps", id, "{f}", "--games", "2"));
    }

    /** Every registered game's spec uses, with the kind they read. */
    static List<Object[]> uses() {
        List<Object[]> out = new ArrayList<>();
        for (GameType t : Games.all()) {
            CatalogueReaders.Kind k = specKind(t);
            specUses(t).forEach(u -> out.add(new Object[] {k, u}));
        }
        return out;
    }

    /** The game files broken, and the generic commands' options refused, for every registered game. */
    static List<CatalogueRow> rows() {
        List<CatalogueRow> rows = new ArrayList<>();
        for (GameType t : Games.all()) {
            Catalogue.Loader g = game(t);
            rows.add(g.row("a move the rules refuse").file(g.fileName(), Catalogue.set(g, "moves", "[\"no such move\"]"))
                    .mentions("moves[0]"));
            rows.addAll(CatalogueOptions.gameCommands(t));
        }
        return rows;
    }
}
