package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Notes;

/**
 * The JSON API under {@code /api/}, apart from HTTP: a method, a path and a body in, a status
 * and a JSON reply out. Every figure comes from the library (the same calls as the CLI);
 * bad input is a 4xx with a one-line reason and changes nothing.
 *
 * <pre>
 * GET    /api/games | /api/specs | /api/bots | /api/puzzles | /api/tables | /api/address
 * POST   /api/tables                 {"game":"scout","mode":"play"} (any registered game; "spec", "params", "seed", "human", "bots" optional)
 *                                    {"mode":"marshal","spec":"pt"}
 *                                    {"mode":"play","spec":"pt","seed":7,"human":"marshal|fugitive|none","fugitive":"heuristic","marshal":"heuristic"}
 *                                    {"mode":"puzzle","puzzle":"ca-manhunt-003ca480"}
 * POST   /api/tables/import          a notes file (cardlab.fugitive.notes/1)
 * GET    /api/tables/ID              the table's view
 * GET    /api/tables/ID/notes        the notes file (export)
 * GET    /api/tables/ID/legal?before=K   what may be entered as event K (a correction)
 * GET    /api/tables/ID/wait?version=V   the view once it is not V (a long poll; 204 when nothing changed)
 * POST   /api/tables/ID/ACTION       {"at":N,...}: events | undo | redo | edit (Marshal's notes); move | step (games); guess | retry (puzzles)
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
    private final Catalog catalog;
    private final Supplier<ObjectNode> address;

    Api(Tables tables, Puzzles puzzles, Catalog catalog, Supplier<ObjectNode> address) {
        this.tables = tables;
        this.puzzles = puzzles;
        this.catalog = catalog;
        this.address = address;
    }

    /** Handles one request; never throws for bad input (a 4xx reply says what is wrong). */
    Reply handle(String method, String path, Map<String, String> query, String body) {
        try {
            return route(method, path, query, body);
        } catch (ApiError e) {
            return new Reply(e.status, e.body, null);
        } catch (UserError e) {
            ObjectNode o = Json.object();
            o.put("error", oneLine(e.getMessage()));
            return new Reply(400, o, null);
        }
    }

    private Reply route(String method, String path, Map<String, String> query, String body) {
        List<String> p = List.of(path.replaceFirst("^/api/?", "").split("/", -1));
        String head = p.get(0);
        int n = p.size();
        switch (head) {
            case "games" -> {
                only(method, "GET", n == 1);
                return Reply.ok(catalog.gamesJson());
            }
            case "specs" -> {
                only(method, "GET", n == 1);
                return Reply.ok(catalog.specsJson());
            }
            case "bots" -> {
                only(method, "GET", n == 1);
                return Reply.ok(catalog.botsJson());
            }
            case "puzzles" -> {
                only(method, "GET", n == 1);
                return Reply.ok(puzzles.list());
            }
            case "address" -> {
                only(method, "GET", n == 1);
                return Reply.ok(address.get());
            }
            case "tables" -> {
                return tables(method, p, query, body);
            }
            default -> throw ApiError.notFound("no API path '" + printable(path) + "'");
        }
    }

    private Reply tables(String method, List<String> p, Map<String, String> query, String body) {
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
            return Reply.ok(importNotes(json(body)));
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
        if (n == 3 && p.get(2).equals("legal")) {
            only(method, "GET", true);
            if (!(tables.get(id) instanceof MarshalTable m)) {
                throw ApiError.notFound("legal: only a Marshal's table has events to correct");
            }
            synchronized (m) {
                return Reply.ok(m.legalBefore(number(query, "before")));
            }
        }
        if (n == 3) {
            only(method, "POST", true);
            return Reply.ok(tables.act(id, p.get(2), json(body)));
        }
        throw ApiError.notFound("no API path '/api/" + printable(String.join("/", p)) + "'");
    }

    /**
     * Notes from the person's own file. The server reads nothing they name: their rules are the
     * rule values they embed, or a spec of the shipped list.
     */
    private ObjectNode importNotes(JsonNode body) {
        Notes notes;
        FugitiveRules rules;
        try {
            notes = Notes.parse(body, "imported notes");
            rules = catalog.importedRules(notes, "imported notes");
        } catch (UserError e) {
            throw ApiError.bad(oneLine(e.getMessage()));
        }
        return tables.create(newId -> new MarshalTable(newId, rules, notes.events(), "imported notes", catalog.search()));
    }

    static int number(Map<String, String> query, String name) {
        String v = query.get(name);
        if (v == null || !v.matches("\\d{1,6}")) {
            throw ApiError.bad("query parameter '" + name + "' must be a whole number");
        }
        return Integer.parseInt(v);
    }

    private ObjectNode create(JsonNode b) {
        Json.requireObject(b, "table");
        String mode = Json.text(b, "mode", "table");
        String game = b.has("game") ? Json.text(b, "game", "table") : Catalog.GAME;
        GameOffer offer = catalog.offer(game);
        if (!game.equals(Catalog.GAME)) { // Fugitive's own tables below; every other game is one contract
            if (!mode.equals("play")) {
                throw ApiError.bad("table: field 'mode' must be 'play' for " + printable(game) + " (marshal and puzzle tables are Fugitive's), not '"
                        + printable(mode) + "'");
            }
            return tables.create(id -> offer.open(id, b));
        }
        switch (mode) {
            case "marshal" -> {
                Json.onlyFields(b, "table", Set.of("game", "mode", "spec"));
                FugitiveRules rules = spec(b);
                return tables.create(id -> new MarshalTable(id, rules, List.of(), "new table", catalog.search()));
            }
            case "play" -> {
                Json.onlyFields(b, "table", Set.of("game", "mode", "spec", "seed", "human", "fugitive", "marshal"));
                FugitiveRules rules = spec(b);
                long seed = b.has("seed") ? Json.longInt(b, "seed", "table") : GameOffer.secretSeed();
                String human = b.has("human") ? Json.text(b, "human", "table") : "marshal";
                String fb = catalog.bot("fugitive", b.has("fugitive") ? Json.text(b, "fugitive", "table") : catalog.defaultBot("fugitive"));
                String mb = catalog.bot("marshal", b.has("marshal") ? Json.text(b, "marshal", "table") : catalog.defaultBot("marshal"));
                return tables.create(id -> new PlayTable(id, rules, seed, human, fb, mb, catalog.search()));
            }
            case "puzzle" -> {
                Json.onlyFields(b, "table", Set.of("game", "mode", "puzzle"));
                var puzzle = puzzles.get(Json.text(b, "puzzle", "table"));
                return tables.create(id -> new PuzzleTable(id, puzzle));
            }
            default -> throw ApiError.bad("table: field 'mode' must be 'marshal', 'play' or 'puzzle', not '" + printable(mode) + "'");
        }
    }

    /** A shipped spec, by name only (the registry's default when none is named): a request never names a file. */
    private FugitiveRules spec(JsonNode b) {
        String name = b.has("spec") ? Json.text(b, "spec", "table") : catalog.defaultSpec();
        try {
            return catalog.spec(name);
        } catch (ApiError e) {
            throw ApiError.bad("table: field 'spec': " + e.getMessage());
        }
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
