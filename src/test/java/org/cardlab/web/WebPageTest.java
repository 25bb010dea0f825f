package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.Solution;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;

/**
 * The web table in a real browser (headless Chromium through Selenium): a seeded game entered
 * event by event with the page's buttons, whose figures must equal {@code fugitive deduce} on
 * the exported notes; undo; reload and restart; a contradiction; games against the bots; a
 * puzzle played to its end. Screenshots at phone and desktop size go to target/screenshots/.
 */
@Tag("browser")
class WebPageTest {
    static final int PHONE_W = 390;
    static final int PHONE_H = 844;

    /** A phone and a desktop for the class. */
    @RegisterExtension
    static final Browsers BROWSERS = new Browsers(1280, 900);

    /**
     * The Marshal's notes of a seeded game between two bots, as far as {@code upTo} events.
     */
    static List<NoteEvent> seededNotes(String spec, long seed, String fugitive, String marshal, int upTo) {
        FugitiveRules rules = FugitiveRules.load(spec);
        FugitiveState s = FugitiveState.newGame(rules, seed);
        Policy<FugitiveState, FugitiveMove> f = SeededGames.bot(fugitive, FugitiveSeat.FUGITIVE);
        Policy<FugitiveState, FugitiveMove> m = SeededGames.bot(marshal, FugitiveSeat.MARSHAL);
        Rng rng = new Rng(seed);
        while (!s.isTerminal() && s.events().size() < upTo) {
            s.apply((s.toMove() == FugitiveSeat.FUGITIVE ? f : m).choose(s, rng));
        }
        List<NoteEvent> ev = s.events();
        return ev.subList(0, Math.min(upTo, ev.size()));
    }

    /** Enters one event with the page's buttons, as a person at the table would (tapping what is on screen). */
    static void enter(Browser b, NoteEvent e) {
        enter(b, e, false);
    }

    /** As {@link #enter}; {@code offline}: the keypad's tab for the kind of event first (offline every kind is open). */
    static void enter(Browser b, NoteEvent e, boolean offline) {
        if (offline) {
            String tab = e instanceof NoteEvent.FugitiveDraw ? "fugitive-draw" : e instanceof NoteEvent.MarshalDraw ? "marshal-draw"
                    : e instanceof NoteEvent.Guess || e instanceof NoteEvent.MarshalPass ? "guess" : "hideout";
            b.tap("#tab-" + tab, false);
        }
        if (e instanceof NoteEvent.Hideout h) {
            b.tap("#hideout-" + h.sprints(), true);
        } else if (e instanceof NoteEvent.Escape x) {
            b.tap("#escape-" + x.sprints(), true);
        } else if (e instanceof NoteEvent.Pass) {
            b.tap("#pass", true);
        } else if (e instanceof NoteEvent.FugitiveDraw d) {
            b.tap("#fdraw-" + d.deck(), true);
        } else if (e instanceof NoteEvent.MarshalDraw d) {
            b.tap("#mdraw-" + d.card(), true);
        } else if (e instanceof NoteEvent.MarshalPass) {
            b.tap("#mpass", true);
        } else if (e instanceof NoteEvent.Guess g) {
            for (int n : Cards.toArray(g.numbers())) {
                tapNumber(b, n);
            }
            if (!g.hit()) {
                b.tap("#miss", true);
                return;
            }
            b.tap("#hit", false);
            for (NoteEvent.Reveal r : g.reveals()) {
                if (b.count("#at-" + r.hideout() + "-" + r.position()) == 0 && b.count("#step-" + r.hideout()) > 0) {
                    b.tap("#step-" + r.hideout(), false); // the keypad moved on to another number: back to this one
                }
                if (b.count("#at-" + r.hideout() + "-" + r.position()) == 0) {
                    b.tap("#any-position", false); // the notes say it cannot be there: the person says it was
                }
                b.tap("#at-" + r.hideout() + "-" + r.position(), false);
                for (int c : Cards.toArray(r.sprintCards())) {
                    b.tap("#sc-" + r.hideout() + "-" + c, false);
                }
            }
            b.tap("#record-hit", true);
        }
    }

