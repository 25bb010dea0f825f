package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an outside check of the Fugitive tables found: a puzzle guess at a negative position was a
 * 500 naming a Java exception; the quote shortener read the text between two short quotes as one
 * long quote and cut the allowed values out of the error; imported notes could label any rules with
 * any text (a shipped spec's name over other rules, a right-to-left override); the table list waited
 * for a table's long write; a step took unknown fields; a version of the wrong type was taken for a
 * stale one; a field's range was given as the whole of Java's int.
 */
class WebFugitiveHardeningTest {
    @Test
    void aPuzzleGuessAtANegativePositionIsAOneLine400(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String puzzle = w.get("/api/puzzles").json().get(0).get("id").asText();
            String id = w.ok("/api/tables", "{\"mode\":\"puzzle\",\"puzzle\":\"" + puzzle + "\"}").get("id").asText();
            Map<String, String> before = WebApiTest.files(dir);
            for (String position : new String[] {"-1", "-2147483648"}) {
                WebFixture.Reply r = w.post("/api/tables/" + id + "/guess", "{\"at\":0,\"number\":8,\"position\":" + position + "}");
                assertEquals(400, r.status(), position + ": " + r.body());
                assertTrue(r.json().get("error").asText().contains("position " + position), r.body());
            }
            assertEquals(before, WebApiTest.files(dir));
        }
    }

    @Test
    void anErrorKeepsItsAllowedValuesBetweenTwoShortQuotes(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String error = w.post("/api/tables", "{\"mode\":\"play\",\"human\":\"both\"}").json().get("error").asText();
            assertTrue(error.contains("fugitive, marshal") && error.endsWith("'both'"), error);
            assertFalse(error.contains("characters)"), "nothing in it is a long quote: " + error);
            String game = w.post("/api/tables", "{\"mode\":\"marshal\",\"game\":\"Fugitive\"}").json().get("error").asText();
            assertFalse(game.contains("characters)"), game);
        }
        // the long piece a request sent is still cut, and an apostrophe does not open a quote
        String cut = ApiError.safeToEcho("the Marshal's move 'x" + "y".repeat(500) + "' is not legal, said the Marshal's page");
        assertTrue(cut.contains("(501 characters)") && cut.startsWith("the Marshal's move 'xyy") && cut.endsWith("the Marshal's page"), cut);
    }

    @Test
    void importedNotesCarryASpecsNameAndAShippedNameOnlyOverItsOwnRules(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"mode\":\"marshal\",\"spec\":\"pt\"}").get("id").asText();
            ObjectNode notes = (ObjectNode) w.get("/api/tables/" + id + "/notes").json();
            assertEquals(200, w.post("/api/tables/import", Json.write(notes)).status(), "pt's notes under pt import");
            Map<String, String> before = WebApiTest.files(dir);
            String[] labels = {"ca", "", "\u202eevil", "x".repeat(61), "/work/specs/fugitive/ca.json"};
            for (String label : labels) {
                ObjectNode n = notes.deepCopy().put("spec", label);
                WebFixture.Reply r = w.post("/api/tables/import", Json.write(n));
                assertEquals(400, r.status(), label + ": " + r.body());
                assertTrue(r.json().get("error").asText().contains("field 'spec'"), r.body());
            }
            assertEquals(before, WebApiTest.files(dir), "refused imports open no table");
            ObjectNode house = notes.deepCopy().put("spec", "pt+stepLimit=3");
            assertEquals(200, w.post("/api/tables/import", Json.write(house)).status(), "a name of their own");
        }
    }

    @Test
    void theTableListDoesNotWaitForATablesWrite(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"mode\":\"marshal\",\"spec\":\"pt\"}").get("id").asText();
            w.ok("/api/tables/" + id + "/events", "{\"at\":0,\"type\":\"hideout\",\"sprints\":0}");
            WebTable t = w.server.tables().get(id);
            CountDownLatch held = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
                synchronized (t) { // as a long write holds it
                    held.countDown();
                    try {
                        release.await(60, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
            try {
                assertTrue(held.await(30, TimeUnit.SECONDS));
                JsonNode list = CompletableFuture.supplyAsync(() -> w.get("/api/tables").json()).get(30, TimeUnit.SECONDS);
                assertEquals(1, list.get(0).get("events").asInt(), "the list as of the last write: " + list);
            } finally {
                release.countDown();
                writer.get(30, TimeUnit.SECONDS);
            }
        }
    }

    @Test
    void aStepTakesNoFieldsAndAVersionMustBeText(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"mode\":\"play\",\"spec\":\"pt\",\"seed\":3,\"human\":\"none\"}").get("id").asText();
            Map<String, String> before = WebApiTest.files(dir);
            WebFixture.Reply step = w.post("/api/tables/" + id + "/step", "{\"at\":0,\"x\":1}");
            assertEquals(400, step.status(), step.body());
            assertTrue(step.json().get("error").asText().contains("'x'"), step.body());
            for (String version : new String[] {"null", "12"}) {
                WebFixture.Reply r = w.post("/api/tables/" + id + "/step", "{\"at\":0,\"version\":" + version + "}");
                assertEquals(400, r.status(), version + ": " + r.body());
                assertTrue(r.json().get("error").asText().contains("'version'"), r.body());
            }
            assertEquals(before, WebApiTest.files(dir), "refused steps change nothing");
        }
    }

    @Test
    void aFieldOfTheWrongTypeIsToldItsOwnRange(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"mode\":\"marshal\",\"spec\":\"pt\"}").get("id").asText();
            String sprints = w.post("/api/tables/" + id + "/events", "{\"at\":0,\"type\":\"hideout\",\"sprints\":1.5}").json().get("error").asText();
            assertTrue(sprints.contains("from 0 to 40"), sprints);
            String puzzle = w.get("/api/puzzles").json().get(0).get("id").asText();
            String pid = w.ok("/api/tables", "{\"mode\":\"puzzle\",\"puzzle\":\"" + puzzle + "\"}").get("id").asText();
            String number = w.post("/api/tables/" + pid + "/guess", "{\"at\":0,\"number\":\"8\"}").json().get("error").asText();
            assertTrue(number.contains("from 1 to 41"), number);
            String unknown = w.post("/api/tables", "{\"mode\":\"puzzle\",\"puzzle\":\"nope\"}").json().get("error").asText();
            assertTrue(unknown.contains("field 'puzzle'"), unknown);
        }
    }
}
