package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A person never sees another seat's hidden cards, in every registered game the generic table
 * serves (all but Fugitive, whose own pages {@link WebPageTest} covers): SCOUT, Da Guai Lu Zi and
 * the tests' own High Card Duel, registered under src/test only. A table opened on a game and one
 * opened on the same game with every hand but the person's resampled (the engine's own
 * resampling) give the same JSON view and, in real Chromium, the same page, while the other
 * seats' hands did change.
 */
@Tag("browser")
class WebGameSecretTest {
    /** The seat the person plays. */
    static final int YOU = 0;

    /** The game after {@code randomMoves} random moves and then until the person's turn, and the same with the others' hands resampled. */
    @SuppressWarnings("unchecked")
    static <S extends GameState<M>, M> List<S> pair(Game<S, M> game, long seed, int randomMoves) {
        S s = game.newGame(seed);
        Rng rng = new Rng(seed);
        for (int k = 0; !s.isTerminal() && (k < randomMoves || s.currentPlayer() != YOU); k++) {
            s.apply(s.randomLegalMove(rng));
        }
        S other = (S) s.resampleUnseen(YOU, new Rng(seed + 1000));
        assertNotEquals(s.fullState(), other.fullState(), "the resampling changed the hidden cards");
        assertNotEquals(s.observation(YOU + 1), other.observation(YOU + 1), "the next seat sees another hand");
        return List.of(s, other);
    }

    /** The length of the game {@link #pair} plays from {@code seed}, played by the same random moves to its end. */
    static <S extends GameState<M>, M> int randomLength(Game<S, M> game, long seed) {
        S s = game.newGame(seed);
        Rng rng = new Rng(seed);
        int k = 0;
        for (; !s.isTerminal(); k++) {
            s.apply(s.randomLegalMove(rng));
        }
        return k;
    }

    /** The random moves {@link #pair} plays from {@code seed} until a first round has ended (the summary lists it). */
    static <S extends GameState<M>, M> int firstRoundLength(Game<S, M> game, long seed) {
        S s = game.newGame(seed);
        Rng rng = new Rng(seed);
        int k = 0;
        for (; game.summary(s).get("rounds").isEmpty(); k++) {
            s.apply(s.randomLegalMove(rng));
        }
        return k;
    }

    static <S extends GameState<M>, M> String open(WebFixture w, Game<S, M> game, S state) {
        List<String> bots = Collections.nCopies(game.numPlayers(), game.type().botNames().get(0));
        return w.server.tables().create(id -> new GameTable<>(id, game, state, YOU, bots)).get("id").asText();
    }

    static JsonNode withoutId(JsonNode view) {
        ObjectNode o = ((ObjectNode) view).deepCopy();
        o.remove("id");
        return o;
    }

    @Test
    void theOtherSeatsHandsResampledGiveTheSamePageAndView(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            List<String> ids = Games.all().stream().map(GameType::id).filter(id -> !id.equals("fugitive")).toList();
            assertTrue(ids.containsAll(List.of("scout", "daguai", "duel")), "the generic table's games: " + ids);
            int checked = 0;
            for (String id : ids) {
                GameType type = Games.get(id);
                Game<?, ?> game = type.game(type.spec(type.defaultSpec()));
                for (int moves : new int[] {0, 9, 25}) {
                    // a short game (the duel's 20 moves) is looked at before its half-way point, while hands are still hidden
                    checked += compare(w, b, game, 40 + moves, Math.min(moves, randomLength(game, 40 + moves) / 2));
                }
            }
            // a Da Guai Lu Zi match just after its first round: the round's end and the tribute told (a tribute's card only to its two seats)
            Game<?, ?> match = Games.get("daguai").game(Games.get("daguai").spec(Games.get("daguai").defaultSpec()),
                    (ObjectNode) Json.parse("{\"mode\": \"match\"}", "params"));
            checked += compare(w, b, match, 41, firstRoundLength(match, 41));
            assertEquals(3 * ids.size() + 1, checked);
        }
    }

    private static <S extends GameState<M>, M> int compare(WebFixture w, Browser b, Game<S, M> game, long seed, int moves) throws Exception {
        List<S> two = pair(game, seed, moves);
        String a = open(w, game, two.get(0));
        String c = open(w, game, two.get(1));
        JsonNode va = w.get("/api/tables/" + a).json();
        JsonNode vc = w.get("/api/tables/" + c).json();
        String what = game.info().id() + " seed " + seed + " after " + moves + " moves";
        assertEquals(Json.compact(withoutId(va)), Json.compact(withoutId(vc)), what + ": the JSON view");
        String pageA = page(b, w, a);
        // the viewport only: the whole generic pages are shot by WebGamePageTest (phone-generic-*, phone-scout-*, phone-daguai-*)
        b.viewport("phone-secret-" + game.info().id() + "-" + moves);
        assertEquals(pageA, page(b, w, c), what + ": the page");
        return 1;
    }

    /** What the page shows of a table: its title, its text and its markup. */
    private static String page(Browser b, WebFixture w, String table) {
        b.open(w.base() + "/#/t/" + table);
        b.waiting(60).until(d -> Boolean.TRUE.equals(b.js("return !!(S.view && S.view.id === arguments[0] && document.getElementById('gtable'))", table)));
        return b.driver.getTitle() + "\n" + b.js("return document.getElementById('app').innerText") + "\n"
                + b.js("return document.getElementById('app').innerHTML + document.getElementById('bar').innerHTML");
    }
}
