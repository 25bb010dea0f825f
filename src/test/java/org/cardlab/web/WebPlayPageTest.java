package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.NoteEvent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Games against the bots in the browser at phone size: as the Marshal following the page's one
 * recommendation, as the Fugitive (deck counts, the Marshal's last turn marked, his cards and
 * the seed kept secret until the game ends), and two bots watched.
 */
@Tag("browser")
class WebPlayPageTest {

    /**
     * On the Fugitive's turn the prompt offers the escape and the pass only when the server lists
     * them (and the escape card's key is enabled): worded from the legal moves the page was given.
     */
    static void fugitivePromptOffersOnlyTheLegal(Browser b) {
        List<?> state = (List<?>) b.js("const f = S.view.fugitive, key = document.getElementById('fcard-' + f.escapeCard);"
                + "return [document.getElementById('next').innerText, f.hideouts.includes(f.escapeCard), f.mayPass, !!key && !key.disabled,"
                + " f.hideouts.some(c => c !== f.escapeCard), f.escapeCard]");
        String prompt = String.valueOf(state.get(0));
        boolean escape = Boolean.TRUE.equals(state.get(1));
        assertTrue(prompt.startsWith("Your move: "), prompt);
        assertEquals(escape, prompt.contains(state.get(5) + " (the escape)"), "the escape offered only when it is legal: " + prompt);
        assertEquals(escape, Boolean.TRUE.equals(state.get(3)), "the escape card's key enabled only when it is legal");
        assertEquals(Boolean.TRUE.equals(state.get(2)), prompt.matches("Your move: (.* or )?pass"), "a pass offered only when it is legal: " + prompt);
        assertEquals(Boolean.TRUE.equals(state.get(4)), prompt.contains("place a hideout"), prompt);
    }

    static void startPlay(Browser b) {
        b.click("#new-play");
        b.waiting(120).until(d -> b.ready().startsWith("play:"));
    }

    static String title(Browser b) {
        return b.driver.getTitle() + " | " + b.find("#title").getText();
    }

    /** A small phone's viewport (an iPhone SE of the first generation): the keypads' columns must still leave 44 px keys. */
    static final int NARROW_W = 320;
    static final int NARROW_H = 640;

    /** The keys the page draws for each kind of prompt (the event that answers it), for the tap-target check. */
    private static final Map<Class<?>, List<String>> KEYS = Map.of(
            NoteEvent.FugitiveDraw.class, List.of("#fdraw-1"), NoteEvent.Hideout.class, List.of("#hideout-0"),
            NoteEvent.MarshalDraw.class, List.of("[id^=mdraw-]"), NoteEvent.Guess.class, List.of("#keys [id^=num-]"));

