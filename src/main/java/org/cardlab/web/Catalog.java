package org.cardlab.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.cardlab.core.GameType;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.search.MarshalSearch;
import org.cardlab.games.Games;

/**
 * What the web table offers, read from the game registry (never a list of its own): the
 * shipped specs, the default spec, and which bots can play each seat, in the registry's order.
 * A spec is found by its shipped name only: the web table never resolves a path that a
 * request or a saved table names.
 *
 * <p>Fugitive ({@link #GAME}) has tables of its own (the Marshal's notes, puzzles, games with
 * the deduction beside them); every other registered game is offered through {@link GameOffer}
 * and played on a {@link GameTable}.
 */
final class Catalog {
    static final String GAME = "fugitive";

    /**
     * One sentence per bot for the page where its plugin gives none ({@link GameType#botGloss}),
     * by "game:role:bot", "game:bot" or "bot" (the names themselves come from the registry; a bot
     * without a sentence is offered without one). The Fugitive bots' sentences are still here.
     */
    private static final Map<String, String> BOT_GLOSS = Map.of(
            "fugitive:fugitive:heuristic", "escapes when it can, else jumps as high as cards below pay for; bluffs now and then",
            "fugitive:marshal:heuristic", "a rough reading of the notes; names every certain number at once",
            "random", Policy.RANDOM_GLOSS,
            "fugitive:advisor", "follows the exact deduction's advice (the best hit chances)",
            "fugitive:search", "plays out hidden histories drawn from the notes and keeps the move that wins most",
            "fugitive:racer", "heads for 42 by play-outs; never reads the deduction",
            "fugitive:shadow", "the racer, playing against the Marshal's deduction");

    private final GameType type = Games.get(GAME);
    private final List<String> seats = type.seatRoles();
    private final List<List<String>> botsBySeat = new ArrayList<>();
    private final MarshalSearch.Settings search;

    /** {@code search}: the search Marshal's settings for the look-ahead shown to a Marshal at his draw and guess. */
    Catalog(MarshalSearch.Settings search) {
        this.search = search;
        FugitiveGame game = new FugitiveGame(spec(defaultSpec()));
        GameOffer offer = new GameOffer(type);
        for (int seat = 0; seat < seats.size(); seat++) {
            botsBySeat.add(List.copyOf(offer.botsFor(game, seat)));
        }
    }

    MarshalSearch.Settings search() {
        return search;
    }

    String defaultSpec() {
        return type.defaultSpec();
    }

    List<String> specNames() {
        return Home.specNames(GAME);
    }

    /** A shipped spec by name, read from the shipped folder itself (never from a path or the working directory). */
    FugitiveRules spec(String name) {
        if (!specNames().contains(name)) {
            throw ApiError.bad("unknown spec '" + Api.printable(name) + "' (shipped: " + String.join(", ", specNames())
                    + "; a custom spec comes in with imported notes that embed its rule values)");
        }
        Path file = Home.specsDir().resolve(GAME).resolve(name + ".json");
        if (!Files.isRegularFile(file)) {
            throw ApiError.bad("unknown spec '" + Api.printable(name) + "'");
        }
        return new FugitiveRules(RuleSpec.load(file));
    }

    /**
     * The rules notes were taken under: their embedded rule values, or a shipped spec they name.
     * Notes naming anything else (a path, a spec not shipped) are refused.
     */
    FugitiveRules rules(Notes notes, String where) {
        if (notes.rules() != null) {
            return notes.loadRules(where);
        }
        if (!specNames().contains(notes.spec())) {
            throw new UserError(where + ": spec '" + Api.printable(notes.spec()) + "' is not a shipped spec (shipped: "
                    + String.join(", ", specNames()) + "), and the notes carry no rule values ('rules')");
        }
        return spec(notes.spec());
    }

