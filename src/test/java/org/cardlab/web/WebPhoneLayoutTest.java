package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.fugitive.NoteEvent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * At 390x844, the screens a phone user found wanting: the bar at the bottom at an offline guess,
 * the sprint-card keypad of a hit recorded offline (on one number, then on three), every offline tab's keys clear of the bar
 * at 360x740, 430x932 and 320x640 (the page scrolls itself), and online at 360x740 its prompts He placed and I drew, a puzzle's bar and its offline banner after a
 * reload, the title of a game that is over (its seed shown), and the start page's open tables from 320 to 430 px.
 */
@Tag("browser")
class WebPhoneLayoutTest {

    /**
     * Every control in the bar at the bottom is whole on the screen: inside the viewport, its
     * label on one line and not cut, no two overlapping. Returns the problems, "" for none.
     */
    static String barProblems(Browser b) {
        return String.valueOf(b.js("const bar = document.getElementById('bar'), out = [];"
                + "if (bar.hidden) return '';"
                + "const keys = [...bar.querySelectorAll('button, a')], br = bar.getBoundingClientRect();"
                + "for (const k of keys) { const r = k.getBoundingClientRect(), name = '#' + k.id + ' \"' + k.innerText.replace(/\\s+/g, ' ') + '\"';"
                + "  if (r.left < -0.5 || r.right > Math.min(innerWidth, screen.width) + 0.5 || r.top < br.top - 0.5 || r.bottom > br.bottom + 0.5) out.push(name + ' off the bar: ' + JSON.stringify(r));"
                + "  if (k.scrollWidth > k.clientWidth + 1) out.push(name + ' cut: ' + k.scrollWidth + ' > ' + k.clientWidth);"
                + "  const line = parseFloat(getComputedStyle(k).lineHeight) || 1.35 * parseFloat(getComputedStyle(k).fontSize);"
                + "  const text = document.createRange(); text.selectNodeContents(k);"
                + "  if (text.getClientRects().length > 0 && text.getBoundingClientRect().height > 1.5 * line) out.push(name + ' wraps: ' + text.getBoundingClientRect().height + ' px'); }"
                + "for (let i = 0; i < keys.length; i++) for (let j = i + 1; j < keys.length; j++) {"
                + "  const a = keys[i].getBoundingClientRect(), c = keys[j].getBoundingClientRect();"
                + "  if (Math.min(a.right, c.right) - Math.max(a.left, c.left) > 0.5 && Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top) > 0.5)"
                + "    out.push('#' + keys[i].id + ' and #' + keys[j].id + ' overlap'); }"
                + "if (document.documentElement.scrollWidth > Math.min(innerWidth, screen.width)) out.push('the page is wider than the screen');"
                + "return out.join('; ');"));
    }

    /** A Marshal's table of six events, the network cut and one event entered: offline with an event waiting, at the guess. */
    static String offlineAtTheGuess(WebFixture w, Browser b) {
        List<NoteEvent> game = WebPageTest.seededNotes("pt", 7, "random", "heuristic", 8);
        String id = WebOfflineSendingTest.openNotes(w, b, game.subList(0, 6));
        b.cutNetwork(true);
        WebPageTest.enter(b, game.get(6), true);
        assertEquals("1", WebOfflineTest.waitingCount(b));
        b.tap("#tab-guess", false);
        String n = String.valueOf(b.js("return [...document.querySelectorAll('#keys button')].find(k => !k.disabled).id"));
        b.tap("#" + n, false);
        return n.replace("num-", "");
    }

