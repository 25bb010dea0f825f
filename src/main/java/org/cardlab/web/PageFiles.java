package org.cardlab.web;

import java.io.IOException;
import java.io.InputStream;
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

    private static final String JS = "text/javascript; charset=utf-8";

    /** Path to file; the service worker's list of the shell (sw.js) names the same files. */
    static final Map<String, File> FILES = Map.ofEntries(
            Map.entry("/", new File("index.html", "text/html; charset=utf-8")),
            Map.entry("/index.html", new File("index.html", "text/html; charset=utf-8")),
            Map.entry("/app.js", new File("app.js", JS)),
            Map.entry("/sync.js", new File("sync.js", JS)),
            Map.entry("/home.js", new File("home.js", JS)),
            Map.entry("/marshal.js", new File("marshal.js", JS)),
            Map.entry("/pad.js", new File("pad.js", JS)),
            Map.entry("/advice.js", new File("advice.js", JS)),
            Map.entry("/play.js", new File("play.js", JS)),
            Map.entry("/puzzle.js", new File("puzzle.js", JS)),
            Map.entry("/pictures.js", new File("pictures.js", JS)),
            Map.entry("/sw.js", new File("sw.js", JS)),
            Map.entry("/style.css", new File("style.css", "text/css; charset=utf-8")),
            Map.entry("/favicon.svg", new File("favicon.svg", "image/svg+xml")),
            Map.entry("/icon-192.png", new File("icon-192.png", "image/png")),
            Map.entry("/icon-512.png", new File("icon-512.png", "image/png")),
            Map.entry("/manifest.webmanifest", new File("manifest.webmanifest", "application/manifest+json")));

    private PageFiles() {}
}
