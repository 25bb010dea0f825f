package org.cardlab.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * A browser given back and lent again ({@link HeadlessChromium#lease}) is as a new one to the next
 * test, even on the same origin (a later server may get an earlier one's port): what a page stored
 * in every way the web table does and more (local and session storage, a cookie, IndexedDB, Cache
 * Storage, a service worker), a second window, and a viewport override are all gone.
 */
@Tag("browser")
class HeadlessChromiumReuseTest {
    /** What the page at the origin can see of what an earlier page left, in one asynchronous call. */
    private static final String LEFT = "const done = arguments[arguments.length - 1]; (async () => done([localStorage.length,"
            + " sessionStorage.length, document.cookie, (await indexedDB.databases()).length, (await caches.keys()).length,"
            + " (await navigator.serviceWorker.getRegistrations()).length, innerWidth]))();";

    private static final String STORE = "const done = arguments[arguments.length - 1]; (async () => {"
            + " localStorage.setItem('k', 'v'); sessionStorage.setItem('k', 'v'); document.cookie = 'k=v';"
            + " await new Promise(r => { const q = indexedDB.open('db'); q.onsuccess = () => { q.result.close(); r(); }; });"
            + " await (await caches.open('c')).put('/x', new Response('x'));"
            + " await navigator.serviceWorker.register('/sw.js'); await navigator.serviceWorker.ready; done(true); })();";

    @Test
    void aBrowserGivenBackKeepsNothingOfItsLastPage() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", ex -> {
            boolean worker = ex.getRequestURI().getPath().equals("/sw.js");
            byte[] body = (worker ? "self.addEventListener('fetch', () => {});" : "<!doctype html><title>t</title>")
                    .getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().add("Content-Type", worker ? "text/javascript" : "text/html");
            ex.sendResponseHeaders(200, body.length);
            ex.getResponseBody().write(body);
            ex.close();
        });
        server.start();
        String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/";
        try {
            HeadlessChromium first = HeadlessChromium.lease(390, 844);
            ChromeDriver d = first.driver;
            first.opening(url);
            d.get(url);
            d.executeAsyncScript(STORE);
            d.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 200, "height", 300, "deviceScaleFactor", 1, "mobile", false));
            assertEquals(List.of(1L, 1L, "k=v", 1L, 1L, 1L, 200L), d.executeAsyncScript(LEFT), "what the page stored, seen by itself");
            d.switchTo().newWindow(WindowType.TAB);
            first.close();

            try (HeadlessChromium again = HeadlessChromium.lease(800, 600)) {
                assertSame(first, again, "the browser given back is lent again");
                assertEquals(1, d.getWindowHandles().size(), "one window");
                assertEquals("about:blank", d.getCurrentUrl());
                d.get(url);
                assertEquals(List.of(0L, 0L, "", 0L, 0L, 0L, 800L), d.executeAsyncScript(LEFT),
                        "storage, session, cookie, IndexedDB, caches, service workers, width");
            }
        } finally {
            server.stop(0);
        }
    }
}
