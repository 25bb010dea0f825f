package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every shipped puzzle can be solved from its page: the facts the page prints (its notepad, its
 * title) and the pooled clues its index points to, read back from the renderer's model (not the
 * puzzle file), are given to the solver, which must prove the same unique answer with the same
 * grade. A title that names no rules must give the same answer under every shipped spec; one that
 * names them must not; a best guess must give the same guess. Every page states the rule values the
 * solver bounds a hideout by (the step limit, the footprints, overpaying), and a page that names its
 * rules says what they change. The clues hold no trap (every number a reader might name has one, each
 * truthful), and no page's text holds a clue's content, nor a best guess's answer. The proofs run
 * on every 32nd page in every build and on the others in the slow part.
 */
class PageSolvabilityTest {
    static Book book;

    @BeforeAll
    static void read() {
        book = ShippedBook.a4WithoutAnswers().book();
    }

    /** Every QUICK-th page (in book order) is proven in every build, the others in the slow part: the full run proves each page once. */
    private static final int QUICK = 32;

    @Test
    void everyThirtySecondShippedPuzzleIsSolvableFromItsPrintedPageAndThePooledClues() {
        solvableFromThePage(i -> i % QUICK == 0);
    }

    @Tag("slow")
    @Test
    void everyOtherShippedPuzzleIsSolvableFromItsPrintedPageAndThePooledClues() {
        solvableFromThePage(i -> i % QUICK != 0);
    }

    private static List<Page> pages(IntPredicate which) {
        return IntStream.range(0, book.pages.size()).filter(which).mapToObj(book.pages::get).toList();
    }