    /**
     * Taps a number of the guess keypad; one the deduction rules out is disabled, as at a real
     * table the Marshal may still have named it: the keypad's own switch opens every number.
     */
    static void tapNumber(Browser b, int n) {
        if (!b.find("#num-" + n).isEnabled() && b.count("#any-number") > 0) {
            assertEquals("0", b.find("#num-" + n).getAttribute("data-p"), n + " is disabled only because no history has it face down");
            b.tap("#any-number", false);
        }
        b.tap("#num-" + n, false);
    }

    /**
     * At a Marshal's turn everything it needs is on the one screen: the row, the prompt, the advice
     * line, the keypad, the bar.
     */
    static void assertOneScreen(Browser b, String what) {
        Object bad = b.js("const bar = document.getElementById('bar').getBoundingClientRect().top, out = [];"
                + "for (const s of ['#row', '#next', '#advice-line', '#pad']) { const e = document.querySelector(s);"
                + "  if (!e) { out.push(s + ' missing'); continue; } const r = e.getBoundingClientRect();"
                + "  if (r.top < 0 || r.bottom > bar + 0.5) out.push(s + ' ' + Math.round(r.top) + '-' + Math.round(r.bottom) + ' vs bar at ' + Math.round(bar)); }"
                + "if (document.documentElement.scrollWidth > Math.min(innerWidth, screen.width)) out.push('the page is wider than the screen');"
                + "return out.join('; ');");
        // the message only on failure: the window's size is one more round trip to the browser, and this runs at every turn
        assertEquals("", bad, () -> what + ": a Marshal's turn on one " + b.driver.manage().window().getSize() + " screen");
    }

    /** Three moments with face-down hideouts to compare figures at: early, in the middle, and the last event. */
    static List<Integer> checkpoints(List<NoteEvent> game) {
        FugitiveRules rules = FugitiveRules.load("pt");
        List<Integer> withHidden = new java.util.ArrayList<>();
        for (int k = 1; k <= game.size(); k++) {
            if (org.cardlab.fugitive.deduce.PublicTrack.read(rules, new Notes("pt", game.subList(0, k)), "game").faceDownCount() >= 1) {
                withHidden.add(k);
            }
        }
        assertTrue(withHidden.contains(game.size()), "the last event leaves hideouts face down");
        return List.of(withHidden.get(withHidden.size() / 4), withHidden.get(withHidden.size() / 2), game.size());
    }

    /** Starts the game set up on the home page and waits until its table has drawn itself. */
    static void startPlay(Browser b) {
        b.click("#new-play");
        b.waiting(120).until(d -> b.ready().startsWith("play:"));
    }

    static int logLength(Browser b) {
        return b.count("#log li");
    }

    /** Enters a hit as {@link #enter} does, with a screenshot at the sprint cards' prompt. */
    static void enterHitWithShot(Browser b, NoteEvent.Guess g) throws Exception {
        for (int n : Cards.toArray(g.numbers())) {
            tapNumber(b, n);
        }
        b.tap("#hit", false);
        NoteEvent.Reveal first = g.reveals().get(0);
        // only positions that can hold the number are offered, and only cards that can lie beneath
        Object offered = b.js("return [...document.querySelectorAll(\"[id^='at-" + first.hideout() + "-']\")]"
                + ".map(e => e.id.split('-')[2]).filter(x => x !== 'none').join(' ')");
        Object canHold = b.js("return S.view.chances.logic.positions.filter(p => p.probabilities[arguments[0]] > 0)"
                + ".map(p => String(p.position)).join(' ')", first.hideout());
        assertEquals(canHold, offered, "the positions offered for " + first.hideout() + " are those the deduction lets hold it");
        assertTrue(String.valueOf(offered).contains(Integer.toString(first.position())));
        b.tap("#at-" + first.hideout() + "-" + first.position(), false);
        assertTrue(b.count("#sc-" + first.hideout() + "-42") == 0, "42 is never a sprint card under pt");
        assertTrue(b.count("#sc-" + first.hideout() + "-" + first.hideout()) == 0, "nor the hideout itself");
        TapTargets.assertThumbSized(b, "the reveal pad", "#at-" + first.hideout() + "-" + first.position());
        b.screenshot("phone-marshal-hit");
        for (int c : Cards.toArray(first.sprintCards())) {
            b.tap("#sc-" + first.hideout() + "-" + c, false);
        }
        for (NoteEvent.Reveal r : g.reveals().subList(1, g.reveals().size())) {
            if (b.count("#at-" + r.hideout() + "-" + r.position()) == 0) {
                b.tap("#step-" + r.hideout(), false);
            }
            b.tap("#at-" + r.hideout() + "-" + r.position(), false);
            for (int c : Cards.toArray(r.sprintCards())) {
                b.tap("#sc-" + r.hideout() + "-" + c, false);
            }
        }
        b.tap("#record-hit", true);
    }

