package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;

/**
 * Games against the bots in the browser at phone size: as the Marshal following the page's one
 * recommendation, as the Fugitive (deck counts, the Marshal's last turn marked, his cards and
 * the seed kept secret until the game ends), and two bots watched.
 */
@Tag("browser")
class WebPlayPageTest {

    static void startPlay(Browser b) {
        b.click("#new-play");
        b.waiting(120).until(d -> b.ready().startsWith("play:"));
    }

    static String title(Browser b) {
        return b.driver.getTitle() + " | " + b.find("#title").getText();
    }

    @Test
    void asTheMarshalFollowingTheRecommendationAsTheFugitiveAndWatched(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            b.open(w.base() + "/");
            List<String> marshals = b.all("#play-marshal option").stream().map(o -> o.getAttribute("value")).toList();
            List<String> fugitives = b.all("#play-fugitive option").stream().map(o -> o.getAttribute("value")).toList();
            assertEquals(List.of("heuristic", "random", "advisor", "search"), marshals, "the registry's Marshal bots, in its order");
            assertEquals(List.of("heuristic", "random", "shadow", "racer"), fugitives, "the registry's Fugitive bots, in its order");
            assertTrue(b.find("#play-fugitive option[value='racer']").getText().startsWith("racer — heads for 42"), "bots glossed");
            assertTrue(b.find("#new-spec option[value='ca']").getText().startsWith("ca — Fugitive, Catalan"), "rules glossed");
            b.find("#play-seed").sendKeys("12");
            startPlay(b);
            assertFalse(title(b).contains("12"), "the seed deals the cards: not shown while the game runs: " + title(b));
            assertEquals(Boolean.TRUE, b.js("return S.view.seed === undefined"), "nor sent to the page");
            boolean shot = false;
            for (int turn = 0; turn < 200; turn++) {
                // the toast, whether the game is over and the recommended move, in one call (a round trip each took most of the time)
                List<?> now = b.waiting(60).until(d -> {
                    List<?> r = b.toastAnd("!!document.querySelector('#outcome')", "(document.querySelector('#advice-line') || {dataset: {}}).dataset.move");
                    return Boolean.TRUE.equals(r.get(1)) || r.get(2) != null ? r : null;
                });
                assertNull(now.get(0), "refused");
                if (Boolean.TRUE.equals(now.get(1))) {
                    break;
                }
                String move = String.valueOf(now.get(2));
                if (!shot && move.startsWith("guess")) {
                    TapTargets.assertThumbSized(b, "playing the Marshal, a guess", "#num-1", "#guess-go");
                    b.screenshot("phone-play-marshal");
                    shot = true;
                }
                if (move.startsWith("draw ")) {
                    b.tap("#mdeck-" + move.substring(5), true);
                } else {
                    for (String n : move.substring(6).split(" ")) {
                        b.tap("#num-" + n, false);
                    }
                    b.tap("#guess-go", true);
                }
            }
            b.assertNoToast("refused");
            assertTrue(b.find("#outcome").getText().matches("The (Marshal|Fugitive) wins: .*"), b.find("#outcome").getText());
            assertTrue(title(b).contains("seed 12"), "the seed once the game is over: " + title(b));
            b.screenshot("phone-play-over");

            // the person as the Fugitive
            b.open(w.base() + "/");
            b.find("#play-seed").sendKeys("4");
            b.find("#play-human").sendKeys("the Fugitive");
            startPlay(b);
            b.find("#fhand");
            assertFalse(title(b).contains("seed"), title(b));
            for (int k = 0; k < 2; k++) { // the opening hideouts
                int before = WebPageTest.logLength(b);
                b.tap("#" + b.find("[id^=fcard-]:not([disabled])").getAttribute("id"), false);
                assertEquals(Boolean.TRUE, b.js("return document.getElementById('fcard-' + S.view.fugitive.escapeCard).disabled"),
                        "the escape card cannot pay a sprint: not offered once a hideout is picked");
                TapTargets.assertThumbSized(b, "playing the Fugitive, a hideout picked", "[id^=fcard-]", "#place");
                b.tap("#place", true);
                b.assertNoToast("refused");
                assertTrue(WebPageTest.logLength(b) > before);
            }
            assertEquals(2, b.count("[data-exposure]"), "each face-down hideout says how exposed it is");
            assertTrue(b.count("#advice") == 0, "the Fugitive does not see the Marshal's advice");
            assertTrue(b.find("#decks").getText().matches("Cards left: deck 1: \\d+ · deck 2: \\d+ · deck 3: \\d+"), b.find("#decks").getText());
            assertTrue(b.find("#last-turn").getText().startsWith("The Marshal's last turn: drew a card from deck"), b.find("#last-turn").getText());
            assertEquals(3, b.count("#log li.last"), "the Marshal's first turn (two draws and a guess), marked in the log");
            String log = String.join("\n", b.all("#log li").stream().map(WebElement::getText).toList());
            assertFalse(log.matches("(?s).*the Marshal drew \\d.*"), "the Marshal's cards stay his secret: " + log);
            assertEquals(Boolean.TRUE, b.js("return document.getElementById('bar').hidden"), "a draw has no keys in the bar: no empty bar over the page");
            // the network cut: the draw tapped waits on the phone, and is sent once when it is back
            String deck = b.find("[id^=fdeck-]:not([disabled])").getAttribute("id");
            int logged = WebPageTest.logLength(b);
            b.cutNetwork(true);
            try {
                b.tap("#" + deck, false);
                b.waiting(60).until(d -> ("your move draw " + deck.substring(6)).equals(WebGamePageTest.waitingWords(b)));
                assertEquals(0, b.count("#entry button:not([disabled])"), "a move waits: no other can be chosen");
                TapTargets.assertThumbSized(b, "playing the Fugitive, a draw waiting offline", "#play-unqueue");
                b.screenshot("phone-play-fugitive-offline");
            } finally {
                b.cutNetwork(false);
            }
            WebGamePageTest.allSent(b);
            assertEquals(logged + 1, WebPageTest.logLength(b), "the draw taken once");
            assertFalse(b.count("#safest li") == 0, "placing, the Fugitive sees his safest moves");
            b.screenshot("phone-play-fugitive");

            // two bots, step by step, then to the end
            b.open(w.base() + "/");
            b.find("#play-seed").sendKeys("9");
            b.find("#play-human").sendKeys("nobody");
            b.find("#play-spec").sendKeys("ca");
            startPlay(b);
            assertTrue(title(b).contains("seed 9"), "watching, the seed gives nothing away: " + title(b));
            b.tap("#step", true);
            TapTargets.assertThumbSized(b, "two bots watched", "#step", "#run");
            b.tap("#step", true);
            assertTrue(WebPageTest.logLength(b) >= 2);
            b.click("#run");
            b.waiting(240).until(d -> b.count("#outcome") > 0);
            for (WebElement down : b.all("#row .card.down .num")) {
                assertTrue(down.getText().matches("\\d+"), "watching shows every face-down card's value: " + down.getText());
            }
            b.screenshot("phone-watch-over");
        }
    }
}
