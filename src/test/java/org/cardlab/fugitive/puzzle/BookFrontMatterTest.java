package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.lowagie.text.pdf.PdfReader;
import com.lowagie.text.pdf.parser.PdfTextExtractor;
import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A small book of shipped puzzles as a buyer holds it: a cover that says what is inside (counted from the puzzles, not
 * typed), and the pages left blank before a chapter opener printed without a page number, in the HTML and the PDF alike.
 */
class BookFrontMatterTest {

    private static final List<String> IDS = List.of("pt-route-4c887303", "pt-route-c09975aa", "ca-manhunt-9f4dfa94", "ca-safe-route-6fe4e35e");

    private static Book book() {
        return new Book("Small book", IDS.stream().map(id -> Puzzle.read(PuzzleFixtures.SHIPPED.resolve(id + ".json"))).toList());
    }

    private static long count(Book book, PuzzleKind kind) {
        return book.pages.stream().filter(p -> p.puzzle().kind() == kind).count();
    }

    @Test
    void theCoverSaysWhatIsInsideCountedFromTheBook() throws IOException {
        Book book = book();
        String html = HtmlBook.puzzles(book, Book.Paper.A4, Book.Answers.END);
        String cover = html.substring(html.indexOf("class=\"sheet cover\""), html.indexOf("</section>"));
        String kinds = count(book, PuzzleKind.ROUTE) + " routes and " + count(book, PuzzleKind.MANHUNT) + " manhunt from the Marshal's seat, and "
                + count(book, PuzzleKind.SAFE_ROUTE) + " safe route from the Fugitive's";
        assertTrue(cover.contains(book.pages.size() + " endgame puzzles of Fugitive"), cover);
        assertTrue(cover.contains("Inside: " + kinds), cover);
        long[] grades = new long[5];
        book.pages.forEach(p -> grades[p.puzzle().solution().grade().level()]++);
        for (int g = 1; g <= 4; g++) {
            assertEquals(grades[g] > 0, cover.contains(grades[g] + " of grade " + g + " (" + Grade.NAMES.get(g - 1) + ")"), "grade " + g + ": " + cover);
        }
        assertTrue(cover.contains("For the Catalan and Portuguese rules"), cover);
        assertTrue(cover.contains("worked through on the page after it") && cover.contains("follow the puzzles"), cover);
        String pdfCover = new PdfTextExtractor(new PdfReader(PdfBook.puzzles(book, Book.Paper.A4, Book.Answers.END).pdf())).getTextFromPage(1)
                .replaceAll("\\s+", " ");
        assertTrue(pdfCover.contains("Inside: " + kinds), pdfCover);
        assertTrue(pdfCover.contains("For the Catalan and Portuguese rules"), pdfCover);
    }

    @Test
    void aPageLeftBlankCarriesNoPageNumber() throws IOException {
        Book book = book();
        String html = HtmlBook.puzzles(book, Book.Paper.A4, Book.Answers.NONE);
        PdfReader pdf = new PdfReader(PdfBook.puzzles(book, Book.Paper.A4, Book.Answers.NONE).pdf());
        PdfTextExtractor text = new PdfTextExtractor(pdf);
        int blanks = 0;
        for (int c = 0; c < book.chapters.size(); c++) {
            if (!book.blankBefore(c)) {
                continue;
            }
            int at = book.chapterPage(c) - 1;
            Matcher sheet = Pattern.compile("<section class=\"sheet blank\" data-page=\"" + at + "\">\n(.*?)</section>", Pattern.DOTALL).matcher(html);
            assertTrue(sheet.find(), "the HTML sheet " + at + " is the blank one");
            // Pages 5 and 269 of the book were blank and unmarked, read as a misprint: a page for notes, still unnumbered.
            assertEquals("<h1>Notes</h1>\n", sheet.group(1), "HTML p. " + at);
            assertEquals("Notes", text.getTextFromPage(at).strip(), "PDF p. " + at);
            assertTrue(text.getTextFromPage(at + 1).contains(Integer.toString(at + 1)), "the opener after it is numbered");
            blanks++;
        }
        assertTrue(blanks > 0, "this book needs a blank page");
    }

    /** The booklet's page 1 holds answers that puzzle pages cite ("Answer on p. 1 of the booklet"): it carries its number. */
    @Test
    void theBookletsFirstPageIsNumbered() throws IOException {
        PdfTextExtractor text = new PdfTextExtractor(new PdfReader(PdfBook.booklet(book(), Book.Paper.A4)));
        String first = text.getTextFromPage(1).strip();
        assertTrue(first.endsWith("\n1") || first.lines().anyMatch(l -> l.strip().equals("1")), "page 1 of the booklet: " + first);
    }

    /**
     * "Answer on p. 75 of the booklet" and "Worked through on the next page" wrapped onto two lines on every puzzle page (the
     * note had a third of the width): each note, and the title beside it, is one line of the PDF page.
     */
    @Test
    void aPuzzlePageHeadIsOneLine() throws IOException {
        // Route 1 of the book names its rules in its title, the longest head.
        List<Puzzle> some = java.util.stream.Stream.concat(java.util.stream.Stream.of(Puzzle.read(PuzzleFixtures.SHIPPED.resolve("pt-route-4c887303.json"))),
                PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream().filter(p -> p.kind() == PuzzleKind.ROUTE && !p.id().equals("pt-route-4c887303")).limit(40))
                .toList();
        Book book = new Book("Heads", some);
        PdfBook.Layout layout = PdfBook.puzzles(book, Book.Paper.A4, Book.Answers.BOOKLET);
        PdfTextExtractor text = new PdfTextExtractor(new PdfReader(layout.pdf()));
        int notes = 0;
        for (int i = 0; i < book.pages.size(); i++) {
            Page p = book.pages.get(i);
            String page = text.getTextFromPage(layout.puzzlePages().get(i)[0]);
            String note = page.contains("Worked through") ? "Worked through on the next page" : "Answer on p. " + book.answerPage(p) + " of the booklet";
            assertTrue(page.contains(note) && page.contains(p.title()), p.title() + ": " + page.substring(0, Math.min(200, page.length())));
            notes++;
        }
        assertTrue(notes >= 40 && book.pages.stream().anyMatch(p -> p.title().contains("rules")), "pages read: " + notes);
    }

    /** The rules pages say how to read every kind of page (a fourth buyer found only the route and the manhunt explained). */
    @Test
    void theRulesPagesExplainEveryKindOfPuzzle() {
        String reading = RulesText.sections(List.of("pt", "ca")).stream().filter(x -> x.heading().equals("Reading a page"))
                .flatMap(x -> x.paragraphs().stream()).reduce("", String::concat);
        for (String kind : List.of("A route puzzle asks", "A manhunt asks", "the best guess (", "what lies beneath (", "the safe route (")) {
            assertTrue(reading.contains(kind), kind + " in: " + reading);
        }
    }
}
