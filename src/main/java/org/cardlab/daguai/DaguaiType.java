package org.cardlab.daguai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameType;
import org.cardlab.core.Json;
import org.cardlab.core.Param;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;

/** Da Guai Lu Zi in the registry. Setup: one round, or a match to the spec's level. */
public final class DaguaiType implements GameType {
    public static final DaguaiType INSTANCE = new DaguaiType();

    /** The game-file format of cardlab 0.1, still read (it embedded the rule values already). */
    public static final String LEGACY_FORMAT = "cardlab.daguai.game/1";

    private DaguaiType() {}

    @Override
    public String id() {
        return "daguai";
    }

    @Override
    public String title() {
        return "Da Guai Lu Zi";
    }

    @Override
    public String defaultSpec() {
        return "pl";
    }

    @Override
    public List<String> botNames() {
        return List.of("greedy", "random");
    }

    @Override
    public List<Param> params() {
        return List.of(new Param("mode", "--match", null, "Play a whole match to the spec's level instead of one round.",
                TextNode.valueOf("round"), TextNode.valueOf("match")));
    }

    @Override
    public DaguaiGame game(RuleSpec spec, ObjectNode params) {
        boolean match = false;
        for (Iterator<String> it = params.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!k.equals("mode")) {
                throw new UserError("unknown Da Guai Lu Zi setup parameter '" + k + "' (known: mode)");
            }
            String mode = params.get(k).asText();
            if (!mode.equals("round") && !mode.equals("match")) {
                throw new UserError("the mode must be 'round' or 'match', not '" + mode + "'");
            }
            match = mode.equals("match");
        }
        return new DaguaiGame(DaguaiRules.fromSpec(spec), match);
    }

    /** A match: the tribute rules and the level rules act only between rounds. */
    @Override
    public ObjectNode witnessParams() {
        ObjectNode o = Json.object();
        o.put("mode", "match");
        return o;
    }

    @Override
    public List<String> legacyFormats() {
        return List.of(LEGACY_FORMAT);
    }

    /** {@code {"format", "spec", "rules"?, "seed", "mode", "moves"}}: the rule values were embedded already. */
    @Override
    public GameRecord readLegacy(JsonNode json, Path file) {
        String where = file.toString();
        Json.onlyFields(json, where, Set.of("format", "spec", "rules", "seed", "mode", "moves"));
        String name = Json.text(json, "spec", where);
        RuleSpec spec;
        if (json.has("rules")) {
            Json.requireObject(json.get("rules"), where + ": field 'rules'");
            Map<String, JsonNode> values = new LinkedHashMap<>();
            json.get("rules").fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue()));
            spec = RuleSpec.fromValues(id(), name, DaguaiRules.withAddedDefaults(values), file);
        } else {
            try {
                spec = spec(name);
            } catch (UserError e) {
                throw e.within(where + ": field 'spec'");
            }
        }
        ObjectNode params = Json.object();
        params.put("mode", Json.text(json, "mode", where));
        return new GameRecord(id(), spec, params, Json.longInt(json, "seed", where), null,
                GameRecord.moveTexts(Json.arrayField(json, "moves", where), where));
    }

    @Override
    public List<JsonNode> alternatives(RuleSpec spec, String rule) {
        Set<String> choices = DaguaiRules.CHOICES.get(rule);
        if (choices == null) {
            return GameType.super.alternatives(spec, rule);
        }
        String now = spec.value(rule).asText();
        return choices.stream().sorted().filter(c -> !c.equals(now)).map(c -> (JsonNode) TextNode.valueOf(c)).toList();
    }
}
