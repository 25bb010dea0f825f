package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.Game;
import org.cardlab.core.GameInfo;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Replay;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web table over the game registry, through real HTTP: {@code GET /api/games} is the
 * registry's; {@code {"game":"scout","mode":"play"}} alone opens a game against the default
 * bots; the view's legal moves and observation are the engine's for the saved game; bad
 * requests are one-line 400s that open nothing; moves, watching, the seed kept secret, restart.
 */
class WebGameApiTest {

    @Test
    void theGamesAreTheRegistrys(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            JsonNode games = w.get("/api/games").json();
            List<String> ids = new ArrayList<>();
            games.forEach(g -> ids.add(g.get("id").asText()));
            assertEquals(Games.ids(), ids);
            for (JsonNode g : games) {
                GameType type = Games.get(g.get("id").asText());
                assertEquals(type.title(), g.get("title").asText());
                assertEquals(type.defaultSpec(), g.get("defaultSpec").asText());
                List<String> specs = new ArrayList<>();
                g.get("specs").forEach(s -> specs.add(s.get("name").asText()));
                assertEquals(type.specNames(), specs);
                Game<?, ?> game = type.game(type.spec(type.defaultSpec()));
                assertEquals(game.numPlayers(), g.get("seats").size());
                for (JsonNode seat : g.get("seats")) {
                    assertEquals(game.seatName(seat.get("seat").asInt()), seat.get("name").asText());
                    List<String> bots = new ArrayList<>();
                    seat.get("bots").forEach(b -> bots.add(b.get("name").asText()));
                    assertTrue(type.botNames().containsAll(bots) && !bots.isEmpty(), bots.toString());
                }
            }
            assertTrue(games.get(ids.indexOf("scout")).get("seats").get(0).get("bots").get(0).get("gloss").asText().startsWith("shows the longest"));
        }
    }

    /**
     * {@code players} is the registry's range (Fugitive 2, SCOUT 2 to 5, Da Guai Lu Zi 6); every count
     * in it opens a table of that many seats under every shipped spec, and a count just outside it is a
     * one-line 400 naming the field, which opens nothing.
     */
    @Test
    void thePlayerCountRangeIsTheRegistrysAndACountOutsideItIsRefused(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            JsonNode games = w.get("/api/games").json();
            List<String> ranges = new ArrayList<>();
            List<String> ids = new ArrayList<>();
            int opened = 0;
            for (JsonNode g : games) {
                GameType type = Games.get(g.get("id").asText());
                int min = g.get("players").get("min").asInt();
                int max = g.get("players").get("max").asInt();
                ids.add(type.id());
                ranges.add(type.id() + " " + min + "-" + max);
                assertEquals(List.of(type.info().minPlayers(), type.info().maxPlayers()), List.of(min, max), type.id());
                int seats = type.game(type.spec(type.defaultSpec())).numPlayers();
                assertTrue(min <= seats && seats <= max, type.id() + ": the default game's " + seats + " seats lie in " + min + "-" + max);
                if (type.params().stream().noneMatch(p -> p.key().equals(GameInfo.PLAYERS))) {
                    assertEquals(min, max, type.id() + ": a count nobody can set is one count");
                    assertEquals(min, seats, type.id());
                    continue;
                }
                for (String spec : type.specNames()) {
                    for (int n = min; n <= max; n++) {
                        JsonNode v = w.ok("/api/tables", "{\"game\": \"" + type.id() + "\", \"mode\": \"play\", \"spec\": \"" + spec
                                + "\", \"params\": {\"players\": " + n + "}}");
                        assertEquals(n, v.get("seats").size(), type.id() + " " + spec + " for " + n);
                        opened++;
                    }
                    for (String n : List.of(Integer.toString(min - 1), Integer.toString(max + 1), "\"3\"", "2.5")) {
                        WebFixture.Reply r = w.post("/api/tables", "{\"game\": \"" + type.id() + "\", \"mode\": \"play\", \"spec\": \""
                                + spec + "\", \"params\": {\"players\": " + n + "}}");
                        assertEquals(400, r.status(), n + " players -> " + r.body());
                        assertEquals("table: field 'params.players': " + type.title() + " is for " + min + " to " + max + " players, not " + n,
                                r.json().get("error").asText());
                    }
                }
            }
            assertEquals(Games.ids(), ids, "the registry's games, in its order");
            for (String shipped : List.of("fugitive 2-2", "scout 2-5", "daguai 6-6")) {
                assertTrue(ranges.contains(shipped), shipped + " in " + ranges);
            }
            assertEquals(opened, w.get("/api/tables").json().size(), "a refused count opens nothing");
        }
    }

    @Test
    @SuppressWarnings("try") // the server is closed inside its block on purpose: the restart below reloads its tables
    void scoutAloneOpensAGameAgainstTheDefaultBotsAndItsViewIsTheEngines(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            JsonNode v = w.ok("/api/tables", "{\"game\": \"scout\", \"mode\": \"play\"}");
            assertEquals("scout", v.get("game").asText());
            assertEquals(0, v.get("human").asInt());
            assertFalse(v.has("seed"), "the seed deals every card: not in the view while the person plays");
            assertFalse(v.has("observations") || v.has("log"), "nor the other hands or the moves");
            List<String> bots = new ArrayList<>();
            v.get("seats").forEach(s -> bots.add(s.get("bot").asText()));
            assertEquals(List.of("null", "greedy", "greedy", "greedy"), bots, "the default bots");
            String id = v.get("id").asText();
            assertEngineAgrees(w, id, 0);
            // a legal move, the bots answer, the view is the engine's again
            JsonNode after = w.write(id, "move", "{\"move\": \"" + v.get("legal").get(1).asText() + "\"}");
            assertTrue(after.get("at").asInt() >= 1);
            assertTrue(after.get("yourTurn").asBoolean() || after.has("result"));
            assertEngineAgrees(w, id, 0);
            // restart: the saved table reloads, with the same view
            JsonNode before = w.get("/api/tables/" + id).json();
            w.close();
            try (WebFixture again = new WebFixture(dir)) {
                assertEquals(Json.compact(before), Json.compact(again.get("/api/tables/" + id).json()), "the game resumed after a restart");
                JsonNode list = again.get("/api/tables").json();
                assertEquals(1, list.size());
                assertFalse(list.get(0).has("seed"), "the list keeps the seed secret too");
            }
        }
    }

    /** Every registered game but Fugitive (the tests' own game too, which the web code has never heard of) opens with its id alone. */
    @Test
    void everyRegisteredGameOpensWithItsIdAlone(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            int opened = 0;
            for (String game : Games.ids()) {
                if (game.equals(Catalog.GAME)) {
                    continue;
                }
                JsonNode v = w.ok("/api/tables", "{\"game\": \"" + game + "\", \"mode\": \"play\"}");
                assertEquals(game, v.get("game").asText());
                assertEngineAgrees(w, v.get("id").asText(), 0);
                opened++;
            }
            assertEquals(Games.ids().size() - 1, opened);
            assertTrue(Games.ids().size() >= 4, "the tests register a fourth game: " + Games.ids());
        }
    }

    /** In a game of teams each seat of the view names its team (the game's side); where every side is one seat, none does. */
    @Test
    void aGameOfTeamsNamesEachSeatsTeam(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            JsonNode daguai = w.ok("/api/tables", "{\"game\": \"daguai\", \"mode\": \"play\"}");
            List<String> teams = new ArrayList<>();
            daguai.get("seats").forEach(s -> teams.add(s.path("team").asText()));
            assertEquals(List.of("team 0 (seats 0, 2, 4)", "team 1 (seats 1, 3, 5)", "team 0 (seats 0, 2, 4)", "team 1 (seats 1, 3, 5)",
                    "team 0 (seats 0, 2, 4)", "team 1 (seats 1, 3, 5)"), teams);
            JsonNode scout = w.ok("/api/tables", "{\"game\": \"scout\", \"mode\": \"play\"}");
            scout.get("seats").forEach(s -> assertTrue(s.path("team").isMissingNode(), s.toString()));
        }
    }

    /** The view's legal moves and observation equal the engine's for the game file the server saved. */
    static void assertEngineAgrees(WebFixture w, String id, int seat) {
        JsonNode v = w.get("/api/tables/" + id).json();
        JsonNode file = Json.read(w.data.resolve("tables").resolve(id + GameTable.SUFFIX));
        GameRecord r = Games.record(file.get("game"), Path.of("saved"));
        check(Games.get(r.game()).game(r.spec(), r.params()), r, v, seat);
    }

    private static <S extends GameState<M>, M> void check(Game<S, M> game, GameRecord r, JsonNode v, int seat) {
        S s = Replay.of(game, r, "saved", true).state();
        assertEquals(s.moves().size(), v.get("at").asInt());
        assertEquals(Json.compact(s.observation(seat)), Json.compact(v.get("observation")));
        List<String> legal = new ArrayList<>();
        if (s.currentPlayer() == seat) {
            s.legalMoves().forEach(m -> legal.add(game.moveText(m)));
        }
        List<String> shown = new ArrayList<>();
        v.get("legal").forEach(m -> shown.add(m.asText()));
        assertEquals(legal, shown, "the legal moves only, all of them");
    }

    @Test
    void badRequestsAreOneLine400sThatOpenNothing(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            String[] bad = {
                "{\"game\": \"chess\", \"mode\": \"play\"}",
                "{\"game\": \"scout\", \"mode\": \"marshal\"}",
                "{\"game\": \"scout\", \"mode\": \"puzzle\"}",
                "{\"game\": \"scout\", \"mode\": \"watch\"}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"spec\": \"nope\"}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"spec\": \"../../specs/scout/official\"}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"spec\": \"pt\"}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"params\": {\"players\": 9}}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"params\": {\"colour\": 1}}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"params\": [3]}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"bots\": [\"greedy\"]}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"bots\": [\"greedy\", \"heuristic\", \"greedy\", \"greedy\"]}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"bots\": \"greedy\"}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"human\": 4}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"human\": \"marshal\"}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"seed\": \"x\"}",
                "{\"game\": \"scout\", \"mode\": \"play\", \"colour\": \"red\"}",
                "{\"game\": \"daguai\", \"mode\": \"play\", \"params\": {\"mode\": \"forever\"}}",
                "{\"game\": 7, \"mode\": \"play\"}",
            };
            for (String body : bad) {
                WebFixture.Reply r = w.post("/api/tables", body);
                assertEquals(400, r.status(), body + " -> " + r.body());
                String error = r.json().get("error").asText();
                assertFalse(error.contains("\n") || error.isBlank(), error);
                assertFalse(error.contains(dir.toString()), "no server path: " + error);
                assertEquals(0, w.get("/api/tables").json().size(), body + " opened a table");
                try (Stream<Path> files = Files.list(w.data.resolve("tables"))) {
                    assertEquals(0, files.count(), body + " wrote a file");
                }
            }
            // moves that are refused change nothing
            JsonNode v = w.ok("/api/tables", "{\"game\": \"scout\", \"mode\": \"play\", \"seed\": 3}");
            String id = v.get("id").asText();
            for (String move : new String[] {"show 1", "show 99", "dance", "scout left 1", "x".repeat(40_000)}) {
                WebFixture.Reply r = w.post("/api/tables/" + id + "/move", WebFixture.withAt("{\"move\": \"" + move + "\"}", 0));
                assertTrue(r.status() == 400 || r.status() == 409, move + " -> " + r.status());
                assertTrue(r.json().get("error").asText().length() < 300, "an error quotes little of the move");
            }
            WebFixture.Reply step = w.post("/api/tables/" + id + "/step", WebFixture.withAt("{}", 0));
            assertEquals(409, step.status(), "step is for watching");
            assertEquals(Json.compact(v), Json.compact(w.get("/api/tables/" + id).json()), "nothing changed");
            assertEquals(404, w.get("/api/tables/" + id + "/notes").status(), "a SCOUT game has no Marshal's notes");
        }
    }

    @Tag("slow")
    @Test
    void watchingShowsEverythingAndStepsOneMove(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            JsonNode v = w.ok("/api/tables", "{\"game\": \"daguai\", \"mode\": \"play\", \"human\": \"none\", \"seed\": 8, \"bots\": "
                    + "[\"greedy\", \"random\", \"greedy\", \"random\", \"greedy\", \"random\"]}");
            assertEquals(8, v.get("seed").asInt(), "watching, the seed gives nothing away");
            assertEquals(6, v.get("observations").size());
            assertEquals(0, v.get("at").asInt(), "the bots wait for Next move");
            String id = v.get("id").asText();
            JsonNode one = w.write(id, "step", "{}");
            assertEquals(1, one.get("at").asInt());
            assertEquals(1, one.get("log").size());
            assertNotEquals(Json.compact(v.get("observations")), Json.compact(one.get("observations")));
            for (int k = 0; k < 2000 && !one.has("result"); k++) {
                one = w.write(id, "step", "{}");
            }
            assertTrue(one.has("result"), "the round ends");
            assertEquals(6, one.get("result").get("returns").size());
            assertEquals(409, w.post("/api/tables/" + id + "/step", WebFixture.withAt("{}", one.get("at").asInt())).status(), "over");
        }
    }

    /**
     * A Da Guai Lu Zi match: when a round ends, the person's account of the moves ("Since your last move") says the round's
     * result (the seats out in order, the levels) and the next round's tribute, card named only to those who see it, and
     * keeps them until the person's first play of the new round (through the exchange, told with the person's own part).
     */
    @Test
    void aDaguaiMatchTellsEachRoundsEndAndItsTribute(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            JsonNode v = w.ok("/api/tables", "{\"game\": \"daguai\", \"mode\": \"play\", \"seed\": 8, \"params\": {\"mode\": \"match\"}}");
            String id = v.get("id").asText();
            int ends = 0;
            for (int k = 0; k < 600 && ends < 2 && !v.has("result"); k++) {
                JsonNode o = v.get("observation");
                List<String> round = new ArrayList<>();
                v.get("lastMoves").forEach(m -> {
                    if (m.has("round")) {
                        round.add(m.get("text").asText());
                    } else {
                        assertTrue(m.get("seat").asInt() != 0 || m.get("text").asText().startsWith("seat 0 (you) "), "the person's move told as theirs: " + m);
                        assertFalse(m.get("text").asText().matches(".+\\bseat 0\\b.*"), "the person is 'you' in another seat's move (the exchange): " + m);
                    }
                });
                int played = o.get("roundsPlayed").asInt();
                assertTrue(played == ends || !round.isEmpty(), "a round's end is told at the person's next turn: " + v.get("lastMoves"));
                if (!round.isEmpty()) {
                    assertTrue(round.size() >= 3 && round.get(0).startsWith("Round " + played + " is over: ") && round.get(0).contains(". Out in order ")
                            && round.get(0).contains(" level"), "the round's result told: " + round);
                    assertTrue(round.get(1).matches("(You lead|seat [1-5] \\(team [01]\\) leads) round " + (played + 1) + ": team .*"), round.get(1));
                    JsonNode tributes = o.get("tributes");
                    List<String> paid = round.subList(2, round.size());
                    if (tributes.isEmpty()) {
                        assertTrue(paid.size() == 1 && paid.get(0).startsWith("No tribute"), paid.toString());
                    }
                    for (int t = 0; t < tributes.size(); t++) {
                        JsonNode tr = tributes.get(t);
                        String card = tr.get("card").asText();
                        String line = paid.get(t);
                        assertTrue(line.startsWith("Tribute: " + (tr.get("giver").asInt() == 0 ? "you give " : "seat " + tr.get("giver").asInt() + " (team "))
                                && line.contains(tr.get("receiver").asInt() == 0 ? "you" : "seat " + tr.get("receiver").asInt() + " (team ")
                                && line.contains(card.equals("hidden") ? "the highest card of the new hand" : "the " + card), line + " for " + tr);
                    }
                    ends = played;
                }
                String move = "";
                for (JsonNode m : v.get("legal")) {
                    move = m.asText().length() > move.length() ? m.asText() : move; // the most cards: the round ends sooner
                }
                v = w.write(id, "move", "{\"move\": \"" + move + "\"}");
            }
            assertEquals(2, ends, "two rounds' ends seen");

            // the person's own part in the exchange (a card given back) is told with the round's end, which stays
            org.cardlab.daguai.DaguaiGame game = (org.cardlab.daguai.DaguaiGame) Games.get("daguai").game(Games.get("daguai").spec(Games.get("daguai").defaultSpec()),
                    (com.fasterxml.jackson.databind.node.ObjectNode) Json.parse("{\"mode\": \"match\"}", "params"));
            org.cardlab.daguai.DaguaiState s = null;
            for (long seed = 1; s == null; seed++) {
                org.cardlab.daguai.DaguaiState g = game.newGame(seed);
                org.cardlab.core.Rng rng = new org.cardlab.core.Rng(seed);
                while (!g.isTerminal() && g.results().isEmpty()) {
                    g.apply(g.randomLegalMove(rng));
                }
                s = g.phase() == org.cardlab.daguai.DaguaiState.Stage.RETURN && g.currentPlayer() == 0 ? g : null;
            }
            org.cardlab.daguai.DaguaiState at = s;
            String table = w.server.tables().create(t -> new GameTable<>(t, game, at, 0, java.util.Collections.nCopies(6, "greedy"))).get("id").asText();
            JsonNode before = w.get("/api/tables/" + table).json();
            assertTrue(Json.compact(before.get("lastMoves")).contains("\"text\":\"Round 1 is over: "), before.get("lastMoves").toString());
            JsonNode after = w.write(table, "move", "{\"move\": \"" + before.get("legal").get(0).asText() + "\"}");
            String told = Json.compact(after.get("lastMoves"));
            assertTrue(told.contains("\"text\":\"Round 1 is over: ") && told.contains("\"seat\":0,\"text\":\"seat 0 (you) "),
                    "the round's end still told, with the person's own part: " + told);
        }
    }

    /**
     * SCOUT: a round ended by the person's own show is told as a bot's is ("..., ending the round"), with its cards and what it
     * captured (it once said only "shows the last card of the hand"), and with the round's scores.
     */
    @Tag("slow")
    @Test
    void aScoutRoundEndedByThePersonIsTold(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            GameType type = Games.get("scout");
            @SuppressWarnings("unchecked")
            Game<GameState<Object>, Object> game = (Game<GameState<Object>, Object>) type.game(type.spec(type.defaultSpec()),
                    (com.fasterxml.jackson.databind.node.ObjectNode) Json.parse("{\"players\": 3}", "params"));
            GameState<Object> s = null;
            Object ending = null;
            for (long seed = 1; ending == null; seed++) {
                GameState<Object> g = game.newGame(seed);
                org.cardlab.core.Rng rng = new org.cardlab.core.Rng(seed);
                while (!g.isTerminal() && ending == null) {
                    if (g.currentPlayer() == 0) {
                        for (Object m : g.legalMoves().toList()) {
                            GameState<Object> c = g.copy();
                            c.apply(m);
                            if (game.moveText(m).contains("show") && !Json.compact(game.summary(c).get("rounds")).equals(Json.compact(game.summary(g).get("rounds")))) {
                                ending = m;
                                s = g;
                                break;
                            }
                        }
                    }
                    if (ending == null) {
                        g.apply(g.randomLegalMove(rng));
                    }
                }
            }
            GameState<Object> at = s;
            String log = org.cardlab.scout.ScoutNarrator.move((org.cardlab.scout.ScoutState) (Object) at, (org.cardlab.scout.ScoutMove) ending);
            String table = w.server.tables().create(t -> new GameTable<>(t, game, at, 0, java.util.Collections.nCopies(3, "greedy"))).get("id").asText();
            JsonNode v = w.write(table, "move", "{\"move\": \"" + game.moveText(ending) + "\"}");
            JsonNode told = v.get("lastMoves");
            assertTrue(told.get(0).get("seat").asInt() == 0 && told.get(0).get("text").asText().matches("player 0 \\(you\\) .*, ending the round"), told.toString());
            // with its cards and what it captured, as every other show is told (the engine's log names them)
            assertTrue(log.contains(" shows "), "a show ends the round: " + log);
            assertTrue(told.get(0).get("text").asText().contains(log.substring(log.lastIndexOf("shows "))), told.get(0) + " names what " + log + " shows");
            assertTrue(told.get(1).has("round") && told.get(1).get("text").asText().matches("Round \\d of 3 is over: .*\\. This round: you [-+]\\d+, player 1 .*; totals: you -?\\d+, .*"),
                    told.toString());
        }
    }
}
