package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What a reader of the printed book met, solving shipped puzzles from their pages: answers that
 * said a value twice, counts of even cards that read as two numbers, a climb whose parts were
 * hidden in one sum, and a safe route's working lines squeezed past writing on.
 */
class PrintedWordingTest {

    private static Puzzle shipped(String id) {
        return Puzzle.read(PuzzleFixtures.SHIPPED.resolve(id + ".json"));
    }

    @Test
    void aWindowThatLeavesOneValueSaysSoOnce() {
        // Route 1 of the book: "#1 lies 1 to 3 above card 0 and 1 to 3 + 2 below #2 = 2: only 1." was followed by "Only 1 is left."
        String answer = TextRenderer.answer(shipped("pt-route-4c887303"));
        assertTrue(answer.contains("below #2 = 2: only 1."), answer);
        Matcher twice = Pattern.compile(": only (\\d+)\\. Only \\1 is left").matcher(answer);
        assertFalse(twice.find(), answer);
        // A window of several values still ends on what the notes leave.
        // Each card with its own round: "4 and 5 (drawn in rounds 1, 2)" paired 4 with round 1, where 5 was drawn.
        assertTrue(answer.contains("You hold 4 (drawn in round 2) and 5 (drawn in round 1). Only 3 is left."), answer);
    }

    @Test
    void aStartingCardInACountOfEvenCardsIsNamedAsACard() {
        // Manhunt 205: "he could hold at most 9 even cards: 2, 1 from deck 1 ..." read as counts 2 and 1.
        String answer = TextRenderer.answer(shipped("ca-manhunt-564ab477"));
        assertTrue(answer.contains("he could hold at most 9 even cards: the starting card 2, 1 from deck 1"), answer);
        assertFalse(answer.contains("even cards: 2, "), answer);
    }

    @Test
    void aClimbNarrowedByHisEvenCardsShowsItsPartsAndNoCountOfZero() {
        // Manhunt 95: "(2 steps, of at most 14 together)" hid the steps' 6; "1 to 7 above #5" hid the 3; "at most 0 even cards".
        String answer = TextRenderer.answer(shipped("ca-manhunt-9f4dfa94"));
        assertTrue(answer.contains("2 to 14 below 42 (2 steps, of at most 6 + 8 together: 3 a step, and at most 8 from the sprint cards beneath): 28 to 30. The 5 sprint cards beneath #6 to 42 add at most 8,"),
                answer);
        assertTrue(answer.contains("#6 lies 1 to 3 + 4 above #5 = 30 and 1 to 3 + 3 below 42: 36 or 37. The 3 sprint cards beneath #6 add at most 4,"),
                answer);
        assertTrue(answer.contains("he could hold no even card: not the starting card 2 (on his route: 2 beneath #2, turned up at step 1), none from deck 1"), answer);
        assertFalse(answer.contains("at most 0 "), answer);
    }

    @Test
    void aValueACaseForcesIsGivenWithItsReason() {
        // Manhunt 189: "Suppose #5 were 30: then #6 would be 32, #7 would be 32 (each the only value left), and #6 cannot be 32"
        // named two hideouts 32 with no reason a reader could check.
        String answer = TextRenderer.answer(shipped("pt-manhunt-665926f5"));
        assertFalse(answer.contains("each the only value left"), answer);
        assertTrue(answer.contains("Suppose #5 were 30: #6 lies 1 to 3 above #5 = 30: 31 to 33. You hold 31 (drawn in round 12) and 33 (drawn in round 14),"
                + " so #6 would be 32. #7 lies 2 to 6 above #5 = 30"), answer);
        assertTrue(answer.contains(", so #7 would be 32. Then #6 cannot be 32: #6 lies 1 to 3 above #5 = 30 and 1 to 3 below #7 = 32: only 31."),
                answer);
    }

    @Test
    void aHideoutCountedByItsDeckAloneSaysWhyItsRangeIsThatDeck() {
        // Route 193: "4, 6 and #2 (7, 8, 9, 10, 11 or 12, a deck-1 card whichever) account for them all", where #2's window
        // reaches 15 (a deck-2 card) and nothing said why #2 could not be 15 until a case further on.
        String answer = TextRenderer.answer(shipped("pt-route-c09975aa"));
        String ranged = "#2 (a deck-1 card whichever, as #2 lies 1 to 3 + 6 above #1 = 6: 7 to 15, and #2 cannot be 15:";
        assertTrue(answer.contains(ranged), answer);
        int claim = answer.indexOf(ranged);
        assertTrue(answer.indexOf("#2 cannot be 15: with 15 itself among the cards on his route", claim) < answer.indexOf("account for them all", claim),
                "the reason comes with the claim: " + answer);
    }