    @Test
    void theOfflineGuessBarHoldsEveryControlOnTheScreen(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            offlineAtTheGuess(w, b);
            b.screenshot("phone-offline-guess-bar");
            assertEquals(List.of("unqueue", "miss", "hit", "mpass"),
                    b.attrs("#bar button", "id").stream().filter(x -> List.of("unqueue", "miss", "hit", "mpass").contains(x)).toList(),
                    "Take back, Miss, Hit and I pass in the bar");
            assertEquals("", barProblems(b), "offline at the guess, the bar at 390 px");
            TapTargets.assertThumbSized(b, "offline at the guess", "#unqueue", "#miss", "#hit", "#mpass");

            // at 360x740, the tester's way: a miss and his draw entered offline, the page on He placed by itself; then every tab
            b.viewport(360, 740);
            b.tap("#miss", true);
            b.tap("#fdraw-2", true);
            assertEquals("3", WebOfflineTest.waitingCount(b));
            assertEquals(List.of("tab-hideout"), b.attrs("#pad .tab.on", "id"), "after his draw, He placed");
            b.asScrolled("phone-360-offline-placed");
            assertEquals("", keysOffTheScreen(b, "#pad button"), "360x740 offline, He placed: every key clear of the bar (He passed too)");
            for (int[] size : new int[][] {{320, 640}, {430, 932}, {360, 740}}) {
                b.viewport(size[0], size[1]);
                String at = size[0] + "x" + size[1] + " offline, the tab ";
                for (String tab : List.of("guess", "hideout", "fugitive-draw", "marshal-draw")) {
                    b.js("window.scrollTo(0, 0)");
                    b.tap("#tab-" + tab, false);
                    assertEquals("", keysOffTheScreen(b, "#pad button"), at + tab + ": every key clear of the bar");
                    assertEquals(List.of(), b.js("return [...document.querySelectorAll('#pad .tab')].filter(t => { const r = document.createRange();"
                            + " r.selectNodeContents(t); return r.getClientRects().length > 1 || t.scrollWidth > t.clientWidth + 1; }).map(t => t.id)"),
                            at + tab + " open: every tab's words on one line, whole");
                }
                if (size[0] == 430) {
                    b.asScrolled("phone-430-offline-drew");
                }
            }
            b.asScrolled("phone-360-offline-drew");
            assertEquals("3", WebOfflineTest.waitingCount(b), "nothing tapped took an event back");
            // online at 360x740: the two events after his pass refused (the Marshal draws first) and dropped, the page on I drew by itself
            b.cutNetwork(false);
            b.js("window.scrollTo(0, 0)");
            for (int k = 0; k < 2; k++) {
                b.waiting(60).until(d -> Boolean.TRUE.equals(b.js("return !!(S.queue && S.queue.refused)")));
                b.click("#queue-skip");
            }
            b.waiting(60).until(d -> Boolean.TRUE.equals(b.js("return S.online && !S.queue && !S.busy")));
            assertEquals(List.of("marshal-draw"), b.js("return S.view.legal.kinds"), "online, I drew next");
            b.asScrolled("phone-360-online-drew");
            assertEquals("", keysOffTheScreen(b, "#pad button"), "360x740 online, I drew: every key clear of the bar");
        }
    }

    @Test
    void aHitRecordedOfflineLeavesEverySprintCardKeyAboveTheBar(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            String n = offlineAtTheGuess(w, b);
            b.tap("#hit", false);
            // a face-down hideout with sprint cards beneath: the keypad of every card that may lie there
            String at = String.valueOf(b.js("return [...document.querySelectorAll('#reveal [id^=\"at-\"]')].find(k => /\\([1-9]/.test(k.innerText)).id"));
            b.tap("#" + at, false);
            List<?> keys = (List<?>) b.js("return [...document.querySelectorAll('#reveal .grid button')].map(k => k.id)");
            assertTrue(keys.size() > 30, "offline, any card not seen may lie beneath: " + keys.size() + " keys");
            b.screenshot("phone-offline-hit-keypad");
            // the last row in reach on the one screen, above the bar (tap checks it is not under the bar and the page not scrolled)
            String last = String.valueOf(keys.get(keys.size() - 1));
            b.tap("#" + last, false);
            assertEquals(List.of(last.replaceAll(".*-", "")), ((List<?>) b.js("return S.entry.reveals[arguments[0]].cards.map(String)", Integer.parseInt(n))).stream().map(String::valueOf).toList(),
                    "the last key was tapped: " + n + " over it");
            assertEquals("", barProblems(b), "recording a hit offline, the bar at 390 px");

            // his next turn entered offline too (three events waiting, the banner's list two lines), then a hit on three numbers:
            // each answered above the keypad of the next, a line each, pushing it down
            b.tap("#cancel", false);
            assertEquals(List.of("num-" + n), b.attrs("#keys button.on", "id"), "Back returns to the guess offline, " + n + " picked");
            b.tap("#tab-fugitive-draw", false);
            b.tap("#fdraw-1", true);
            b.tap("#tab-hideout", false);
            b.tap("#hideout-3", true);
            assertEquals("3", WebOfflineTest.waitingCount(b));
            b.tap("#tab-guess", false);
            b.tap("#num-" + n, false);
            List<?> more = (List<?>) b.js("return [...document.querySelectorAll('#keys button')].filter(k => !k.disabled && !k.classList.contains('on')).slice(0, 2).map(k => k.id)");
            assertEquals(2, more.size(), "two more numbers to guess: " + more);
            for (Object k : more) {
                b.tap("#" + k, false);
            }
            b.tap("#hit", false);
            List<?> numbers = (List<?>) b.js("return S.entry.numbers.map(String)");
            assertEquals(3, numbers.size(), "a guess of three numbers: " + numbers);
            for (Object m : numbers) {
                // the last on a position with sprint cards beneath (its keypad shown); the others elsewhere, or not a hideout,
                // leaving it one
                boolean lastOne = m.equals(numbers.get(numbers.size() - 1));
                String place = String.valueOf(b.js("const at = [...document.querySelectorAll('#reveal .current [id^=\"at-\"]')].filter(k => !k.id.endsWith('-none')),"
                        + " under = at.filter(k => /\\([1-9]/.test(k.innerText)), none = document.querySelector('#reveal .current [id$=\"-none\"]');"
                        + " return (arguments[0] ? under[0] : at.find(k => !under.includes(k)) || (under.length > 1 ? under[0] : none)).id", lastOne));
                if (lastOne) {
                    b.js("window.scrollTo(0, 0)"); // the page as the earlier taps left it, had they all been on the first screen
                    b.tap("#" + place, false);
                    break;
                }
                b.click("#" + place);
                while (String.valueOf(m).equals(String.valueOf(b.js("return String(S.entry.numbers[S.entry.step])")))) {
                    b.click("#" + b.js("return document.querySelector('#reveal .current .grid button:not(:disabled):not(.on)').id"));
                }
            }
            // as the page draws it, with no scrolling by the person: every key of the keypad shown clears the bar
            assertEquals("", keysOffTheScreen(b, "#reveal .current button"), "recording a hit on " + numbers + " offline, every key of the last on the screen");
            b.asScrolled("phone-offline-multi-hit-keypad");
            List<?> cards = (List<?>) b.js("return [...document.querySelectorAll('#reveal .current .grid button')].map(k => k.id)");
            String card = String.valueOf(cards.get(cards.size() - 1));
            b.click("#" + card); // scrolled to, and nothing over it
            assertEquals(List.of(card.replaceAll(".*-", "")), ((List<?>) b.js("return S.entry.reveals[arguments[0]].cards.map(String)",
                    Integer.parseInt(String.valueOf(numbers.get(2))))).stream().map(String::valueOf).toList(), "the last key was tapped");
            assertEquals("", barProblems(b), "recording a hit on several numbers offline, the bar at 390 px");
            b.cutNetwork(false);
        }
    }

    /**
     * The keys matching {@code css} that are not whole on the screen as the page is scrolled now: under the bar at the bottom,
     * above the bottom of the header and the banner (which stay on top), or with something else taking a tap at their centre.
     * "" for none.
     */
    static String keysOffTheScreen(Browser b, String css) {
        return String.valueOf(b.js("const bar = document.getElementById('bar').getBoundingClientRect(), out = [];"
                + "const top = Math.max(...[...document.querySelectorAll('header, #banner')].filter(e => !e.hidden).map(e => e.getBoundingClientRect().bottom));"
                + "for (const k of document.querySelectorAll(arguments[0])) { const r = k.getBoundingClientRect();"
                + "  if (r.bottom > bar.top + 0.5 || r.top < top - 0.5) out.push('#' + k.id + ' at ' + r.top.toFixed(1) + '..' + r.bottom.toFixed(1)"
                + "    + ', the screen free from ' + top.toFixed(1) + ' to the bar at ' + bar.top.toFixed(1) + ' (scrolled by ' + scrollY + ')');"
                + "  else { const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2); if (!hit || !k.contains(hit)) out.push('#' + k.id + ' covered'); } }"
                + "return out.slice(0, 3).join('; ') + (out.length > 3 ? '; and ' + (out.length - 3) + ' more' : '');", css));
    }

    @Test
    void aPuzzleHasNoEmptyBar(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            b.open(w.base() + "/");
            WebPuzzlePageTest.openPuzzle(b, "pt-manhunt-9412a9b5");
            b.screenshot("phone-puzzle-no-bar");
            assertEquals(Boolean.FALSE, b.js("const bar = document.getElementById('bar'); return bar.getClientRects().length > 0"),
                    "nothing in the bar while the puzzle is played, and no blank band: " + b.js("return document.getElementById('bar').outerHTML"));
            for (int[] size : new int[][] {{390, 844}, {360, 740}}) { // the whole row of hideouts seen, none scrolled out sideways
                b.viewport(size[0], size[1]);
                assertEquals("", b.js("const row = document.getElementById('row'), out = [];"
                        + "if (row.scrollWidth > row.clientWidth + 0.5) out.push('the row scrolls sideways: ' + row.scrollWidth + ' > ' + row.clientWidth);"
                        + "for (const s of row.querySelectorAll('.spot')) { const r = s.getBoundingClientRect();"
                        + "  if (r.left < -0.5 || r.right > innerWidth + 0.5) out.push(s.querySelector('.card').dataset.position + ' at ' + r.left + '..' + r.right); }"
                        + "return out.join('; ')"), size[0] + "x" + size[1] + ": every hideout of the puzzle's row on the screen");
                TapTargets.assertThumbSized(b, "a puzzle's row at " + size[0] + "x" + size[1], "#row .card.clickable");
                b.screenshot("phone-puzzle-row-" + size[0]);
            }
        }
    }

    @Test
    void aPuzzleReloadedOfflineKeepsThePuzzlesWords(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            b.open(w.base() + "/");
            b.waiting(60).until(d -> "ready".equals(b.js("return document.body.dataset.worker")));
            WebPuzzlePageTest.openPuzzle(b, "pt-manhunt-9412a9b5");
            b.click("#strip [data-n='21']", true);
            b.assertNoToast("21 is a hideout");
            b.cutNetwork(true);
            try {
                String before = b.find("#banner").getText();
                assertEquals("Offline. The server cannot be reached; your guess waits here until it is back.", before);
                b.driver.navigate().refresh();
                b.find("#row");
                b.waiting(30).until(d -> !b.find("#banner").getText().isEmpty());
                b.screenshot("phone-puzzle-offline-reloaded");
                assertEquals(before, b.find("#banner").getText(), "the puzzle's words after a reload too");
            } finally {
                b.cutNetwork(false);
            }
        }
    }

    @Test
    void aGameOverShowsItsTitleWholeWithTheSeed(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            // a Da Guai Lu Zi round played to its end through the API (the person's first legal move each turn)
            JsonNode v = w.ok("/api/tables", "{\"game\": \"daguai\", \"mode\": \"play\", \"seed\": 7943100557746529, \"human\": 0}");
            String id = v.get("id").asText();
            for (int moves = 0; !v.has("result") && moves < 400; moves++) {
                v = w.ok("/api/tables/" + id + "/move", "{\"at\": " + v.get("at").asInt() + ", \"move\": " + Json.write(v.get("legal").get(0)) + "}");
            }
            assertTrue(v.has("result"), "the round is over");
            b.open(w.base() + "/#/t/" + id);
            b.find("#outcome");
            b.screenshot("phone-game-over-title");
            List<?> t = (List<?>) b.js("const t = document.getElementById('title'), cut = [];"
                    + "for (const e of [t, ...t.querySelectorAll('*')]) if (e.scrollHeight > e.clientHeight + 0.5 || e.scrollWidth > e.clientWidth + 0.5)"
                    + "  cut.push((e.className || e.id) + ' ' + e.scrollWidth + 'x' + e.scrollHeight + ' in ' + e.clientWidth + 'x' + e.clientHeight);"
                    + "const walk = document.createTreeWalker(t, NodeFilter.SHOW_TEXT); let n, lines = 0;" // the lines 'you are seat 0 (team 0)' takes
                    + "while ((n = walk.nextNode())) { const i = n.data.indexOf('you are'); if (i < 0) continue;"
                    + "  const r = document.createRange(); r.setStart(n, i); r.setEnd(n, n.data.length); lines = new Set([...r.getClientRects()].map(x => Math.round(x.top))).size; }"
                    + "return [t.innerText.replace(/\\s+/g, ' '), cut.join('; '), document.querySelector('header').getBoundingClientRect().height, lines]");
            assertTrue(String.valueOf(t.get(0)).contains("seed 7943100557746529") && String.valueOf(t.get(0)).contains("you are seat 0 (team 0)"),
                    "the title names the seed and the seat: " + t.get(0));
            assertEquals("", t.get(1), "the whole title on a phone, none of it cut: " + t.get(0));
            assertFalse(((Number) t.get(2)).doubleValue() > 44.5, "the header keeps its height (the banner sits under it): " + t.get(2));
            assertEquals(1L, t.get(3), "who you are on one line, '(team 0)' not broken from its seat: " + t.get(0));
            // the start page with four tables open (the tester's: this round, a SCOUT game, a puzzle, a Marshal's notes):
            // no sideways scroll from 320 to 430 px, every Delete on the screen (at 360 the list made the page 387 px wide)
            w.ok("/api/tables", "{\"game\": \"scout\", \"mode\": \"play\", \"human\": 0}");
            w.ok("/api/tables", "{\"mode\": \"puzzle\", \"puzzle\": \"pt-manhunt-9412a9b5\"}");
            w.ok("/api/tables", "{\"mode\": \"marshal\", \"spec\": \"pt\"}");
            b.viewport(360, 740);
            b.open(w.base() + "/");
            b.waiting(10).until(d -> ((Number) b.js("return document.querySelectorAll('#tables tr[data-table]').length")).intValue() == 4);
            for (int width : new int[] {320, 360, 375, 390, 412, 430}) {
                b.viewport(width, 740);
                // against the phone's width, not innerWidth: a phone widens its layout viewport to a page too wide (zoomed out)
                assertEquals("", b.js("const out = [], de = document.documentElement, w = arguments[0];"
                        + "if (de.scrollWidth > w || innerWidth > w) out.push('the page is ' + Math.max(de.scrollWidth, innerWidth) + ' px wide');"
                        + "for (const k of document.querySelectorAll('#tables button, #tables a')) { const r = k.getBoundingClientRect();"
                        + "  if (r.left < -0.5 || r.right > w + 0.5) out.push((k.id || k.innerText) + ' at ' + r.left.toFixed(1) + '..' + r.right.toFixed(1)); }"
                        + "return out.join('; ')", width), width + "x740: the open tables on the screen, no sideways scroll");
            }
            for (int width : new int[] {320, 360}) {
                b.viewport(width, 740);
                b.js("document.getElementById('tables').scrollIntoView()");
                b.asScrolled("phone-home-tables-" + width);
            }
            TapTargets.assertThumbSized(b, "the start page's open tables at 360x740", "#tables a", "#tables button");
        }
    }
}