    /** A spec's name as notes may label their rules: a shipped name, a what-if ("pt+stepLimit=4") or a house spec's name. */
    private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.+=,-]{0,59}");

    /**
     * The rules of notes a person imports: as {@link #rules}, and the label they carry is shown on every device, so it must
     * read as a spec's name, and a shipped spec's name only over that spec's own rule values ("ca" over pt's would say ca).
     */
    FugitiveRules importedRules(Notes notes, String where) {
        if (!LABEL.matcher(notes.spec()).matches()) {
            throw new UserError(where + ": field 'spec' must name the spec in letters, digits and _.+=,- (at most 60), not '"
                    + Api.printable(notes.spec()) + "'");
        }
        FugitiveRules rules = rules(notes, where);
        if (notes.rules() != null && specNames().contains(notes.spec())) {
            ObjectNode shipped = Notes.of(spec(notes.spec()), List.of()).rules();
            List<String> differ = shipped.properties().stream().map(Map.Entry::getKey)
                    .filter(k -> !shipped.get(k).equals(notes.rules().get(k))).toList();
            if (!differ.isEmpty()) {
                throw new UserError(where + ": field 'spec' names the shipped spec '" + notes.spec() + "', but the rules differ from it in "
                        + String.join(", ", differ) + ": give these rules a name of their own");
            }
        }
        return rules;
    }

    /** The seat's index in the registry's seat options ("fugitive", "marshal"). */
    int seat(String option) {
        return seats.indexOf(option);
    }

    /** The bot for {@code field} (a seat option): the named one if it plays that seat, else a one-line 400 naming the field. */
    String bot(String field, String name) {
        List<String> ok = botsBySeat.get(seat(field));
        if (!ok.contains(name)) {
            throw ApiError.bad("table: field '" + field + "' must be a bot that plays the " + field + " (" + String.join(", ", ok)
                    + "), not '" + Api.printable(name) + "'");
        }
        return name;
    }

    /** The default bot of a seat: the registry's first that plays it. */
    String defaultBot(String field) {
        return botsBySeat.get(seat(field)).get(0);
    }

    /** {@code GET /api/specs}: each shipped spec's name and title, the default first marked. */
    ArrayNode specsJson() {
        ArrayNode a = Json.array();
        for (String n : specNames()) {
            ObjectNode o = a.addObject();
            o.put("name", n);
            o.put("title", spec(n).spec.title());
            o.put("default", n.equals(defaultSpec()));
        }
        return a;
    }

    /** The page's sentence for bot {@code name} of {@code game} at a seat of {@code role} (null: seats without roles); "" when none. */
    String gloss(String game, String role, String name) {
        String own = Games.get(game).botGloss(name, role);
        return !own.isEmpty() ? own : BOT_GLOSS.getOrDefault(game + ":" + role + ":" + name,
                BOT_GLOSS.getOrDefault(game + ":" + name, BOT_GLOSS.getOrDefault(name, "")));
    }

    /** A registered game's offer; an unknown id is a one-line 400 naming the registered ones. */
    GameOffer offer(String game) {
        if (!Games.has(game)) {
            throw ApiError.bad("table: field 'game' must be a registered game (" + String.join(", ", Games.ids()) + "), not '"
                    + Api.printable(game) + "'");
        }
        return new GameOffer(Games.get(game));
    }

    /** {@code GET /api/games}: every registered game, in the registry's order. */
    ArrayNode gamesJson() {
        ArrayNode a = Json.array();
        for (String id : Games.ids()) {
            ObjectNode o = new GameOffer(Games.get(id)).json(this);
            o.put("tables", id.equals(GAME) ? "fugitive" : "game"); // which kinds of table the page opens for it
            a.add(o);
        }
        return a;
    }

    /** {@code GET /api/bots}: per seat, the bots that play it in the registry's order (the default first), each with a gloss. */
    ObjectNode botsJson() {
        ObjectNode o = Json.object();
        o.put("game", GAME);
        for (int seat = 0; seat < seats.size(); seat++) {
            ArrayNode a = o.putArray(seats.get(seat));
            for (String name : botsBySeat.get(seat)) {
                a.addObject().put("name", name).put("gloss", gloss(GAME, seats.get(seat), name));
            }
        }
        return o;
    }
}
