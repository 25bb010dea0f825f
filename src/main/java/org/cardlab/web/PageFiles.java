package org.cardlab.web;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The page's files, bundled in the jar under {@code web/}: nothing else is served outside
 * {@code /api/}, and no path from a request is ever looked up on disk.
 */
final class PageFiles {
    record File(String name, String type) {
        byte[] bytes() {
            try (InputStream in = PageFiles.class.getResourceAsStream("/web/" + name)) {
                if (in == null) {
                    throw new IllegalStateException("the page's file web/" + name + " is missing from the jar");
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** The page's scripts (index.html loads them; the service worker's sw.js runs apart). */
    private static final List<String> SCRIPTS = List.of("app", "sync", "gamequeue", "home", "game", "scout", "daguai", "marshal", "pad",
            "advice", "play", "puzzle", "pictures", "sw");

    /** Path to file; the service worker's list of the shell (sw.js) names the same files. */
    static final Map<String, File> FILES = files();

    private static Map<String, File> files() {
        Map<String, File> files = new HashMap<>();
        files.put("/", new File("index.html", "text/html; charset=utf-8"));
        files.put("/index.html", files.get("/"));
        for (String script : SCRIPTS) {
            files.put("/" + script + ".js", new File(script + ".js", "text/javascript; charset=utf-8"));
        }
        files.put("/style.css", new File("style.css", "text/css; charset=utf-8"));
        files.put("/favicon.svg", new File("favicon.svg", "image/svg+xml"));
        files.put("/icon-192.png", new File("icon-192.png", "image/png"));
        files.put("/icon-512.png", new File("icon-512.png", "image/png"));
        files.put("/manifest.webmanifest", new File("manifest.webmanifest", "application/manifest+json"));
        return Map.copyOf(files);
    }

    private PageFiles() {}
}