    private static void solvableFromThePage(IntPredicate which) {
        PuzzleSolver solver = Oracles.generating();
        List<String> failures = new ArrayList<>();
        for (Page page : pages(which)) {
            Puzzle p = page.puzzle();
            PrintedPage printed = PrintedPage.read(page, book);
            Solution s = solver.prove(FugitiveRules.load(printed.notes().spec()), printed.kind(), printed.notes(), printed.beneath(), printed.seat());
            Grade stored = p.solution().grade();
            String why = null;
            if (!s.solved()) {
                why = "not solvable from the page: " + s.failure();
            } else if (p.kind() == PuzzleKind.BEST_GUESS && (s.guess().number() != p.solution().guess().number()
                    || !GuessFormat.facts(s.guess()).equals(GuessFormat.facts(p.solution().guess())))) {
                why = "the page proves the best guess " + s.guess().number() + ", the puzzle says " + p.solution().guess().number();
            } else if (p.kind() == PuzzleKind.BENEATH && (!BeneathFormat.facts(s).equals(BeneathFormat.facts(p.solution()))
                    || !page.task().startsWith("What lies beneath " + (s.sprints().hideout() == 42 ? "42" : "hideout #" + s.sprints().position()) + "?"))) {
                why = "the page proves " + BeneathFormat.facts(s) + " beneath another hideout or otherwise, the puzzle says " + BeneathFormat.facts(p.solution());
            } else if (p.kind() == PuzzleKind.SAFE_ROUTE && !SafeRouteFormat.facts(s).equals(SafeRouteFormat.facts(p.solution()))) {
                why = "the page proves " + SafeRouteFormat.facts(s) + ", the puzzle says " + SafeRouteFormat.facts(p.solution());
            } else if (!Arrays.equals(s.route(), p.solution().route())) {
                why = "the page proves " + Arrays.toString(s.route()) + ", the puzzle says " + Arrays.toString(p.solution().route());
            } else if (s.grade().level() != stored.level() || s.grade().depth() != stored.depth() || !s.grade().idea().equals(stored.idea())) {
                why = "the page grades " + PuzzleVerifier.describe(s.grade()) + ", the puzzle " + PuzzleVerifier.describe(stored);
            } else if (!sameInformation(printed.notes(), p.notes())) {
                why = "the page's notes say something other than the puzzle's";
            } else if (!stated(printed.notes().spec()).equals(printed.rules())) {
                why = "the page states the rules " + printed.rules() + ", the solver used " + stated(printed.notes().spec());
            } else if (printed.specNamed() && !page.rules().contains(Page.rulesName(p.spec()) + ": before the escape, you win by turning up")) {
                why = "the title names its rules, but the page does not say what they change: " + page.rules();
            } else if (printed.specNamed() != SpecCheck.matters(p)) {
                why = "the title " + (printed.specNamed() ? "names" : "does not name") + " its rules, but they " + (SpecCheck.matters(p) ? "do" : "do not") + " matter";
            }
            if (why != null) {
                failures.add(p.id() + " (page " + page.number() + "): " + why);
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(book.pages.size() >= 250, "the whole collection: " + book.pages.size());
        assertTrue(pages(which).size() >= book.pages.size() / QUICK, pages(which).size() + " pages proven");
    }

    /** The values of the rules the solver proves a page under, as the page must state them. */
    static PrintedPage.Stated stated(String spec) {
        FugitiveRules r = FugitiveRules.load(spec);
        return new PrintedPage.Stated(r.stepLimit, r.footprintOdd, r.footprintEven, r.overpay);
    }

    /** A title that names no rules: every shipped spec proves the same route from the same notes. */
    @Test
    void onEveryThirtySecondPageAnUnnamedRulebookGivesTheSameAnswerUnderEverySpec() {
        unnamedRulebookSameUnderEverySpec(i -> i % QUICK == 0);
    }

    @Tag("slow")
    @Test
    void onEveryOtherPageAnUnnamedRulebookGivesTheSameAnswerUnderEverySpec() {
        unnamedRulebookSameUnderEverySpec(i -> i % QUICK != 0);
    }

    private static void unnamedRulebookSameUnderEverySpec(IntPredicate which) {
        int checked = 0;
        List<Page> chosen = pages(which);
        for (Page page : chosen) {
            Puzzle p = page.puzzle();
            if (SpecCheck.matters(p)) {
                assertTrue(page.title().endsWith(Page.rulesName(p.spec())), page.title());
                continue;
            }
            for (String spec : SpecCheck.shippedSpecs()) {
                if (p.kind() == PuzzleKind.SAFE_ROUTE) {
                    Solution s = Oracles.generating().prove(FugitiveRules.load(spec), p.kind(), new Notes(spec, p.notes().events()), Map.of(), p.seat());
                    assertTrue(s.solved(), p.id() + " under " + spec);
                    assertEquals(SafeRouteWords.headline(p.solution().safe()), SafeRouteWords.headline(s.safe()), p.id() + "'s safe play under " + spec);
                    continue;
                }
                PuzzleDraft d = PuzzleDraft.of(p.kind(), new Notes(spec, p.notes().events()), p.beneath(), p.id());
                Solution s = Oracles.generating().prove(d.rules(), d.kind(), d.notes(), d.beneath());
                assertTrue(s.solved() && Arrays.equals(s.route(), p.solution().route()), p.id() + " under " + spec);
                if (p.kind() == PuzzleKind.BEST_GUESS) {
                    assertEquals(p.solution().guess().number(), s.guess().number(), p.id() + "'s best guess under " + spec);
                }
                if (p.kind() == PuzzleKind.BENEATH) {
                    assertEquals(p.solution().sprints().mix(), s.sprints().mix(), p.id() + "'s sprint cards under " + spec);
                }
            }
            checked++;
        }
        assertTrue(checked * 5 > chosen.size(), "most puzzles read the same under both rulebooks: " + checked + " of " + chosen.size());
    }

    /** Event for event the same, where a miss of your own cards (a bare "miss" on the page) matches any other such miss. */
    static boolean sameInformation(Notes a, Notes b) {
        if (!a.spec().equals(b.spec()) || a.events().size() != b.events().size()) {
            return false;
        }
        long hand = 0;
        for (int i = 0; i < a.events().size(); i++) {
            NoteEvent x = a.events().get(i);
            NoteEvent y = b.events().get(i);
            if (x instanceof NoteEvent.MarshalDraw d) {
                hand |= 1L << d.card();
            }
            boolean bareX = x instanceof NoteEvent.Guess g && !g.hit() && (g.numbers() & ~hand) == 0;
            boolean bareY = y instanceof NoteEvent.Guess g && !g.hit() && (g.numbers() & ~hand) == 0;
            if (!(bareX && bareY) && !x.equals(y)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void everyNumberAReaderMightNameHasATruthfulClue() {
        Set<Integer> used = new HashSet<>();
        for (Page page : book.pages) {
            Puzzle p = page.puzzle();
            if (p.kind() != PuzzleKind.MANHUNT) {
                assertTrue(book.pool.index(page.number()).isEmpty(), p.id() + ": a route has no clues");
                continue;
            }
            PrintedPage printed = PrintedPage.read(page, book);
            PublicTrack g = PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), "puzzle notes");
            long nameable = Cards.range(1, 41) & ~g.seen;
            assertEquals(Cards.toString(nameable), Cards.toString(Cards.of(printed.clueOf().keySet().stream().mapToInt(i -> i).toArray())),
                    p.id() + ": the index lists every number not face up and not in your hand");
            for (int clue : printed.clueOf().values()) {
                assertTrue(used.add(clue), p.id() + ": clue " + clue + " is its own, read from no other page");
            }
            Set<Integer> hideouts = new HashSet<>();
            for (Solution.Step s : p.solution().steps()) {
                hideouts.add(s.value());
                String clue = printed.clueFor(s.value());
                assertNotNull(clue, p.id() + ": no clue for " + s.value());
                assertTrue(clue.startsWith("Hideout #" + s.position() + " turns up"), p.id() + ": naming " + s.value() + " reads '" + clue + "'");
            }
            for (int v : Cards.toArray(nameable)) {
                if (!hideouts.contains(v)) {
                    assertEquals("No hideout turns up, and he escapes.", printed.clueFor(v), p.id() + ": naming " + v);
                }
            }
        }
        assertEquals(book.pool.clues.size(), used.size(), "every clue in the pool is some page's");
    }

    /** No puzzle page's text, as the HTML book prints it (the element with data-puzzle), holds any clue's content. */
    @Test
    void noPuzzlePageHoldsAClue() {
        String html = ShippedBook.a4WithoutAnswers().html();
        Set<String> clueTexts = new HashSet<>();
        book.pool.clues.forEach(c -> clueTexts.add(c.text()));
        int pages = 0;
        int bestGuesses = 0;
        int safeRoutes = 0;
        Map<String, Puzzle> byId = new java.util.HashMap<>();
        book.pages.forEach(pg -> byId.put(pg.puzzle().id(), pg.puzzle()));
        for (String part : html.split("<section ")) {
            if (!part.contains("data-puzzle=\"")) {
                continue;
            }
            pages++;
            String text = part.replaceAll("<[^>]+>", " ").replaceAll("\\s+", " ");
            for (String clue : clueTexts) {
                assertFalse(text.contains(clue), "a page prints a clue: " + clue);
            }
            assertFalse(text.contains("turns up") || text.contains("Hit") || text.contains("escapes."), "clue words on a page: " + text);
            if (part.contains("data-kind=\"best-guess\"")) {
                bestGuesses++;
                // A best guess's page has no clues, and nothing of its answer: no route listed, no count, no verdict.
                assertFalse(java.util.regex.Pattern.compile("\\d+ of (his|the) \\d+|routes:|lies? on \\d|catches \\d|Name \\d+|Best guess:|hidden histor").matcher(text).find(), "a best guess's answer on its page: " + text);
            }
            if (part.contains("data-kind=\"safe-route\"")) {
                safeRoutes++;
                // A safe route's page names no play, safe or not, and no verdict.
                java.util.regex.Matcher id = java.util.regex.Pattern.compile("data-puzzle=\"([^\"]+)\"").matcher(part);
                assertTrue(id.find());
                SafeRoute sr = byId.get(id.group(1)).solution().safe();
                for (SafeRoute.Play play : sr.plays()) {
                    String words = SafeRouteWords.play(play.hideout(), play.mix());
                    assertFalse(text.toLowerCase(java.util.Locale.ROOT).contains(words), "a play on a safe route's page: " + words);
                }
                assertFalse(java.util.regex.Pattern.compile("would know|Safe play|: safe|is \\d+\\. #").matcher(text).find(), "a safe route's answer on its page: " + text);
            }
        }
        assertTrue(bestGuesses >= 4, "best-guess pages read: " + bestGuesses);
        assertTrue(safeRoutes >= 3, "safe-route pages read: " + safeRoutes);
        assertEquals(book.pages.size(), pages, "one element with data-puzzle per puzzle");
    }
}
