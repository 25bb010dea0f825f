package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.NoteEvent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two devices on one table, in two browsers: each follows the other's events as they happen, a
 * page that fell behind is refused and shown the table as it is, a past event is corrected from
 * the log (everything after it read again, the figures equal to deduce), and a correction that
 * would make the notes contradict is refused with the conflicting events marked in the log.
 */
@Tag("browser")
class WebDevicesTest {
    /** A phone and a laptop for the class. */
    @RegisterExtension
    static final Browsers BROWSERS = new Browsers(1280, 900);

    static void waitAt(Browser b, int at) {
        b.waiting(60).until(d -> String.valueOf(at).equals(b.js("return document.body.dataset.at")));
    }

    @Test
    void twoPagesFollowEachOtherAStalePageIsRefusedAndAPastEventIsCorrected(@TempDir Path dir) throws Exception {
        List<NoteEvent> game = WebPageTest.seededNotes("pt", 7, "random", "heuristic", 24);
        Browser phone = BROWSERS.phone();
        Browser laptop = BROWSERS.large();
        try (WebFixture w = new WebFixture(dir)) {
            phone.open(w.base() + "/");
            phone.click("#new-marshal");
            phone.find("#row");
            String url = phone.driver.getCurrentUrl();
            for (NoteEvent e : game.subList(0, 5)) {
                WebPageTest.enter(phone, e);
            }
            laptop.open(url);
            waitAt(laptop, 5);
            // each follows the other as it happens, without a reload
            for (int i = 5; i < 12; i++) {
                Browser by = i % 2 == 0 ? phone : laptop;
                Browser other = i % 2 == 0 ? laptop : phone;
                WebPageTest.enter(by, game.get(i));
                waitAt(other, i + 1);
                assertEquals(i + 1, WebPageTest.logLength(other));
            }
            laptop.screenshot("desktop-second-device");
            // the laptop falls behind (it stops following); the phone enters an event; the laptop's Undo is refused
            laptop.js("stopFollowing()");
            WebPageTest.enter(phone, game.get(12));
            assertEquals("12", laptop.js("return document.body.dataset.at"));
            laptop.click("#undo", true);
            waitAt(laptop, 13);
            assertTrue(laptop.find("#notice").getText().startsWith("Not taken: the table changed on another device"), laptop.find("#notice").getText());
            assertEquals(game.subList(0, 13), WebOfflineTest.saved(dir, phone.driver.getCurrentUrl().replaceAll(".*#/t/", "")),
                    "the phone's event stands: the stale Undo took nothing");
            laptop.screenshot("desktop-stale-refused");
            laptop.js("follow(S.view.id)");
            for (NoteEvent e : game.subList(13, 24)) {
                WebPageTest.enter(phone, e);
            }
            waitAt(laptop, 24);

            // a past event corrected from the log: a Marshal draw mistyped
            String id = phone.driver.getCurrentUrl().replaceAll(".*#/t/", "");
            int k = WebWriteTest.firstMarshalDraw(game, 8);
            NoteEvent.MarshalDraw old = (NoteEvent.MarshalDraw) game.get(k);
            int other = -1;
            for (int c = 4; c <= 41 && other < 0; c++) {
                List<NoteEvent> edited = new ArrayList<>(game);
                edited.set(k, new NoteEvent.MarshalDraw(c));
                if (c != old.card() && !game.contains(new NoteEvent.MarshalDraw(c)) && WebWriteTest.consistent(dir, edited)
                        && w.get("/api/tables/" + id + "/legal?before=" + (k + 1)).json().get("legal").get("cards").toString().contains("," + c + ",")) {
                    other = c;
                }
            }
            assertTrue(other > 0, "a card the draw could have been");
            phone.click("#log li[data-n='" + (k + 1) + "']");
            phone.click("#correct-" + (k + 1));
            phone.find("#correcting");
            TapTargets.assertThumbSized(phone, "correcting an event", "#cancel-correction", "#log li");
            phone.screenshot("phone-correcting");
            phone.tap("#mdraw-" + other, true);
            List<NoteEvent> edited = new ArrayList<>(game);
            edited.set(k, new NoteEvent.MarshalDraw(other));
            assertEquals(edited, WebOfflineTest.saved(dir, id), "the correction is saved, the rest kept");
            assertTrue(phone.count("#correcting") == 0, "back to the next prompt");
            PageAgainstDeduce.check(phone, w, dir, edited, "phone-corrected");
            laptop.waiting(60).until(d -> laptop.find("#log li[data-n='" + (k + 1) + "']").getText().contains("drew " + ((NoteEvent.MarshalDraw) edited.get(k)).card()));

            // a correction that makes the notes contradict: refused, the events marked in the log in words, nothing taken
            int reveal = -1;
            for (int i = k + 1; i < edited.size() && reveal < 0; i++) {
                if (edited.get(i) instanceof NoteEvent.Guess g && g.hit()) {
                    reveal = i;
                }
            }
            if (reveal > 0) {
                int shown = ((NoteEvent.Guess) edited.get(reveal)).reveals().get(0).hideout();
                int draw = WebWriteTest.firstMarshalDraw(edited, 2);
                if (draw < reveal) {
                    phone.click("#log li[data-n='" + (draw + 1) + "']");
                    phone.click("#correct-" + (draw + 1));
                    phone.find("#correcting");
                    if (phone.count("#mdraw-" + shown + ":not([disabled])") > 0) {
                        phone.tap("#mdraw-" + shown, true);
                        assertTrue(phone.find("#conflict").getText().startsWith("Not taken: "), phone.find("#conflict").getText());
                        assertTrue(phone.count("#log li.conflict") >= 1, "the conflicting events are marked in the log");
                        phone.screenshot("phone-correction-conflict");
                        assertEquals(edited, WebOfflineTest.saved(dir, id), "nothing taken");
                    }
                }
            }
        }
    }

