package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.NoteEvent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * At 390x844, the small things a phone tester found: the offline deck keys counting the draws
 * still waiting, the waiting list showing whole lines, "I pass" on one line, no empty panel and
 * no talk of the next move at game over, the row shown from its start at game over, the offline guess bar
 * whole at 320 px, and the Fugitive's explanation only where it applies.
 * One browser and one fixture per test, several checks each.
 */
@Tag("browser")
class WebPhoneDetailsTest {

    /** The parts of the banner's waiting list cut by its edge (an event shown half), "" for none. */
    static String cutWaitingLines(Browser b) {
        return String.valueOf(b.js("const ol = document.getElementById('waiting'); if (!ol) return 'no list';"
                + "const r = ol.getBoundingClientRect(), out = [];"
                + "for (const li of ol.querySelectorAll('li')) { const l = li.getBoundingClientRect();"
                + "  if (l.bottom > r.top + 0.5 && l.top < r.bottom - 0.5 && (l.top < r.top - 0.5 || l.bottom > r.bottom + 0.5))"
                + "    out.push('\"' + li.innerText + '\" ' + l.top.toFixed(1) + '..' + l.bottom.toFixed(1) + ' in ' + r.top.toFixed(1) + '..' + r.bottom.toFixed(1)); }"
                + "return out.join('; ');"));
    }

    /** The row of hideouts: [its first card's left edge in the viewport, scrollLeft, the most it scrolls]. */
    static List<Double> rowScroll(Browser b) {
        return ((List<?>) b.js("const row = document.getElementById('row'), first = row.querySelector('.spot, .card');"
                + "return [first.getBoundingClientRect().left, row.scrollLeft, row.scrollWidth - row.clientWidth]")).stream()
                .map(x -> ((Number) x).doubleValue()).toList();
    }

    /** At game over the row shows the route from its start: its first card's left edge inside the screen. */
    static void rowFromItsStart(Browser b, String what) {
        List<Double> r = rowScroll(b);
        assertTrue(r.get(2) > 0, what + ": a row longer than the screen, else this shows nothing: " + r);
        assertTrue(r.get(0) >= 0, what + ": the first card's left edge inside the screen (scrolled by " + r.get(1) + " of " + r.get(2) + "): " + r.get(0));
    }

    /**
     * At 320x640 (the same page, the viewport narrowed a moment): every key of the bar whole and on one line, and every tap
     * target on the page thumb-sized, {@code keys} among them; then 390x844 again.
     */
    static void narrowBar(Browser b, String shot, String what, String... keys) throws Exception {
        b.viewport(WebPlayPageTest.NARROW_W, 640);
        try {
            b.viewport(shot);
            assertEquals("", WebPhoneLayoutTest.barProblems(b), what + ", the bar at 320 px");
            TapTargets.assertThumbSized(b, what + " at 320 px", keys);
        } finally {
            b.viewport(WebPageTest.PHONE_W, WebPageTest.PHONE_H);
        }
    }

