package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Access from the other devices at the table: the token kept in the data folder across
 * restarts and moved from the address into a cookie, and a QR code of the address that a
 * reader decodes back to it (as SVG for the start page, as text for the terminal).
 */
class WebAccessTest {

    /** Decodes modules (true = dark) with ZXing's own reader, scaled up with a light margin. */
    static String decode(boolean[][] dark) throws Exception {
        int scale = 4;
        int n = dark.length;
        int size = (n + 8) * scale;
        int[] px = new int[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int mx = x / scale - 4;
                int my = y / scale - 4;
                boolean d = mx >= 0 && my >= 0 && mx < n && my < n && dark[my][mx];
                px[y * size + x] = d ? 0xff000000 : 0xffffffff;
            }
        }
        return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(size, size, px)))).getText();
    }

    @Test
    void theQrCodeDecodesToTheAddressInSvgAndOnTheTerminal() throws Exception {
        String url = "http://192.168.1.23:8042/?token=0123456789abcdef0123456789abcdef";
        Qr qr = Qr.of(url);
        boolean[][] m = new boolean[qr.size()][qr.size()];
        for (int y = 0; y < qr.size(); y++) {
            for (int x = 0; x < qr.size(); x++) {
                m[y][x] = qr.dark(x, y);
            }
        }
        assertEquals(url, decode(m));
        // the terminal's text read back: each character is two modules, light drawn, dark blank
        List<String> lines = qr.terminal();
        int quiet = 4;
        boolean[][] t = new boolean[qr.size()][qr.size()];
        for (int y = 0; y < qr.size(); y++) {
            String line = lines.get((y + quiet) / 2);
            for (int x = 0; x < qr.size(); x++) {
                char c = line.charAt(x + quiet);
                boolean top = (y + quiet) % 2 == 0;
                boolean light = c == '\u2588' || (top ? c == '\u2580' : c == '\u2584');
                t[y][x] = !light;
            }
        }
        assertEquals(url, decode(t));
        String svg = qr.svg("QR code of " + url);
        assertTrue(svg.startsWith("<svg") && svg.contains("aria-label=\"QR code of " + url + "\""), svg.substring(0, 200));
    }

    @Test
    void theTokenIsKeptInTheDataFolderAndMovesFromTheAddressIntoACookie(@TempDir Path dir) throws Exception {
        StringWriter warn = new StringWriter();
        String token = AccessToken.load(dir, new PrintWriter(warn));
        assertEquals(token, AccessToken.load(dir, new PrintWriter(warn)), "the same token after a restart");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("token"))));
        Files.writeString(dir.resolve("token"), "not a token");
        String fresh = AccessToken.load(dir, new PrintWriter(warn));
        assertNotEquals(token, fresh);
        assertTrue(warn.toString().contains("does not hold a token"), warn.toString());
        try (WebFixture w = new WebFixture(dir, fresh)) {
            HttpClient http = HttpClient.newHttpClient(); // follows no redirect
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(w.base() + "/?token=" + fresh)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(303, r.statusCode());
            assertEquals("/", r.headers().firstValue("Location").orElse(""), "the same page, without the token in its address");
            String cookie = r.headers().firstValue("Set-Cookie").orElse("");
            assertTrue(cookie.startsWith("cardlab_token=" + fresh + ";") && cookie.contains("Max-Age=") && cookie.contains("HttpOnly"), cookie);
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(w.base() + "/"))
                    .header("Cookie", "cardlab_token=" + fresh).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode(), "the cookie alone lets the page in");
            assertFalse(page.body().contains(fresh), "the page never carries the token");
            assertEquals(401, http.send(HttpRequest.newBuilder(URI.create(w.base() + "/")).build(), HttpResponse.BodyHandlers.ofString()).statusCode());
            // the address for other devices, with the token, as JSON and as a QR code
            var address = w.get("/api/address").json();
            assertTrue(address.get("lan").asBoolean(), address.toString());
            assertTrue(address.get("url").asText().endsWith("/?token=" + fresh), address.toString());
            assertEquals(200, w.get("/qr.svg").status());
        }
    }

    @Test
    void thePageIsInstallableAndItsShellIsServedForTheServiceWorker(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            assertTrue(w.get("/").body().contains("<link rel=\"manifest\" href=\"manifest.webmanifest\">"));
            var manifest = w.get("/manifest.webmanifest").json();
            assertEquals("standalone", manifest.get("display").asText());
            assertEquals("/", manifest.get("start_url").asText());
            for (var icon : manifest.get("icons")) {
                assertEquals(200, w.get("/" + icon.get("src").asText()).status(), icon.toString());
            }
            String sw = w.get("/sw.js").body();
            // every file the service worker keeps for the shell is one the server serves
            var m = java.util.regex.Pattern.compile("\"(/[^\"]*)\"").matcher(sw.substring(sw.indexOf("const SHELL"), sw.indexOf("];")));
            int files = 0;
            while (m.find()) {
                assertEquals(200, w.get(m.group(1)).status(), m.group(1));
                files++;
            }
            assertTrue(files >= 10, "the shell: " + files + " files");
            // a game's own page is its file web/<id>.js, put into the page and the shell by the server
            String html = w.get("/").body();
            assertTrue(PageFiles.GAME_PAGES.containsAll(java.util.List.of("scout", "daguai")), "the pages: " + PageFiles.GAME_PAGES);
            for (String id : PageFiles.GAME_PAGES) {
                assertTrue(html.contains("<script src=\"" + id + ".js\"></script>"), id + " in " + html);
                assertTrue(sw.contains("\"/" + id + ".js\", "), id + " in the shell");
            }
            assertTrue(html.indexOf("game.js") < html.indexOf("scout.js") && html.indexOf("daguai.js") < html.indexOf("home.js"), html);
            assertFalse(html.contains(PageFiles.HTML_MARKER) || sw.contains(PageFiles.SHELL_MARKER), "the markers are filled in");
            assertEquals(404, w.get("/duel.js").status(), "a game with no page of its own has no script: the generic page draws it");
            assertTrue(sw.contains("/api/"), "the API is never cached");
        }
    }

    @Test
    void onLoopbackTheAddressSaysNoOtherDeviceCanJoin(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            var address = w.get("/api/address").json();
            assertFalse(address.get("lan").asBoolean());
            assertEquals(404, w.get("/qr.svg").status());
        }
    }
}
