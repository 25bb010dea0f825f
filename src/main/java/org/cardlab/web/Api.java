package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Set;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.bots.FugitiveBots;

/**
 * The JSON API under {@code /api/}, apart from HTTP: a method, a path and a body in, a status
 * and a JSON reply out. Every figure comes from the library (the same calls as the CLI);
 * bad input is a 4xx with a one-line reason and changes nothing.
 *
 * <pre>
 * GET    /api/specs | /api/bots | /api/puzzles | /api/tables
 * POST   /api/tables                 {"mode":"marshal","spec":"pt"}
 *                                    {"mode":"play","spec":"pt","seed":7,"human":"marshal|fugitive|none","fugitive":"heuristic","marshal":"heuristic"}
 *                                    {"mode":"puzzle","puzzle":"ca-manhunt-003ca480"}
 * POST   /api/tables/import          a notes file (cardlab.fugitive.notes/1)
 * GET    /api/tables/ID              the table's view
 * GET    /api/tables/ID/notes        the notes file (export)
 * POST   /api/tables/ID/ACTION       events | undo (Marshal's notes); move | step (games); guess (puzzles)
 * DELETE /api/tables/ID
 * </pre>
 */
final class Api {
    /** A reply: status, JSON body, and a file name when the body is a download. */
    record Reply(int status, JsonNode body, String download) {
        static Reply ok(JsonNode body) {
            return new Reply(200, body, null);
        }
    }

    private final Tables tables;
    private final Puzzles puzzles;

    Api(Tables tables, Puzzles puzzles) {
        this.tables = tables;
        this.puzzles = puzzles;
    }

    /** Handles one request; never throws for bad input (a 4xx reply says what is wrong). */
    Reply handle(String method, String path, String body) {
        try {
            return route(method, path, body);
        } catch (ApiError e) {
            return new Reply(e.status, e.body, null);
        } catch (UserError e) {
            ObjectNode o = Json.object();
            o.put("error", oneLine(e.getMessage()));
            return new Reply(400, o, null);
        }
    }

    private Reply route(String method, String path, String body) {
        List<String> p = List.of(path.replaceFirst("^/api/?", "").split("/", -1));
        String head = p.get(0);
        int n = p.size();
        switch (head) {
            case "specs" -> {
                only(method, "GET", n == 1);
                ArrayNode a = Json.array();
                Home.specNames("fugitive").forEach(a::add);
                return Reply.ok(a);
            }
            case "bots" -> {
                only(method, "GET", n == 1);
                ArrayNode a = Json.array();
                FugitiveBots.NAMES.forEach(a::add);
                return Reply.ok(a);
            }
            case "puzzles" -> {
                only(method, "GET", n == 1);
                return Reply.ok(puzzles.list());
            }
            case "tables" -> {
                return tables(method, p, body);
            }
            default -> throw ApiError.notFound("no API path '" + printable(path) + "'");
        }
    }

    private Reply tables(String method, List<String> p, String body) {
        int n = p.size();
        if (n == 1) {
            if (method.equals("GET")) {
                return Reply.ok(tables.list());
            }
            only(method, "POST", true);
            return Reply.ok(create(json(body)));
        }
        String id = p.get(1);
        if (n == 2 && id.equals("import")) {
            only(method, "POST", true);
            Notes notes;
            try {
                notes = Notes.parse(json(body), "imported notes");
            } catch (UserError e) {
                throw ApiError.bad(e.getMessage());
            }
            FugitiveRules rules = rules(notes);
            return Reply.ok(tables.create(newId -> new MarshalTable(newId, rules, notes.events(), "imported notes")));
        }
        if (n == 2) {
            if (method.equals("DELETE")) {
                tables.delete(id);
                ObjectNode o = Json.object();
                o.put("deleted", id);
                return Reply.ok(o);
            }
            only(method, "GET", true);
            return Reply.ok(tables.view(id));
        }
        if (n == 3 && p.get(2).equals("notes")) {
            only(method, "GET", true);
            return new Reply(200, tables.notes(id), "cardlab-notes-" + tables.get(id).id + ".json");
        }
        if (n == 3) {
            only(method, "POST", true);
            JsonNode b = body == null || body.isBlank() ? Json.object() : json(body);
            return Reply.ok(tables.act(id, p.get(2), b));
        }
        throw ApiError.notFound("no API path '/api/" + printable(String.join("/", p)) + "'");
    }

    private static FugitiveRules rules(Notes notes) {
        try {
            return notes.loadRules("imported notes");
        } catch (UserError e) {
            throw ApiError.bad(e.getMessage());
        }
    }

    private ObjectNode create(JsonNode b) {
        Json.requireObject(b, "table");
        String mode = Json.text(b, "mode", "table");
        switch (mode) {
            case "marshal" -> {
                Json.onlyFields(b, "table", Set.of("mode", "spec"));
                FugitiveRules rules = spec(b);
                return tables.create(id -> new MarshalTable(id, rules, List.of(), "new table"));
            }
            case "play" -> {
                Json.onlyFields(b, "table", Set.of("mode", "spec", "seed", "human", "fugitive", "marshal"));
                FugitiveRules rules = spec(b);
                long seed = b.has("seed") ? Json.longInt(b, "seed", "table") : new java.util.Random().nextInt(1_000_000);
                String human = b.has("human") ? Json.text(b, "human", "table") : "marshal";
                String fb = b.has("fugitive") ? Json.text(b, "fugitive", "table") : "heuristic";
                String mb = b.has("marshal") ? Json.text(b, "marshal", "table") : "heuristic";
                return tables.create(id -> new PlayTable(id, rules, seed, human, fb, mb));
            }
            case "puzzle" -> {
                Json.onlyFields(b, "table", Set.of("mode", "puzzle"));
                var puzzle = puzzles.get(Json.text(b, "puzzle", "table"));
                return tables.create(id -> new PuzzleTable(id, puzzle));
            }
            default -> throw ApiError.bad("table: field 'mode' must be 'marshal', 'play' or 'puzzle', not '" + printable(mode) + "'");
        }
    }

    /** A shipped spec, by name only: a request never names a file. */
    private static FugitiveRules spec(JsonNode b) {
        String name = b.has("spec") ? Json.text(b, "spec", "table") : "pt";
        if (!Home.specNames("fugitive").contains(name)) {
            throw ApiError.bad("table: unknown spec '" + printable(name) + "' (known: " + String.join(", ", Home.specNames("fugitive"))
                    + "; a custom spec comes in with imported notes that embed its rule values)");
        }
        return FugitiveRules.load(name);
    }

    private static JsonNode json(String body) {
        if (body == null || body.isBlank()) {
            throw ApiError.bad("the request needs a JSON body");
        }
        try {
            return Json.parse(body, "request body");
        } catch (UserError e) {
            throw ApiError.bad(oneLine(e.getMessage()));
        }
    }

    private static void only(String method, String allowed, boolean pathOk) {
        if (!pathOk) {
            throw ApiError.notFound("no such API path");
        }
        if (!method.equals(allowed)) {
            throw new ApiError(405, "method " + printable(method) + " not allowed here (use " + allowed + ")");
        }
    }

    static String oneLine(String s) {
        return s == null ? "error" : s.replaceAll("\\s+", " ").strip();
    }

    /** A name from a request, safe to echo in a message: printable ASCII, at most 60 characters. */
    static String printable(String s) {
        String t = s.replaceAll("[^\\x20-\\x7e]", "?");
        return t.length() > 60 ? t.substring(0, 60) + "..." : t;
    }
}
