package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.lowagie.text.pdf.PRStream;
import com.lowagie.text.pdf.PdfObject;
import com.lowagie.text.pdf.PdfReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The PDF book: on A4 and on Letter, the right page size, the front pages, chapters and clue
 * pool where the contents say, exactly one page per puzzle (the layout's own record, and each
 * page's text: its title and its page number, never its internal id); no
 * font set below 9 pt in any content stream; the answers when asked for. When poppler's
 * pdftoppm is installed, pages are also drawn to PNG under target/book-pdf/ for people to see.
 */
class PdfBookTest {
    static final Path OUT = Path.of("target/book-pdf");

    @Tag("slow")
    @Test
    void everyPuzzleTakesOnePageOnA4AndLetter() throws IOException {
        Book book = ShippedBook.a4WithoutAnswers().book();
        Files.createDirectories(OUT);
        for (Book.Paper paper : Book.Paper.values()) {
            PdfBook.Layout layout = PdfBook.puzzles(book, paper, Book.Answers.NONE);
            Path file = OUT.resolve("book-" + paper.css().toLowerCase() + ".pdf");
            Files.write(file, layout.pdf());
            List<String> spill = new ArrayList<>();
            for (int i = 0; i < layout.puzzlePages().size(); i++) {
                int[] pp = layout.puzzlePages().get(i);
                if (pp[0] != pp[1]) {
                    spill.add(book.pages.get(i).title() + " on pages " + pp[0] + " to " + pp[1]);
                }
            }
            assertEquals(List.of(), spill, paper.css());
            PdfReader reader = new PdfReader(layout.pdf());
            assertEquals(book.poolPage() + book.poolSheets() - 1, reader.getNumberOfPages(),
                    paper.css() + ": the front pages, each chapter's opener, puzzles and worked example, the clue pool");
            assertEquals(Math.round(paper.widthMm / 25.4 * 72), Math.round(reader.getPageSize(1).getWidth()), paper.css());
            assertEquals(Math.round(paper.heightMm / 25.4 * 72), Math.round(reader.getPageSize(1).getHeight()), paper.css());
            PdfPageText text = new PdfPageText(reader);
            for (int i = 0; i < book.pages.size(); i += 23) {
                Page p = book.pages.get(i);
                int at = layout.puzzlePages().get(i)[0];
                assertEquals(book.puzzlePage(p), at, paper.css() + ": the page the contents and the HTML book count for " + p.title());
                String t = letters(text.page(at));
                // the issue: the page carries its title and its number, never the internal id
                assertTrue(t.contains(letters(p.title())) && !t.contains(letters(p.puzzle().id())), paper.css() + " page " + at + ": " + t);
                assertTrue(t.endsWith(Integer.toString(at)) || t.contains(Integer.toString(at)), paper.css() + " page " + at + " carries its number");
            }
            assertTrue(smallestFont(reader) >= 9f, paper.css() + ": smallest font " + smallestFont(reader) + " pt");
            drawPages(file, paper.css().toLowerCase(), List.of(1, 2, 3, 5, 6, 7, book.poolPage()));
        }
    }

    /** Each title on one line beside its note: "Safe route 253 · grade 2 · Portuguese rules" wrapped "rules" alone (A4, the narrower). */
    @Tag("slow")
    @Test
    void everyTitleTakesOneLineBesideTheNoteOfItsAnswersPage() throws IOException {
        Book book = ShippedBook.a4WithoutAnswers().book();
        PdfBook.Layout layout = PdfBook.puzzles(book, Book.Paper.A4, Book.Answers.BOOKLET);
        PdfPageText text = new PdfPageText(new PdfReader(layout.pdf()));
        List<String> wrapped = new ArrayList<>();
        for (int i = 0; i < book.pages.size(); i++) {
            String title = book.pages.get(i).title();
            String head = letters(title.substring(0, title.indexOf(" · ", title.indexOf(" · ") + 1) < 0 ? title.length()
                    : title.indexOf(" · ", title.indexOf(" · ") + 1)));
            String line = text.page(layout.puzzlePages().get(i)[0]).lines().filter(l -> letters(l).startsWith(head))
                    .findFirst().orElse("");
            if (!letters(line).contains(letters(title))) {
                wrapped.add(title + ": " + line);
            }
        }
        assertEquals(List.of(), wrapped);
    }

    /**
     * Every answer of the booklet starts and ends within two pages, on A4 and on Letter: on Letter, the shorter page, Manhunt 202
     * (ca-manhunt-9821f21f) ran three lines onto a third page, as book buyers found. Only the layout may hold it there, never
     * smaller type: the answers stay at {@link PdfAnswers#ANSWER_PT}.
     */
    @Tag("slow")
    @Test
    void everyAnswerOfTheBookletTakesAtMostTwoPagesOnA4AndLetter() throws IOException {
        for (Book.Paper paper : Book.Paper.values()) {
            Book book = new Book(ShippedBook.TITLE, PuzzleCollection.read(PuzzleFixtures.SHIPPED));
            PdfBook.paginate(book, paper, Book.Answers.BOOKLET); // the pages each answer starts and ends on, as the booklet sets them
            byte[] booklet = PdfBook.booklet(book, paper);
            List<String> over = new ArrayList<>();
            for (Page p : book.pages) {
                int first = book.answerPage(p);
                int last = book.answerEndPage(p);
                assertTrue(first > 0 && last >= first, paper.css() + ": " + p.title() + " on pages " + first + " to " + last);
                if (last > first + 1) {
                    over.add(p.title() + " (" + p.puzzle().id() + ") on pages " + first + " to " + last);
                }
            }
            assertEquals(List.of(), over, paper.css() + ": answers over more than two pages");
            assertTrue(smallestFont(new PdfReader(booklet)) >= PdfAnswers.ANSWER_PT, paper.css() + ": smallest font " + smallestFont(new PdfReader(booklet)) + " pt");
        }
    }

    @Test
    void theAnswersFollowThePuzzlesOrFormABooklet() throws IOException {
        List<Puzzle> sample = new ArrayList<>();
        List<Puzzle> all = PuzzleCollection.read(PuzzleFixtures.SHIPPED);
        for (int i = 0; i < all.size(); i += 40) {
            sample.add(all.get(i));
        }
        Book book = new Book("Sample", sample);
        PdfReader withAnswers = new PdfReader(PdfBook.puzzles(book, Book.Paper.A4, Book.Answers.END).pdf());
        assertTrue(withAnswers.getNumberOfPages() >= book.answersPage(), "answer pages after the puzzles and the clue pool");
        PdfPageText withAnswersText = new PdfPageText(withAnswers);
        String last = withAnswersText.page(book.answersPage());
        assertTrue(last.contains("Answers") && last.contains("Route:"), "page " + book.answersPage() + ": " + last.substring(0, Math.min(300, last.length())));
        for (Page p : book.pages) {
            assertTrue(book.answerPage(p) >= book.answersPage(), p.title() + ": its answer is placed after the pool, on p. " + book.answerPage(p));
            String at = withAnswersText.page(book.puzzlePage(p));
            boolean worked = book.chapters.stream().anyMatch(c -> c.pages().get(0) == p);
            String ref = worked ? "Worked through on the next page" : "Answer on p. " + book.answerPage(p);
            assertTrue(letters(at).contains(letters(ref)), p.title() + " says where its answer is (" + ref + "): " + at);
        }
        byte[] booklet = PdfBook.booklet(book, Book.Paper.LETTER);
        Files.createDirectories(OUT);
        Files.write(OUT.resolve("answers-letter.pdf"), booklet);
        String first = new PdfPageText(new PdfReader(booklet)).page(1);
        assertTrue(first.contains("answers") && first.contains("Route:"), first.substring(0, Math.min(300, first.length())));
        drawPages(OUT.resolve("answers-letter.pdf"), "answers", List.of(1));
    }

    /** The smallest size any "Tf" operator sets, over every stream of the file (pages and drawn templates). */
    static float smallestFont(PdfReader reader) throws IOException {
        float least = Float.MAX_VALUE;
        Pattern tf = Pattern.compile("/\\w+ (\\d+(?:\\.\\d+)?) Tf");
        for (int i = 1; i < reader.getXrefSize(); i++) {
            PdfObject o = reader.getPdfObject(i);
            if (o instanceof PRStream s) {
                byte[] bytes;
                try {
                    bytes = PdfReader.getStreamBytes(s);
                } catch (RuntimeException notDecodable) {
                    continue; // an image or a font program, not a content stream
                }
                Matcher m = tf.matcher(new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1));
                while (m.find()) {
                    least = Math.min(least, Float.parseFloat(m.group(1)));
                }
            }
        }
        return least;
    }

    private static String letters(String s) {
        return s.replaceAll("[^A-Za-z0-9]", "");
    }

    /** Pages as PNG for people to look at, when pdftoppm (poppler-utils) is installed; nothing is asserted on them. */
    private static void drawPages(Path pdf, String prefix, List<Integer> pages) {
        if (!Files.isExecutable(Path.of("/usr/bin/pdftoppm"))) {
            return;
        }
        for (int page : pages) {
            try {
                new ProcessBuilder("/usr/bin/pdftoppm", "-png", "-r", "70", "-f", Integer.toString(page), "-l", Integer.toString(page),
                        "-singlefile", pdf.toString(), OUT.resolve(prefix + "-page-" + page).toString()).inheritIO().start().waitFor();
            } catch (IOException | InterruptedException e) {
                return;
            }
        }
    }
}