    /**
     * At 320x640 every prompt of the Marshal's notes (the seven-column keypads: the cards he draws,
     * the guess's heat map, the sprint cards of a hit), of a game as the Marshal and of a game as the
     * Fugitive has 44x44 keys; the Fugitive's escape card is drawn as a card of his hand, not as the
     * Marshal's round escape key. The events go in through the API (the long poll redraws the page):
     * the keypads are what is measured here, the taps are WebPageTest's.
     */
    @Test
    void onA320PxPhoneTheMarshalsAndTheFugitivesKeysAreThumbSized(@TempDir Path dir) throws Exception {
        List<NoteEvent> game = WebPageTest.seededNotes("pt", 7, "random", "heuristic", 67);
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(NARROW_W, NARROW_H)) {
            String id = w.ok("/api/tables", "{\"mode\": \"marshal\", \"spec\": \"pt\"}").get("id").asText();
            b.open(w.base() + "/#/t/" + id);
            Set<Class<?>> measured = new HashSet<>();
            boolean hitMeasured = false;
            for (int i = 0; i < game.size(); i++) {
                String at = Integer.toString(i);
                b.waiting(60).until(d -> at.equals(b.js("return document.body.dataset.at")));
                NoteEvent e = game.get(i);
                if (KEYS.containsKey(e.getClass()) && measured.add(e.getClass())) {
                    TapTargets.assertThumbSized(b, "320 px, the Marshal's notes before event " + (i + 1), KEYS.get(e.getClass()).toArray(String[]::new));
                    b.screenshot("narrow-marshal-" + e.getClass().getSimpleName().toLowerCase());
                }
                if (!hitMeasured && e instanceof NoteEvent.Guess g && g.hit() && Long.bitCount(g.reveals().get(0).sprintCards()) > 0) {
                    NoteEvent.Reveal r = g.reveals().get(0);
                    for (int n : Cards.toArray(g.numbers())) {
                        if (!b.find("#num-" + n).isEnabled()) {
                            b.click("#any-number"); // a number no history has face down: the keypad's switch opens it
                        }
                        b.click("#num-" + n);
                    }
                    b.click("#hit");
                    b.click("#at-" + r.hideout() + "-" + r.position());
                    TapTargets.assertThumbSized(b, "320 px, the sprint cards of a hit", "[id^=sc-" + r.hideout() + "-]", "#record-hit");
                    b.screenshot("narrow-marshal-hit");
                    b.click("#cancel");
                    hitMeasured = true;
                }
                w.ok("/api/tables/" + id + "/events", WebFixture.withAt(WebApiTest.event(e), i));
            }
            assertEquals(KEYS.keySet(), measured, "every prompt measured");
            assertTrue(hitMeasured, "a hit with sprint cards beneath measured");

            // a game as the Marshal: at his guess, the heat map is the keypad
            b.open(w.base() + "/#/t/" + w.ok("/api/tables", "{\"mode\": \"play\", \"spec\": \"pt\", \"seed\": 12, \"human\": \"marshal\"}").get("id").asText());
            for (int turn = 0; turn < 20 && !String.valueOf(b.js("return (document.querySelector('#advice-line') || {dataset: {}}).dataset.move")).startsWith("guess"); turn++) {
                b.click("#mdeck-" + String.valueOf(b.find("#advice-line").getAttribute("data-move")).substring(5), true);
            }
            TapTargets.assertThumbSized(b, "320 px, playing the Marshal, a guess", "#keys [id^=num-]", "#guess-go");
            String line = b.find("#advice-line").getText();
            assertTrue(line.contains(" (95% "), "the win chance with its interval, as the commands give it: " + line);
            String note = String.valueOf(b.js("return document.querySelector('#advice-more p.muted').textContent"));
            assertTrue(note.contains("against a Fugitive of the styles the notes point to"), "the look-ahead's Fugitive in words: " + note);
            // how to get the same figures from the command line (WebApiTest checks that advise with that seed gives them)
            assertTrue(note.matches("(?s).*drawn with seed (\\d+), the number of events: cardlab fugitive advise on these notes with --seed \\1 gives the same figures\\..*"), note);
            b.screenshot("narrow-play-marshal");

            // a game as the Fugitive: his hand (the escape card in it) is the keypad
            b.open(w.base() + "/#/t/" + w.ok("/api/tables", "{\"mode\": \"play\", \"spec\": \"pt\", \"seed\": 4, \"human\": \"fugitive\"}").get("id").asText());
            TapTargets.assertThumbSized(b, "320 px, playing the Fugitive, his first hideout", "[id^=fcard-]");
            String escape = "#fcard-" + b.js("return S.view.fugitive.escapeCard");
            assertEquals(List.of("3px", "rgb(29, 36, 51)", "rgb(255, 225, 196)"), b.js("const s = getComputedStyle(document.querySelector(arguments[0]));"
                    + "return [s.borderTopLeftRadius, s.color, s.backgroundColor]", escape),
                    "the escape card in his hand is a card (square corners, ink on the row's escape orange), not the Marshal's round white-on-orange key");
            b.screenshot("narrow-play-fugitive-escape");
            b.click("#" + b.find("[id^=fcard-]:not([disabled])").getAttribute("id"));
            TapTargets.assertThumbSized(b, "320 px, playing the Fugitive, a hideout picked", "[id^=fcard-]", "#place");
            b.screenshot("narrow-play-fugitive");

            // a far hideout: Place waits until its sprint cards pay the step, and then its words stay whole on the bar
            Object far = b.js("const f = S.view.fugitive; return f.hideouts.filter(c => c !== f.escapeCard && f.stepNeeds[c] > 0).pop() || null");
            assertNotNull(far, "seed 4's hand holds a hideout that needs sprint cards");
            b.click("#" + b.find("[id^=fcard-].pick").getAttribute("id"));
            b.click("#fcard-" + far);
            assertFalse(b.find("#place").isEnabled(), "Place waits for the sprint cards");
            assertTrue(b.find("#step-need").getText().matches(far + " needs sprint cards worth \\d+ footprints .*: \\d+ to go"),
                    b.find("#step-need").getText());
            List<?> pay = (List<?>) b.js("const f = S.view.fugitive, need = f.stepNeeds[arguments[0]]; let paid = 0; const out = [];"
                    + " for (const c of f.hand.filter(c => c !== arguments[0] && c !== f.escapeCard).sort((x, y) => (x % 2) - (y % 2) || y - x)) {"
                    + " if (paid >= need) break; out.push(c); paid += c % 2 ? f.footprints.odd : f.footprints.even; } return out;", far);
            for (Object c : pay) {
                b.click("#fcard-" + c);
            }
            assertTrue(b.find("#place").isEnabled(), "paid: " + b.find("#step-need").getText());
            assertEquals("Sprint cards to pay with (tap), then place", b.find("#fhand-keys").findElement(By.xpath("preceding-sibling::div[1]")).getText());
            List<?> clear = (List<?>) b.js("const bar = document.getElementById('bar').getBoundingClientRect().top;"
                    + " return [document.getElementById('step-need').getBoundingClientRect().bottom <= bar,"
                    + " [...document.querySelectorAll('[id^=fcard-]')].every(k => k.getBoundingClientRect().bottom <= bar)]");
            assertEquals(List.of(true, true), clear, "at 320 px the page scrolled itself: his keys and what the step needs clear the bar");
            assertEquals(Boolean.TRUE, b.js("const k = document.getElementById('place'); return k.scrollWidth <= k.clientWidth"),
                    "the Place key's words stay whole: " + b.find("#place").getText());
            b.screenshot("narrow-play-fugitive-paying");
        }
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
            assertEquals("Your hand", b.find(".p-cards h2").getText(), "the Marshal's own hand");
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
            fugitivePromptOffersOnlyTheLegal(b);
            // the network cut: the draw tapped waits on the phone, and is sent once when it is back
            String deck = b.find("[id^=fdeck-]:not([disabled])").getAttribute("id");
            int logged = WebPageTest.logLength(b);
            b.cutNetwork(true);
            try {
                b.tap("#" + deck, false);
                b.waiting(60).until(d -> ("your move: Draw from deck " + deck.substring(6)).equals(WebGamePageTest.waitingWords(b)));
                assertEquals(0, b.count("#entry button:not([disabled])"), "a move waits: no other can be chosen");
                TapTargets.assertThumbSized(b, "playing the Fugitive, a draw waiting offline", "#play-unqueue");
                b.screenshot("phone-play-fugitive-offline");
            } finally {
                b.cutNetwork(false);
            }
            WebGamePageTest.allSent(b);
            assertEquals(logged + 1, WebPageTest.logLength(b), "the draw taken once");
            assertFalse(b.count("#safest li") == 0, "placing, the Fugitive sees his safest moves");
            String safest = String.valueOf(b.js("return [...document.querySelectorAll('#safest li')].map(e => e.innerText).join('\\n')"));
            assertTrue(safest.lines().allMatch(l -> l.matches("(Place \\d+( paying [\\d ]+)?|Escape with \\d+( paying [\\d ]+)?|Pass): .+")),
                    "the safest moves in the Place button's words, not in notation: " + safest);
            fugitivePromptOffersOnlyTheLegal(b);
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
            assertEquals("The Marshal's hand", b.find(".p-cards h2").getText(), "watching, the Marshal's hand is not the person's");
            assertEquals(Boolean.TRUE, b.js("return ![...document.querySelectorAll('.p-strip small')].some(e => e.innerText === 'yours')"
                    + " && document.querySelector('.p-strip .legend').innerText.includes('“his” = in the Marshal\\'s hand')"),
                    "watching, the strip tags the Marshal's cards as his");
            b.screenshot("phone-watch-over");
        }
    }
}
