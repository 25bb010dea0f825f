package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Home;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad and hostile requests to every endpoint: each answered 4xx in one line that leaks nothing
 * (no file contents, no path of the server, no stack trace), and the data folder unchanged.
 * Includes what outside checks found: notes naming a file on the server, a FIFO, cross-site
 * writes, a foreign Host, writes not sequenced by "at", a 40 KB move, an empty bot name.
 */
class WebBadRequestTest {

    /** A request as a hostile client sends it, over a raw socket (any Host, Origin and body type). */
    static WebFixture.Reply raw(WebFixture w, String method, String path, Map<String, String> headers, String body) throws Exception {
        try (Socket s = new Socket("127.0.0.1", w.server.port())) {
            s.setSoTimeout(60_000);
            byte[] b = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            StringBuilder req = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
            headers.forEach((k, v) -> req.append(k).append(": ").append(v).append("\r\n"));
            req.append("Content-Length: ").append(b.length).append("\r\nConnection: close\r\n\r\n");
            OutputStream out = s.getOutputStream();
            out.write(req.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(b);
            out.flush();
            InputStream in = s.getInputStream();
            String all = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(all.substring(9, 12));
            String rest = all.substring(all.indexOf("\r\n\r\n") + 4);
            return new WebFixture.Reply(status, rest);
        }
    }

    static void assertOneLine(String what, WebFixture.Reply r) {
        String reason = r.body().startsWith("{") ? r.json().get("error").asText() : r.body().strip();
        assertFalse(reason.isBlank(), what);
        assertFalse(reason.contains("\n"), what + ": " + reason);
        assertFalse(reason.contains("Exception") || reason.contains("\tat "), what + ": " + reason);
        assertTrue(reason.length() < 400, what + ": " + reason.length() + " characters: " + reason.substring(0, Math.min(100, reason.length())));
    }

    @Test
    void badInputToEveryEndpointIsAFourHundredWithOneLineAndChangesNothing(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("fifo.json");
        new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start().waitFor();
        Path data = dir.resolve("data");
        try (WebFixture w = new WebFixture(data)) {
            String id = w.ok("/api/tables", "{\"mode\":\"marshal\"}").get("id").asText();
            w.write(id, "events", "{\"type\":\"hideout\",\"sprints\":0}");
            String play = w.ok("/api/tables", "{\"mode\":\"play\",\"seed\":3,\"human\":\"marshal\"}").get("id").asText();
            int playAt = w.get("/api/tables/" + play).json().get("at").asInt();
            String puzzle = w.ok("/api/tables", "{\"mode\":\"puzzle\",\"puzzle\":\"ca-manhunt-003ca480\"}").get("id").asText();
            Map<String, String> before = WebApiTest.files(data);
            String big = "{\"type\":\"pass\",\"x\":\"" + "a".repeat(WebServer.MAX_BODY) + "\"}";
            String notes = "{\"format\":\"cardlab.fugitive.notes/1\",\"events\":[],\"spec\":";
            String ev = "/api/tables/" + id + "/events";
            String[][] bad = {
                // method, path, body, expected status
                {"POST", "/api/tables", "{not json", "400"},
                {"POST", "/api/tables", "", "400"},
                {"POST", "/api/tables", "[1,2]", "400"},
                {"POST", "/api/tables", "{\"mode\":\"chess\"}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"marshal\",\"game\":\"scout\"}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"marshal\",\"spec\":\"../../pom\"}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"marshal\",\"spec\":\"/etc/passwd\"}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"marshal\",\"spec\":\"specs/fugitive/pt.json\"}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"marshal\",\"extra\":1}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"play\",\"human\":\"dog\"}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"play\",\"fugitive\":\"advisor\"}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"play\",\"fugitive\":\"search\"}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"play\",\"marshal\":\"\"}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"play\",\"seed\":\"x\"}", "400"},
                {"POST", "/api/tables", "{\"mode\":\"puzzle\",\"puzzle\":\"../../pom\"}", "404"},
                {"POST", "/api/tables", big, "413"},
                // imported notes never name a file the server reads: only embedded rules or a shipped name
                {"POST", "/api/tables/import", notes + "\"/etc/passwd\"}", "400"},
                {"POST", "/api/tables/import", notes + "\"../../etc/hostname\"}", "400"},
                {"POST", "/api/tables/import", notes + "\"" + Path.of("specs/fugitive/pt.json").toAbsolutePath() + "\"}", "400"},
                {"POST", "/api/tables/import", notes + "\"specs/fugitive/ca.json\"}", "400"},
                {"POST", "/api/tables/import", notes + "\"" + fifo + "\"}", "400"},
                {"POST", "/api/tables/import", notes + "\"pt+stepLimit=2\"}", "400"},
                {"POST", "/api/tables/import", "{\"format\":\"cardlab.fugitive.notes/1\",\"spec\":\"pt\",\"events\":[{\"type\":\"pass\"}]}", "400"},
                {"POST", "/api/tables/import", notes + "\"pt\",\"rules\":{\"stepLimit\":3}}", "400"},
                {"POST", "/api/tables/import", "{\"format\":\"cardlab.fugitive.game/1\"}", "400"},
                {"POST", ev, "{\"type\":", "400"},
                {"POST", ev, "{\"at\":1,\"type\":\"teleport\"}", "400"},
                {"POST", ev, "{\"at\":1,\"type\":\"marshal-draw\",\"card\":50}", "400"},
                {"POST", ev, "{\"at\":1,\"type\":\"marshal-draw\",\"card\":-1}", "400"},
                {"POST", ev, "{\"at\":1,\"type\":\"hideout\",\"sprints\":1.5}", "400"},
                {"POST", ev, "{\"at\":1,\"type\":\"fugitive-draw\",\"deck\":2}", "409"},
                {"POST", ev, "{\"at\":1,\"type\":\"guess\",\"numbers\":[99],\"hit\":false}", "400"},
                {"POST", ev, "{\"at\":1,\"event\":{\"type\":\"hideout\",\"sprints\":0},\"more\":1}", "400"},
                // every write is sequenced: no "at", a wrong one, or another version is refused as stale
                {"POST", ev, "{\"type\":\"hideout\",\"sprints\":0}", "409"},
                {"POST", ev, "{\"at\":0,\"type\":\"hideout\",\"sprints\":0}", "409"},
                {"POST", ev, "{\"at\":\"1\",\"type\":\"hideout\",\"sprints\":0}", "409"},
                {"POST", ev, "{\"at\":1,\"version\":\"0123456789abcdef\",\"type\":\"hideout\",\"sprints\":0}", "409"},
                {"POST", "/api/tables/" + id + "/undo", "{}", "409"},
                {"POST", "/api/tables/" + id + "/redo", "{\"at\":1}", "409"},
                {"POST", "/api/tables/" + id + "/edit", "{\"at\":1,\"index\":5,\"event\":{\"type\":\"pass\"}}", "400"},
                {"POST", "/api/tables/" + id + "/edit", "{\"at\":1,\"index\":1}", "400"},
                {"POST", "/api/tables/" + id + "/edit", "{\"at\":1,\"index\":1,\"delete\":true,\"event\":{\"type\":\"pass\"}}", "400"},
                {"POST", "/api/tables/" + id + "/edit", "{\"at\":1,\"index\":1,\"event\":{\"type\":\"pass\"}}", "409"},
                {"GET", "/api/tables/" + id + "/legal?before=9", null, "400"},
                {"GET", "/api/tables/" + id + "/legal?before=x", null, "400"},
                {"GET", "/api/tables/" + puzzle + "/legal?before=1", null, "404"},
                {"POST", ev, big, "413"},
                {"POST", "/api/tables/" + id + "/teleport", "{\"at\":1}", "404"},
                {"POST", "/api/tables/" + play + "/move", "{\"at\":" + playAt + ",\"move\":\"fly away\"}", "400"},
                {"POST", "/api/tables/" + play + "/move", "{\"at\":" + playAt + ",\"move\":\"guess 0\"}", "409"},
                {"POST", "/api/tables/" + play + "/move", "{\"at\":" + playAt + ",\"move\":\"guess " + "7 ".repeat(20000) + "\"}", "4xx"},
                {"POST", "/api/tables/" + play + "/step", "{\"at\":" + playAt + "}", "409"},
                {"POST", "/api/tables/" + puzzle + "/guess", "{\"at\":0,\"number\":77}", "400"},
                {"POST", "/api/tables/" + puzzle + "/guess", "{\"at\":0,\"number\":\"x\"}", "400"},
                {"POST", "/api/tables/" + puzzle + "/guess", "{\"at\":0,\"number\":8,\"position\":99}", "400"},
                {"POST", "/api/tables/" + puzzle + "/retry", "{\"at\":0,\"x\":1}", "400"},
                {"GET", "/api/tables/..%2F..%2Fetc%2Fpasswd", null, "4xx"},
                {"GET", "/api/tables/" + id + "/../../../pom.xml", null, "4xx"},
                {"GET", "/api/tables/ABCDEF012345", null, "404"},
                {"GET", "/api/tables/" + id.substring(0, 6), null, "404"},
                {"GET", "/api/tables/ABCDEF012345/wait?version=x", null, "404"},
                {"GET", "/api/nothing", null, "404"},
                {"DELETE", "/api/specs", null, "415"},
                {"DELETE", "/api/specs", "{}", "405"},
                {"PUT", "/api/tables/" + id, "{}", "405"},
                {"GET", "/../pom.xml", null, "4xx"},
                {"GET", "/%2e%2e/pom.xml", null, "4xx"},
                {"GET", "/web/app.js", null, "404"},
                {"GET", "/qr.svg", null, "404"},
            };
            List<String> leaks = List.of("root", "Unrecognized", Home.dir().toAbsolutePath().toString(), fifo.toString(),
                    "nodename", "hostname:");
            for (String[] b : bad) {
                WebFixture.Reply r = w.send(b[0], b[1], b[2], null);
                String what = b[0] + " " + b[1] + " " + (b[2] == null ? "" : b[2].substring(0, Math.min(80, b[2].length())));
                if (b[3].equals("4xx")) {
                    assertTrue(r.status() >= 400 && r.status() < 500, what + " -> " + r.status() + " " + r.body());
                } else {
                    assertEquals(Integer.parseInt(b[3]), r.status(), what + " -> " + r.body());
                }
                assertOneLine(what, r);
                String reason = r.body().startsWith("{") ? r.json().get("error").asText() : r.body();
                for (String leak : leaks) {
                    assertFalse(reason.contains(leak) && (b[2] == null || !b[2].contains(leak)), what + " leaks '" + leak + "': " + reason);
                }
            }
            assertEquals(before, WebApiTest.files(data), "refused requests change nothing");
            assertEquals(1, w.get("/api/tables/" + id).json().get("events").size());
        }
    }

    @Test
    void aStaleWriteAnswersWithTheTablesCurrentView(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"mode\":\"marshal\"}").get("id").asText();
            w.write(id, "events", "{\"type\":\"hideout\",\"sprints\":0}");
            WebFixture.Reply r = w.post("/api/tables/" + id + "/undo", "{\"at\":0}");
            assertEquals(409, r.status());
            assertTrue(r.json().get("stale").asBoolean(), r.body());
            assertEquals(1, r.json().get("view").get("at").asInt(), "the page can show what the table holds now");
            assertTrue(r.json().get("error").asText().contains("made on 0 events, but the table has 1"), r.body());
            w.write(id, "events", "{\"type\":\"hideout\",\"sprints\":1}");
            WebFixture.Reply one = w.post("/api/tables/" + id + "/undo", "{\"at\":1}");
            assertTrue(one.json().get("error").asText().contains("made on 1 event, but the table has 2"), one.body());
        }
    }

    @Test
    void onLoopbackTooAForeignHostOrOriginAndWritesThatAreNotJsonAreRefused(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String host = "127.0.0.1:" + w.server.port();
            String create = "{\"mode\":\"marshal\"}";
            Map<String, String> json = Map.of("Host", host, "Content-Type", "application/json");
            assertEquals(200, raw(w, "POST", "/api/tables", json, create).status(), "a same-site JSON write works");
            String id = w.get("/api/tables").json().get(0).get("id").asText();
            Map<String, String> before = WebApiTest.files(dir);
            Object[][] refused = {
                // a form or a simple fetch from another site: no preflight, so the type is checked
                {"POST", "/api/tables", Map.of("Host", host, "Content-Type", "text/plain"), create, 415},
                {"POST", "/api/tables", Map.of("Host", host, "Content-Type", "application/x-www-form-urlencoded"), create, 415},
                {"POST", "/api/tables", Map.of("Host", host), create, 415},
                {"DELETE", "/api/tables/" + id, Map.of("Host", host), null, 415},
                {"POST", "/api/tables", Map.of("Host", host, "Content-Type", "application/json", "Origin", "http://evil.example"), create, 403},
                {"POST", "/api/tables", Map.of("Host", host, "Content-Type", "application/json", "Origin", "null"), create, 403},
                {"POST", "/api/tables", Map.of("Host", host, "Content-Type", "application/json", "Origin", "http://localhost:1"), create, 403},
                {"DELETE", "/api/tables/" + id, Map.of("Host", host, "Content-Type", "application/json", "Origin", "http://evil.example"), null, 403},
                {"POST", "/api/tables", Map.of("Host", host, "Content-Type", "application/json", "Sec-Fetch-Site", "cross-site"), create, 403},
                // DNS rebinding: another site's name for this address, reading or writing
                {"GET", "/api/tables", Map.of("Host", "evil.example:" + w.server.port()), null, 421},
                {"GET", "/", Map.of("Host", "evil.example"), null, 421},
                {"GET", "/api/tables/" + id + "/notes", Map.of("Host", "attacker.127.0.0.1.nip.io:" + w.server.port()), null, 421},
                {"POST", "/api/tables", Map.of("Host", "evil.example:" + w.server.port(), "Content-Type", "application/json",
                        "Origin", "http://evil.example:" + w.server.port()), create, 421},
                {"GET", "/api/tables", Map.of("Host", "127.0.0.1:x"), null, 400}, // Jetty refuses it itself
            };
            for (Object[] c : refused) {
                @SuppressWarnings("unchecked")
                WebFixture.Reply r = raw(w, (String) c[0], (String) c[1], (Map<String, String>) c[2], (String) c[3]);
                String what = c[0] + " " + c[1] + " " + c[2];
                assertEquals((int) c[4], r.status(), what + " -> " + r.body());
                assertOneLine(what, r);
                assertFalse(r.body().contains("\"id\""), what + ": nothing of the tables is read: " + r.body());
            }
            assertEquals(before, WebApiTest.files(dir), "refused requests change nothing");
            List<Integer> ok = new ArrayList<>();
            for (String name : new String[] {"127.0.0.1:" + w.server.port(), "localhost:" + w.server.port(), "[::1]:" + w.server.port()}) {
                ok.add(raw(w, "GET", "/api/specs", Map.of("Host", name), null).status());
            }
            assertEquals(List.of(200, 200, 200), ok, "this server's own names");
        }
    }

    @Test
    void aMoveErrorQuotesAFewDozenCharactersAndAnEmptyBotNameNamesItsField(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String play = w.ok("/api/tables", "{\"mode\":\"play\",\"seed\":3,\"human\":\"marshal\"}").get("id").asText();
            int at = w.get("/api/tables/" + play).json().get("at").asInt();
            String move = "guess 1" + " 7".repeat(20_000);
            WebFixture.Reply r = w.post("/api/tables/" + play + "/move", "{\"at\":" + at + ",\"move\":\"" + move + "\"}");
            assertEquals(400, r.status(), r.body());
            String reason = r.json().get("error").asText();
            assertTrue(reason.length() < 200, reason.length() + ": " + reason.substring(0, Math.min(200, reason.length())));
            assertTrue(reason.contains("guess 1 7 7") && reason.contains("40007 characters"), reason);
            WebFixture.Reply empty = w.post("/api/tables", "{\"mode\":\"play\",\"marshal\":\"\"}");
            assertEquals(400, empty.status());
            assertTrue(empty.json().get("error").asText().contains("field 'marshal'"), empty.body());
            assertTrue(Files.readString(dir.resolve("tables").resolve(play + ".play.json")).contains("\"moves\""));
        }
    }
}