    @Test
    void theMarshalsNotesOfflineAndAtTheEnd(@TempDir Path dir) throws Exception {
        List<NoteEvent> game = WebPageTest.seededNotes("pt", 7, "random", "heuristic", 500);
        int k = 6;
        while (!(game.get(k) instanceof NoteEvent.Guess)) {
            k++;
        }
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            String id = WebOfflineSendingTest.openNotes(w, b, game.subList(0, k));
            b.cutNetwork(true);
            try {
                // offline at the Marshal's guess, nothing waiting yet: Undo, Redo, Miss, Hit and I pass, each on one line
                b.tap("#tab-guess", false);
                assertEquals(1, b.count("#advice-line"), "offline with nothing waiting the recommendation stands: it is for the table as it is");
                // a hit waiting (as the page keeps it) turns its hideout and sprint cards face up: offline they are no longer drawable
                assertEquals(List.of(true, true, true, false, false, false), b.js("const v = S.view, down = v.route.find(p => !p.faceUp && p.position > 0);"
                        + " const free = offlineLegal(v).cards, [x, y] = [free[free.length - 1], free[free.length - 2]];"
                        + " const before = offlineLegal(v); const kept = S.queue;"
                        + " S.queue = { items: [{ type: 'guess', numbers: [x], hit: true, reveals: [{ position: down.position, hideout: x, sprintCards: [y] }] }], baseAt: v.at };"
                        + " const after = offlineLegal(v); S.queue = kept;"
                        + " return [before.cards.includes(x), before.cards.includes(y), before.faceDown.some(d => d.position === down.position),"
                        + " after.cards.includes(x), after.cards.includes(y), after.faceDown.some(d => d.position === down.position)]"),
                        "before the hit, then with it waiting: its hideout, its sprint card, its position still face down");
                b.screenshot("details-offline-guess-bar");
                assertEquals(1, b.count("#bar #mpass"), "I pass in the bar");
                assertEquals("", WebPhoneLayoutTest.barProblems(b), "offline at the guess with Undo and Redo, the bar at 390 px");
                narrowBar(b, "details-offline-guess-bar-320", "offline at the guess with Undo and Redo", "#undo", "#redo", "#miss", "#hit", "#mpass");

                // the guess and the next turn entered offline: at least four waiting, a draw of his and one of the Marshal's among them
                List<NoteEvent> waiting = new ArrayList<>();
                for (int i = k; waiting.size() < 4 || waiting.stream().noneMatch(e -> e instanceof NoteEvent.FugitiveDraw)
                        || !(waiting.get(waiting.size() - 1) instanceof NoteEvent.MarshalDraw); i++) {
                    WebPageTest.enter(b, game.get(i), true);
                    waiting.add(game.get(i));
                }
                assertEquals(String.valueOf(waiting.size()), WebOfflineTest.waitingCount(b));
                // the advice was for the guess already entered: no recommendation, above the keypad or in Advice, until they are sent
                assertEquals(0, b.count("#advice-line, #advice-more"), "no recommendation for a move already entered");
                assertEquals("No recommendation while " + waiting.size() + " events wait here: the last one was for the table as of event " + k + ".",
                        b.find("#advice-waits").getText());
                b.tap("#tab-guess", false);
                int drawn = ((NoteEvent.MarshalDraw) waiting.get(waiting.size() - 1)).card();
                assertEquals("yours", b.find("#num-" + drawn + " small").getText(), "his draw waiting is his on the guess keypad, not a chance of the last view");
                // and so is a card the last view gave a chance, drawn offline: the page's strip with such a draw waiting
                assertEquals(List.of("yours", false), b.js("const probs = chancesOf(S.view).numbers, kept = S.queue;"
                        + " let n = 1; while (!(probs[n] > 0)) n++;"
                        + " S.queue = { items: kept.items.concat([{ type: 'marshal-draw', card: n }]), baseAt: kept.baseAt };"
                        + " const cell = drawStrip(S.view, () => {}, { idPrefix: 'probe-' }).querySelector('#probe-' + n); S.queue = kept;"
                        + " return [cell.querySelector('small').innerText, (cell.getAttribute('style') || '').includes('--heat')]"),
                        "a card with a chance in the last view, drawn offline: his, not shaded");
                narrowBar(b, "details-offline-waiting-guess-bar-320", "offline at the guess with events waiting", "#unqueue", "#miss", "#hit", "#mpass");
                b.tap("#tab-fugitive-draw", false);
                b.waiting(5).until(d -> !"0".equals(String.valueOf(b.js("const l = document.getElementById('waiting'); return l ? l.scrollTop : 0"))));
                b.screenshot("details-offline-waiting");
                assertEquals("", cutWaitingLines(b), "the waiting list shows whole lines, scrolled to its last");
                List<?> keys = (List<?>) b.js("return [1, 2, 3].map(d => document.querySelector('#fdraw-' + d + ' small').innerText)");
                String line = b.find("#decks").getText();

                b.cutNetwork(false);
                String all = String.valueOf(k + waiting.size());
                b.waiting(60).until(d -> "0".equals(WebOfflineTest.waitingCount(b)) && all.equals(b.js("return document.body.dataset.at")));
                assertEquals(game.subList(0, k + waiting.size()), WebOfflineTest.saved(dir, id), "all taken, once");
                assertEquals(List.of(1L, 0L), b.js("return [document.querySelectorAll('#advice-line').length, document.querySelectorAll('#advice-waits').length]"),
                        "the recommendation back, for the guess now due");
                JsonNode left = w.get("/api/tables/" + id).json().get("decksLeft");
                assertEquals(List.of(left.get(0).asInt() + " left", left.get(1).asInt() + " left", left.get(2).asInt() + " left"), keys,
                        "offline the deck keys counted the " + waiting.size() + " events waiting: what the server counts once they are taken");
                assertEquals("Cards left: deck 1: " + left.get(0).asInt() + " · deck 2: " + left.get(1).asInt() + " · deck 3: " + left.get(2).asInt(), line,
                        "and so did the line of cards left");
            } finally {
                b.cutNetwork(false);
            }

            // correcting one of his draws: its keys count the decks as they stood before it, not as they stand now
            int j = 0;
            while (!(game.get(j) instanceof NoteEvent.FugitiveDraw)) {
                j++;
            }
            String n = Integer.toString(j + 1);
            b.click("#log li[data-n='" + n + "']");
            b.click("#correct-" + n);
            b.find("#correcting");
            List<?> correcting = (List<?>) b.js("return [1, 2, 3].map(d => document.querySelector('#fdraw-' + d + ' small').innerText)");
            JsonNode then = w.get("/api/tables/" + id + "/legal?before=" + n).json().get("decksLeft");
            assertEquals(List.of(then.get(0).asInt() + " left", then.get(1).asInt() + " left", then.get(2).asInt() + " left"), correcting,
                    "correcting event " + n + ", the decks as they stood before it");
            b.click("#cancel-correction");

            // the whole game: its end, with nothing left to enter
            WebOfflineSendingTest.openNotes(w, b, game);
            b.find("#outcome");
            b.screenshot("details-notes-game-over");
            rowFromItsStart(b, "the Marshal's notes at game over");
            assertEquals(0, b.count("#entry"), "no entry panel once the game is over: " + b.js("const e = document.getElementById('entry'); return e && e.outerHTML"));
            assertEquals(0L, ((Number) b.js("return [...document.querySelectorAll('section.panel')].filter(s => !s.innerText.trim()).length")).longValue(),
                    "no empty panel");
            String advice = b.find("#advice").getText();
            assertFalse(advice.contains("moves worth making"), "no next move once the game is over: " + advice);

            // its last event undone: the game goes on, and the row shows its newest hideouts again
            b.click("#undo", true);
            b.find("#entry");
            List<Double> during = rowScroll(b);
            assertTrue(during.get(2) > 0 && during.get(1) >= during.get(2) - 1, "during the game the row is scrolled to its newest hideouts: " + during);
        }
    }

    /** The move the page recommends to the Marshal in a game view, or the first legal draw. */
    static String marshalsMove(JsonNode m) {
        if (m.path("search").has("chosen")) {
            return m.get("search").get("chosen").asText();
        }
        JsonNode a = m.path("advice");
        if (a.has("manhunt")) {
            return "guess " + a.get("manhunt").get("firstGuess").asInt();
        }
        if (a.path("certain").size() > 0) {
            List<String> n = new ArrayList<>();
            a.get("certain").forEach(x -> n.add(x.asText()));
            return "guess " + String.join(" ", n);
        }
        if (a.path("single").size() > 0) {
            return "guess " + a.get("single").get(0).get("number").asInt();
        }
        return "draw " + m.get("legal").get("decks").get(0).asInt();
    }

    @Test
    void theFugitivesExplanationOnlyWhereAHideoutShowsItsExposure(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            // a game against the bots as the Marshal, seed 5, played to its end on the page's recommendations
            JsonNode v = w.ok("/api/tables", "{\"mode\": \"play\", \"spec\": \"pt\", \"seed\": 5, \"human\": \"marshal\"}");
            String id = v.get("id").asText();
            for (int turn = 0; turn < 200 && !v.has("outcome"); turn++) {
                v = w.ok("/api/tables/" + id + "/move", "{\"at\": " + v.get("at").asInt() + ", \"move\": \"" + marshalsMove(v.get("marshal")) + "\"}");
            }
            assertTrue(v.has("outcome"), "the game is over");
            b.open(w.base() + "/#/t/" + id);
            b.find("#outcome");
            b.screenshot("details-play-marshal-end");
            List<?> now = (List<?>) b.js("return [document.querySelectorAll('.exposure').length, document.body.innerText.includes('Under each face-down hideout'),"
                    + " document.getElementById('advice') ? document.getElementById('advice').innerText : '']");
            boolean exposures = ((Number) now.get(0)).intValue() > 0;
            assertEquals(exposures, now.get(1), "the explanation of the exposure only where a face-down hideout shows one (" + now.get(0) + " shown)");
            assertFalse(String.valueOf(now.get(2)).contains("moves worth making"), "no next move once the game is over: " + now.get(2));
        }
    }
}
