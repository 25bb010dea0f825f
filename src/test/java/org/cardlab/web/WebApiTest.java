package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The web table's API over real HTTP: figures, persistence, contradictions, and bad input of every kind. */
class WebApiTest {

    static String event(NoteEvent e) {
        return Json.compact(Notes.eventJson(e, null));
    }

    /** Every file of the data directory with its contents: what "changes nothing" compares. */
    static Map<String, String> files(Path data) throws Exception {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(data)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                m.put(data.relativize(p).toString(), Files.readString(p));
            }
        }
        return m;
    }

    @Test
    void theFiguresEqualDeduceOnTheExportedNotesAndTheGameResumesAfterARestart(@TempDir Path dir) throws Exception {
        List<NoteEvent> mid = Notes.read(Path.of("specs/fugitive/examples/mid.json")).events();
        String id;
        try (WebFixture w = new WebFixture(dir)) {
            id = w.ok("/api/tables", "{\"mode\":\"marshal\",\"spec\":\"pt\"}").get("id").asText();
            JsonNode view = null;
            int at = 0;
            for (NoteEvent e : mid) {
                view = w.ok("/api/tables/" + id + "/events", WebFixture.withAt(event(e), at++));
            }
            assertEquals(mid.size(), view.get("events").size());
            Path exported = dir.resolve("exported.json");
            Files.writeString(exported, w.get("/api/tables/" + id + "/notes").body());
            assertEquals(mid, Notes.read(exported).events());
            Cli d = Cli.run("fugitive", "deduce", exported.toString(), "--json", "--measure", "uniform"); // the view's "logic" chances
            assertEquals(0, d.code(), d.err());
            JsonNode cli = Json.parse(d.out(), "deduce");
            JsonNode logic = view.get("chances").get("logic");
            assertEquals("model", view.get("chances").get("shown").asText(), "the model's chances are shown by default");
            assertEquals(cli.get("histories"), logic.get("histories"));
            assertEquals(cli.get("positions"), logic.get("positions"));
            assertEquals(cli.get("numbers"), logic.get("numbers"));
            Cli m = Cli.run("fugitive", "deduce", exported.toString(), "--json"); // the view's "model" chances
            assertEquals(0, m.code(), m.err());
            JsonNode byModel = Json.parse(m.out(), "deduce");
            JsonNode model = view.get("chances").get("model");
            assertEquals("model", byModel.get("measure").asText());
            assertEquals(byModel.get("positions"), model.get("positions"));
            assertEquals(byModel.get("numbers"), model.get("numbers"));
            assertEquals(byModel.get("styles"), model.get("styles"));
            assertNotEquals(logic.get("positions"), model.get("positions"), "the model weighs the histories unlike logic");
        }
        try (WebFixture again = new WebFixture(dir)) {
            JsonNode view = again.get("/api/tables/" + id).json();
            assertEquals(mid.size(), view.get("events").size(), "every event is there after a restart");
            assertEquals("", again.warnings.toString());
        }
    }

    /** The page reads the escape card from the view, where the spec's rule puts it: 42 under pt, 17 under mini3. */
    @Test
    void theViewsNameTheSpecsEscapeCard(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            for (String[] spec : new String[][] {{"pt", "42"}, {"mini3", "17"}}) {
                JsonNode view = w.ok("/api/tables", "{\"mode\":\"play\",\"spec\":\"" + spec[0] + "\",\"seed\":7,"
                        + "\"human\":\"fugitive\",\"fugitive\":\"heuristic\",\"marshal\":\"heuristic\"}");
                List<JsonNode> named = view.findValues("escapeCard");
                assertEquals(2, named.size(), "the Marshal's view and the Fugitive's: " + view);
                for (JsonNode n : named) {
                    assertEquals(spec[1], n.asText(), spec[0]);
                }
            }
        }
    }

    @Test
    void aContradictionIsRefusedNamingTheConflictingEventsAndChangesNothing(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"mode\":\"marshal\"}").get("id").asText();
            for (String e : new String[] {"{\"type\":\"hideout\",\"sprints\":0}", "{\"type\":\"hideout\",\"sprints\":0}",
                    "{\"type\":\"marshal-draw\",\"card\":9}", "{\"type\":\"marshal-draw\",\"card\":6}",
                    "{\"type\":\"guess\",\"numbers\":[3],\"hit\":false}", "{\"type\":\"fugitive-draw\",\"deck\":2}",
                    "{\"type\":\"hideout\",\"sprints\":0}", "{\"type\":\"marshal-draw\",\"card\":21}"}) {
                w.write(id, "events", e);
            }
            Map<String, String> before = files(dir);
            WebFixture.Reply r = w.post("/api/tables/" + id + "/events", WebFixture.withAt(
                    "{\"type\":\"guess\",\"numbers\":[3],\"hit\":true,\"reveals\":[{\"position\":1,\"hideout\":3,\"sprintCards\":[]}]}", 8));
            assertEquals(409, r.status(), r.body());
            JsonNode c = r.json().get("contradiction");
            assertEquals("[5,9]", c.get("events").toString(), "events counted from 1, as the page lists them");
            assertTrue(r.json().get("error").asText().contains("event 5 (a miss of 3) and event 9 (the reveal of 3 at position 1) cannot both hold"),
                    r.body());
            assertEquals(before, files(dir));
            assertEquals(8, w.get("/api/tables/" + id).json().get("events").size());
        }
    }

    @Test
    void undoTakesBackTheLastEventAndSavesIt(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String id = w.ok("/api/tables", "{\"mode\":\"marshal\"}").get("id").asText();
            w.write(id, "events", "{\"type\":\"hideout\",\"sprints\":0}");
            w.write(id, "events", "{\"type\":\"hideout\",\"sprints\":2}");
            JsonNode v = w.write(id, "undo", "");
            assertEquals(1, v.get("events").size());
            assertEquals(1, Notes.read(dir.resolve("tables").resolve(id + ".notes.json")).events().size());
            w.write(id, "undo", "");
            assertEquals(409, w.post("/api/tables/" + id + "/undo", "{\"at\":0}").status(), "nothing left to undo");
            assertEquals(200, w.send("DELETE", "/api/tables/" + id, "{}", null).status());
            assertFalse(Files.exists(dir.resolve("tables").resolve(id + ".notes.json")), "a removed table's file is gone");
            assertEquals(404, w.get("/api/tables/" + id).status());
        }
    }

    @Test
    void withATokenEveryRequestWithoutItIsRefused(@TempDir Path dir) throws Exception {
        String token = WebServer.newToken();
        try (WebFixture w = new WebFixture(dir, token)) {
            assertTrue(w.server.urls().get(0).endsWith("/?token=" + token), w.server.urls().toString());
            for (String path : new String[] {"/", "/app.js", "/api/specs", "/api/tables"}) {
                assertEquals(401, w.send("GET", path, null, null).status(), path);
                assertEquals(401, w.send("GET", path, null, token + "x").status(), path);
                assertEquals(401, w.send("GET", path, null, "").status(), path);
                assertEquals(200, w.send("GET", path, null, token).status(), path);
            }
            assertEquals(401, w.send("POST", "/api/tables", "{\"mode\":\"marshal\"}", "wrong").status());
            assertEquals(0, files(dir).size(), "no table was opened without the token");
            WebFixture.Reply first = w.send("GET", "/?token=" + token, null, null);
            assertEquals(303, first.status(), "the token moves from the address into a cookie: the same page without it");
        }
    }

    @Test
    void theLoopbackServerNeedsNoTokenAndServesThePageFromTheJar(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            WebFixture.Reply page = w.get("/");
            assertEquals(200, page.status());
            assertTrue(page.body().contains("<script src=\"app.js\"></script>"));
            assertFalse(page.body().contains("http"), "no CDN: nothing the page loads comes from elsewhere");
            assertEquals(200, w.get("/style.css").status());
            assertTrue(w.server.urls().get(0).startsWith("http://127.0.0.1:"));
        }
    }

    @Test
    void importedNotesThatConflictAreShownWithTheConflictingEvents(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            JsonNode v = w.ok("/api/tables/import", Files.readString(Path.of("src/test/resources/fugitive/deduce/contradiction.json")));
            assertEquals("0", v.get("chances").get("logic").get("histories").asText());
            assertEquals("[5,9]", v.get("conflict").get("events").toString(), "the conflicting events, marked in the log");
            assertTrue(v.get("inconsistent").asText().contains("event 5 (a miss of 3) and event 9 (the reveal of 3 at position 1) cannot both hold"),
                    v.toString());
        }
    }

    @Test
    void serveRefusesBadOptionsInOneLine(@TempDir Path dir) {
        for (String[] args : new String[][] {{"serve", "--port", "70000"}, {"serve", "--port", "-1"},
                {"serve", "--host", "no-such-host.invalid", "--port", "0", "--data", dir.toString()},
                {"serve", "--host", "", "--port", "0", "--data", dir.toString()}}) {
            Cli r = Cli.run(args);
            assertEquals(2, r.code(), String.join(" ", args));
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
        Cli help = Cli.run("serve", "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("--host") && help.out().contains("token"), help.out());
    }

    @Test
    void notesFromACustomSpecRoundTripThroughImportAndExport(@TempDir Path dir) throws Exception {
        FugitiveRules pt = FugitiveRules.load("pt");
        var values = Notes.of(pt, List.of()).rules();
        values.put("stepLimit", 2);
        Notes custom = new Notes("house", values, List.of(new NoteEvent.Hideout(0), new NoteEvent.Hideout(0)));
        try (WebFixture w = new WebFixture(dir)) {
            JsonNode v = w.ok("/api/tables/import", Json.write(custom.toJson()));
            assertEquals("house", v.get("spec").asText());
            v.get("chances").get("logic").get("positions").get(0).get("probabilities").fieldNames()
                    .forEachRemaining(n -> assertTrue(Integer.parseInt(n) <= 2, "the step limit of 2 holds"));
            Notes back = Notes.parse(w.get("/api/tables/" + v.get("id").asText() + "/notes").json(), "export");
            assertEquals(custom, back);
        }
    }

    /**
     * The Fugitive's view says what each hideout's step asks of its sprint cards (the page offers
     * Place only once they give it), and a placement that pays too little is refused in the words
     * of the page's key, not in the game's notation.
     */
    @Test
    void aStepTheSprintCardsDoNotPayIsSaidInWords(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            JsonNode v = w.ok("/api/tables", "{\"mode\":\"play\",\"human\":\"fugitive\",\"spec\":\"pt\",\"seed\":11,\"marshal\":\"heuristic\"}");
            JsonNode f = v.get("fugitive");
            assertEquals(1, f.get("footprints").get("odd").asInt());
            assertEquals(2, f.get("footprints").get("even").asInt());
            int far = -1;
            for (JsonNode h : f.get("hideouts")) {
                int need = f.get("stepNeeds").get(h.asText()).asInt();
                assertEquals(Math.max(0, h.asInt() - 3), need, "the first hideout steps from 0, three free: " + h);
                far = need > 0 && h.asInt() != 42 ? h.asInt() : far;
            }
            assertTrue(far > 3, "a hideout in hand needs sprint cards: " + f.get("hand"));
            WebFixture.Reply r = w.post("/api/tables/" + v.get("id").asText() + "/move", WebFixture.withAt("{\"move\":\"hide " + far + "\"}", v.get("at").asInt()));
            assertEquals(409, r.status(), r.body());
            String error = r.json().get("error").asText();
            assertEquals("not taken: Place " + far + ": a step of " + far + " needs sprint cards worth " + (far - 3)
                    + " footprints (odd cards 1, even cards 2); none was paid", error);
        }
    }

    /**
     * A person playing the Fugitive never learns the Marshal's drawn cards from the page: no
     * hand, no list of drawable cards, draws shown by deck, and the exposure from imagined
     * hands (the same whatever the Marshal really holds).
     */
    @Test
    void theFugitivesViewKeepsTheMarshalsCardsSecret(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            JsonNode v = w.ok("/api/tables", "{\"mode\":\"play\",\"human\":\"fugitive\",\"spec\":\"pt\",\"seed\":5,\"marshal\":\"heuristic\"}");
            String id = v.get("id").asText();
            w.write(id, "move", "{\"move\":\"hide 3\"}");
            v = w.write(id, "move", "{\"move\":\"hide 7 sprint 10\"}");
            JsonNode m = v.get("marshal");
            assertFalse(m.has("hand") || m.has("legal"), m.toString());
            long draws = 0;
            for (JsonNode e : m.get("events")) {
                String text = e.get("text").asText();
                assertFalse(text.matches("the Marshal drew \\d+"), text);
                draws += text.startsWith("the Marshal drew a card from deck") ? 1 : 0;
            }
            assertEquals(2, draws, "the Marshal's first turn draws two cards: " + m.get("events"));
            JsonNode f = v.get("fugitive");
            assertTrue(f.get("route").get(2).has("exposure"), "the face-down hideout's exposure: " + f.get("route"));
            String text = v.toString();
            java.util.Set<Integer> faceUp = new java.util.HashSet<>();
            for (JsonNode p : m.get("route")) {
                if (p.path("faceUp").asBoolean()) {
                    faceUp.add(p.get("value").asInt());
                    p.path("sprintCards").forEach(c -> faceUp.add(c.asInt()));
                }
            }
            for (JsonNode c : m.get("seen")) {
                assertTrue(faceUp.contains(c.asInt()), "only cards face up on the table are seen: " + m.get("seen") + " vs " + faceUp);
            }
            assertEquals(409, w.get("/api/tables/" + id + "/notes").status(), "the notes open when the game ends");
            assertFalse(v.has("log"), "the moves name the Marshal's cards");
            JsonNode asMarshal = w.ok("/api/tables", "{\"mode\":\"play\",\"human\":\"marshal\",\"spec\":\"pt\",\"seed\":5,\"fugitive\":\"heuristic\"}");
            assertFalse(asMarshal.has("log") || asMarshal.has("fugitive"), "a person playing the Marshal never sees the hideouts: " + asMarshal);
            assertTrue(text.contains("\"safest\""), text);
        }
    }

    /**
     * At the Marshal's draw and guess the page gives the search Marshal's advice (the chance of
     * winning the game after each move), the same as `fugitive advise --json` on the same notes
     * with the seed the page uses (the number of events), and the same hit chances.
     */
    @Test
    void theSearchAdviceEqualsAdviseOnTheSameNotes(@TempDir Path dir) throws Exception {
        Path turn = Path.of("specs/fugitive/examples/turn.json");
        try (WebFixture w = WebFixture.withDefaultSearch(dir)) {
            JsonNode v = w.ok("/api/tables/import", Files.readString(turn));
            JsonNode search = v.get("search");
            assertTrue(search != null && search.has("chosen"), "the search advises at the Marshal's turn: " + v);
            int events = Notes.read(turn).events().size();
            Cli a = Cli.run("fugitive", "advise", turn.toString(), "--json", "--seed", Integer.toString(events));
            assertEquals(0, a.code(), a.err());
            JsonNode advise = Json.parse(a.out(), "advise");
            assertEquals(advise.get("search"), search);
            // the hit chances beside it are those of the measure the page shows (the model's), as advise gives them
            assertEquals("model", v.get("chances").get("shown").asText());
            assertEquals("model", advise.get("measure").asText());
            assertEquals(advise.get("single"), v.get("advice").get("single"), "the single guesses' hit chances");
            assertEquals(advise.get("multi"), v.get("advice").get("multi"), "the best multi-number guess");
        }
    }
}