    static boolean marshalsTurn(NoteEvent e) {
        return e instanceof NoteEvent.MarshalDraw || e instanceof NoteEvent.Guess || e instanceof NoteEvent.MarshalPass;
    }

    @Test
    void aWholeSeededGameEnteredOnThePhoneKeypadGivesTheFiguresOfDeduceOnOneScreenAndSurvivesUndoRedoReloadAndRestart(@TempDir Path dir)
            throws Exception {
        // random Fugitive, heuristic Marshal, seed 7: 68 events, 42 played, the manhunt; entered until the manhunt's last guess
        List<NoteEvent> game = seededNotes("pt", 7, "random", "heuristic", 67);
        assertTrue(game.stream().anyMatch(e -> e instanceof NoteEvent.Escape), "the game reaches the escape");
        List<Integer> checkpoints = checkpoints(game);
        String id;
        try (WebFixture w = new WebFixture(dir)) {
            Browser b = BROWSERS.phone();
            b.open(w.base() + "/");
            TapTargets.assertThumbSized(b, "the start page", "#new-marshal", "#play-seed");
            b.screenshot("phone-home");
            b.click("#new-marshal");
            b.find("#row");
            String wake = b.waiting(30).until(d -> {
                Object x = b.js("return document.body.dataset.wake || ''");
                return x.equals("") || x.equals("off") ? null : (String) x;
            });
            assertTrue(wake.equals("on") || wake.equals("refused"), "the page asks to keep the screen awake: " + wake);
            int entered = 0;
            boolean shotGuess = false;
            boolean shotDraw = false;
            boolean shotHit = false;
            Set<Class<?>> measured = new HashSet<>();
            for (NoteEvent e : game) {
                if (marshalsTurn(e)) {
                    assertOneScreen(b, "before event " + (entered + 1));
                }
                if (measured.add(e.getClass())) { // each prompt of the keypad once
                    TapTargets.assertThumbSized(b, "the prompt for event " + (entered + 1) + " (" + e + ")");
                }
                if (e instanceof NoteEvent.Guess g && g.hit() && !g.reveals().isEmpty() && Long.bitCount(g.reveals().get(0).sprintCards()) > 0 && !shotHit) {
                    shotHit = true;
                    enterHitWithShot(b, g);
                    entered++;
                    assertEquals(entered, logLength(b));
                    continue;
                }
                if (e instanceof NoteEvent.Guess && !shotGuess) {
                    TapTargets.assertThumbSized(b, "a guess", ".likely button.more", "#num-1");
                    b.screenshot("phone-marshal-guess");
                    shotGuess = true;
                }
                if (e instanceof NoteEvent.MarshalDraw && entered > 10 && !shotDraw) {
                    b.screenshot("phone-marshal-draw");
                    shotDraw = true;
                }
                enter(b, e);
                entered++;
                // the toast, the conflict and the log read in one call
                List<?> after = b.toastAnd("document.querySelectorAll('#conflict').length", "document.querySelectorAll('#log li').length");
                assertNull(after.get(0), "event " + entered + " refused");
                assertEquals(0L, after.get(1), "event " + entered + " taken");
                assertEquals((long) entered, after.get(2), "event " + entered + " is echoed");
                if (entered <= 2) { // the header counts the events as people do
                    assertTrue(b.find("#title").getText().endsWith(" · " + entered + (entered == 1 ? " event" : " events")),
                            b.find("#title").getText());
                }
                if (checkpoints.contains(entered)) {
                    PageAgainstDeduce.check(b, w, dir, game.subList(0, entered), "phone-marshal-" + entered);
                }
            }
            id = b.driver.getCurrentUrl().replaceAll(".*#/t/", "");
            assertTrue(b.find("#advice-line").getText().startsWith("Guess "), "the manhunt's first guess in one line: " + b.find("#advice-line").getText());
            assertTrue(b.find("#manhunt").getAttribute("data-first") != null);
            assertTrue(String.valueOf(b.js("return document.querySelector('#advice-more p.muted').textContent"))
                    .contains("and logic only: every consistent hidden history counts alike"), "the capture chance's measure");
            assertFalse(b.count(".card.escape") == 0, "42 lies on the table");
            // undo takes back the last event, on the page and in the saved notes; redo gives it back
            b.tap("#undo", true);
            assertEquals(game.size() - 1, logLength(b));
            assertEquals(game.size() - 1, Notes.read(dir.resolve("tables").resolve(id + ".notes.json")).events().size());
            b.tap("#redo", true);
            assertEquals(game.size(), logLength(b));
            assertEquals(game, Notes.read(dir.resolve("tables").resolve(id + ".notes.json")).events());
            assertFalse(b.find("#redo").isEnabled(), "nothing more to redo");
            // reload: the same table
            b.driver.navigate().refresh();
            b.waitReady();
            assertEquals(game.size(), logLength(b));
        }
        // restart the server on the same data: the page resumes the game; on a desktop screen too
        try (WebFixture w = new WebFixture(dir)) {
            Browser b = BROWSERS.large();
            b.open(w.base() + "/#/t/" + id);
            assertEquals(game.size(), logLength(b));
            b.screenshot("desktop-marshal-manhunt");
            b.open(w.base() + "/");
            assertTrue(b.find("#tables").getText().contains(id));
            b.screenshot("desktop-home");
        }
    }

