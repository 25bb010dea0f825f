package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.core.Policy;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.Solution;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
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

    /**
     * The Marshal's notes of a seeded game between two bots, as far as {@code upTo} events.
     */
    static List<NoteEvent> seededNotes(String spec, long seed, String fugitive, String marshal, int upTo) {
        FugitiveRules rules = FugitiveRules.load(spec);
        FugitiveState s = FugitiveState.newGame(rules, seed);
        Policy<FugitiveState, FugitiveMove> f = FugitiveBots.create(fugitive, FugitiveState.FUGITIVE);
        Policy<FugitiveState, FugitiveMove> m = FugitiveBots.create(marshal, FugitiveState.MARSHAL);
        Rng rng = new Rng(seed);
        while (!s.isTerminal() && s.events().size() < upTo) {
            s.apply((s.currentPlayer() == FugitiveState.FUGITIVE ? f : m).choose(s, rng));
        }
        List<NoteEvent> ev = s.events();
        return ev.subList(0, Math.min(upTo, ev.size()));
    }

    /** Enters one event with the page's buttons, as a person at the table would. */
    static void enter(Browser b, NoteEvent e) {
        if (e instanceof NoteEvent.Hideout h) {
            b.click("#hideout-" + h.sprints(), true);
        } else if (e instanceof NoteEvent.Escape x) {
            b.click("#escape-" + x.sprints(), true);
        } else if (e instanceof NoteEvent.Pass) {
            b.click("#pass", true);
        } else if (e instanceof NoteEvent.FugitiveDraw d) {
            b.click("#fdraw-" + d.deck(), true);
        } else if (e instanceof NoteEvent.MarshalDraw d) {
            b.click("#mdraw-" + d.card(), true);
        } else if (e instanceof NoteEvent.MarshalPass) {
            b.click("#mpass", true);
        } else if (e instanceof NoteEvent.Guess g) {
            for (int n : Cards.toArray(g.numbers())) {
                b.click("#num-" + n);
            }
            if (!g.hit()) {
                b.click("#miss", true);
                return;
            }
            b.click("#hit");
            for (NoteEvent.Reveal r : g.reveals()) {
                b.click("#at-" + r.hideout() + "-" + r.position());
                for (int c : Cards.toArray(r.sprintCards())) {
                    b.click("#sc-" + r.hideout() + "-" + c);
                }
            }
            b.click("#record-hit", true);
        }
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
        return b.all("#log li").size();
    }

    /** The page's figures (data attributes of the heat map and the face-down cards) against deduce --json. */
    static void assertPageMatchesDeduce(Browser b, Path exported) {
        Cli d = Cli.run("fugitive", "deduce", exported.toString(), "--json");
        assertEquals(0, d.code(), d.err());
        JsonNode cli = Json.parse(d.out(), "deduce");
        assertEquals(cli.get("histories").asText(), b.find("#histories").getAttribute("data-histories"));
        for (int n = 1; n <= 41; n++) {
            WebElement cell = b.find("#strip [data-n='" + n + "']");
            double expected = cli.get("numbers").has(Integer.toString(n)) ? cli.get("numbers").get(Integer.toString(n)).asDouble() : 0;
            assertEquals(expected, Double.parseDouble(cell.getAttribute("data-p")), 1e-12, "number " + n);
        }
        int shown = 0;
        for (JsonNode pos : cli.get("positions")) {
            for (WebElement span : b.all("[data-pos='" + pos.get("position").asInt() + "']")) {
                double expected = pos.get("probabilities").get(span.getAttribute("data-v")).asDouble();
                assertEquals(expected, Double.parseDouble(span.getAttribute("data-p")), 1e-12, "position " + pos.get("position"));
                shown++;
            }
        }
        assertFalse(cli.get("positions").isEmpty(), "a checkpoint with face-down hideouts");
        assertTrue(shown >= cli.get("positions").size(), "every face-down card shows its likeliest values");
    }

    @Test
    void aSeededGameEnteredEventByEventGivesTheFiguresOfDeduceAndSurvivesUndoReloadAndRestart(@TempDir Path dir) throws Exception {
        // random Fugitive, heuristic Marshal, seed 7: 68 events, 42 played, the manhunt; entered until the manhunt's last guess
        List<NoteEvent> game = seededNotes("pt", 7, "random", "heuristic", 67);
        assertTrue(game.stream().anyMatch(e -> e instanceof NoteEvent.Escape), "the game reaches the escape");
        List<Integer> checkpoints = checkpoints(game);
        String id;
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(1280, 900)) {
            b.open(w.base() + "/");
            b.screenshot("desktop-home");
            b.click("#new-marshal");
            b.find("#row");
            int entered = 0;
            for (NoteEvent e : game) {
                enter(b, e);
                entered++;
                assertFalse(b.toastShown(), "event " + entered + " refused: " + (b.toastShown() ? b.toastText() : ""));
                assertEquals(entered, logLength(b), "event " + entered + " is echoed");
                if (checkpoints.contains(entered)) {
                    // the page's figures against deduce on the notes exported at this point
                    Path exported = dir.resolve("exported-" + entered + ".json");
                    String href = b.find("#export").getAttribute("href");
                    Files.writeString(exported, w.get(href.replace(w.base(), "")).body());
                    assertEquals(game.subList(0, entered), Notes.read(exported).events(), "the exported notes are the events entered");
                    assertPageMatchesDeduce(b, exported);
                    b.screenshot("desktop-marshal-" + entered);
                }
            }
            id = b.driver.getCurrentUrl().replaceAll(".*#/t/", "");
            assertTrue(b.find("#manhunt").getText().startsWith("Manhunt: guess"), "the manhunt's best guess is shown");
            assertFalse(b.all(".card.escape").isEmpty(), "42 lies on the table");
            // the same view on a phone
            b.driver.manage().window().setSize(new org.openqa.selenium.Dimension(PHONE_W, PHONE_H));
            b.driver.navigate().refresh();
            b.waitReady();
            b.screenshot("phone-marshal");
            b.driver.manage().window().setSize(new org.openqa.selenium.Dimension(1280, 900));
            // undo takes back the last event, on the page and in the saved notes
            b.click("#undo", true);
            assertEquals(game.size() - 1, logLength(b));
            assertEquals(game.size() - 1, Notes.read(dir.resolve("tables").resolve(id + ".notes.json")).events().size());
            enter(b, game.get(game.size() - 1));
            assertEquals(game.size(), logLength(b));
            // reload: the same table
            b.driver.navigate().refresh();
            b.waitReady();
            assertEquals(game.size(), logLength(b));
        }
        // restart the server on the same data: the page resumes the game
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(1280, 900)) {
            b.open(w.base() + "/#/t/" + id);
            assertEquals(game.size(), logLength(b));
            b.open(w.base() + "/");
            assertTrue(b.find("#tables").getText().contains(id));
        }
    }

    @Test
    void aContradictionIsShownAsTheConflictingEventsAndNotTaken(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(PHONE_W, PHONE_H)) {
            b.open(w.base() + "/");
            b.click("#new-marshal");
            b.find("#row");
            for (NoteEvent e : List.of(new NoteEvent.Hideout(0), new NoteEvent.Hideout(0), new NoteEvent.MarshalDraw(9),
                    new NoteEvent.MarshalDraw(6), new NoteEvent.Guess(Cards.of(3), false, List.of()), new NoteEvent.FugitiveDraw(2),
                    new NoteEvent.Hideout(0), new NoteEvent.MarshalDraw(21))) {
                enter(b, e);
            }
            assertEquals(8, logLength(b));
            enter(b, new NoteEvent.Guess(Cards.of(3), true, List.of(new NoteEvent.Reveal(1, 3, 0))));
            assertTrue(b.toastShown());
            String text = b.toastText();
            assertTrue(text.contains("event 5 (a miss of 3) and event 9 (the reveal of 3 at position 1) cannot both hold"), text);
            assertEquals(2, b.all("#conflict li").size());
            b.screenshot("phone-contradiction");
            assertEquals(8, logLength(b), "the offending event is not taken");
        }
    }

    @Test
    void gamesAgainstTheBotsAsMarshalAsFugitiveAndWatched(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(PHONE_W, PHONE_H)) {
            // the person as the Marshal, following the advice's likeliest number
            b.open(w.base() + "/");
            List<String> marshals = b.all("#play-marshal option").stream().map(o -> o.getAttribute("value")).toList();
            List<String> fugitives = b.all("#play-fugitive option").stream().map(o -> o.getAttribute("value")).toList();
            assertTrue(marshals.contains("advisor") && !marshals.contains("shadow") && !marshals.contains("racer"), "" + marshals);
            assertTrue(fugitives.contains("shadow") && fugitives.contains("racer") && !fugitives.contains("advisor"), "" + fugitives);
            b.find("#play-seed").clear();
            b.find("#play-seed").sendKeys("12");
            startPlay(b);
            b.find("#entry");
            boolean shot = false;
            for (int turn = 0; turn < 200 && b.all("#outcome").isEmpty(); turn++) {
                List<WebElement> decks = b.all("[id^=mdeck-]:not([disabled])");
                if (!decks.isEmpty()) {
                    b.click("#" + decks.get(0).getAttribute("id"), true);
                    continue;
                }
                WebElement best = b.find("#singles td[data-n]");
                b.click("#num-" + best.getAttribute("data-n"));
                if (!shot) {
                    assertTrue(b.find("#search-line").getText().startsWith("To win: "), "the search's move above the buttons");
                    b.screenshot("phone-play-marshal");
                    shot = true;
                }
                b.click("#guess-go", true);
                assertFalse(b.toastShown(), b.toastShown() ? b.toastText() : "");
            }
            assertFalse(b.all("#outcome").isEmpty(), "the game against the bot ended");
            assertTrue(b.find("#outcome").getText().matches("The (Marshal|Fugitive) wins: .*"), b.find("#outcome").getText());
            b.screenshot("phone-play-over");

            // the person as the Fugitive: his hand, and how exposed each hideout is
            b.open(w.base() + "/");
            b.find("#play-seed").clear();
            b.find("#play-seed").sendKeys("4");
            b.find("#play-human").sendKeys("the Fugitive");
            startPlay(b);
            b.find("#fhand");
            assertFalse(b.all("#fhand .mini").isEmpty());
            // the opening hideouts: the lowest card steps from 0 without sprint cards
            for (int k = 0; k < 2; k++) {
                int before = logLength(b);
                b.click("#" + b.find("[id^=fcard-]:not([disabled])").getAttribute("id"));
                b.click("#place", true);
                assertFalse(b.toastShown(), b.toastShown() ? b.toastText() : "");
                assertTrue(logLength(b) > before);
            }
            assertEquals(2, b.all("[data-exposure]").size(), "each face-down hideout says how exposed it is: " + b.find("#row").getText());
            assertTrue(b.all("#advice").isEmpty(), "the Fugitive does not see the Marshal's advice");
            String log = String.join("\n", b.all("#log li").stream().map(WebElement::getText).toList());
            assertFalse(log.matches("(?s).*the Marshal drew \\d.*"), "the Marshal's cards stay his secret: " + log);
            assertTrue(log.contains("the Marshal drew a card from deck"), log);
            b.click("#" + b.find("[id^=fdeck-]:not([disabled])").getAttribute("id"), true);
            assertFalse(b.toastShown(), b.toastShown() ? b.toastText() : "");
            assertFalse(b.all("#safest li").isEmpty(), "placing, the Fugitive sees his safest moves");
            b.screenshot("phone-play-fugitive");

            // two bots, step by step, then to the end
            b.open(w.base() + "/");
            b.find("#play-seed").clear();
            b.find("#play-seed").sendKeys("9");
            b.find("#play-human").sendKeys("nobody");
            b.find("#play-spec").sendKeys("ca");
            startPlay(b);
            b.click("#step", true);
            b.click("#step", true);
            assertTrue(logLength(b) >= 2);
            b.click("#run");
            b.waiting(240).until(d -> !b.all("#outcome").isEmpty());
            assertFalse(b.all("#fhand").isEmpty(), "watching shows the Fugitive's hand too");
            for (WebElement down : b.all("#row .card.down .num")) {
                assertTrue(down.getText().matches("\\d+"), "watching shows every face-down card's value: " + down.getText());
            }
            b.screenshot("phone-watch-over");
        }
    }

    @Test
    void aPuzzleIsPlayedToItsEndAndAWrongGuessShowsTheAnswer(@TempDir Path dir) throws Exception {
        String id = "ca-manhunt-003ca480";
        Puzzle p = Puzzle.read(Path.of("puzzles/fugitive/" + id + ".json"));
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(PHONE_W, PHONE_H)) {
            b.open(w.base() + "/");
            b.click("[data-puzzle='" + id + "']");
            b.find("#row");
            b.screenshot("phone-puzzle");
            List<Solution.Step> steps = p.solution().steps();
            for (int i = 0; i < steps.size(); i++) {
                Solution.Step s = steps.get(i);
                if (i % 2 == 0) {
                    b.click("#row .card.down[data-position='" + s.position() + "']"); // a card, then its number
                }
                b.click("#strip [data-n='" + s.value() + "']", true);
                assertFalse(b.toastShown(), b.toastShown() ? b.toastText() : "");
                WebElement card = b.find("#row [data-position='" + s.position() + "']");
                assertFalse(card.getAttribute("class").contains("down"), "a right guess turns the card up");
                assertEquals(Long.bitCount(p.beneath().get(s.position())),
                        card.findElements(org.openqa.selenium.By.xpath("../div[contains(@class,'sprints')]/span[not(contains(@class,'back'))]")).size(),
                        "with its sprint cards");
            }
            assertTrue(b.find("#outcome").getText().startsWith("Solved"), b.find("#outcome").getText());
            assertTrue(b.find("#outcome").getText().contains("each when it was certain"), "named in the proof's order, nothing was luck");
            assertTrue(b.find("#answer").getText().contains("route: " + routeText(p)));
            b.screenshot("phone-puzzle-solved");

            // the chain's deepest hideout named first is right, but a guess: the page says what else was possible
            Solution.Step last = steps.get(PuzzleLuckTest.deepest(steps));
            assertTrue(last.depth() > 1, "a chain puzzle");
            b.open(w.base() + "/");
            b.click("[data-puzzle='" + id + "']");
            b.find("#row");
            b.click("#strip [data-n='" + last.value() + "']", true);
            assertTrue(b.find("#lucky").getText().startsWith(last.value() + " was right, but not yet certain"), b.find("#lucky").getText());
            b.screenshot("phone-puzzle-lucky");

            // a wrong guess ends another puzzle and shows the answer with its reasoning
            b.open(w.base() + "/");
            b.click("[data-puzzle='pt-route-e1bb584d']");
            b.find("#row");
            Puzzle q = Puzzle.read(Path.of("puzzles/fugitive/pt-route-e1bb584d.json"));
            int wrong = 1;
            while (contains(q.solution().route(), wrong) || b.find("#strip [data-n='" + wrong + "']").getAttribute("disabled") != null) {
                wrong++;
            }
            b.click("#strip [data-n='" + wrong + "']", true);
            assertTrue(b.find("#outcome").getText().startsWith("Over: " + wrong + " is not a face-down hideout"), b.find("#outcome").getText());
            String answer = b.find("#answer").getText();
            Solution.Step first = q.solution().steps().get(0);
            assertTrue(answer.contains("route: " + routeText(q)), answer);
            // each step in words, starting with the hideout it settles
            assertTrue(answer.contains("1. #" + first.position() + " is " + first.value() + "."), answer);
            b.driver.manage().window().setSize(new org.openqa.selenium.Dimension(1280, 900));
            b.screenshot("desktop-puzzle-failed");
        }
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    private static String routeText(Puzzle p) {
        StringBuilder sb = new StringBuilder();
        for (int v : p.solution().route()) {
            sb.append(sb.length() == 0 ? "" : " ").append(v);
        }
        return sb.toString();
    }
}
