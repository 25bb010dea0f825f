package org.cardlab.scout;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Set;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;

/** Creating SCOUT games, and rebuilding a saved game ({@code cardlab.scout.game/1}) by replaying its moves. */
public final class ScoutGame {
    private ScoutGame() {}

    public static ScoutState newGame(ScoutRules rules, int players, long seed) {
        return new ScoutState(rules.deckFor(players), seed);
    }

    public static ScoutState read(Path file) {
        return fromJson(Json.read(file), file.toString());
    }

    /**
     * Replays a saved game. Errors name the field or the move (1-based) that does not fit,
     * in one line.
     */
    public static ScoutState fromJson(JsonNode json, String where) {
        Json.onlyFields(json, where, Set.of("format", "spec", "players", "seed", "moves"));
        String format = Json.text(json, "format", where);
        if (!ScoutState.FORMAT.equals(format)) {
            throw new UserError(where + ": field 'format' is '" + format + "', expected '" + ScoutState.FORMAT + "'");
        }
        ScoutRules rules;
        try {
            rules = ScoutRules.load(Json.text(json, "spec", where));
        } catch (UserError e) {
            throw e.within(where + ": field 'spec'");
        }
        int players = Json.integer(json, "players", where);
        long seed = Json.longInt(json, "seed", where);
        ScoutState s;
        try {
            s = newGame(rules, players, seed);
        } catch (UserError e) {
            throw e.within(where + ": field 'players'");
        }
        int i = 0;
        for (JsonNode m : Json.arrayField(json, "moves", where)) {
            i++;
            if (!m.isTextual()) {
                throw new UserError(where + ": moves[" + i + "] must be a string like \"show 2-4\"");
            }
            try {
                s.apply(ScoutMove.parse(m.asText()));
            } catch (UserError e) {
                throw e.within(where + ": move " + i);
            }
        }
        return s;
    }
}
