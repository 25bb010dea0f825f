package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.cardlab.core.Game;
import org.cardlab.core.GameInfo;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Json;
import org.cardlab.core.Param;
import org.cardlab.core.UserError;

/**
 * What the web table offers of one registered game, read from its plugin alone: its shipped
 * specs and default spec, its setup parameters, its seats, and which of its bots play each seat
 * (the registry's order, the default first, each with its gloss). It turns a request for a new
 * game into a {@link GameTable}; anything that does not fit is a one-line 400 and opens nothing.
 */
final class GameOffer {
    private final GameType type;

    GameOffer(GameType type) {
        this.type = type;
    }

    String id() {
        return type.id();
    }

    /** The bots of the registry that play {@code seat} of {@code game}, in its order. */
    List<String> botsFor(Game<?, ?> game, int seat) {
        List<String> ok = new ArrayList<>();
        for (String name : type.botNames()) {
            try {
                game.bot(name, seat);
                ok.add(name);
            } catch (UserError notThisSeat) {
                // this bot plays other seats only
            }
        }
        return ok;
    }

    /** The game under a shipped spec (by name only: a request never names a file) and setup {@code params}. */
    Game<?, ?> game(String spec, JsonNode params) {
        if (!type.specNames().contains(spec)) {
            throw ApiError.bad("table: field 'spec': unknown " + type.title() + " spec '" + Api.printable(spec) + "' (shipped: "
                    + String.join(", ", type.specNames()) + ")");
        }
        if (!params.isObject()) {
            throw ApiError.bad("table: field 'params' must be an object (" + paramWords() + ")");
        }
        // the registry's range, the one GET /api/games gives and the start page shows, before the engine's own check
        JsonNode count = params.get(GameInfo.PLAYERS);
        GameInfo info = type.info();
        boolean countSet = info.params().stream().anyMatch(p -> p.key().equals(GameInfo.PLAYERS));
        if (countSet && count != null && (!count.isIntegralNumber() || !count.canConvertToInt() || count.asInt() < info.minPlayers()
                || count.asInt() > info.maxPlayers())) {
            throw ApiError.bad("table: field 'params." + GameInfo.PLAYERS + "': " + info.title() + " is for " + info.minPlayers() + " to "
                    + info.maxPlayers() + " players, not " + Api.printable(count.toString()));
        }
        try {
            return type.game(type.spec(spec), (ObjectNode) params);
        } catch (UserError e) {
            throw ApiError.bad("table: field 'params': " + Api.oneLine(e.getMessage()));
        }
    }

    private String paramWords() {
        List<String> keys = type.params().stream().map(Param::key).toList();
        return keys.isEmpty() ? type.title() + " takes none" : "keys: " + String.join(", ", keys);
    }

    /** {@code {"game":ID,"mode":"play","spec","params","seed","human","bots"}}: every field but game and mode has a default. */
    GameTable<?, ?> open(String id, JsonNode b) {
        Json.onlyFields(b, "table", Set.of("game", "mode", "spec", "params", "seed", "human", "bots"));
        Game<?, ?> game = game(b.has("spec") ? Json.text(b, "spec", "table") : type.defaultSpec(),
                b.has("params") ? b.get("params") : Json.object());
        long seed = b.has("seed") ? Json.longInt(b, "seed", "table") : secretSeed();
        int human = human(game, b.get("human"));
        return dealt(id, game, seed, human, bots(game, b.get("bots")));
    }

    /**
     * A seed nobody chose, for a game whose seed (which deals every card) the person must not learn
     * before the end: 53 random bits. A small range would let a player find it from his own hand by
     * trying every seed (a million take seconds); 53 bits keep it exact as a number in the page's
     * JavaScript, where the view shows it at the end.
     */
    static long secretSeed() {
        return new SecureRandom().nextLong() >>> 11;
    }

    private static <S extends GameState<M>, M> GameTable<S, M> dealt(String id, Game<S, M> game, long seed, int human, List<String> bots) {
        return GameTable.dealt(id, game, seed, human, bots);
    }

    /** The person's seat: a seat number from 0, a seat's role, or "none" to watch; by default the first seat. */
    int human(Game<?, ?> game, JsonNode h) {
        if (h == null) {
            return 0;
        }
        if (h.isIntegralNumber() && h.canConvertToInt() && h.asInt() >= 0 && h.asInt() < game.numPlayers()) {
            return h.asInt();
        }
        if (h.isTextual() && h.asText().equals("none")) {
            return GameTable.NOBODY;
        }
        if (h.isTextual() && type.seatRoles().contains(h.asText())) {
            return type.seatRoles().indexOf(h.asText());
        }
        throw ApiError.bad("table: field 'human' must be a seat from 0 to " + (game.numPlayers() - 1)
                + (type.seatRoles().isEmpty() ? "" : ", " + String.join(", ", type.seatRoles())) + " or \"none\", not "
                + Api.printable(h.toString()));
    }

    /** One bot per seat (the person's seat too: it names who would play it); by default each seat's first. */
    List<String> bots(Game<?, ?> game, JsonNode given) {
        int n = game.numPlayers();
        if (given != null && (!given.isArray() || given.size() != n)) {
            throw ApiError.bad("table: field 'bots' must be a list of " + n + " bot names, one per seat");
        }
        List<String> out = new ArrayList<>();
        for (int seat = 0; seat < n; seat++) {
            List<String> ok = botsFor(game, seat);
            String name = given == null ? ok.get(0) : given.get(seat).asText();
            if (!ok.contains(name)) {
                throw ApiError.bad("table: field 'bots': seat " + seat + " (" + game.seatName(seat) + ") is played by "
                        + String.join(", ", ok) + ", not '" + Api.printable(name) + "'");
            }
            out.add(name);
        }
        return out;
    }

    /** One entry of {@code GET /api/games}. */
    ObjectNode json(Catalog catalog) {
        ObjectNode o = Json.object();
        o.put("id", type.id());
        o.put("title", type.title());
        o.put("defaultSpec", type.defaultSpec());
        GameInfo info = type.info();
        o.putObject("players").put("min", info.minPlayers()).put("max", info.maxPlayers());
        ArrayNode specs = o.putArray("specs");
        for (String name : type.specNames()) {
            specs.addObject().put("name", name).put("title", type.spec(name).title()).put("default", name.equals(type.defaultSpec()));
        }
        ArrayNode params = o.putArray("params");
        for (Param p : type.params()) {
            ObjectNode q = params.addObject().put("key", p.key()).put("description", p.description());
            q.set("default", p.defaultValue());
            if (p.isFlag()) {
                q.set("flag", p.flagValue());
            }
        }
        Game<?, ?> game = type.game(type.spec(type.defaultSpec()));
        ArrayNode seats = o.putArray("seats");
        for (int seat = 0; seat < game.numPlayers(); seat++) {
            ObjectNode s = seats.addObject().put("seat", seat).put("name", game.seatName(seat));
            if (!type.seatRoles().isEmpty()) {
                s.put("role", type.seatRoles().get(seat));
            }
            ArrayNode bots = s.putArray("bots");
            for (String name : botsFor(game, seat)) {
                bots.addObject().put("name", name).put("gloss", catalog.gloss(type.id(), type.seatRoles().isEmpty() ? null
                        : type.seatRoles().get(seat), name));
            }
        }
        return o;
    }
}