    /** Words every note of a counting idea prints (deep-cases/X turns on X in its cases). */
    private static final Map<String, String> COUNTING_WORDS = Map.of("hand-size", " he holds only ", "deck-tally", " on his route",
            "deck-range", " whichever", "own-card", " itself among the cards on his route", "even-shortage", " even card",
            "even-total", " even card");

    @Test
    void anAnswerPrintsTheNoteOfTheIdeaItSaysItTurnsOn() {
        // Manhunt 95, Best guess 259 and the other hand-size puzzles ended "it turns on this: his hand is so small that a card he
        // drew must be on the table", and no step printed a word of his hand: a deck tally earlier in the step had covered it.
        int read = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            String idea = p.solution().grade().idea();
            String words = COUNTING_WORDS.get(idea.substring(idea.indexOf('/') + 1));
            if (words != null && p.kind() != PuzzleKind.BENEATH) {
                String answer = ShippedBook.answers().get(p.id());
                assertTrue(answer.contains(words), p.id() + " turns on " + idea + ": " + answer);
                read++;
            }
        }
        assertTrue(read >= 80, "counting answers read: " + read);
    }

    /**
     * Route 183 and fourteen other answers settled a step by a deck tally and then proved it again by a count of his hand
     * ("... account for them all on his route; after round 11 he holds only 3 cards ..."), and the grade line named the second
     * proof as the idea the puzzle turns on. A note a step does not need is not printed, nor named.
     */
    @Test
    void noStepProvesItsValueTwiceByCounting() {
        Pattern twice = Pattern.compile("on his route[^.]*; after round \\d+ he holds only");
        int tallies = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            String answer = ShippedBook.answers().get(p.id());
            Matcher m = twice.matcher(answer);
            assertFalse(m.find(), p.id() + ": " + (m.hitEnd() ? "" : answer));
            tallies += answer.split("account for them all on his route", -1).length - 1;
        }
        assertTrue(tallies >= 30, "deck tallies read: " + tallies);
        assertEquals("deep-cases/deck-tally", shipped("pt-route-a3afc0f7").solution().grade().idea());
    }

    /**
     * An eleventh buyer: "You hold 11 and 13; you missed 9; you missed 10; 9, 10, 11, 12, 13 and 14 are deck-1 cards, but ..."
     * (Route 72) struck 9, 10, 11 and 13 twice, and "10, 11 and 12 are deck-1 cards, but ...; 10 and 11 are ruled out as above"
     * (Best guess 224) cited what the deck tally had just struck. In one sentence no value is struck twice so.
     */
    @Test
    void noSentenceStrikesAValueTwice() {
        Pattern direct = Pattern.compile("(\\d+) \\(drawn in round|you missed (\\d+) in round|(\\d+) lies face up");
        Pattern deck = Pattern.compile("((?:\\d+, )*\\d+(?: and \\d+)?) (?:is a|are) deck-\\d cards?");
        Pattern asAbove = Pattern.compile("((?:\\d+, )*\\d+(?: and \\d+)?) (?:is|are) ruled out as above");
        int decks = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            for (String sentence : ShippedBook.answers().get(p.id()).split("\\. ")) {
                java.util.Set<String> struck = new java.util.HashSet<>();
                Matcher d = direct.matcher(sentence);
                Matcher k = deck.matcher(sentence);
                int from = 0;
                while (k.find(from)) {
                    for (d.region(from, k.start()); d.find(); ) {
                        struck.add(d.group(1) != null ? d.group(1) : d.group(2) != null ? d.group(2) : d.group(3));
                    }
                    List<String> listed = List.of(k.group(1).split(", | and "));
                    assertTrue(listed.stream().noneMatch(struck::contains), p.id() + ": struck before it: " + struck + " in " + sentence);
                    struck.addAll(listed);
                    decks++;
                    from = k.end();
                }
                for (Matcher a = asAbove.matcher(sentence); a.find(); ) {
                    for (String v : a.group(1).split(", | and ")) {
                        assertTrue(!struck.contains(v), p.id() + ": " + v + " cited as above after this sentence struck it: " + sentence);
                    }
                }
            }
        }
        assertTrue(decks >= 50, "deck notes read: " + decks);
    }

    /** Every grade-3 line read "fails by direct reasoning alone", every grade-4 line named three ways a case may fail (an eleventh buyer). */
    @Test
    void aGradeLineByCasesNamesWhatItsCaseFailsBy() {
        int read = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            String[] idea = p.solution().grade().idea().split("/");
            if (idea.length == 2) {
                String answer = ShippedBook.answers().get(p.id());
                String says = idea[1].equals(idea[0]) ? "a second case split" : "this: " + Technique.ofLabel(idea[1]).meaning;
                assertTrue(answer.contains("; the case that decides needs " + says + "."), p.id() + ": " + answer);
                read++;
            }
        }
        assertTrue(read >= 90, "answers by cases read: " + read);
    }

    /**
     * An eleventh buyer: Manhunt 150's case #6 = 37 worked out "so #5 would be 31", which its contradiction ("#2 cannot be 13:
     * ... below #3 = 21") never used. A case says the forced values its contradiction rests on; where a count decides, it
     * says them all (a count's uses omit the values it counts on his route), and those are the few left.
     */
    @Test
    void aCaseSaysOnlyTheForcedValuesItUses() {
        String manhunt = ShippedBook.answers().get("ca-manhunt-77086485");
        assertFalse(manhunt.contains("so #5 would be 31"), manhunt);
        assertTrue(manhunt.contains("so #3 would be 21. Then #2 cannot be 13"), manhunt);
        String route = ShippedBook.answers().get("pt-route-d24160c2");
        assertTrue(route.contains("Suppose #3 were 16: #4 lies 1 to 3 above #3 = 16"), route);
        Pattern forced = Pattern.compile("so #(\\d+) would be (\\d+)\\.");
        int unused = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            for (String kase : ShippedBook.answers().get(p.id()).split("(?=Suppose #)|(?=If #)")) {
                for (Matcher m = forced.matcher(kase); m.find(); ) {
                    String rest = kase.substring(m.end());
                    if (!rest.matches("(?s).*(#" + m.group(1) + "|\\b" + m.group(2) + ")\\b.*")) {
                        unused++;
                    }
                }
            }
        }
        assertTrue(unused <= 6, unused + " forced values no later words of their case use");
    }

    @Test
    void noWorkedAnswerFacesItsPuzzle() {
        // Six of the nine chapters opened on an odd page, so their first puzzle (p. 6, 42, 76, ...) faced its worked answer.
        Book book = ShippedBook.a4WithoutAnswers().book();
        String html = ShippedBook.a4WithoutAnswers().html();
        int blanks = 0;
        for (int c = 0; c < book.chapters.size(); c++) {
            Page first = book.chapters.get(c).pages().get(0);
            int at = book.puzzlePage(first);
            assertEquals(1, at % 2, first.title() + " is on a right-hand page, its worked answer overleaf: p. " + at);
            assertEquals(book.chapterPage(c) + 1, at);
            int sheet = html.indexOf("data-page=\"" + at + "\"");
            String name = first.title().split(" · ")[0] + " ";
            assertTrue(sheet >= 0 && html.substring(sheet, Math.min(html.length(), sheet + 300)).contains(name), "the HTML sheet numbered " + at
                    + " holds " + first.title());
            blanks += book.blankBefore(c) ? 1 : 0;
        }
        assertEquals(blanks, html.split("class=\"sheet blank\"", -1).length - 1, "the HTML book leaves the same pages blank");
        assertTrue(blanks > 0, "the shipped book needs blank pages");
    }

    @Test
    void aSafeRoutePageWithLittleRoomKeepsItsPlayLine() {
        // Safe route 285 (p. 307): six "can be" lines and "Your play" in 40 points, labels clipped; the play line came last.
        Page safe = Page.of(shipped("ca-safe-route-65faabea"), 285);
        List<String> all = Working.labels(safe);
        assertEquals("Your play", all.get(0));
        assertEquals(7, all.size(), all.toString());
        assertEquals(List.of("Your play", "#1 can be"), Working.fitted(safe, 2));
        // "Your hand" is the Fugitive's, the tallies' "you hold 2" the Marshal's: the task says whose the aids are.
        assertTrue(safe.aids().tallies().get(0).contains("you hold"), safe.aids().tallies().toString());
        assertTrue(safe.task().contains("the numbers and tallies beside it are the Marshal's: \"you\" there is he"), safe.task());
        String html = HtmlBook.puzzles(new Book("test", List.of(shipped("ca-safe-route-65faabea"))), Book.Paper.A4, Book.Answers.NONE);
        String sheet = html.substring(html.indexOf("<div class=\"working\">"));
        assertTrue(sheet.indexOf("Your play") < sheet.indexOf("#1 can be"), "the play's line first in the HTML sheet too: " + sheet);
    }

    @Test
    void aBeneathAnswerCallsTheStartingCardCard0() {
        // Beneath 265, line 2: "#1 = 5 lies 5 above #0 = 0", where every other answer says "card 0".
        String answer = TextRenderer.answer(shipped("pt-beneath-4af12d6a"));
        assertTrue(answer.contains("#1 = 5 lies 5 above card 0, 2 more than the step limit of 3."), answer);
        assertFalse(answer.contains("#0"), answer);
    }

    @Test
    void aBeneathPageWithLittleRoomKeepsTheLineItsAnswerIsWrittenOn() {
        Page beneath = Page.of(shipped("ca-beneath-a0347bd0"), 265);
        assertEquals(List.of("#6 can be", "#7 can be", "Beneath #7"), Working.labels(beneath));
        assertEquals(List.of("#6 can be", "Beneath #7"), Working.fitted(beneath, 2));
        assertEquals(Working.labels(beneath), Working.fitted(beneath, 9));
    }

    /**
     * Manhunt 168 (p. 183) had room for 7 working lines and 8 face-down hideouts, and Manhunt 65 (p. 74) for one line and 5:
     * "can be" lines were dropped from the last, so the page asked for 7 of 8 hideouts, or 1 of 5. Now every hideout's label
     * is on the page, sharing lines where one a line does not fit, in the PDF and in the HTML sheet alike.
     */
    @Test
    void aManhuntPageWithLittleRoomStillAsksForEveryHideout() throws java.io.IOException {
        // Safe route 287 (p. 311): six hideouts and one line besides the play's; #7 was the one left out.
        for (Book.Paper paper : Book.Paper.values()) {
            for (String id : List.of("ca-manhunt-2d860630", "pt-manhunt-0cee1828", "pt-safe-route-7a9c4302")) {
                Book book = new Book("test", List.of(shipped(id)));
                Page page = book.pages.get(0);
                List<String> asked = Working.labels(page);
                com.lowagie.text.pdf.PdfReader pdf = new com.lowagie.text.pdf.PdfReader(PdfBook.puzzles(book, paper, Book.Answers.END).pdf());
                com.lowagie.text.pdf.parser.PdfTextExtractor text = new com.lowagie.text.pdf.parser.PdfTextExtractor(pdf);
                String printed = "";
                for (int n = 1; n <= pdf.getNumberOfPages() && !printed.contains("Your working"); n++) {
                    printed = text.getTextFromPage(n);
                }
                int lines = book.workingLines.get(page.number());
                assertTrue(lines < asked.size(), paper + ", " + id + ": a page with less room than hideouts (" + lines + " lines for " + asked + ")");
                String working = printed.substring(printed.indexOf("Your working"));
                // Written short ("#3:") where more than four share a line.
                java.util.function.Predicate<String> shows = area -> asked.stream()
                        .allMatch(l -> area.contains(l) || area.contains(l.replace(" can be", ":")));
                assertTrue(shows.test(working), paper + ", " + id + ": " + asked + " on the page: " + working);
                String html = HtmlBook.puzzles(book, paper, Book.Answers.END);
                String sheet = html.substring(html.indexOf("<div class=\"working\">"));
                sheet = sheet.substring(0, sheet.indexOf("</div>"));
                assertTrue(sheet.split("<p", -1).length - 1 <= lines, id + ": no more lines than the PDF page holds: " + sheet);
                assertTrue(shows.test(sheet), id + ": " + asked + " in " + sheet);
            }
        }
    }
    /**
     * Manhunt 168 (p. 183): its 8 labels shared lines two by two, decided at a 20-point pitch, while the page ruled its lines
     * at 26 points, so 2 of its 6 lines stayed blank. One pitch now decides and draws: labels share lines only when the page
     * has fewer lines than labels, and then every line drawn holds one. (Since the page's head takes one line, not two, Manhunt
     * 168 has room for its 8 lines on A4; ca-manhunt-2d860630, 8 labels too, has 5 there.)
     */
    @Test
    void labelsShareLinesOnlyWhenThePageHasFewerLinesThanLabelsAndThenFillThem() throws java.io.IOException {
        assertEquals(5, Working.lines(3, 150), "at 26 points where each label has its own line");
        assertEquals(7, Working.lines(7, 150), "at 20 points where that alone gives each its line");
        assertEquals(7, Working.lines(8, 150), "as many as 20 points allow where labels must share");
        Book book = new Book("test", List.of(shipped("ca-manhunt-2d860630")));
        PdfBook.puzzles(book, Book.Paper.A4, Book.Answers.END);
        Page page = book.pages.get(0);
        int lines = book.workingLines.get(page.number());
        List<List<String>> rows = Working.rows(page, lines);
        assertTrue(rows.stream().anyMatch(r -> r.size() > 1), "8 labels share lines: " + rows);
        assertEquals(lines, rows.size(), "every ruled line holds a label where labels share lines: " + rows);
        assertEquals(Working.labels(page), rows.stream().flatMap(List::stream).toList(), "each label once, in order");
    }

    /**
     * Safe routes 278 and 286 had room for "Your play" alone on A4: no line to work the Marshal's view of his hideouts on. On
     * Letter, 50 points shorter, 13 pages had no working line at all: the 7 safe routes here and Manhunts 59, 61, 65, 135, 187
     * and 227 (Manhunt 59 asks for one hideout). Set tighter where they run short, every one has two lines or more (one for
     * a page that asks for one label), on which every label is written, on either paper, and still fits its page.
     */
    @Test
    void everyTightPageHasRoomToWorkOnEitherPaper() {
        for (Book.Paper paper : Book.Paper.values()) {
            for (String id : TIGHTEST_ON_LETTER) {
                Book book = new Book("test", List.of(shipped(id)));
                PdfBook.Layout layout = PdfBook.puzzles(book, paper, Book.Answers.END);
                Page page = book.pages.get(0);
                List<String> labels = Working.labels(page);
                List<List<String>> rows = Working.rows(page, book.workingLines.getOrDefault(page.number(), 0));
                assertTrue(rows.size() >= Math.min(2, labels.size()), paper + ", " + id + ": " + rows);
                assertEquals(labels.size(), rows.stream().mapToInt(List::size).sum(), paper + ", " + id + ": every label written: " + rows);
                assertEquals(layout.puzzlePages().get(0)[0], layout.puzzlePages().get(0)[1], paper + ", " + id + ": on one page");
            }
        }
    }

    /** The 13 pages with no working line on Letter: Manhunts 59, 61, 65, 135, 187, 227; Safe routes 278, 279, 282, 283, 285, 286, 287. */
    private static final List<String> TIGHTEST_ON_LETTER = List.of("pt-manhunt-05c879d4", "pt-manhunt-c28107dc", "pt-manhunt-0cee1828",
            "pt-manhunt-b1be5e54", "ca-manhunt-22b2e0af", "pt-manhunt-d9d9061a", "pt-safe-route-160a3170", "pt-safe-route-0d0759bb",
            "pt-safe-route-b764a62c", "ca-safe-route-b27de7da", "ca-safe-route-65faabea", "ca-safe-route-66a9f4d2", "pt-safe-route-7a9c4302");

    /** With no answers at the end (none, or a booklet), the HTML sheet kept one label a line where the PDF page shared them. */
    @Test
    void theHtmlSheetSharesLinesAsThePdfPageDoesWhateverTheAnswers() {
        for (Book.Answers answers : Book.Answers.values()) {
            Book book = new Book("test", List.of(shipped("ca-manhunt-2d860630")));
            String html = HtmlBook.puzzles(book, Book.Paper.A4, answers);
            String sheet = html.substring(html.indexOf("<div class=\"working\">"));
            sheet = sheet.substring(0, sheet.indexOf("</div>"));
            assertTrue(sheet.contains("class=\"share"), answers + ": " + sheet);
            Book pdf = new Book("test", List.of(shipped("ca-manhunt-2d860630")));
            PdfBook.puzzles(pdf, Book.Paper.A4, answers);
            int n = pdf.pages.get(0).number();
            assertEquals(pdf.workingLines.get(n), book.workingLines.get(n), answers + ": the HTML sheet has the PDF page's lines");
        }
    }
}
