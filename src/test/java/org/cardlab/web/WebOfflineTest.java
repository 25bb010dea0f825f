package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;

/**
 * A bad network in the middle of a game, in the browser at phone size: an answer lost after the
 * server took the event, then the server gone for several events (and a reload while it is
 * gone, the page's shell then coming from the service worker), then the server back on the
 * same address. The events wait in order on the phone and are sent when it is back: nothing
 * lost, nothing entered twice.
 */
@Tag("browser")
class WebOfflineTest {

    static List<NoteEvent> saved(Path dir, String id) {
        return Notes.read(dir.resolve("tables").resolve(id + ".notes.json")).events();
    }

    static String waitingCount(Browser b) {
        return String.valueOf(b.js("return S.queue ? String(S.queue.items.length) : '0'"));
    }

    @Test
    void anOfflineSpellMidGameLosesNothingAndEntersNothingTwice(@TempDir Path dir) throws Exception {
        List<NoteEvent> played = WebPageTest.seededNotes("pt", 7, "random", "heuristic", 41);
        List<NoteEvent> game = played.subList(0, 40);
        String id;
        int port;
        try (Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            WebFixture w = new WebFixture(dir);
            port = w.server.port();
            try {
                b.open(w.base() + "/");
                b.click("#new-marshal");
                b.find("#row");
                id = b.driver.getCurrentUrl().replaceAll(".*#/t/", "");
                for (NoteEvent e : game.subList(0, 20)) {
                    WebPageTest.enter(b, e);
                }
                assertEquals(20, WebPageTest.logLength(b));
                b.waiting(60).until(d -> "ready".equals(b.js("return document.body.dataset.worker")));

                // event 21: the server takes it, but its answer is lost on the way back
                b.loseNextAnswer();
                WebPageTest.enter(b, game.get(20));
                assertEquals(21, saved(dir, id).size(), "the server took event 21");
                // the page finds the server again, sees that it already holds event 21, and does not send it twice
                b.waiting(60).until(d -> "0".equals(waitingCount(b)) && "21".equals(b.js("return document.body.dataset.at")));
                assertEquals(game.subList(0, 21), saved(dir, id), "nothing doubled");
            } finally {
                w.close();
            }

            // the server is gone: events 22 to 30 wait on the phone, in order
            b.waiting(60).until(d -> "false".equals(b.js("return document.body.dataset.online")));
            for (NoteEvent e : game.subList(21, 30)) {
                WebPageTest.enter(b, e, true);
            }
            assertEquals("9", waitingCount(b));
            assertTrue(b.find("#banner").getText().startsWith("Offline"), b.find("#banner").getText());
            assertEquals(9, b.count("#waiting li"), "the waiting events are listed");
            List<String> waitingWords = b.all("#waiting li").stream().map(WebElement::getText).toList();
            TapTargets.assertThumbSized(b, "offline, events waiting", "#unqueue", "#tab-guess");
            // the tallest offline keypad (he placed: the hideout keys, the escape keys, He passed) under a banner of several lines:
            // on the one screen with room to spare above the bar, not just fitting
            b.tap("#tab-hideout", false);
            List<?> room = (List<?>) b.js("const bar = document.getElementById('bar').getBoundingClientRect().top;"
                    + "return [bar - document.getElementById('pad').getBoundingClientRect().bottom, document.getElementById('banner').getBoundingClientRect().height,"
                    + " window.scrollY]");
            System.out.println("offline, he placed: " + room.get(0) + " px between the keypad and the bar, under a banner " + room.get(1) + " px tall");
            assertTrue(((Number) room.get(1)).doubleValue() >= 80, "the banner's words take two lines or more, and the waiting events their list: " + room);
            assertEquals(0L, ((Number) room.get(2)).longValue(), "not scrolled");
            assertTrue(((Number) room.get(0)).doubleValue() >= 16, "He passed ends at least 16 px above the bar: " + room);
            b.screenshot("phone-offline-waiting");
            // a reload with no server: the shell from the service worker, the table and the waiting events from the phone
            b.driver.navigate().refresh();
            b.find("#row");
            assertEquals("9", b.waiting(30).until(d -> "9".equals(waitingCount(b)) ? "9" : null));
            assertEquals(21, WebPageTest.logLength(b), "the last view the phone saw");
            b.screenshot("phone-offline-reloaded");
            // the long poll's requests (GET .../wait) counted while the waiting events are sent, each answer slowed by half a second
            b.js("window.polls = 0; window.slow = true; const f = window.fetch; window.fetch = async (u, o) => { if (String(u).includes('/wait?')) window.polls++;"
                    + " const r = await f(u, o); if (window.slow && o && o.method === 'POST') await new Promise(res => setTimeout(res, 500)); return r; };");

            // the server is back on the same address: the waiting events go, in order, once each
            try (WebFixture back = new WebFixture(dir, null, port)) {
                b.waiting(120).until(d -> "0".equals(waitingCount(b)) && "30".equals(b.js("return document.body.dataset.at")));
                assertEquals(game.subList(0, 30), saved(dir, id), "nothing lost, nothing doubled");
                assertFalse(b.find("#banner").isDisplayed(), "the banner goes once everything is sent");
                assertEquals(waitingWords, b.all("#log li").subList(21, 30).stream().map(l -> l.getText().replaceFirst("(?s)\\s*\\R.*", "")).toList(),
                        "a waiting event is worded as the log words it once it is taken");
                // the poll that learns of an event while it is sent waits for the send to end: no repeats answered at once
                long polls = ((Number) b.js("window.slow = false; return window.polls")).longValue();
                System.out.println("long poll requests while 9 waiting events were sent: " + polls);
                assertTrue(polls <= 9 + 2, "the long poll does not ask again at once while the page sends: " + polls + " requests");
                for (NoteEvent e : game.subList(30, 40)) {
                    WebPageTest.enter(b, e);
                }
                assertEquals(game, saved(dir, id));
                assertEquals(40, WebPageTest.logLength(b));
                b.screenshot("phone-offline-after");

                // an event waiting on the phone for a table deleted meanwhile on another device: said, with what was not sent
                b.cutNetwork(true);
                String waiting;
                try {
                    WebPageTest.enter(b, played.get(40));
                    waiting = b.find("#waiting li").getText();
                    assertEquals(200, back.send("DELETE", "/api/tables/" + id, "{}", null).status());
                } finally {
                    b.cutNetwork(false);
                }
                b.waiting(60).until(d -> b.find("#app").getText().startsWith("This table was deleted."));
                b.waiting(60).until(d -> !b.find("#banner").isDisplayed());
                assertEquals("Not sent: " + waiting + ".", b.find("#notice").getText());
                assertEquals("null", String.valueOf(b.js("return localStorage.getItem('cardlab-queue-' + arguments[0])", id)), "nothing left waiting on the phone");
                b.screenshot("phone-offline-deleted");
            }
        }
    }
}
