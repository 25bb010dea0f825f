package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.cardlab.core.ExtraFile;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameType;
import org.cardlab.core.Json;
import org.cardlab.core.Param;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;

/** Fugitive in the registry. */
public final class FugitiveType implements GameType {
    public static final FugitiveType INSTANCE = new FugitiveType();

    /** The game-file format of cardlab 0.1, still read. */
    public static final String LEGACY_FORMAT = "cardlab.fugitive.game/1";

    private FugitiveType() {}

    @Override
    public String id() {
        return "fugitive";
    }

    @Override
    public String title() {
        return "Fugitive";
    }

    @Override
    public String defaultSpec() {
        return "pt";
    }

    @Override
    public List<String> botNames() {
        return List.of("heuristic", "random", "advisor", "search", "shadow", "racer");
    }

    @Override
    public List<String> seatOptions() {
        return List.of("fugitive", "marshal");
    }

    @Override
    public List<ExtraFile> extraFiles() {
        // The notes embed the rule values, so notes of a game under a spec file or a what-if
        // variant read back under the same rules (deduce, marshal --load, the web table).
        return List.of(new ExtraFile("--notes", "Also write the Marshal's notes (cardlab.fugitive.notes/1, with the rule values) to FILE.",
                s -> Notes.of(((FugitiveState) s).rules(), ((FugitiveState) s).notes().events()).toJson()));
    }

    @Override
    public List<Param> params() {
        return List.of();
    }

    @Override
    public FugitiveGame game(RuleSpec spec, ObjectNode params) {
        if (params.size() > 0) {
            throw new UserError("Fugitive has no setup parameters (got '" + params.fieldNames().next() + "')");
        }
        return FugitiveGame.of(spec);
    }

    /**
     * None: Fugitive's gap finder has a hand-written detector for each rule a text may leave
     * open ({@link FugitiveGapDetectors}), so it needs no what-if variants.
     */
    @Override
    public List<JsonNode> alternatives(RuleSpec spec, String rule) {
        return List.of();
    }

    @Override
    public List<String> legacyFormats() {
        return List.of(LEGACY_FORMAT);
    }

    /** {@code {"format", "spec": name, "seed" or "decks", "moves"}}: the spec is resolved by name. */
    @Override
    public GameRecord readLegacy(JsonNode json, Path file) {
        String where = file.toString();
        Json.onlyFields(json, where, Set.of("format", "spec", "seed", "decks", "moves"));
        String name = Json.text(json, "spec", where);
        RuleSpec spec;
        try {
            spec = spec(name);
        } catch (UserError e) {
            throw e.within(where + ": field 'spec'");
        }
        return readLegacy(json, file, spec);
    }

    /** An old game file whose spec is known from elsewhere (a web table stores the rule values beside it). */
    public GameRecord readLegacy(JsonNode json, Path file, RuleSpec spec) {
        String where = file.toString();
        Json.onlyFields(json, where, Set.of("format", "spec", "seed", "decks", "moves"));
        if (json.has("decks") && json.has("seed")) {
            throw new UserError(where + ": give either 'seed' or 'decks', not both");
        }
        JsonNode decks = json.get("decks");
        long seed = decks == null ? Json.longInt(json, "seed", where) : 0;
        return new GameRecord(id(), spec, Json.object(), seed, decks, GameRecord.moveTexts(Json.arrayField(json, "moves", where), where));
    }
}
