package org.cardlab.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.search.MarshalSearch;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * {@code cardlab serve}: Jetty (core handlers, no servlets) serving the page bundled in the jar
 * and the JSON API. It binds 127.0.0.1 unless told otherwise; on any other address every
 * request must carry a random access token (in the URL printed at start, then a cookie), or
 * it gets a 401.
 */
public final class WebServer {
    /** The largest request body read; a larger one is refused with 413 and changes nothing. */
    public static final int MAX_BODY = 64 * 1024;
    /** An oversize body up to this size is read and dropped before the 413, so the client sees the answer. */
    private static final long DRAIN_LIMIT = 1024 * 1024;
    private static final String COOKIE = "cardlab_token";
    /** How long a page's wait for a change is held (well under the connections' idle timeout); then 204 and it asks again. */
    static final long WAIT_MILLIS = 20_000;
    static final long IDLE_MILLIS = 120_000;

    private final Server server;
    private final ServerConnector connector;
    private final String host;
    private final String token;
    private final Api api;
    private final Tables tables;
    private final RequestGuard guard = new RequestGuard();

    /**
     * @param token null for no token (loopback); otherwise every request must carry it
     */
    public WebServer(String host, int port, Path dataDir, String token, PrintWriter warnings) {
        this(host, port, dataDir, token, warnings, MarshalSearch.Settings.DEFAULT);
    }

    /**
     * The same with the search Marshal's settings for the look-ahead a Marshal's view shows at his
     * draw and guess ({@code serve} uses the default; a test that does not read the look-ahead, or a
     * load test of the server itself, may ask for a smaller search).
     */
    public WebServer(String host, int port, Path dataDir, String token, PrintWriter warnings, MarshalSearch.Settings search) {
        this(host, port, dataDir, token, warnings, search, Puzzles.shipped());
    }

