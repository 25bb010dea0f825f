package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an outside check of the tables of SCOUT and Da Guai Lu Zi found: a seed nobody chose was
 * one of a million, so a player could find it from his own hand and read every other hand; a Da
 * Guai Lu Zi move error quoted the whole move; errors echoed control and right-to-left characters;
 * the guard's refusals under /api/ were not JSON; HEAD on the API was refused; a saved table of an
 * unknown game was skipped without naming its file, and one saying {@code "human": -1} opened as
 * watched, its seed shown.
 */
class WebGameHardeningTest {
    @Test
    void aSeedNobodyChoseIsFarFromAMillionAndExactInThePagesNumbers(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            long largest = 0;
            for (String body : List.of("{\"game\":\"scout\",\"mode\":\"play\"}", "{\"game\":\"daguai\",\"mode\":\"play\"}",
                    "{\"game\":\"scout\",\"mode\":\"play\",\"human\":1}", "{\"mode\":\"play\"}")) {
                String id = w.ok("/api/tables", body).get("id").asText();
                long seed = seedInFile(w.data.resolve("tables"), id);
                assertTrue(seed >= 0 && seed < 1L << 53, body + ": " + seed);
                largest = Math.max(largest, seed);
            }
            // four seeds of 53 random bits all below 2^32: a chance of 2^-84
            assertTrue(largest >= 1L << 32, "seeds drawn from far more than a million deals: " + largest);
        }
    }

    private static long seedInFile(Path tables, String id) throws Exception {
        try (var files = Files.list(tables)) {
            Path f = files.filter(p -> p.getFileName().toString().startsWith(id)).findFirst().orElseThrow();
            JsonNode saved = Json.read(f);
            return saved.get("game").get("seed").asLong();
        }
    }

    @Test
    void aDaGuaiMoveErrorQuotesAFewDozenCharactersAndNoControlCharacters(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String daguai = w.ok("/api/tables", "{\"game\":\"daguai\",\"mode\":\"play\",\"seed\":4}").get("id").asText();
            String scout = w.ok("/api/tables", "{\"game\":\"scout\",\"mode\":\"play\",\"seed\":4}").get("id").asText();
            Map<String, String> before = WebApiTest.files(dir);
            String[][] moves = {
                {daguai, "3H ".repeat(12_000).strip()},
                {daguai, "3H " + "x".repeat(40_000)},
                {daguai, " " + "3H ".repeat(12_000)},
                {daguai, "3H\\u0000\\u202e\\u200b"},
                {scout, "keep\\u0000\\u202e"},
            };
            for (String[] m : moves) {
                JsonNode view = w.get("/api/tables/" + m[0]).json();
                assertTrue(view.get("yourTurn").asBoolean(), "the bots moved until the person's turn");
                WebFixture.Reply r = w.post("/api/tables/" + m[0] + "/move", WebFixture.withAt("{\"move\": \"" + m[1] + "\"}",
                        view.get("at").asInt()));
                String what = m[1].substring(0, Math.min(30, m[1].length()));
                assertTrue(r.status() == 400 || r.status() == 409, what + " -> " + r.status());
                String error = r.json().get("error").asText();
                assertFalse(r.json().has("stale"), what + ": refused for itself, not as stale: " + error);
                assertTrue(error.length() < 200, what + ": " + error.length() + " characters");
                assertFalse(error.chars().anyMatch(c -> Character.getType(c) == Character.CONTROL || Character.getType(c) == Character.FORMAT),
                        what + ": " + error);
            }
            assertEquals(before, WebApiTest.files(dir), "refused moves change nothing");
        }
    }

    @Test
    void underTheApiTheGuardsRefusalsAreJsonAndHeadIsARead(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String host = "127.0.0.1:" + w.server.port();
            Object[][] refused = {
                {"POST", "/api/tables", Map.of("Host", host, "Content-Type", "text/plain"), 415},
                {"POST", "/api/tables", Map.of("Host", host, "Content-Type", "application/json", "Origin", "http://evil.example"), 403},
                {"GET", "/api/tables", Map.of("Host", "evil.example:" + w.server.port()), 421},
                {"GET", "/api/tables/..%2f..%2fetc/move", Map.of("Host", host), 400},
            };
            for (Object[] c : refused) {
                @SuppressWarnings("unchecked")
                WebFixture.Reply r = WebBadRequestTest.raw(w, (String) c[0], (String) c[1], (Map<String, String>) c[2], "{}");
                assertEquals((int) c[3], r.status(), c[1] + " " + c[2]);
                assertFalse(r.json().get("error").asText().isBlank(), c[1] + ": " + r.body());
            }
            WebFixture.Reply page = WebBadRequestTest.raw(w, "GET", "/", Map.of("Host", "evil.example"), null);
            assertEquals(421, page.status());
            assertFalse(page.body().startsWith("{"), "the page's own refusals stay a line of text: " + page.body());
            for (String path : List.of("/api/games", "/api/tables", "/api/specs")) {
                WebFixture.Reply head = WebBadRequestTest.raw(w, "HEAD", path, Map.of("Host", host), null);
                assertEquals(200, head.status(), "HEAD " + path);
                assertEquals("", head.body(), "HEAD " + path + " sends no body");
            }
        }
    }

    @Test
    void aWatchedTableExplainsThatMovesAreStepsAndAStepTakesNoField(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"game\":\"scout\",\"mode\":\"play\",\"human\":\"none\",\"seed\":2}").get("id").asText();
            WebFixture.Reply move = w.post("/api/tables/" + id + "/move", WebFixture.withAt("{\"move\": \"flip\"}", 0));
            assertEquals(409, move.status());
            assertTrue(move.json().get("error").asText().contains("step"), move.body());
            WebFixture.Reply step = w.post("/api/tables/" + id + "/step", WebFixture.withAt("{\"n\": 2}", 0));
            assertEquals(400, step.status());
            assertTrue(step.json().get("error").asText().contains("unknown field 'n' (it takes none)"), step.body());
            WebFixture.Reply nullSeed = w.post("/api/tables", "{\"game\":\"scout\",\"mode\":\"play\",\"seed\":null}");
            assertTrue(nullSeed.json().get("error").asText().contains("field 'seed' is null"), nullSeed.body());
        }
    }

    @Test
    void aSavedGameOfAnUnknownGameOrSeatMinusOneIsSkippedNamingItsFile(@TempDir Path dir) throws Exception {
        Path tables = dir.resolve("tables");
        String saved;
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"game\":\"scout\",\"mode\":\"play\",\"seed\":5}").get("id").asText();
            saved = Files.readString(tables.resolve(id + GameTable.SUFFIX));
        }
        Files.writeString(tables.resolve("aaaaaaaaaa11" + GameTable.SUFFIX), saved.replace("\"scout\"", "\"nosuchgame\""));
        Files.writeString(tables.resolve("aaaaaaaaaa03" + GameTable.SUFFIX), saved.replaceFirst("\"human\" ?: ?0", "\"human\": -1"));
        assertTrue(Files.readString(tables.resolve("aaaaaaaaaa03" + GameTable.SUFFIX)).contains("-1"), "the seat was edited");
        try (WebFixture w = new WebFixture(dir)) {
            List<String> lines = w.warnings.toString().lines().toList();
            assertEquals(2, lines.size(), w.warnings.toString());
            for (String id : List.of("aaaaaaaaaa11", "aaaaaaaaaa03")) {
                assertTrue(lines.stream().anyMatch(l -> l.contains(tables.resolve(id + GameTable.SUFFIX).toString())), id + ": " + lines);
            }
            assertEquals(1, w.get("/api/tables").json().size(), "the good table, and only it");
        }
    }
}
