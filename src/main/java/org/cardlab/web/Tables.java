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
import org.cardlab.core.Json;
import org.cardlab.core.UserError;

/**
 * The open tables and their files: one file per table in {@code DATA/tables/}, named by the
 * table's id (random, chosen here: nothing a request sends becomes a file name), written
 * through the core JSON helpers after every change, read back at start so that every game
 * resumes after a restart. Each table is changed under its own lock.
 */
final class Tables {
    static final Pattern ID = Pattern.compile("[0-9a-f]{12}");
    static final int MAX_TABLES = 2000;

    private final Path dir;
    private final Puzzles puzzles;
    private final Map<String, WebTable> open = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    Tables(Path dataDir, Puzzles puzzles, PrintWriter warnings) {
        this.dir = dataDir.resolve("tables");
        this.puzzles = puzzles;
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
            if (dot < 0 || !ID.matcher(name.substring(0, dot)).matches()) {
                continue;
            }
            String id = name.substring(0, dot);
            try {
                WebTable t = read(id, name.substring(dot), Json.read(f), f.toString());
                if (t != null) {
                    open.put(id, t);
                }
            } catch (UserError e) {
                warnings.println("cardlab serve: skipped " + e.getMessage());
            }
        }
    }

    private WebTable read(String id, String suffix, JsonNode json, String where) {
        return switch (suffix) {
            case ".notes.json" -> MarshalTable.fromFile(id, json, where);
            case ".play.json" -> PlayTable.fromFile(id, json, where);
            case ".puzzle.json" -> PuzzleTable.fromFile(id, json, where, puzzles);
            default -> null;
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
            throw new ApiError(507, "too many tables open (" + MAX_TABLES + "); remove some files from " + dir);
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

    /** Applies an action and saves; a refused action changes nothing, and neither does one that cannot be saved. */
    ObjectNode act(String id, String action, JsonNode body) {
        WebTable t = get(id);
        synchronized (t) {
            ObjectNode before = t.file();
            t.act(action, body);
            try {
                save(t);
            } catch (ApiError e) {
                WebTable back = read(id, t.suffix(), before, "the table as it was");
                open.put(id, back);
                throw e;
            }
            return t.view();
        }
    }

    ObjectNode view(String id) {
        WebTable t = get(id);
        synchronized (t) {
            return t.view();
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
            synchronized (t) {
                a.add(t.summary());
            }
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