    /**
     * The same over puzzles already read: they are only ever read, so servers in one process may
     * share them (the tests start many servers, and reading the shipped puzzles was a good part
     * of each start).
     */
    WebServer(String host, int port, Path dataDir, String token, PrintWriter warnings, MarshalSearch.Settings search, Puzzles puzzles) {
        this.host = host;
        this.token = token;
        Catalog catalog = new Catalog(search);
        this.tables = new Tables(dataDir, puzzles, catalog, warnings);
        this.api = new Api(tables, puzzles, catalog, this::address);
        server = new Server();
        connector = new ServerConnector(server);
        connector.setHost(host);
        connector.setPort(port);
        // above the long poll's 20 s and a busy machine's slowest count: a quiet connection is not cut under a waiting page
        connector.setIdleTimeout(IDLE_MILLIS);
        server.addConnector(connector);
        server.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                serve(request, response, callback);
                return true;
            }
        });
        server.setErrorHandler(new ErrorHandler() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                Object status = request.getAttribute(ERROR_STATUS);
                Object message = request.getAttribute(ERROR_MESSAGE);
                int code = status instanceof Integer i ? i : response.getStatus();
                String line = "error " + code + (message == null ? "" : ": " + Api.oneLine(message.toString()));
                refuse(request, response, callback, code, line);
                return true;
            }
        });
    }

    /** A random access token (not kept: a server started by {@code serve} keeps its own, {@link AccessToken}). */
    public static String newToken() {
        return AccessToken.fresh();
    }

    public static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (IOException e) {
            throw new UserError(host + ": unknown address (" + e.getMessage() + ")");
        }
    }

    public void start() {
        try {
            server.start();
        } catch (Exception e) {
            try {
                server.stop();
            } catch (Exception ignored) {
                // already failing: the start error is the one to report
            }
            throw new UserError("cannot listen on " + host + ":" + connector.getPort() + " (" + Api.oneLine(e.getMessage()) + ")");
        }
    }

    public void stop() throws Exception {
        tables.watchers().close();
        server.stop();
    }

    public void join() throws InterruptedException {
        server.join();
    }

    public int port() {
        return connector.getLocalPort();
    }

    /** The open tables (the tests open a table from a given state through it). */
    Tables tables() {
        return tables;
    }

    public Path tablesDir() {
        return tables.dir();
    }

    /** The addresses to open: this machine's for loopback, else each LAN address, with the token. */
    public List<String> urls() {
        String q = token == null ? "" : "?token=" + token;
        List<String> out = new ArrayList<>();
        if (host.equals("0.0.0.0") || host.equals("::")) {
            try {
                for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                    if (!ni.isUp() || ni.isLoopback()) {
                        continue;
                    }
                    for (InetAddress a : Collections.list(ni.getInetAddresses())) {
                        if (a instanceof Inet4Address) {
                            out.add("http://" + a.getHostAddress() + ":" + port() + "/" + q);
                        }
                    }
                }
            } catch (SocketException e) {
                // no interface list: the loopback address below still works on this machine
            }
            out.add("http://127.0.0.1:" + port() + "/" + q);
        } else {
            String h = host.contains(":") ? "[" + host + "]" : host;
            out.add("http://" + h + ":" + port() + "/" + q);
        }
        return out;
    }

    /** The first address another device can open (with the token; a LAN address when the machine has one), or null on loopback. */
    public String lanUrl() {
        return token == null ? null : urls().get(0);
    }

    /** {@code GET /api/address}: where to open this table from another device, and whether one can. */
    private ObjectNode address() {
        ObjectNode o = Json.object();
        ArrayNode a = o.putArray("urls");
        urls().forEach(a::add);
        o.put("lan", lanUrl() != null);
        if (lanUrl() != null) {
            o.put("qr", "qr.svg");
            o.put("url", lanUrl());
        }
        return o;
    }

    private void serve(Request request, Response response, Callback callback) {
        String path = request.getHttpURI().getPath();
        if (path == null) {
            path = "/";
        }
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'");
        response.getHeaders().put("Referrer-Policy", "no-referrer");
        boolean isApi = isApi(path);
        String refused = guard.refusal(request, isApi);
        if (refused != null) {
            refuse(request, response, callback, RequestGuard.status(refused), RequestGuard.reason(refused));
            return;
        }
        if (token != null && !authorized(request, response)) {
            refuse(request, response, callback, 401, "missing or wrong access token: open the address that 'cardlab serve' printed");
            return;
        }
        if (token != null && !isApi && matches(Request.extractQueryParameters(request).getValue("token"))) {
            // the token leaves the address bar (and the history) for a cookie: the same page without it
            response.setStatus(303);
            response.getHeaders().put(HttpHeader.LOCATION, path);
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            callback.succeeded();
            return;
        }
        if (isApi) {
            serveApi(request, response, callback, path);
            return;
        }
        boolean read = request.getMethod().equals("GET") || request.getMethod().equals("HEAD");
        if (read && path.equals("/qr.svg") && lanUrl() != null) {
            response.setStatus(200);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "image/svg+xml");
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            Content.Sink.write(response, true, Qr.of(lanUrl()).svg("QR code of " + lanUrl()), callback);
            return;
        }
        PageFiles.File file = PageFiles.FILES.get(path);
        if (file == null || !read) {
            text(response, callback, 404, "not found: the page is at /, its API under /api/");
            return;
        }
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, file.type());
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        response.write(true, java.nio.ByteBuffer.wrap(file.bytes()), callback);
    }

    private void serveApi(Request request, Response response, Callback callback, String path) {
        String body;
        try {
            body = readBody(request);
        } catch (ApiError e) {
            // the unread rest of an oversize body is not worth reading: end the connection after the reply
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
            json(response, callback, e.status, Json.write(e.body), null);
            return;
        }
        Map<String, String> query = new java.util.HashMap<>();
        Request.extractQueryParameters(request).forEach(f -> query.put(f.getName(), f.getValue()));
        // HEAD is GET without the body (Jetty sends the headers only)
        String method = request.getMethod().equals("HEAD") ? "GET" : request.getMethod();
        java.util.regex.Matcher wait = WAIT.matcher(path);
        if (wait.matches() && method.equals("GET")) {
            try {
                tables.await(wait.group(1), query.getOrDefault("version", ""), WAIT_MILLIS, (status, reply) -> {
                    if (reply == null) {
                        response.setStatus(status);
                        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
                        callback.succeeded();
                    } else {
                        json(response, callback, status, Json.write(reply), null);
                    }
                });
            } catch (ApiError e) {
                json(response, callback, e.status, Json.write(e.body), null);
            }
            return; // answered now, or when the table changes, or when the wait is up
        }
        Api.Reply r = api.handle(method, path, query, body);
        json(response, callback, r.status(), Json.write(r.body()), r.download());
    }

    private static final java.util.regex.Pattern WAIT = java.util.regex.Pattern.compile("/api/tables/([^/]+)/wait");

    private static String readBody(Request request) {
        long declared = request.getLength();
        try (InputStream in = Request.asInputStream(request)) {
            if (declared > DRAIN_LIMIT) {
                throw new ApiError(413, "request body too large (" + declared + " bytes; at most " + MAX_BODY + ")");
            }
            byte[] b = in.readNBytes(MAX_BODY + 1);
            if (b.length > MAX_BODY) {
                // read the rest (within reason) so that the client gets the answer rather than a reset connection
                long skipped = 0;
                for (long n; skipped < DRAIN_LIMIT && (n = in.skip(DRAIN_LIMIT - skipped)) > 0; ) {
                    skipped += n;
                }
                throw new ApiError(413, "request body too large (at most " + MAX_BODY + " bytes)");
            }
            var decoder = StandardCharsets.UTF_8.newDecoder();
            return decoder.decode(java.nio.ByteBuffer.wrap(b)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw ApiError.bad("request body is not UTF-8 text");
        } catch (IOException e) {
            throw ApiError.bad("cannot read the request body (" + Api.oneLine(e.getMessage()) + ")");
        }
    }

    /** The token from the URL, a header or the cookie; a right one from the URL is kept as a cookie. */
    private boolean authorized(Request request, Response response) {
        String fromQuery = Request.extractQueryParameters(request).getValue("token");
        if (matches(fromQuery)) {
            // kept a year, so the phone at the table stays signed in (the token survives restarts: DATA/token)
            response.getHeaders().add(HttpHeader.SET_COOKIE, COOKIE + "=" + token + "; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax");
            return true;
        }
        if (matches(request.getHeaders().get("X-Cardlab-Token"))) {
            return true;
        }
        for (HttpCookie c : Request.getCookies(request)) {
            if (c.getName().equals(COOKIE) && matches(c.getValue())) {
                return true;
            }
        }
        return false;
    }

    private boolean matches(String given) {
        return given != null && MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), token.getBytes(StandardCharsets.UTF_8));
    }

    private static void json(Response response, Callback callback, int status, String body, String download) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        if (download != null) {
            response.getHeaders().put(HttpHeader.CONTENT_DISPOSITION, "attachment; filename=\"" + download + "\"");
        }
        Content.Sink.write(response, true, body, callback);
    }

    /** A refusal before the API is reached: under /api/ as the API answers ({"error": line}), elsewhere one line of text. */
    private static void refuse(Request request, Response response, Callback callback, int status, String line) {
        String path = request.getHttpURI().getPath(); // null for a path Jetty could not make sense of
        if (path == null ? request.getHttpURI().toString().contains("/api/") : isApi(path)) {
            json(response, callback, status, Json.write(new ApiError(status, line).body), null);
        } else {
            text(response, callback, status, line);
        }
    }

    private static boolean isApi(String path) {
        return path.startsWith("/api/") || path.equals("/api");
    }

    private static void text(Response response, Callback callback, int status, String line) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
        Content.Sink.write(response, true, line + "\n", callback);
    }
}
