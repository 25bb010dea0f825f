package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import org.cardlab.core.Json;
import org.cardlab.fugitive.search.MarshalSearch;

/** A web table server on a free loopback port with its own data directory, and an HTTP client for it. */
final class WebFixture implements AutoCloseable {
    record Reply(int status, String body) {
        JsonNode json() {
            return Json.parse(body, "reply");
        }
    }

    final WebServer server;
    final Path data;
    final String token;
    final StringWriter warnings = new StringWriter();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    /**
     * The search Marshal's look-ahead in the tests' servers: one look of 8 worlds instead of the
     * default's up to 4 of 128. The look-ahead is most of what a Marshal's event costs the server,
     * and only {@link #withDefaultSearch} tests read its figures (against {@code fugitive advise});
     * every other test reads the rest of the view, which the search's size does not change.
     */
    static final MarshalSearch.Settings SMALL_SEARCH = MarshalSearch.Settings.DEFAULT.withWorlds(8, 1);

    WebFixture(Path data, String token) {
        this(data, token, 0);
    }

    /** A server on {@code port} (0: a free one): the same port again is the same address for a page that is open. */
    WebFixture(Path data, String token, int port) {
        this(data, token, port, SMALL_SEARCH);
    }

    private WebFixture(Path data, String token, int port, MarshalSearch.Settings search) {
        this.data = data;
        this.token = token;
        this.server = new WebServer("127.0.0.1", port, data, token, new PrintWriter(warnings, true), search, ShippedPuzzles.READ);
        server.start();
    }

    /** A server whose Marshal's views show the look-ahead of {@code serve} itself (the default search). */
    static WebFixture withDefaultSearch(Path data) {
        return new WebFixture(data, null, 0, MarshalSearch.Settings.DEFAULT);
    }

    /** The shipped puzzles, read once per test JVM and shared by every fixture's server (they are only read). */
    private static final class ShippedPuzzles {
        static final Puzzles READ = Puzzles.shipped();
    }

    WebFixture(Path data) {
        this(data, null);
    }

    String base() {
        return "http://127.0.0.1:" + server.port();
    }

    Reply send(String method, String path, String body, String withToken) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base() + path)).timeout(Duration.ofSeconds(120));
        if (withToken != null) {
            b.header("X-Cardlab-Token", withToken);
        }
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        try {
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(r.statusCode(), r.body());
        } catch (Exception e) {
            throw new IllegalStateException(method + " " + path + ": " + e, e);
        }
    }

    Reply get(String path) {
        return send("GET", path, null, token);
    }

    Reply post(String path, String body) {
        return send("POST", path, body, token);
    }

    /** A write on the table's current count: the body with {@code "at"} set to it. */
    JsonNode write(String table, String action, String body) {
        int at = get("/api/tables/" + table).json().get("at").asInt();
        return ok("/api/tables/" + table + "/" + action, withAt(body, at));
    }

    /** {@code body} (a JSON object, or empty for {}) with {@code "at": at}. */
    static String withAt(String body, int at) {
        com.fasterxml.jackson.databind.node.ObjectNode o = body == null || body.isBlank() ? Json.object()
                : (com.fasterxml.jackson.databind.node.ObjectNode) Json.parse(body, "body");
        o.put("at", at);
        return Json.compact(o);
    }

    /** POSTs and requires a 200; returns the JSON reply. */
    JsonNode ok(String path, String body) {
        Reply r = post(path, body);
        if (r.status() != 200) {
            throw new AssertionError("POST " + path + " " + body + " -> " + r.status() + " " + r.body());
        }
        return r.json();
    }

    /** Stops the server; a test that closes its fixture need not handle Jetty's checked exceptions. */
    @Override
    public void close() {
        try {
            server.stop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the test server stopped", e);
        } catch (Exception e) {
            throw new IllegalStateException("the test server did not stop", e);
        }
    }
}
