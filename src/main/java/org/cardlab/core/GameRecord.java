package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A game file (format {@code cardlab.game/1}), the same for every game: the game's id, the
 * spec's name and its rule values, the setup parameters, the seed or a given deal, and the
 * moves in the game's notation. It reads alone: replaying it needs no spec file, and it can be
 * replayed under any other spec of the same game. See docs/game-format.md.
 *
 * @param spec   the spec the game was played under (its values are embedded in the file)
 * @param params the setup beyond the spec (empty when none)
 * @param deal   the given deal in the game's own form, or null when the game was dealt from the seed
 */
public record GameRecord(String game, RuleSpec spec, ObjectNode params, long seed, JsonNode deal, List<String> moves) {
    public static final String FORMAT = "cardlab.game/1";

    private static final Set<String> FIELDS = Set.of("format", "game", "spec", "rules", "params", "seed", "deal", "moves");

    public GameRecord {
        moves = List.copyOf(moves);
        params = params == null ? Json.object() : params.deepCopy();
    }

    /** The same game with only its first {@code n} moves. */
    public GameRecord firstMoves(int n) {
        return new GameRecord(game, spec, params, seed, deal, moves.subList(0, Math.min(n, moves.size())));
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("format", FORMAT);
        o.put("game", game);
        o.put("spec", spec.name());
        ObjectNode rules = o.putObject("rules");
        spec.values().forEach(rules::set);
        if (params.size() > 0) {
            o.set("params", params.deepCopy());
        }
        o.put("seed", seed);
        if (deal != null) {
            o.set("deal", deal.deepCopy());
        }
        ArrayNode ms = o.putArray("moves");
        moves.forEach(ms::add);
        return o;
    }

    /** The format tag of a JSON document, or null when it has none. */
    public static String formatOf(JsonNode json) {
        JsonNode f = json == null ? null : json.get("format");
        return f != null && f.isTextual() ? f.asText() : null;
    }

    /**
     * Reads a file in this format; errors name the file and the field. {@code file} also stands
     * as the source of the embedded rule values.
     */
    public static GameRecord parse(JsonNode json, Path file) {
        String where = file.toString();
        FileKinds.require(json, where, FORMAT);
        Json.onlyFields(json, where, FIELDS);
        String game = Json.text(json, "game", where);
        String specName = Json.text(json, "spec", where);
        JsonNode rules = Json.field(json, "rules", where);
        Json.requireObject(rules, where + ": field 'rules'");
        Map<String, JsonNode> values = new LinkedHashMap<>();
        for (var e : rules.properties()) {
            values.put(e.getKey(), e.getValue());
        }
        RuleSpec spec = RuleSpec.fromValues(game, specName, values, file);
        ObjectNode params = Json.object();
        if (json.has("params")) {
            Json.requireObject(json.get("params"), where + ": field 'params'");
            params = (ObjectNode) json.get("params");
        }
        JsonNode deal = json.get("deal");
        long seed = json.has("seed") || deal == null ? Json.longInt(json, "seed", where) : 0;
        return new GameRecord(game, spec, params, seed, deal == null || deal.isNull() ? null : deal,
                moveTexts(Json.arrayField(json, "moves", where), where));
    }

    /** The move strings of a file's {@code moves} list; a non-string is an error naming its index. */
    public static List<String> moveTexts(ArrayNode moves, String where) {
        List<String> out = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            JsonNode m = moves.get(i);
            if (!m.isTextual()) {
                throw new UserError(where + ": moves[" + i + "] must be a string in the game's move notation");
            }
            out.add(m.asText());
        }
        return out;
    }
}