    @Test
    void onADesktopTheGameEnteredGivesTheFiguresOfDeduce(@TempDir Path dir) throws Exception {
        // the phone test enters a whole game; here the desktop layout needs only enough of one to
        // show the row, the chances and the advice (each event in a browser costs about a second)
        List<NoteEvent> all = seededNotes("pt", 7, "random", "heuristic", 67);
        int stop = 13;
        while (!(all.get(stop) instanceof NoteEvent.Guess)) {
            stop++; // end where the Marshal is to guess: the advice is there
        }
        List<NoteEvent> game = all.subList(0, stop);
        try (WebFixture w = new WebFixture(dir)) {
            Browser b = BROWSERS.large();
            b.open(w.base() + "/");
            b.click("#new-marshal");
            b.find("#row");
            int entered = 0;
            for (NoteEvent e : game) {
                enter(b, e);
                entered++;
                assertEquals(entered, logLength(b), "event " + entered + " is echoed");
                if (entered == 7 || entered == game.size()) {
                    PageAgainstDeduce.check(b, w, dir, game.subList(0, entered), "desktop-marshal-" + entered);
                }
            }
            // the whole advice opens behind its one line: a sorted table with the chosen row marked
            b.js("window.clicked = null; document.querySelector('#advice-more summary').addEventListener('click', e => window.clicked = e.isTrusted, {once: true})");
            b.click("#advice-more summary");
            assertEquals(Boolean.TRUE, b.js("return window.clicked"), "the tests' clicks are the browser's own input (trusted), not a script's");
            List<WebElement> rows = b.all("#advice-more tr[data-move]");
            assertFalse(rows.isEmpty(), "the moves behind the recommendation");
            assertEquals(1, b.count("#advice-more tr.chosen"), "one chosen row");
            assertTrue(b.find("#advice-more tr.chosen").getText().startsWith("★"), b.find("#advice-more tr.chosen").getText());
            b.screenshot("desktop-marshal-advice");
            // a click where something is drawn over the target is refused, as chromedriver's own click would refuse it
            b.js("const c = document.createElement('div'); c.id = 'cover'; c.style = 'position: fixed; inset: 0; z-index: 99'; document.body.append(c)");
            AssertionError covered = assertThrows(AssertionError.class, () -> b.click("#advice-more summary"));
            assertTrue(covered.getMessage().contains("<div id=\"cover\"") && covered.getMessage().endsWith("would receive the click"), covered.getMessage());
            assertEquals(Boolean.TRUE, b.js("return document.querySelector('#advice-more').open"), "nothing clicked under the cover");
        }
    }
}
