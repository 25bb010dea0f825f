package org.cardlab.games;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameType;

/**
 * Forwards to the registry, which moved to {@link org.cardlab.core.Games} (found through
 * ServiceLoader); kept while commands outside this change still name this class.
 */
public final class Games {
    private Games() {}

    public static List<GameType> all() {
        return org.cardlab.core.Games.all();
    }

    public static GameType get(String id) {
        return org.cardlab.core.Games.get(id);
    }

    public static boolean has(String id) {
        return org.cardlab.core.Games.has(id);
    }

    public static List<String> ids() {
        return org.cardlab.core.Games.ids();
    }

    public static GameRecord read(Path file) {
        return org.cardlab.core.Games.read(file);
    }

    public static GameRecord record(JsonNode json, Path file) {
        return org.cardlab.core.Games.record(json, file);
    }

    public static GameRecord read(Path file, GameType type) {
        return org.cardlab.core.Games.read(file, type);
    }
}
