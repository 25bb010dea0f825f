package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Marshal's table at phone size while the events that waited offline are being sent over a
 * slow network: what the page offers and says during the sending. Each answer is slowed after
 * the server has taken the event, so for a while the server holds more than the page has heard.
 */
@Tag("browser")
class WebOfflineSendingTest {

    /** A Marshal's table of the seeded game's first {@code upTo} events (imported, not tapped), open on the phone. */
    static String openNotes(WebFixture w, Browser b, List<NoteEvent> events) {
        String id = w.ok("/api/tables/import", Json.write(new Notes("pt", events).toJson())).get("id").asText();
        b.open(w.base() + "/#/t/" + id);
        b.find("#row");
        return id;
    }

    /** The page's own fetch slowed: each POST's answer reaches the page {@code ms} after the server answered it. */
    static void slowAnswers(Browser b, int ms) {
        b.js("const f = window.fetch; window.fetch = async (u, o) => { const r = await f(u, o);"
                + " if (o && o.method === 'POST') await new Promise(res => setTimeout(res, arguments[0])); return r; };", ms);
    }

    @Test
    void takeBackIsNotOfferedForAnEventBeingSentAndThePageAgreesWithTheServer(@TempDir Path dir) throws Exception {
        List<NoteEvent> game = WebPageTest.seededNotes("pt", 7, "random", "heuristic", 8);
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            String id = openNotes(w, b, game.subList(0, 6));
            b.cutNetwork(true);
            WebPageTest.enter(b, game.get(6), true);
            assertEquals("1", WebOfflineTest.waitingCount(b));
            assertEquals(1, b.count("#unqueue"), "offline, the waiting event can be taken back");
            slowAnswers(b, 2500);
            b.cutNetwork(false);
            // the page asks the server at once (the phone says its network is back) and sends the event; its answer takes 2.5 s
            b.waiting(30).until(d -> Boolean.TRUE.equals(b.js("return !!S.queue && !!S.queue.flushing")));
            b.screenshot("phone-sending-no-takeback");
            List<?> sending = (List<?>) b.js("return [document.getElementById('banner').innerText, document.querySelectorAll('#unqueue').length]");
            assertTrue(String.valueOf(sending.get(0)).startsWith("Sending…"), "the banner says it sends: " + sending.get(0));
            assertEquals(0L, ((Number) sending.get(1)).longValue(), "Take back is not offered for an event on its way to the server");
            b.waiting(30).until(d -> "0".equals(WebOfflineTest.waitingCount(b)) && "7".equals(b.js("return document.body.dataset.at")));
            assertEquals(game.subList(0, 7), WebOfflineTest.saved(dir, id), "the server holds the event, once");
            assertEquals(7, WebPageTest.logLength(b), "and the page says what the server holds");
            b.screenshot("phone-sending-takeback-after");
        }
    }

    @Test
    void whileTheWaitingEventsGoTheBannerAndTheTitleFollowEachOneTaken(@TempDir Path dir) throws Exception {
        List<NoteEvent> game = WebPageTest.seededNotes("pt", 7, "random", "heuristic", 12);
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            String id = openNotes(w, b, game.subList(0, 6));
            b.cutNetwork(true);
            for (NoteEvent e : game.subList(6, 10)) {
                WebPageTest.enter(b, e, true);
            }
            assertEquals("4", WebOfflineTest.waitingCount(b));
            slowAnswers(b, 1500);
            b.cutNetwork(false);
            // two of the four taken: the banner counts the two left, the title the eight the server holds, in the same moment
            List<?> seen = b.waiting(30).until(d -> {
                List<?> now = (List<?>) b.js("return [document.getElementById('banner').innerText, document.getElementById('title').innerText,"
                        + " document.querySelectorAll('#waiting li').length, document.querySelectorAll('#log li').length, S.queue ? S.queue.items.length : 0]");
                return ((Number) now.get(4)).intValue() == 2 ? now : null;
            });
            b.screenshot("phone-sending-count");
            assertTrue(String.valueOf(seen.get(0)).startsWith("Sending… 2 events waiting"), "the banner counts what still waits: " + seen.get(0));
            assertTrue(String.valueOf(seen.get(0)).contains("as of event 8."), "the row as of the events taken: " + seen.get(0));
            assertTrue(String.valueOf(seen.get(0)).contains("waiting here, being sent in order;"), "said as it happens: " + seen.get(0));
            assertTrue(String.valueOf(seen.get(1)).endsWith("· 8 events"), "the title counts what the server took: " + seen.get(1));
            assertEquals(2L, ((Number) seen.get(2)).longValue(), "the two waiting listed");
            assertEquals(8L, ((Number) seen.get(3)).longValue(), "the events taken listed");
            b.waiting(30).until(d -> "0".equals(WebOfflineTest.waitingCount(b)) && "10".equals(b.js("return document.body.dataset.at")));
            assertEquals(game.subList(0, 10), WebOfflineTest.saved(dir, id), "nothing lost, nothing doubled");

            // offline again: event 12 entered out of turn (the server refuses it), then the right event 11; back online
            assertTrue(game.get(10).getClass() != game.get(11).getClass(), "the seeded game: " + game.subList(10, 12));
            b.js("window.confirm = () => false"); // Discard all asks first: here the person says no
            b.cutNetwork(true);
            WebPageTest.enter(b, game.get(11), true);
            WebPageTest.enter(b, game.get(10), true);
            b.cutNetwork(false);
            String said = "" + b.waiting(30).until(d -> b.js("return S.queue && S.queue.problem ? document.getElementById('banner').innerText : null"));
            b.asScrolled("phone-sending-refused"); // as the page scrolled itself (a whole-page shot scrolls it to its top)
            assertTrue(said.startsWith("Not sent: event 11 (" + b.js("return eventWords(S.queue.items[0])") + ") was refused: "), said);
            assertEquals(1, said.split("event 11", -1).length - 1, "the refused event named once, in words: " + said);
            assertTrue(!said.contains("-draw") && !said.contains("turn structure") && !said.contains("not taken"), "in words: " + said);
            assertEquals(List.of("Drop this one and send the rest", "Discard all 2"), b.js("return [...document.querySelectorAll('#banner .buttons button')].map(x => x.innerText)"),
                    "an event the rules refuse is not sent again as it is: dropped alone, or everything discarded");
            // the banner grown by the refusal: the keypad's last key still clears the bar, under the banner (the page scrolled itself)
            List<?> last = (List<?>) b.js("const k = [...document.querySelectorAll('#entry button')].pop().getBoundingClientRect();"
                    + " return [k.top, k.bottom, document.getElementById('banner').getBoundingClientRect().bottom, document.getElementById('bar').getBoundingClientRect().top]");
            assertTrue(((Number) last.get(1)).doubleValue() <= ((Number) last.get(3)).doubleValue()
                    && ((Number) last.get(0)).doubleValue() >= ((Number) last.get(2)).doubleValue(), "the keypad's last key between banner and bar: " + last);
            b.screenshot("phone-sending-refused-top"); // the whole page, from its top: the banner's keys are tapped there (tap wants it unscrolled)
            b.tap("#queue-drop", false); // it asks first: the person says no, and nothing is lost
            assertEquals("2", WebOfflineTest.waitingCount(b));
            b.tap("#queue-skip", false);
            b.waiting(30).until(d -> "0".equals(WebOfflineTest.waitingCount(b)) && "11".equals(b.js("return document.body.dataset.at")));
            assertEquals(game.subList(0, 11), WebOfflineTest.saved(dir, id), "the correct event sent after the refused one was dropped");
            assertEquals(11, w.get("/api/tables/" + id).json().get("events").size(), "the server holds it");
            assertEquals(11, WebPageTest.logLength(b), "and the page agrees");
            assertEquals(0, b.count("#banner .buttons button"), "nothing left to choose");
        }
    }

    @Test
    void anEventWhoseAnswerWasLostIsNotTakenBackOnThePhoneAlone(@TempDir Path dir) throws Exception {
        List<NoteEvent> game = WebPageTest.seededNotes("pt", 7, "random", "heuristic", 8);
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            String id = openNotes(w, b, game.subList(0, 6));
            // event 7: the server takes it, and the network drops before its answer comes back, and stays down
            b.dropAfterNextPost();
            WebPageTest.enter(b, game.get(6));
            assertEquals(7, WebOfflineTest.saved(dir, id).size(), "the server took event 7");
            b.waiting(30).until(d -> "1".equals(WebOfflineTest.waitingCount(b))); // the page cannot know: it waits
            b.tap("#unqueue", false);
            assertEquals("1", WebOfflineTest.waitingCount(b), "not taken back on the phone alone: the server may hold it");
            assertTrue(b.find("#notice").getText().startsWith("Not taken back: it was sent before the network dropped"), b.find("#notice").getText());
            b.screenshot("phone-lost-answer-takeback");
            b.answersAgain();
            b.waiting(30).until(d -> "0".equals(WebOfflineTest.waitingCount(b)) && "7".equals(b.js("return document.body.dataset.at")));
            assertEquals(game.subList(0, 7), WebOfflineTest.saved(dir, id), "the server holds it once");
            assertEquals(7, WebPageTest.logLength(b), "and the page shows it, as it said it would");
        }
    }
}
