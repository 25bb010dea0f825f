package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.Solution;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;

/**
 * Puzzles in the browser at phone size: grouped by grade and theme on the start page, a card in
 * sight tapped (it is said to be visible, and the puzzle goes on), a wrong guess and then a
 * retry solved in the proof's order, the solved mark kept on the device, a lucky guess named;
 * and the start page deleting a table.
 */
@Tag("browser")
class WebPuzzlePageTest {
    static final String ID = "ca-manhunt-003ca480";

    static void openPuzzle(Browser b, String id) {
        b.js("document.querySelectorAll('details.grade').forEach(d => d.open = true)");
        b.click("[data-puzzle='" + id + "']");
        b.find("#row");
    }

    @Test
    void aPuzzleSolvedAfterARetryIsMarkedAndACardInSightSaysSo(@TempDir Path dir) throws Exception {
        Puzzle p = Puzzle.read(Path.of("puzzles/fugitive/" + ID + ".json"));
        List<Solution.Step> steps = p.solution().steps();
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            b.open(w.base() + "/");
            int puzzles = w.get("/api/puzzles").json().size();
            assertEquals(puzzles, b.count("[data-puzzle]"), "every shipped puzzle is listed");
            assertTrue(b.count("details.grade") >= 3, "grouped by grade");
            assertTrue(b.count("details.grade[open]") == 0, "closed: the list is a few lines tall");
            // the list's own height: the page above it grows with every registered game's form
            double listHeight = ((Number) b.js("return document.getElementById('puzzles').getBoundingClientRect().height")).doubleValue();
            assertTrue(listHeight < 1000, "closed, the list is a few lines, not a 16,875 px list: " + listHeight + " px");
            TapTargets.assertThumbSized(b, "the start page, puzzles closed", "details.grade summary");
            b.js("document.querySelector('details.grade').open = true"); // a grade's puzzle buttons (every grade's are alike)
            TapTargets.assertThumbSized(b, "the start page, a grade open", "[data-puzzle]");
            b.js("document.querySelector('details.grade').open = false");
            b.screenshot("phone-home-puzzles");
            openPuzzle(b, ID);
            TapTargets.assertThumbSized(b, "a puzzle", "#row .card.down", "#strip [data-n='1']");
            b.screenshot("phone-puzzle");
            // a card in sight: the page says where it is, and the puzzle goes on
            int visible = b.all("#seen .mini").stream().map(WebElement::getText).mapToInt(Integer::parseInt).filter(n -> n <= 41).findFirst().orElseThrow();
            b.click("#strip [data-n='" + visible + "']", true);
            assertTrue(b.find("#notice").getText().contains(visible + " ") && b.find("#notice").getText().endsWith("so it is not a face-down hideout: the puzzle goes on"),
                    b.find("#notice").getText());
            assertTrue(b.count("#outcome") == 0, "still playing");
            TapTargets.assertThumbSized(b, "a puzzle, a card in sight said", "#notice");
            // a wrong guess ends the attempt; the answer waits behind its own tap
            int wrong = 1;
            while (contains(p.solution().route(), wrong) || !b.find("#strip [data-n='" + wrong + "']").isEnabled()
                    || b.find("#strip [data-n='" + wrong + "']").getAttribute("class").contains("faceup")
                    || isSeen(b, wrong)) {
                wrong++;
            }
            b.click("#strip [data-n='" + wrong + "']", true);
            assertTrue(b.find("#outcome").getText().startsWith("Over: " + wrong + " is not a face-down hideout"), b.find("#outcome").getText());
            assertFalse(b.find("#answer").isDisplayed(), "the answer opens only when asked");
            TapTargets.assertThumbSized(b, "a puzzle failed", "#retry", "#show-answer");
            b.screenshot("phone-puzzle-failed");
            // try again: the same puzzle afresh, solved in the proof's order
            b.tap("#retry", true);
            assertTrue(b.count("#outcome") == 0);
            for (int i = 0; i < steps.size(); i++) {
                Solution.Step s = steps.get(i);
                boolean last = i == steps.size() - 1;
                if (last) { // the last guess made offline: it waits on the phone, survives a reload, and is judged once the server is back
                    b.cutNetwork(true);
                }
                try {
                    if (i % 2 == 0) {
                        b.click("#row .card.down[data-position='" + s.position() + "']"); // a card, then its number
                    }
                    b.click("#strip [data-n='" + s.value() + "']", !last);
                    if (last) {
                        String words = "your guess: " + s.value() + (i % 2 == 0 ? " under #" + s.position() : "");
                        b.waiting(30).until(d -> words.equals(b.find("#play-waiting").getText()));
                        assertEquals("Your guess waits here: it is judged once the server has it", b.find("#next").getText());
                        assertEquals(0, b.count("#strip button:not([disabled])"), "no second guess before the first is judged");
                        b.driver.navigate().refresh();
                        b.find("#row");
                        b.waiting(30).until(d -> words.equals(b.find("#play-waiting").getText()));
                        b.screenshot("phone-puzzle-guess-waiting");
                    }
                } finally {
                    if (last) {
                        b.cutNetwork(false);
                    }
                }
                if (last) {
                    b.waiting(60).until(d -> b.count("#outcome") > 0);
                    assertTrue(b.find("#notice").getText().startsWith("Sent now that the server is back: your guess: " + s.value()), b.find("#notice").getText());
                }
                b.assertNoToast("refused");
                WebElement card = b.find("#row [data-position='" + s.position() + "']");
                assertFalse(card.getAttribute("class").contains("down"), "a right guess turns the card up");
            }
            assertTrue(b.find("#outcome").getText().startsWith("Solved"), b.find("#outcome").getText());
            assertTrue(b.find("#outcome").getText().contains("each when it was certain"), "named in the proof's order, nothing was luck");
            assertTrue(b.find("#answer").getText().contains("route: " + routeText(p)));
            b.screenshot("phone-puzzle-solved");
            // the start page marks it solved on this device
            b.open(w.base() + "/");
            assertTrue(b.find("[data-puzzle='" + ID + "']").getAttribute("class").contains("solved"));
            assertTrue(b.find("[data-puzzle='" + ID + "']").getAttribute("textContent").startsWith("✓"), b.find("[data-puzzle='" + ID + "']").getAttribute("textContent"));

            // the chain's deepest hideout named first is right, but a guess: the page says what else was possible
            Solution.Step last = steps.get(PuzzleLuckTest.deepest(steps));
            openPuzzle(b, ID);
            b.click("#strip [data-n='" + last.value() + "']", true);
            assertTrue(b.find("#lucky").getText().startsWith(last.value() + " was right, but not yet certain"), b.find("#lucky").getText());
            b.screenshot("phone-puzzle-lucky");

            // the start page deletes tables
            b.open(w.base() + "/");
            TapTargets.assertThumbSized(b, "the start page with tables", "#tables a", "#tables button");
            int tables = b.count("#tables tr[data-table]");
            assertTrue(tables >= 2, "the puzzle tables opened above");
            String first = b.find("#tables tr[data-table]").getAttribute("data-table");
            b.js("window.confirm = () => true");
            b.click("#delete-" + first);
            b.waiting(30).until(d -> b.count("#tables tr[data-table='" + first + "']") == 0);
            assertEquals(tables - 1, b.count("#tables tr[data-table]"));
            assertEquals(404, w.get("/api/tables/" + first).status());
            b.driver.manage().window().setSize(new org.openqa.selenium.Dimension(1280, 900));
            b.viewport(1280, 900);
            b.screenshot("desktop-home-after-delete");
        }
    }

    private static boolean isSeen(Browser b, int n) {
        return b.all("#seen .mini").stream().anyMatch(e -> e.getText().equals(Integer.toString(n)));
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    static String routeText(Puzzle p) {
        StringBuilder sb = new StringBuilder();
        for (int v : p.solution().route()) {
            sb.append(sb.length() == 0 ? "" : " ").append(v);
        }
        return sb.toString();
    }
}
