package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The registry of games: every {@link GameType} plugin on the class path, found through
 * {@link ServiceLoader} (each plugin's folder has its one line in
 * {@code META-INF/services/org.cardlab.core.GameType}). The commands, the tests and the
 * agreement tools find a game here by its id and never test a game's name; adding a game adds
 * nothing here (see docs/adding-a-game.md). Reads game files of any registered game.
 */
public final class Games {
    /** The plugins by id, in the order of their service entries (the shipped ones first). */
    private static final Map<String, GameType> BY_ID = load();

    private Games() {}

    private static Map<String, GameType> load() {
        Map<String, GameType> out = new LinkedHashMap<>();
        List<GameType> found = new ArrayList<>();
        ServiceLoader.load(GameType.class, Games.class.getClassLoader()).forEach(found::add);
        found.sort(Comparator.comparingInt(Games::shippedFirst));
        for (GameType t : found) {
            GameType before = out.putIfAbsent(t.id(), t);
            if (before != null && before.getClass() != t.getClass()) {
                throw new IllegalStateException("two games registered as '" + t.id() + "': " + before.getClass().getName()
                        + " and " + t.getClass().getName());
            }
        }
        return out;
    }

    /** The games shipped in cardlab's own jar come before the others (plugins added beside it, the tests' game). */
    private static int shippedFirst(GameType t) {
        return t.getClass().getProtectionDomain().getCodeSource() == Games.class.getProtectionDomain().getCodeSource() ? 0 : 1;
    }

    public static List<GameType> all() {
        return List.copyOf(BY_ID.values());
    }

    /** The game {@code id}; an unknown id is a one-line error naming the known ones. */
    public static GameType get(String id) {
        GameType t = BY_ID.get(id);
        if (t == null) {
            throw new UserError("unknown game '" + id + "' (known: " + String.join(", ", ids()) + ")");
        }
        return t;
    }

    /** Whether a game of this id is registered (a specs folder may hold specs of a game without an engine). */
    public static boolean has(String id) {
        return BY_ID.containsKey(id);
    }

    public static List<String> ids() {
        return List.copyOf(BY_ID.keySet());
    }

    /** The games' ids for a sentence: "fugitive, scout or daguai". */
    public static String idsInWords() {
        return inWords(ids(), "or");
    }

    /** Words for a sentence: "a, b {@code last} c". */
    public static String inWords(List<String> words, String last) {
        return words.size() < 2 ? String.join("", words)
                : String.join(", ", words.subList(0, words.size() - 1)) + " " + last + " " + words.get(words.size() - 1);
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
            try {
                get(r.game()); // an unknown game id is an error here, not at replay
            } catch (UserError e) {
                throw e.within(file + ": field 'game'");
            }
            return r;
        }
        for (GameType t : BY_ID.values()) {
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