    @Test
    void aContradictionIsShownInWordsAndMarkedInTheLogUntilResolved(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            Browser b = BROWSERS.phone();
            b.open(w.base() + "/");
            b.click("#new-marshal");
            b.find("#row");
            for (NoteEvent e : List.of(new NoteEvent.Hideout(0), new NoteEvent.Hideout(0), new NoteEvent.MarshalDraw(9),
                    new NoteEvent.MarshalDraw(6), new NoteEvent.Guess(org.cardlab.fugitive.Cards.of(3), false, List.of()), new NoteEvent.FugitiveDraw(2),
                    new NoteEvent.Hideout(0), new NoteEvent.MarshalDraw(21))) {
                WebPageTest.enter(b, e);
            }
            WebPageTest.enter(b, new NoteEvent.Guess(org.cardlab.fugitive.Cards.of(3), true, List.of(new NoteEvent.Reveal(1, 3, 0))));
            String text = b.find("#conflict").getText();
            assertTrue(text.startsWith("Not taken: event 5 (a miss of 3) and event 9 (the reveal of 3 at position 1) cannot both hold."), text);
            assertEquals(1, b.count("#log li.conflict"), "event 5 is marked");
            assertEquals(8, WebPageTest.logLength(b), "the offending event is not taken");
            TapTargets.assertThumbSized(b, "a contradiction", "#conflict button", "#log li.conflict");
            b.screenshot("phone-contradiction");
            // still marked after a reload, until resolved
            b.driver.navigate().refresh();
            b.find("#row");
            assertEquals(1, b.count("#log li.conflict"), "marked until resolved");
            // resolved: the guess entered as it really was (a miss)
            // (the conflict box above the guess's keypad: the page has scrolled itself for its last row to clear the bar, so
            // these are clicks, not taps on the page at its top)
            assertTrue(((Number) b.js("return scrollY")).doubleValue() > 0, "the keypad under the conflict box scrolled clear of the bar");
            assertEquals("", WebPhoneLayoutTest.keysOffTheScreen(b, "#keys button"), "the guess's keys clear of the bar under the conflict box");
            b.click("#num-4");
            b.click("#miss", true);
            assertTrue(b.count("#conflict") == 0 && b.count("#log li.conflict") == 0, "resolved: no longer marked");
        }
    }
}
