package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;

/**
 * The open tables and their files: one file per table in {@code DATA/tables/}, named by the
 * table's id (random, chosen here: nothing a request sends becomes a file name), written
 * through the core JSON helpers after every change, read back at start so that every game
 * resumes after a restart. Each table is changed under its own lock.
 *
 * <p>Every write names the count it was made on ({@code "at"}) and may name the version; a
 * write on anything else is refused with 409 and the table's current view, so two devices and
 * a flaky network never lose or double a change.
 */
final class Tables {
    static final Pattern ID = Pattern.compile("[0-9a-f]{12}");
    static final int MAX_TABLES = 2000;

    private final Path dir;
    private final Puzzles puzzles;
    private final Catalog catalog;
    private final Watchers watchers = new Watchers();
    private final Map<String, WebTable> open = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    Tables(Path dataDir, Puzzles puzzles, Catalog catalog, PrintWriter warnings) {
        this.dir = dataDir.resolve("tables");
        this.puzzles = puzzles;
        this.catalog = catalog;
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UserError(dir + ": cannot create the data directory (" + e.getMessage() + ")");
        }
        loadAll(warnings);
    }

    Path dir() {
        return dir;
    }

    Watchers watchers() {
        return watchers;
    }

    /** Reads every table file back; one that cannot be resumed is skipped with one line, and the server starts. */
    private void loadAll(PrintWriter warnings) {
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.sorted().toList();
        } catch (IOException e) {
            throw new UserError(dir + ": cannot list (" + e.getMessage() + ")");
        }
        for (Path f : files) {
            String name = f.getFileName().toString();
            int dot = name.indexOf('.');
            if (dot < 0 || !ID.matcher(name.substring(0, dot)).matches() || kind(name.substring(dot)) == null) {
                continue;
            }
            if (!Files.isRegularFile(f)) { // a FIFO or a device would hold the start: never opened
                warnings.println("cardlab serve: skipped " + f + ": not a regular file");
                continue;
            }
            String id = name.substring(0, dot);
            try {
                open.put(id, read(id, name.substring(dot), Json.read(f), f.toString()));
            } catch (ApiError e) {
                warnings.println("cardlab serve: skipped " + f + ": " + e.getMessage());
            } catch (RuntimeException e) { // UserError, or a game the engine refuses to replay
                String why = Api.oneLine(e.getMessage());
                // a reader's error names the file already; one from deeper (an unknown game) does not
                warnings.println("cardlab serve: skipped " + (why.contains(f.toString()) ? "" : f + ": ") + why);
            }
        }
        warnings.flush();
    }

    private static String kind(String suffix) {
        return switch (suffix) {
            case ".notes.json", ".play.json", ".puzzle.json", GameTable.SUFFIX -> suffix;
            default -> null;
        };
    }

    private WebTable read(String id, String suffix, JsonNode json, String where) {
        return switch (suffix) {
            case ".notes.json" -> MarshalTable.fromFile(id, json, where, catalog);
            case ".play.json" -> PlayTable.fromFile(id, json, where, catalog);
            case GameTable.SUFFIX -> GameTable.fromFile(id, json, where);
            default -> PuzzleTable.fromFile(id, json, where, puzzles);
        };
    }

    String newId() {
        byte[] b = new byte[6];
        random.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    /** Opens a new table made by {@code make} from a fresh id, saves it, returns its view. */
    ObjectNode create(Function<String, WebTable> make) {
        if (open.size() >= MAX_TABLES) {
            throw new ApiError(507, "too many tables open (" + MAX_TABLES + "); delete some on the start page");
        }
        String id;
        do {
            id = newId();
        } while (open.containsKey(id));
        WebTable t = make.apply(id);
        synchronized (t) {
            save(t);
            open.put(id, t);
            return t.view();
        }
    }

    WebTable get(String id) {
        WebTable t = ID.matcher(id).matches() ? open.get(id) : null;
        if (t == null) {
            throw ApiError.notFound("no table '" + Api.printable(id) + "'");
        }
        return t;
    }

    /**
     * Applies a write made on count {@code "at"} (and, when given, {@code "version"}) and saves it;
     * a stale or refused write changes nothing, and neither does one that cannot be saved.
     */
    ObjectNode act(String id, String action, JsonNode body) {
        WebTable t = get(id);
        synchronized (t) {
            JsonNode rest = checkSequence(t, body);
            ObjectNode before = t.file();
            String beforeVersion = t.version();
            try {
                t.act(action, rest);
            } catch (ApiError | UserError e) {
                t.changed(); // a refused write leaves the table as it was; its version is read again to be sure
                if (!t.version().equals(beforeVersion)) {
                    open.put(id, read(id, t.suffix(), before, "the table as it was"));
                }
                throw e;
            }
            t.changed();
            try {
                save(t);
            } catch (ApiError e) {
                open.put(id, read(id, t.suffix(), before, "the table as it was"));
                throw e;
            }
            ObjectNode v = t.view();
            t.publish();
            watchers.changed(id, () -> v);
            return v;
        }
    }

    /** The body without "at" and "version", once they match the table; else a 409 carrying the current view. */
    private static JsonNode checkSequence(WebTable t, JsonNode body) {
        Json.requireObject(body, "request");
        JsonNode at = body.get("at");
        if (at == null || !at.canConvertToInt() || !at.isIntegralNumber()) {
            throw stale(t, at == null ? "a write must say which count it was made on (\"at\": " + t.count() + ")"
                    : "field 'at' must be a whole number (the table's count, " + t.count() + ")");
        }
        if (at.asInt() != t.count()) {
            throw stale(t, "made on " + unit(t, at.asInt()) + ", but the table has " + t.count()
                    + ": it changed elsewhere, here is what it holds now");
        }
        JsonNode version = body.get("version");
        if (version != null && !version.isTextual()) {
            throw ApiError.bad("request: field 'version' must be the text of a view's version, as the view gives it");
        }
        if (version != null && !version.asText().equals(t.version())) {
            throw stale(t, "made on another version of the table (it changed elsewhere): here is what it holds now");
        }
        ObjectNode rest = ((ObjectNode) body).deepCopy();
        rest.remove("at");
        rest.remove("version");
        return rest;
    }

    /** A count of what the table's mode writes: "1 move", "3 guesses", "0 events". */
    private static String unit(WebTable t, int n) {
        return switch (t.mode()) {
            case "play" -> Counts.plain(n, "move");
            case "puzzle" -> Counts.plain(n, "guess", "guesses");
            default -> Counts.plain(n, "event");
        };
    }

    private static ApiError stale(WebTable t, String why) {
        ObjectNode details = Json.object();
        details.put("stale", true);
        details.set("view", t.view());
        return new ApiError(409, "not taken: " + why, details);
    }

    ObjectNode view(String id) {
        WebTable t = get(id);
        synchronized (t) {
            return t.view();
        }
    }

    /** The table's view once its version is not {@code version}: at once, or at its next change (else 204 after {@code millis}). */
    void await(String id, String version, long millis, Watchers.Answer answer) {
        WebTable t = get(id);
        synchronized (t) {
            if (open.get(id) != t) { // deleted between the look-up and the lock: its watchers were told already
                throw ApiError.notFound("table '" + id + "' was deleted");
            }
            if (!t.version().equals(version)) {
                answer.send(200, t.view());
                return;
            }
            watchers.await(id, answer, millis);
        }
    }

    ObjectNode notes(String id) {
        WebTable t = get(id);
        synchronized (t) {
            return t.notes().toJson();
        }
    }

    ArrayNode list() {
        ArrayNode a = Json.array();
        open.values().stream().sorted((x, y) -> x.id.compareTo(y.id)).forEach(t -> {
            ObjectNode s = t.published();
            if (s == null) { // not written to since it opened: no write holds its lock for long
                synchronized (t) {
                    s = t.publish();
                }
            }
            a.add(s);
        });
        return a;
    }

    void delete(String id) {
        WebTable t = get(id);
        synchronized (t) {
            try {
                Files.deleteIfExists(dir.resolve(id + t.suffix()));
            } catch (IOException e) {
                throw new ApiError(500, "cannot delete the table's file (" + e.getMessage() + ")");
            }
            open.remove(id);
            watchers.gone(id, ApiError.notFound("table '" + id + "' was deleted").body);
        }
    }

    private void save(WebTable t) {
        try {
            Json.writeFile(dir.resolve(t.id + t.suffix()), Json.write(t.file()));
        } catch (UserError e) {
            throw new ApiError(500, "could not save the table: " + e.getMessage());
        }
    }
}
