package org.cardlab.scout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameType;
import org.cardlab.core.Json;
import org.cardlab.core.Param;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;

/** SCOUT in the registry. Setup: the player count. */
public final class ScoutType implements GameType {
    public static final ScoutType INSTANCE = new ScoutType();

    /** The game-file format of cardlab 0.1, still read. */
    public static final String LEGACY_FORMAT = "cardlab.scout.game/1";

    /** The values of the text-valued rules, for the gap finder's what-if comparison. */
    private static final Map<String, List<String>> CHOICES = Map.of(
            "runDirections", List.of("both", "ascending", "descending"),
            "compareBy", List.of("smallest", "largest"),
            "capture", List.of("always", "same-count-and-kind"),
            "ties", List.of("shared", "none"),
            "startPlayer", List.of("rotate", "fixed"));

    private ScoutType() {}

    @Override
    public String id() {
        return "scout";
    }

    @Override
    public String title() {
        return "SCOUT";
    }

    @Override
    public String defaultSpec() {
        return "official";
    }

    @Override
    public List<String> botNames() {
        return List.of("greedy", "random");
    }

    @Override
    public List<Param> params() {
        return List.of(new Param("players", "--players", "P", "Number of players (the spec says which counts it plays).",
                IntNode.valueOf(4), null));
    }

    @Override
    public ScoutGame game(RuleSpec spec, ObjectNode params) {
        int players = 4;
        for (Iterator<String> it = params.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!k.equals("players")) {
                throw new UserError("unknown SCOUT setup parameter '" + k + "' (known: players)");
            }
            JsonNode v = params.get(k);
            if (!v.isIntegralNumber() || !v.canConvertToInt()) {
                throw new UserError("--players: the player count must be a whole number, not " + v);
            }
            players = v.asInt();
        }
        return new ScoutGame(ScoutRules.of(spec.name(), spec), players);
    }

    /** Every player count the spec lists is checked (a game of the default count may not be one of them). */
    @Override
    public void checkValues(RuleSpec spec) {
        ScoutRules.of(spec.name(), spec);
    }

    @Override
    public List<String> legacyFormats() {
        return List.of(LEGACY_FORMAT);
    }

    /** {@code {"format", "spec": name or path, "players", "seed", "deal"?, "moves"}}. */
    @Override
    public GameRecord readLegacy(JsonNode json, Path file) {
        String where = file.toString();
        Json.onlyFields(json, where, Set.of("format", "spec", "players", "seed", "deal", "moves"));
        RuleSpec spec;
        try {
            spec = spec(Json.text(json, "spec", where));
        } catch (UserError e) {
            throw e.within(where + ": field 'spec'");
        }
        ObjectNode params = Json.object();
        params.put("players", Json.integer(json, "players", where));
        return new GameRecord(id(), spec, params, Json.longInt(json, "seed", where), json.get("deal"),
                GameRecord.moveTexts(Json.arrayField(json, "moves", where), where));
    }

    @Override
    public List<JsonNode> alternatives(RuleSpec spec, String rule) {
        List<String> choices = CHOICES.get(rule);
        if (choices == null) {
            return GameType.super.alternatives(spec, rule);
        }
        String now = spec.value(rule).asText();
        return choices.stream().filter(c -> !c.equals(now)).map(c -> (JsonNode) TextNode.valueOf(c)).toList();
    }
}
