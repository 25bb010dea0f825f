package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writes at a real table, over HTTP: sequenced by "at" (a double tap or a stale device takes
 * nothing), undo and redo, corrections of past events with everything after read again, a
 * conflict that says why, pages following a table by long poll, and one exact count per event.
 */
class WebWriteTest {
    static final String H0 = "{\"type\":\"hideout\",\"sprints\":0}";

    static String at(String body, int at) {
        return WebFixture.withAt(body, at);
    }

    /** The notes of the seeded game the browser test also enters, as far as {@code n} events. */
    static List<NoteEvent> game(int n) {
        return WebPageTest.seededNotes("pt", 7, "random", "heuristic", n);
    }

    static String enter(WebFixture w, List<NoteEvent> events) {
        String id = w.ok("/api/tables", "{\"mode\":\"marshal\",\"spec\":\"pt\"}").get("id").asText();
        for (int i = 0; i < events.size(); i++) {
            w.ok("/api/tables/" + id + "/events", at(WebApiTest.event(events.get(i)), i));
        }
        return id;
    }

    @Test
    void aDoubleTapOnUndoTakesOneEventAndAStaleDeviceTakesNothing(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = enter(w, game(6));
            String undo = "/api/tables/" + id + "/undo";
            assertEquals(200, w.post(undo, "{\"at\":6}").status());
            WebFixture.Reply second = w.post(undo, "{\"at\":6}");
            assertEquals(409, second.status(), "the second tap was made on 6 events: " + second.body());
            assertEquals(5, w.get("/api/tables/" + id).json().get("events").size(), "one event taken back, not two");
            // a device that saw 5 events, while the other corrected event 2 (the count stays 5): its version is old
            String seen = w.get("/api/tables/" + id).json().get("version").asText();
            JsonNode ev2 = w.get("/api/tables/" + id).json().get("events").get(1).get("event");
            w.ok("/api/tables/" + id + "/edit", "{\"at\":5,\"index\":2,\"event\":{\"type\":\"hideout\",\"sprints\":1}}");
            WebFixture.Reply stale = w.post(undo, "{\"at\":5,\"version\":\"" + seen + "\"}");
            assertEquals(409, stale.status(), stale.body());
            assertEquals(5, w.get("/api/tables/" + id).json().get("events").size());
            assertFalse(ev2.equals(w.get("/api/tables/" + id).json().get("events").get(1).get("event")), "the correction stands");
        }
    }

    @Test
    void undoThenRedoGivesTheEventBackAndANewEventClearsWhatWasUndone(@TempDir Path dir) throws Exception {
        List<NoteEvent> g = game(8);
        try (WebFixture w = new WebFixture(dir)) {
            String id = enter(w, g);
            w.ok("/api/tables/" + id + "/undo", "{\"at\":8}");
            JsonNode v = w.ok("/api/tables/" + id + "/undo", "{\"at\":7}");
            assertEquals(2, v.get("redo").asInt());
            v = w.ok("/api/tables/" + id + "/redo", "{\"at\":6}");
            assertEquals(7, v.get("at").asInt());
            assertEquals(1, v.get("redo").asInt());
            assertEquals(WebApiTest.event(g.get(7)), Json.compact(Notes.eventJson(g.get(7), null)));
            // entering by hand the event undo took back is its redo
            v = w.ok("/api/tables/" + id + "/events", at(WebApiTest.event(g.get(7)), 7));
            assertEquals(0, v.get("redo").asInt());
            assertEquals(g, Notes.read(dir.resolve("tables").resolve(id + ".notes.json")).events());
            v = w.ok("/api/tables/" + id + "/undo", "{\"at\":8}");
            v = w.ok("/api/tables/" + id + "/events", at(WebApiTest.event(otherOfTheSameKind(g.get(7), v.get("legal"))), 7));
            assertEquals(0, v.get("redo").asInt(), "another event: nothing left to redo");
            assertEquals(409, w.post("/api/tables/" + id + "/redo", "{\"at\":8}").status());
        }
    }

    @Test
    void aCorrectionsKeypadCountsTheDecksAsTheyStoodBeforeThatEvent(@TempDir Path dir) throws Exception {
        List<NoteEvent> g = game(30);
        try (WebFixture w = new WebFixture(dir)) {
            String id = enter(w, g);
            for (int k : new int[] {1, 8, 14, 22, 30}) {
                // the same notes up to event k-1 on a table of their own: its view counts the decks as they stood then
                String then = w.ok("/api/tables/import", Json.write(new Notes("pt", g.subList(0, k - 1)).toJson())).get("id").asText();
                JsonNode expected = w.get("/api/tables/" + then).json().get("decksLeft");
                assertEquals(expected, w.get("/api/tables/" + id + "/legal?before=" + k).json().get("decksLeft"), "before event " + k);
            }
        }
    }

    @Tag("slow")
    @Test
    void aCorrectionOfAPastEventRecomputesEverythingAfterIt(@TempDir Path dir) throws Exception {
        List<NoteEvent> g = game(30);
        int k = firstMarshalDraw(g, 10);
        NoteEvent.MarshalDraw old = (NoteEvent.MarshalDraw) g.get(k);
        try (WebFixture w = new WebFixture(dir)) {
            String id = enter(w, g);
            // the card drawn at event k+1 was mistyped: any other card its deck could give
            JsonNode legal = w.get("/api/tables/" + id + "/legal?before=" + (k + 1)).json().get("legal");
            int other = -1;
            for (JsonNode c : legal.get("cards")) {
                List<NoteEvent> edited = new ArrayList<>(g);
                edited.set(k, new NoteEvent.MarshalDraw(c.asInt()));
                if (c.asInt() != old.card() && !g.contains(new NoteEvent.MarshalDraw(c.asInt())) && consistent(dir, edited)) {
                    other = c.asInt();
                    break;
                }
            }
            assertTrue(other > 0, "a card to correct it to");
            JsonNode v = w.ok("/api/tables/" + id + "/edit", "{\"at\":30,\"index\":" + (k + 1) + ",\"event\":{\"type\":\"marshal-draw\",\"card\":" + other + "}}");
            List<NoteEvent> edited = new ArrayList<>(g);
            edited.set(k, new NoteEvent.MarshalDraw(other));
            Path exported = dir.resolve("edited.json");
            Files.writeString(exported, w.get("/api/tables/" + id + "/notes").body());
            assertEquals(edited, Notes.read(exported).events());
            Cli d = Cli.run("fugitive", "deduce", exported.toString(), "--json", "--measure", "uniform"); // the view's "logic" chances
            assertEquals(0, d.code(), d.err());
            JsonNode cli = Json.parse(d.out(), "deduce");
            assertEquals(cli.get("numbers"), v.get("chances").get("logic").get("numbers"), "the figures after the correction");
            assertEquals(cli.get("histories"), v.get("chances").get("logic").get("histories"));
            // back as it was; then the last event deleted and inserted again: the same notes
            w.ok("/api/tables/" + id + "/edit", "{\"at\":30,\"index\":" + (k + 1) + ",\"event\":" + WebApiTest.event(old) + "}");
            w.ok("/api/tables/" + id + "/edit", "{\"at\":30,\"index\":30,\"delete\":true}");
            w.ok("/api/tables/" + id + "/edit", "{\"at\":29,\"index\":30,\"insert\":" + WebApiTest.event(g.get(29)) + "}");
            assertEquals(g, Notes.parse(w.get("/api/tables/" + id + "/notes").json(), "export").events());
            WebFixture.Reply doubled = w.post("/api/tables/" + id + "/edit", "{\"at\":30,\"index\":" + (k + 1) + ",\"insert\":" + WebApiTest.event(old) + "}");
            assertEquals(409, doubled.status(), "a draw inserted twice no longer fits: " + doubled.body());
            // a correction that breaks the turn structure names the event that no longer fits, and takes nothing
            WebFixture.Reply broken = w.post("/api/tables/" + id + "/edit", "{\"at\":30,\"index\":1,\"event\":{\"type\":\"pass\"}}");
            assertEquals(409, broken.status());
            assertTrue(broken.json().get("error").asText().startsWith("not taken: event 1 as the Fugitive passed"), broken.body());
            assertEquals(g, Notes.read(dir.resolve("tables").resolve(id + ".notes.json")).events());
        }
    }

    /** Another event that may stand where {@code e} stands: another card drawn, another number missed. */
    static NoteEvent otherOfTheSameKind(NoteEvent e, JsonNode legal) {
        if (e instanceof NoteEvent.MarshalDraw d) {
            for (JsonNode c : legal.get("cards")) {
                if (c.asInt() != d.card()) {
                    return new NoteEvent.MarshalDraw(c.asInt());
                }
            }
        }
        if (e instanceof NoteEvent.FugitiveDraw d) {
            for (JsonNode c : legal.get("decks")) {
                if (c.asInt() != d.deck()) {
                    return new NoteEvent.FugitiveDraw(c.asInt());
                }
            }
        }
        if (e instanceof NoteEvent.Hideout h) {
            return new NoteEvent.Hideout(h.sprints() == 0 ? 1 : 0);
        }
        throw new AssertionError("no other event for " + e);
    }

    static boolean consistent(Path dir, List<NoteEvent> events) throws Exception {
        Path f = Files.createTempFile(dir, "try-", ".json");
        Files.writeString(f, Json.write(new Notes("pt", events).toJson()));
        return Cli.run("fugitive", "deduce", f.toString(), "--json").code() == 0;
    }

    static int firstMarshalDraw(List<NoteEvent> g, int from) {
        for (int i = from; i < g.size(); i++) {
            if (g.get(i) instanceof NoteEvent.MarshalDraw) {
                return i;
            }
        }
        throw new AssertionError("no Marshal draw after event " + from);
    }

    @Test
    void aCorrectionThatMakesTheNotesContradictSaysWhichEventsAndTakesNothing(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"mode\":\"marshal\"}").get("id").asText();
            String[] events = {H0, H0, "{\"type\":\"marshal-draw\",\"card\":9}", "{\"type\":\"marshal-draw\",\"card\":6}",
                "{\"type\":\"guess\",\"numbers\":[3],\"hit\":false}", "{\"type\":\"fugitive-draw\",\"deck\":2}", H0,
                "{\"type\":\"marshal-draw\",\"card\":21}",
                "{\"type\":\"guess\",\"numbers\":[2],\"hit\":true,\"reveals\":[{\"position\":1,\"hideout\":2,\"sprintCards\":[]}]}"};
            for (int i = 0; i < events.length; i++) {
                w.ok("/api/tables/" + id + "/events", at(events[i], i));
            }
            Map<String, String> before = WebApiTest.files(dir);
            // event 5 corrected to a miss of 2, which the reveal of 2 at event 9 contradicts
            WebFixture.Reply r = w.post("/api/tables/" + id + "/edit", "{\"at\":9,\"index\":5,\"event\":{\"type\":\"guess\",\"numbers\":[2],\"hit\":false}}");
            assertEquals(409, r.status(), r.body());
            assertEquals("[5,9]", r.json().get("contradiction").get("events").toString(), r.body());
            assertTrue(r.json().get("error").asText().contains("event 5 (a miss of 2) and event 9 (the reveal of 2 at position 1) cannot both hold"), r.body());
            assertEquals(before, WebApiTest.files(dir), "nothing taken");
            // one event alone against the placements says why: position 1, placed first with no sprint card, holds 1 to 3
            WebFixture.Reply one = w.post("/api/tables/" + id + "/edit",
                    "{\"at\":9,\"index\":9,\"event\":{\"type\":\"guess\",\"numbers\":[20],\"hit\":true,\"reveals\":[{\"position\":1,\"hideout\":20,\"sprintCards\":[]}]}}");
            assertEquals(409, one.status(), one.body());
            JsonNode c = one.json().get("contradiction");
            assertEquals("[9]", c.get("events").toString());
            assertTrue(c.get("why").asText().contains("position 1 can only hold") && c.get("why").asText().contains("so 20 cannot be there"),
                    c.toString());
            assertEquals(before, WebApiTest.files(dir));
        }
    }

    @Test
    void aPageWaitingOnATableGetsEveryChangeAsItHappens(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"mode\":\"marshal\"}").get("id").asText();
            HttpClient http = HttpClient.newHttpClient();
            List<NoteEvent> g = game(3);
            for (int i = 0; i < 3; i++) {
                String version = w.get("/api/tables/" + id).json().get("version").asText();
                CompletableFuture<HttpResponse<String>> waiting = http.sendAsync(HttpRequest.newBuilder(
                        URI.create(w.base() + "/api/tables/" + id + "/wait?version=" + version)).build(), HttpResponse.BodyHandlers.ofString());
                JsonNode written = w.ok("/api/tables/" + id + "/events", at(WebApiTest.event(g.get(i)), i));
                HttpResponse<String> r = waiting.get(60, TimeUnit.SECONDS);
                assertEquals(200, r.statusCode(), r.body());
                JsonNode seen = Json.parse(r.body(), "wait");
                assertEquals(i + 1, seen.get("at").asInt(), "the other page sees the event");
                assertEquals(written.get("version"), seen.get("version"));
            }
            // a page that is behind gets the table at once
            HttpResponse<String> behind = http.send(HttpRequest.newBuilder(URI.create(w.base() + "/api/tables/" + id + "/wait?version=old")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, behind.statusCode());
            // a deleted table ends the wait with 404
            String version = w.get("/api/tables/" + id).json().get("version").asText();
            CompletableFuture<HttpResponse<String>> waiting = http.sendAsync(HttpRequest.newBuilder(
                    URI.create(w.base() + "/api/tables/" + id + "/wait?version=" + version)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, w.send("DELETE", "/api/tables/" + id, "{}", null).status());
            assertEquals(404, waiting.get(60, TimeUnit.SECONDS).statusCode());
        }
    }

    @Test
    void aRevealOffersOnlyTheSprintCardsThatCanLieBeneath(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = enter(w, game(3)); // two hideouts placed, the Marshal's first draw
            for (JsonNode d : w.get("/api/tables/" + id).json().get("legal").get("faceDown")) {
                List<Integer> cards = new ArrayList<>();
                d.get("sprintCards").forEach(c -> cards.add(c.asInt()));
                assertFalse(cards.contains(42), "42 is never a sprint card under pt: " + cards);
                assertTrue(cards.stream().allMatch(c -> c <= 28), "placed before any draw from deck 3, no deck-3 card: " + cards);
                assertTrue(cards.stream().noneMatch(c -> c == 0), cards.toString());
            }
        }
    }

    @Test
    void eachEventRunsTheExactCountOnce(@TempDir Path dir) throws Exception {
        List<NoteEvent> g = game(12);
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"mode\":\"marshal\",\"spec\":\"pt\"}").get("id").asText();
            long before = Figures.COUNTS.get();
            for (int i = 0; i < g.size(); i++) {
                JsonNode v = w.ok("/api/tables/" + id + "/events", at(WebApiTest.event(g.get(i)), i));
                assertTrue(v.has("chances") || v.has("tooLarge"), "the view carries the figures");
            }
            w.get("/api/tables/" + id);
            assertEquals(g.size(), Figures.COUNTS.get() - before, "one count per event, none for drawing a view");
        }
    }
}
