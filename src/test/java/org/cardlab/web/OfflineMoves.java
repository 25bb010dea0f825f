package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A game's move on a bad network, in the browser: made offline, or sent with its answer lost (used by {@link WebGamePageTest}). */
final class OfflineMoves {
    private OfflineMoves() {}

    /**
     * The network cut mid-game (the server goes on): the move tapped waits on the phone, said in
     * the banner, with no other move to choose; it is still waiting after a reload; it reaches
     * the server only when the network is back, once.
     */
    static void moveWhileOffline(Browser b, WebFixture w, String move) throws Exception {
        String id = WebGamePageTest.tableId(b);
        int before = WebGamePageTest.serverAt(w, id);
        b.waiting(60).until(d -> "ready".equals(b.js("return document.body.dataset.worker"))); // the shell opens with no network
        b.click("#shows button[data-move='" + move + "']");
        String words = "your move: " + WebGamePageTest.goButton(b).get(1); // as the button said it ("Show 4 4 5"), not "show 1-3"
        assertTrue(words.matches("your move: Show \\d+( \\d+)*"), words);
        b.cutNetwork(true);
        try {
            assertEquals("false", b.js("return document.body.dataset.online"), "the phone told the page it is offline");
            assertTrue(b.find("#banner").getText().startsWith("Offline."), b.find("#banner").getText());
            assertEquals(move, WebGamePageTest.goButton(b).get(0), "the set picked is still the move to send");
            // the page scrolled down to the move's keys, its heading just under the banner (as after a scout taken, a tester had it)
            b.js("const top = document.getElementById('banner').getBoundingClientRect().bottom;"
                    + " scrollBy(0, document.getElementById('next').getBoundingClientRect().top - top - 2)");
            b.click("#go");
            b.waiting(60).until(d -> words.equals(WebGamePageTest.waitingWords(b)));
            assertEquals("", b.js("const n = document.getElementById('next'), r = n.getBoundingClientRect();"
                    + " const top = Math.max(...[...document.querySelectorAll('header, #banner')].filter(e => !e.hidden).map(e => e.getBoundingClientRect().bottom));"
                    + " return r.top >= top - 0.5 ? '' : '\"' + n.innerText + '\" at ' + r.top + ', under the banner down to ' + top"),
                    "the heading of the move waiting clear of the banner it grew");
            assertEquals("Your hand", b.find("#hand-prompt").getText(), "no tap asked of the hand's keys, all disabled while the move waits");
            b.asScrolled("phone-scout-offline-waiting-scrolled");
            assertTrue(b.find("#banner").getText().startsWith("Offline. Waiting here, sent when the server is back"), b.find("#banner").getText());
            assertEquals(0, b.count("#entry button:not([disabled]), #bar button:not([disabled])"), "a move waits: no other can be chosen");
            WebGamePageTest.noToast(b);
            b.screenshot("phone-scout-offline-waiting");
            b.driver.navigate().refresh();
            b.waiting(60).until(d -> words.equals(WebGamePageTest.waitingWords(b)));
            assertEquals(before, WebGamePageTest.serverAt(w, id), "nothing reached the server while the network was cut");
        } finally {
            b.cutNetwork(false);
        }
        sentOnce(b, w, id, before);
        assertEquals("Sent now that the server is back: " + words + ".", b.find("#notice").getText());
        b.cutNetwork(true); // offline again: the page no longer says the server is back
        try {
            b.screenshot("phone-scout-offline-again");
            assertEquals(0, b.count("#notice"), "the notice of the server back, with the offline banner");
        } finally {
            b.cutNetwork(false);
        }
        b.waiting(30).until(d -> "true".equals(b.js("return document.body.dataset.online")));
    }

    /**
     * A move whose answer is lost after the server took it, the network then down a while: it waits, is not taken back on the
     * phone alone (the server may have played it), the hand's heading meanwhile "Your hand (27)", and once the network is back the page finds it there and does not send it again.
     */
    static void answerLost(Browser b, WebFixture w, String css) {
        String id = WebGamePageTest.tableId(b);
        int before = WebGamePageTest.serverAt(w, id);
        String words = "your move: " + b.find(css).getText(); // as the button said it ("Play 10♥ 10♠")
        b.dropAfterNextPost();
        b.click(css);
        b.waiting(60).until(d -> words.equals(WebGamePageTest.waitingWords(b)));
        assertEquals("Your hand (" + b.count("#hand .dcard") + ")", b.find("#hand-prompt").getText(),
                "while the move waits, the hand's heading with its count asks for no tap (its cards are disabled)");
        b.click("#play-unqueue");
        b.waiting(60).until(d -> notice(b).startsWith("Not taken back: it was sent before the network dropped"));
        assertEquals(words, WebGamePageTest.waitingWords(b), "still waiting");
        b.answersAgain();
        b.waiting(60).until(d -> notice(b).startsWith("Already on the server, not sent twice: " + words + " ("));
        sentOnce(b, w, id, before);
    }

    private static String notice(Browser b) {
        return String.valueOf(b.js("const n = document.getElementById('notice'); return n && n.innerText"));
    }

    /** Once the page is online with nothing waiting: the server has the person's move once, then the bots' answers (the moves told since it, not a round's end nor the person's own move told with it). */
    static void sentOnce(Browser b, WebFixture w, String id, int before) {
        WebGamePageTest.allSent(b);
        int bots = ((Number) b.js("return S.view.lastMoves ? S.view.lastMoves.filter(m => !m.round && m.seat !== S.view.human).length : 0")).intValue();
        assertEquals(before + 1 + bots, WebGamePageTest.serverAt(w, id), "the move taken once, then the bots' " + bots);
    }
}
