package org.cardlab.games;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.FileKinds;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameType;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.daguai.DaguaiType;
import org.cardlab.fugitive.FugitiveType;
import org.cardlab.scout.ScoutType;

/**
 * The registry of games. The invariant harness, the commands and the agreement tools find a
 * game here by its id and never test a game's name; adding a game is adding it to {@link #ALL}
 * (see docs/adding-a-game.md).
 */
public final class Games {
    private static final List<GameType> ALL = List.of(FugitiveType.INSTANCE, ScoutType.INSTANCE, DaguaiType.INSTANCE);

    private Games() {}

    public static List<GameType> all() {
        return ALL;
    }

    /** The game {@code id}; an unknown id is a one-line error naming the known ones. */
    public static GameType get(String id) {
        for (GameType t : ALL) {
            if (t.id().equals(id)) {
                return t;
            }
        }
        throw new UserError("unknown game '" + id + "' (known: " + String.join(", ", ids()) + ")");
    }

    /** Whether a game of this id is registered (a specs folder may hold specs of a game without an engine). */
    public static boolean has(String id) {
        return ALL.stream().anyMatch(t -> t.id().equals(id));
    }

    public static List<String> ids() {
        return ALL.stream().map(GameType::id).toList();
    }

    /**
     * Reads a game file of any game, in the current format or an older one that a game still
     * reads. A file of another kind is a one-line error saying what was expected.
     */
    public static GameRecord read(Path file) {
        return record(Json.read(file), file);
    }

    /** A game file's JSON, read from {@code file} (named in errors): the current format or an older one. */
    public static GameRecord record(JsonNode json, Path file) {
        Json.requireObject(json, file.toString());
        String format = GameRecord.formatOf(json);
        if (format == null) {
            JsonNode f = json.get("format");
            throw new UserError(file + (f == null || f.isNull() ? ": missing field 'format'" : ": field 'format' must be a string")
                    + " (a game file is tagged '" + GameRecord.FORMAT + "')");
        }
        if (GameRecord.FORMAT.equals(format)) {
            GameRecord r = GameRecord.parse(json, file);
            get(r.game()); // an unknown game id is an error here, not at replay
            return r;
        }
        for (GameType t : ALL) {
            if (t.legacyFormats().contains(format)) {
                return t.readLegacy(json, file);
            }
        }
        FileKinds.require(json, file.toString(), GameRecord.FORMAT); // names what the file is and what reads it
        throw new IllegalStateException("unreachable: the format is not " + GameRecord.FORMAT);
    }

    /** Reads a game file and checks it is a game of {@code type}. */
    public static GameRecord read(Path file, GameType type) {
        GameRecord r = read(file);
        if (!r.game().equals(type.id())) {
            throw new UserError(file + " is a " + r.game() + " game, not a " + type.id() + " game; read it with `cardlab "
                    + r.game() + " replay`");
        }
        return r;
    }
}
