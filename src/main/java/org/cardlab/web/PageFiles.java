package org.cardlab.web;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.cardlab.core.Games;

/**
 * The page's files, bundled in the jar under {@code web/}: nothing else is served outside
 * {@code /api/}, and no path from a request is ever looked up on disk.
 */
final class PageFiles {
    /**
     * A file of the page; {@code edit} fills in what depends on the registry (the games' pages) when
     * it is served, or is null.
     */
    record File(String name, String type, UnaryOperator<String> edit) {
        byte[] bytes() {
            byte[] bytes = resource(name);
            if (bytes == null) {
                throw new IllegalStateException("the page's file web/" + name + " is missing from the jar");
            }
            return edit == null ? bytes : edit.apply(new String(bytes, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
        }
    }

    /** The page's own scripts (index.html loads them; the service worker's sw.js runs apart). */
    private static final List<String> SCRIPTS = List.of("app", "sync", "gamequeue", "home", "game", "marshal", "pad",
            "advice", "play", "puzzle", "pictures");

    /** Where index.html and sw.js take the games' pages (each marker stands in its file once). */
    static final String HTML_MARKER = "<!-- the games' own pages -->";
    static final String SHELL_MARKER = "/* the games' own pages */";

    /**
     * The registered games that draw their own page: a script {@code web/<id>.js} in the jar (SCOUT's
     * scout.js), which fills in {@code GAME_PAGES.<id>} (game.js). A game without one is played on
     * the generic page, so adding a game's picture is adding its file, no other.
     */
    static final List<String> GAME_PAGES = Games.ids().stream()
            .filter(id -> !SCRIPTS.contains(id) && !id.equals("sw") && id.matches("[a-z][a-z0-9-]*"))
            .filter(id -> resource(id + ".js") != null)
            .toList();

    /** Path to file; the service worker's list of the shell (sw.js) names the same files. */
    static final Map<String, File> FILES = files();

    private static Map<String, File> files() {
        Map<String, File> files = new HashMap<>();
        files.put("/", new File("index.html", "text/html; charset=utf-8",
                html -> once(html, HTML_MARKER, GAME_PAGES.stream().map(id -> "<script src=\"" + id + ".js\"></script>").collect(Collectors.joining("\n")))));
        files.put("/index.html", files.get("/"));
        for (String script : SCRIPTS) {
            files.put("/" + script + ".js", new File(script + ".js", "text/javascript; charset=utf-8", null));
        }
        files.put("/sw.js", new File("sw.js", "text/javascript; charset=utf-8",
                sw -> once(sw, SHELL_MARKER, GAME_PAGES.stream().map(id -> "\"/" + id + ".js\", ").collect(Collectors.joining()))));
        for (String id : GAME_PAGES) {
            files.put("/" + id + ".js", new File(id + ".js", "text/javascript; charset=utf-8", null));
        }
        files.put("/style.css", new File("style.css", "text/css; charset=utf-8", null));
        files.put("/favicon.svg", new File("favicon.svg", "image/svg+xml", null));
        files.put("/icon-192.png", new File("icon-192.png", "image/png", null));
        files.put("/icon-512.png", new File("icon-512.png", "image/png", null));
        files.put("/manifest.webmanifest", new File("manifest.webmanifest", "application/manifest+json", null));
        return Map.copyOf(files);
    }

    private static String once(String text, String marker, String with) {
        int at = text.indexOf(marker);
        if (at < 0 || text.indexOf(marker, at + 1) >= 0) {
            throw new IllegalStateException("the page's file must hold '" + marker + "' once");
        }
        return text.substring(0, at) + with + text.substring(at + marker.length());
    }

    private static byte[] resource(String name) {
        try (InputStream in = PageFiles.class.getResourceAsStream("/web/" + name)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private PageFiles() {}
}
