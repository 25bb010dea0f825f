package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import com.fasterxml.jackson.databind.JsonNode;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * SCOUT and Da Guai Lu Zi in the browser at phone size (390x844): the start page lists every registered game; a
 * whole SCOUT game and a Da Guai Lu Zi round played by tapping the page's cards and buttons (only legal moves can be
 * sent); the seed kept secret until the end; bots watched to the end.
 */
@Tag("browser")
class WebGamePageTest {
    /** One browser for the class (each test opens its own server, so nothing carries over from one test to the next). */
    private static Browser b;

    @BeforeAll
    static void browser() {
        b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H);
    }

    @AfterAll
    static void closeBrowser() {
        if (b != null) {
            b.close();
        }
    }

    static void start(Browser b, String game, String seed) {
        b.find("#" + game + "-seed").sendKeys(seed);
        b.click("#" + game + "-start");
        b.waiting(120).until(d -> b.ready().startsWith("play:"));
    }

    static void noToast(Browser b) {
        b.assertNoToast("a move refused");
    }

    @Test
    void aWholeScoutGameThroughThePage(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            b.open(w.base() + "/");
            List<String> listed = b.all("#games li").stream().map(e -> e.getAttribute("data-game")).toList();
            assertEquals(Games.ids(), listed, "the start page lists every registered game, in the registry's order");
            b.screenshot("phone-home-games");
            assertEquals(List.of("2 players", "2 to 5 players", "6 players"), List.of("fugitive", "scout", "daguai").stream()
                    .map(g -> b.find("#games li[data-game='" + g + "'] .game-facts").getText().replaceAll(".* · ", "")).toList(),
                    "each game's player counts, as GET /api/games gives them (SCOUT's a range, not its default)");
            assertEquals("", b.js("return [...document.querySelectorAll('#games li')].filter(li => li.getBoundingClientRect().height > 45)"
                    + ".map(li => li.innerText.replace(/\\s+/g, ' ') + ' ' + li.getBoundingClientRect().height).join('; ')"),
                    "at 390 px each game's line is one line, the link's height");
            assertEquals(List.of("2", "5"), List.of(b.find("#scout-param-players").getAttribute("min"), b.find("#scout-param-players").getAttribute("max")));
            b.find("#scout-param-players").clear();
            b.find("#scout-param-players").sendKeys("3"); // three rounds of three: a whole game, in less time than four
            assertEquals(3, b.count("#scout-seat-bots select"), "one choice of bot per seat, as many as the player count");
            new Select(b.find("#scout-bot-2")).selectByValue("random");
            b.js("document.getElementById('scout-seat-bots').scrollIntoView()");
            TapTargets.assertThumbSized(b, "the start page, a game set up", "#scout-start", "#scout-bot-2");
            b.screenshot("phone-home-seat-bots");
            start(b, "scout", "5");
            assertEquals("[null,\"greedy\",\"random\"]", String.valueOf(b.js("return JSON.stringify(S.view.seats.map(s => s.bot))")),
                    "each seat's bot as chosen on the start page");
            assertFalse(WebPlayPageTest.title(b).contains("seed"), "the seed deals the cards: hidden while the game runs");
            assertEquals(2, b.count("#keep, #flip"), "after the deal: keep or flip");
            assertEquals(b.count("#hand .scard"), b.count("#hand-flipped .scard"), "the flipped hand is shown beside");
            assertEquals(Boolean.TRUE, b.js("const t = document.getElementById('title');"
                    + "return t.scrollHeight <= t.clientHeight && t.scrollWidth <= t.clientWidth && t.innerText.endsWith('you are player 0')"), "the whole title on a phone, none of it cut: " + WebPlayPageTest.title(b));
            TapTargets.assertThumbSized(b, "SCOUT, keep or flip", "#keep", "#flip");
            b.screenshot("phone-scout-flip");
            b.click("#flip", true);
            noToast(b);
            // twelve cards take two lines at 390 px: the last card of a line says the hand runs on (its neighbour starts the next)
            assertEquals("", b.waiting(10).until(d -> b.js("const cs = [...document.querySelectorAll('#hand .scard')];"
                    + " const wrong = cs.filter(c => (!!c.nextElementSibling && c.nextElementSibling.offsetTop > c.offsetTop) !== c.classList.contains('wrap-end'));"
                    + " return document.querySelectorAll('#hand .scard.wrap-end').length > 0 ? wrong.map(c => c.id || c.innerText).join(' ') : null")));
            boolean shotShow = false;
            boolean shotScout = false;
            boolean scoutShown = false;
            boolean offlineDone = false;
            int told = 0;
            int moves = 0;
            for (; moves < 400; moves++) {
                // what the turn offers, read in one call (each WebDriver call is a round trip through chromedriver)
                JsonNode turn = Json.parse(String.valueOf(b.js("const q = s => document.querySelector(s);"
                        + "const line = q('#score-line'), rows = [...document.querySelectorAll('#scores tr')].slice(1);"
                        + "return JSON.stringify({over: !!q('#outcome'), keep: !!q('#keep'), right: !!q('#take-right'),"
                        + " shows: [...document.querySelectorAll('#shows button')].map(e => e.getAttribute('data-move')),"
                        // the score line above the bar with the page scrolled to its top, and the same totals as the table of seats further down
                        + " scores: line && [line.getBoundingClientRect().bottom + scrollY <= q('#bar').getBoundingClientRect().top, line.innerText.replace(/\\u00a0/g, ' ').split(' · ')[0],"
                        + "   'Totals: ' + rows.map(r => (r.classList.contains('you') ? 'you' : r.cells[0].innerText.split(' · ')[0]) + ': ' + r.cells[4].innerText).join(', ')]})")), "turn");
                if (turn.get("over").asBoolean()) {
                    break;
                }
                assertTrue(turn.get("scores").get(0).asBoolean(), "the scores on a phone's first screen");
                assertEquals(turn.get("scores").get(2).asText(), turn.get("scores").get(1).asText(), "the score line says the table's totals");
                if (turn.get("keep").asBoolean()) {
                    b.click("#keep", true);
                } else if (moves >= 6 && !offlineDone && !turn.get("shows").isEmpty()) {
                    OfflineMoves.moveWhileOffline(b, w, turn.get("shows").get(0).asText());
                    offlineDone = true;
                } else if (!turn.get("shows").isEmpty() && moves % 5 != 4) {
                    String move = turn.get("shows").get(turn.get("shows").size() - 1).asText(); // the longest last: end the round sooner
                    b.click("#shows button[data-move='" + move + "']");
                    List<String> go = goButton(b);
                    assertEquals(move, go.get(0), "the set picked is the move sent");
                    assertTrue(go.get(1).startsWith("Show "), go.get(1));
                    if (!shotShow) {
                        TapTargets.assertThumbSized(b, "SCOUT, a set picked to show", "#hand .scard", "#shows button", "#go");
                        b.screenshot("phone-scout-show");
                        shotShow = true;
                    }
                    b.click("#go", true);
                } else if (!scoutShown && scoutShow(b)) {
                    scoutShown = true;
                } else {
                    b.click(turn.get("right").asBoolean() ? "#take-right" : "#take-left");
                    TapTargets.assertThumbSized(b, "SCOUT placing a scouted card", ".gap");
                    if (!shotScout) {
                        b.screenshot("phone-scout-gaps");
                    }
                    b.click("#" + b.find(".gap:not([disabled])").getAttribute("id"));
                    String sent = goButton(b).get(0);
                    assertTrue(sent.matches("scout (left|right) \\d+"), sent);
                    assertEquals("", WebPhoneLayoutTest.barProblems(b), "SCOUT, a scout into place chosen, the bar at 390 px");
                    if (!shotScout) {
                        // the longest words the move key says for a scout, beside Clear: whole, on one line (a tester saw "cout 10 into place 3")
                        String words = goButton(b).get(1);
                        b.js("document.getElementById('go').textContent = 'Scout 10 into place 10'");
                        assertEquals("", WebPhoneLayoutTest.barProblems(b), "SCOUT, 'Scout 10 into place 10' beside Clear, the bar at 390 px");
                        b.js("document.getElementById('go').textContent = arguments[0]", words);
                        b.screenshot("phone-scout-scout");
                        shotScout = true;
                    }
                    b.click("#go", true);
                }
                told = Math.max(told, GameWords.checkLastMoves(b, "phone-scout-last-moves")); // and no toast
            }
            assertTrue(told >= 2, "after the person's move, the page told each other seat's move: " + told);
            assertTrue(b.find("#outcome").getText().startsWith("Game over: "), b.find("#outcome").getText());
            assertTrue(WebPlayPageTest.title(b).contains("seed 5"), "the seed once the game is over: " + WebPlayPageTest.title(b));
            assertEquals(3, b.count("#ghands .ghand"), "every hand once it is over");
            assertEquals(List.of("player 0 (you)", "player 1", "player 2"), b.texts("#ghands .ghand h3"), "the person's hand named as in the Moves list");
            assertEquals(3, b.count("#scores tr") - 1, "three seats, as set on the start page");
            assertTrue(moves > 10, "the person played the game: " + moves + " moves");
            assertTrue(scoutShown, "a Scout & Show was played through the page");
            assertTrue(offlineDone, "a move was made with the network cut");
            b.screenshot("phone-scout-over");
            GameWords.checkMovesList(b, "player", 3);
            assertTrue(b.find("#outcome").getText().replace('\u00a0', ' ').contains("Totals: you: "), "the person's total named as the score line names it");
            b.js("document.getElementById('log').scrollIntoView()");
            b.viewport("phone-scout-over-moves");
            for (int r = 1; r <= 2; r++) {
                String head = "Round " + r + " of 3 is over: ";
                assertTrue(GameWords.ROUND_ENDS.stream().anyMatch(t -> t.startsWith(head) && t.contains(". This round: you ")),
                        "the round's end and its scores told at the person's next turn: " + GameWords.ROUND_ENDS);
            }
            String tie = String.valueOf(b.js("return gameOutcome({game: 'scout', seats: S.view.seats, result: {winner: null, returns: [1, 3, 3], summary: {totals: [1, 3, 3]}}})"));
            assertEquals("Game over: a tie between player 1 and player 2. Totals: player 0: 1, player 1: 3, player 2: 3",
                    tie.replace('\u00a0', ' '), "a tie says who shares first place");
            assertTrue(tie.endsWith("player\u00a02:\u00a03"), "a seat's name and score on one line, never broken apart: " + tie);
        }
    }

    static String tableId(Browser b) {
        return b.driver.getCurrentUrl().replaceAll(".*#/t/", "");
    }

    static int serverAt(WebFixture w, String id) {
        return w.get("/api/tables/" + id).json().get("at").asInt();
    }

    /** The banner's words for the taps waiting on the phone (null when none wait). */
    static String waitingWords(Browser b) {
        return String.valueOf(b.js("const e = document.getElementById('play-waiting'); return e ? e.innerText : null"));
    }

    /** Waits until the page is online with nothing waiting to be sent and no request in flight. */
    static void allSent(Browser b) {
        b.waiting(60).until(d -> Boolean.TRUE.equals(b.js("return S.online && !S.playQueue && !S.busy")));
    }


    /** The Go button's move and words, once the page has drawn it (one call a look). */
    static List<String> goButton(Browser b) {
        List<?> go = b.waiting(60).until(d -> (List<?>) b.js("const g = document.getElementById('go'); return g ? [g.getAttribute('data-move'), g.innerText] : null"));
        return go.stream().map(x -> x == null ? null : String.valueOf(x)).toList();
    }

    /** The first game the page has no drawer for (the tests' Duel, or a game added under src/main/) is played on the generic page: its observation and a button per legal move. */
    @Test
    void aGameWithoutAPageOfItsOwnOnTheGenericPage(@TempDir Path dir) throws Exception {
        String game = Games.ids().stream().filter(g -> !g.equals("fugitive") && !PageFiles.GAME_PAGES.contains(g)).findFirst().orElseThrow();
        try (WebFixture w = new WebFixture(dir)) {
            b.open(w.base() + "/");
            start(b, game, "3");
            int moves = 0;
            for (; moves < 100 && b.count("#outcome") == 0; moves++) {
                if (moves == 0) {
                    TapTargets.assertThumbSized(b, "the generic page", "#move-0");
                    GameWords.checkObservationInWords(b);
                    b.screenshot("phone-generic-" + game);
                }
                b.click("#move-0", true);
                noToast(b);
            }
            assertTrue(moves > 0 && b.find("#outcome").getText().startsWith("Game over: "), moves + " moves: " + b.find("#outcome").getText());

            // a move waiting offline for a table deleted meanwhile on another device: said once, not left "sending"
            b.open(w.base() + "/");
            start(b, game, "4");
            String id = tableId(b);
            String move = b.find("#move-0").getText(); // in the game's own notation, whatever the game
            b.cutNetwork(true);
            try {
                b.click("#move-0");
                b.waiting(60).until(d -> waitingWords(b).startsWith("your move: "));
                assertEquals(200, w.send("DELETE", "/api/tables/" + id, "{}", null).status());
            } finally {
                b.cutNetwork(false);
            }
            b.waiting(60).until(d -> b.find("#app").getText().startsWith("This table was deleted."));
            b.waiting(60).until(d -> !b.find("#banner").isDisplayed());
            assertEquals("Not sent: your move: " + move + ".", b.find("#notice").getText());
            b.screenshot("phone-generic-deleted-while-offline");
            assertEquals("null", String.valueOf(b.js("return localStorage.getItem('cardlab-play-' + arguments[0])", id)), "nothing left waiting on the phone");
        }
    }

    /** A Scout &amp; Show from the first end and gap that allow one (the page then lists the sets it allows); false, nothing sent, if none. */
    static boolean scoutShow(Browser b) throws Exception {
        for (String end : List.of("#take-left", "#take-right")) {
            if (b.count(end) == 0) {
                continue;
            }
            // tapped with the button just above the bottom bar, as a tester had it: the switches the end taken brings come
            // into sight above the bar (they came half under it)
            b.js("const t = document.querySelector(arguments[0]);"
                    + " scrollBy(0, t.getBoundingClientRect().bottom + 4 - document.getElementById('bar').getBoundingClientRect().top); t.click()", end);
            String sight = b.waiting(10).withMessage("the Scout choices under the bottom bar").until(d -> (String) b.js("const s = document.querySelector('.scout-take label:last-child');"
                    + " return !s ? 'none' : s.getBoundingClientRect().bottom <= document.getElementById('bar').getBoundingClientRect().top ? 'seen' : null"));
            if (sight.equals("none") || b.count("#and-show") == 0) { // the Scout & Show chip is spent
                b.click("#clear");
                return false;
            }
            b.click("#and-show");
            TapTargets.assertThumbSized(b, "SCOUT, Scout & Show chosen", "label:has(#turned)", "label:has(#and-show)", "#take-left, #take-right");
            List<WebElement> gaps = b.all(".gap:not([disabled])");
            if (gaps.isEmpty()) {
                b.click("#clear");
                continue;
            }
            b.click("#" + gaps.get(0).getAttribute("id"));
            List<WebElement> sets = b.all("#shows button");
            assertFalse(sets.isEmpty(), "a gap is enabled only when a set can be shown after the scout");
            String move = sets.get(0).getAttribute("data-move");
            b.click("#shows button[data-move='" + move + "']");
            assertEquals(move, b.find("#go").getAttribute("data-move"));
            assertTrue(move.startsWith("scout-show "), move);
            b.screenshot("phone-scout-scout-show");
            b.click("#go", true);
            return true;
        }
        return false;
    }

    @Test
    void aDaguaiRoundThroughThePageAndBotsWatched(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            b.open(w.base() + "/");
            start(b, "daguai", "11");
            assertEquals(27, b.count("#hand .dcard"), "a Da Guai Lu Zi hand of 27 cards");
            List<?> byRank = (List<?>) b.js("return [S.view.observation.handByRank, [...document.querySelectorAll('#hand .dcard')].map(e => e.title).join(' ')]");
            assertEquals(byRank.get(0), byRank.get(1), "the hand drawn as a player sorts it (EngineRulesTest checks that order)");
            GameWords.checkDaguaiHeader(b);
            b.screenshot("phone-daguai-start");
            int moves = 0;
            int told = 0;
            boolean shotPick = false;
            boolean lost = false;
            String tapped = null; // the first play, picked by tapping its cards in the hand, and the server's count before it
            int tappedAt = -1;
            int passOnly = 0; // turns with Pass the only move
            for (; moves < 300; moves++) {
                JsonNode turn = Json.parse(String.valueOf(b.js("const q = s => document.querySelector(s), p = q('#plays button[data-move]');"
                        + "return JSON.stringify({over: !!q('#outcome'), play: p ? p.getAttribute('data-move') : null, pass: !!q('#pass')})")), "turn");
                if (turn.get("over").asBoolean()) {
                    break;
                }
                if (!turn.get("play").isNull() && (moves % 3 != 2 || !turn.get("pass").asBoolean())) {
                    String move = turn.get("play").asText();
                    if (tapped == null) { // the longest play shown, its cards tapped in the hand (drawn by rank, not in the play's order)
                        move = tapped = String.valueOf(b.js("return [...document.querySelectorAll('#plays button[data-move]')].map(e => e.getAttribute('data-move'))"
                                + ".reduce((a, m) => m.split(' ').length > a.split(' ').length ? m : a)"));
                        tappedAt = serverAt(w, tableId(b));
                        for (Object card : (List<?>) b.js("const used = []; return arguments[0].split(' ').map(c => {"
                                + " const e = [...document.querySelectorAll('#hand .dcard')].find(x => x.title === c && !used.includes(x.id)); used.push(e.id); return e.id; })", move)) {
                            b.click("#" + card);
                        }
                    } else {
                        b.click("#plays button[data-move='" + move + "']");
                    }
                    // the cards picked and the Go button, read in one call
                    List<?> picked = b.waiting(60).until(d -> (List<?>) b.js("const g = document.getElementById('go'); if (!g) return null;"
                            + "return [[...document.querySelectorAll('#hand .dcard.pick')].map(e => e.getAttribute('title')).sort().join(' '), g.innerText, !g.disabled]"));
                    assertEquals(GameWords.sorted(move), picked.get(0), "the play's cards picked in the hand");
                    String play = String.valueOf(picked.get(1));
                    assertTrue(Boolean.TRUE.equals(picked.get(2)) && play.startsWith("Play "), play);
                    assertEquals("", GameWords.firstRaw(play), "the play in the page's card words: " + play);
                    if (!shotPick) {
                        TapTargets.assertThumbSized(b, "Da Guai Lu Zi, a play picked", "#hand button.dcard", "#plays button", "#go");
                        b.screenshot("phone-daguai-pick");
                        shotPick = true;
                    }
                    if (moves >= 3 && !lost) {
                        OfflineMoves.answerLost(b, w, "#go");
                        lost = true;
                    } else {
                        b.click("#go", true);
                    }
                } else {
                    passOnly += turn.get("play").isNull() ? GameWords.checkDaguaiPassOnly(b, passOnly) : 0;
                    b.click("#pass", true);
                }
                told = Math.max(told, GameWords.checkLastMoves(b, "phone-daguai-last-moves")); // and no toast
            }
            assertTrue(told >= 5, "the five bots' moves told in words: " + told);
            assertTrue(passOnly > 0, "a turn with no play that beats the table's, only Pass");
            assertTrue(lost, "a move's answer was lost");
            assertTrue(b.find("#outcome").getText().startsWith("Game over: "), b.find("#outcome").getText());
            assertTrue(moves > 3, "the person played the round: " + moves + " moves");
            b.screenshot("phone-daguai-over");
            assertEquals(GameWords.sorted(tapped), GameWords.sorted(String.valueOf(b.js("return S.view.log[arguments[0]]", tappedAt))), "the play sent is the cards tapped");
            GameWords.checkMovesList(b, "seat", 1);
            assertTrue(String.valueOf(b.js("return GAME_PAGES.daguai.table(S.view, Object.assign({}, S.view.observation || S.view.observations[0],"
                    + " {trick: {lastSeat: 5, play: '2S 2S 2S 3H 3H', kind: 'full-house', passes: 0}})).innerText")).contains("seat 5 (team 1)'s full house"),
                    "the table's play named in the move words' words, not the engine's 'full-house'");
            List<?> leads = (List<?>) b.js("const o = Object.assign({}, S.view.observation || S.view.observations[0], {trick: null, phase: 'play'});"
                    + "return [0, 3].map(seat => GAME_PAGES.daguai.table(Object.assign({}, S.view, {toMove: seat}), o).querySelector('#set').innerText)");
            assertEquals(List.of("No play on the table: you lead", "No play on the table: seat 3 (team 1) leads"), leads, "who leads, the person 'you'");

            // bots watched: every hand shown, step by step, then to the end
            b.open(w.base() + "/");
            b.find("#daguai-human").sendKeys("nobody");
            start(b, "daguai", "12");
            assertTrue(WebPlayPageTest.title(b).contains("seed 12"), "watching, the seed gives nothing away");
            assertEquals(6, b.count("#ghands .ghand"), "watching shows every hand");
            int before = b.count("#log li");
            b.click("#step", true);
            assertEquals(before + 1, b.count("#log li"), "one bot move per step");
            assertEquals(1, b.count("#last-moves li"), "watching, the last move in words");
            assertTrue(b.find("#last-moves li").getText().startsWith("seat "), b.find("#last-moves li").getText());
            assertEquals("", GameWords.firstRaw(b.find("#log").getText()), "the moves' log names cards as the pictures do");
            TapTargets.assertThumbSized(b, "Da Guai Lu Zi watched", "#step", "#run");
            b.screenshot("phone-daguai-watch");
            // the network cut: each tap on Next move waits, and is sent once when it is back
            String id = tableId(b);
            int at = serverAt(w, id);
            b.cutNetwork(true);
            try {
                for (int n = 1; n <= 2; n++) {
                    b.click("#step");
                    String words = n + " × Next move";
                    b.waiting(60).until(d -> words.equals(waitingWords(b)));
                }
                assertEquals(Boolean.TRUE, b.js("return document.getElementById('run').disabled"), "Play to the end needs the server");
                assertEquals(at, serverAt(w, id));
            } finally {
                b.cutNetwork(false);
            }
            allSent(b);
            assertEquals(at + 2, serverAt(w, id), "two steps, each once");
            b.click("#run");
            // the network cut during the run: the step cut short waits, and the run goes on once it is back
            b.waiting(120).until(d -> Boolean.TRUE.equals(b.js("return S.view.at >= arguments[0]", at + 12)));
            b.cutNetwork(true);
            try {
                b.waiting(60).until(d -> String.valueOf(waitingWords(b)).endsWith(" × Next move, then Play to the end"));
            } finally {
                b.cutNetwork(false);
            }
            b.waiting(300).until(d -> b.count("#outcome") > 0);
            assertEquals(serverAt(w, id), ((Number) b.js("return S.view.log.length")).intValue(), "every move the server holds is in the log shown");
            b.screenshot("phone-daguai-watch-over");
        }
    }
}
