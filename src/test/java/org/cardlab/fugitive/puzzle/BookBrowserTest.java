package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.lowagie.text.pdf.PdfReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.testing.HeadlessChromium;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.print.PageSize;
import org.openqa.selenium.print.PrintOptions;

/**
 * The HTML book in real headless Chromium: no text under 9 pt (12 CSS px, measured from the
 * computed styles, SVG text scaled as drawn), and printed to PDF by the browser on A4 and on
 * Letter every puzzle fits one page. Screenshots of the cover, the rules page, puzzle pages and
 * the answers go to target/book-screenshots/ for people to look at.
 */
@Tag("slow")
@Tag("browser")
class BookBrowserTest {
    static final Path OUT = Path.of("target/book-screenshots");
    static HeadlessChromium browser;
    static ChromeDriver driver;
    static Book book;
    static Path html;

    @BeforeAll
    static void render() throws IOException {
        Files.createDirectories(OUT);
        book = new Book("Fugitive endgame puzzles", PuzzleCollection.read(PuzzleFixtures.SHIPPED));
        html = OUT.resolve("book.html").toAbsolutePath();
        Json.writeFile(html, HtmlBook.puzzles(book, Book.Paper.A4, Book.Answers.END));
        browser = HeadlessChromium.lease(900, 1200);
        driver = browser.driver;
        driver.get(html.toUri().toString());
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void noTextIsSmallerThanNinePoints() {
        @SuppressWarnings("unchecked")
        List<Object> result = (List<Object>) driver.executeScript("""
                const small = []; let least = 1e9; let count = 0;
                const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                while (walk.nextNode()) {
                  const t = walk.currentNode;
                  if (!t.textContent.trim()) continue;
                  const el = t.parentElement;
                  let px = parseFloat(getComputedStyle(el).fontSize);
                  if (el.closest('svg')) { const m = el.getScreenCTM(); px *= Math.hypot(m.a, m.b); }
                  least = Math.min(least, px); count++;
                  if (px < 12 - 0.01) small.push(el.tagName + ' ' + px.toFixed(2) + 'px: ' + t.textContent.trim().slice(0, 40));
                }
                return [least, count, small.slice(0, 20)];
                """);
        double least = ((Number) result.get(0)).doubleValue();
        assertTrue(((Number) result.get(1)).intValue() > 1000, "the book's text was measured: " + result.get(1) + " text nodes");
        assertEquals(List.of(), result.get(2), "text under 9 pt (12 px); the smallest is " + least + " px");
    }

    /**
     * Every sheet (the front pages, the chapters, each puzzle, the clue pool), laid out at the print width (182 mm), is no
     * taller than what Letter (the shorter paper) leaves inside the margins: 279.4 - 24 mm; an answers sheet, no taller than
     * the A4 page the PDF put those answers on.
     */
    @Test
    void everySheetIsNoTallerThanAPrintedPage() {
        @SuppressWarnings("unchecked")
        List<Object> heights = (List<Object>) driver.executeScript("""
                return [...document.querySelectorAll('section.sheet')].map(s => {
                  const cs = getComputedStyle(s);
                  return [s.id || (s.className + ' p. ' + s.dataset.page), s.getBoundingClientRect().height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom),
                          s.dataset.last ? s.dataset.last - s.dataset.page + 1 : 1];
                });
                """);
        double limit = (279.4 - 24) / 25.4 * 96;
        double a4Limit = (297 - 24) / 25.4 * 96;
        List<String> tall = new ArrayList<>();
        double most = 0;
        for (Object o : heights) {
            List<?> h = (List<?>) o;
            double px = ((Number) h.get(1)).doubleValue();
            most = Math.max(most, px);
            // The answers break where the PDF laid out for this book's paper (A4) breaks them: a sheet holds the answers that
            // start on one printed page, and may take as many pages as the PDF runs them over (an answer longer than what is
            // left of its page ends on the next, before the next sheet's answers). Every other sheet fits one Letter page.
            boolean answers = h.get(0).toString().startsWith("sheet answers");
            int pages = ((Number) h.get(2)).intValue();
            assertTrue(pages == 1 || answers && pages == 2, h.get(0) + " runs over " + pages + " pages");
            if (px > pages * (answers ? a4Limit : limit)) {
                tall.add(h.get(0) + ": " + Math.round(px) + " px over " + pages + " page(s)");
            }
        }
        assertEquals(sheets(book, true), heights.size(), "the front pages, the chapters, the clue pool and the answers, one sheet a printed page");
        assertEquals(List.of(), tall, "taller than a Letter page's " + Math.round(limit) + " px; the tallest is " + Math.round(most) + " px");
    }

    /**
     * The browser's own print, on A4 and on Letter, of the tallest puzzle sheets (and a route):
     * each puzzle's page starts with its title and holds its last line (the last clue of its
     * index, or for a route its task) and its page number, and no other puzzle.
     */
    @Test
    void theTallestPuzzlesPrintOnOnePageOnA4AndLetter() throws IOException {
        @SuppressWarnings("unchecked")
        List<Object> ids = (List<Object>) driver.executeScript("""
                return [...document.querySelectorAll('section.puzzle')]
                  .sort((a, b) => b.getBoundingClientRect().height - a.getBoundingClientRect().height).slice(0, 6).map(s => s.id);
                """);
        List<Puzzle> sample = new ArrayList<>();
        for (Object id : ids) {
            sample.add(book.pages.get(Integer.parseInt(id.toString().replace("puzzle-", "")) - 1).puzzle());
        }
        sample.add(book.pages.get(0).puzzle());
        Book small = new Book("Tallest pages", sample);
        Path file = OUT.resolve("tallest.html").toAbsolutePath();
        try (HeadlessChromium c = HeadlessChromium.lease(900, 1200)) {
            ChromeDriver d = c.driver;
            for (Book.Paper paper : Book.Paper.values()) {
                Json.writeFile(file, HtmlBook.puzzles(small, paper, Book.Answers.NONE));
                d.get(file.toUri().toString());
                PrintOptions o = new PrintOptions();
                o.setPageSize(paper == Book.Paper.A4 ? new PageSize(29.7, 21.0) : new PageSize(27.94, 21.59));
                o.setBackground(true);
                byte[] pdf = printed(d, o);
                Files.write(OUT.resolve("tallest-" + paper.css().toLowerCase() + ".pdf"), pdf);
                checkOnePageEach(small, pdf, paper.css());
            }
        }
    }

    /**
     * The page printed to PDF. Chromium gives up on a renderer that has not answered in 10 s, which
     * happens on a heavily loaded machine; the same page printed again is the same PDF, so one more try.
     */
    private static byte[] printed(ChromeDriver d, PrintOptions o) {
        try {
            return Base64.getDecoder().decode(d.print(o).getContent());
        } catch (TimeoutException late) {
            return Base64.getDecoder().decode(d.print(o).getContent());
        }
    }

    private static void checkOnePageEach(Book small, byte[] pdf, String paper) throws IOException {
        PdfReader reader = new PdfReader(pdf);
        PdfPageText text = new PdfPageText(reader);
        List<String> pages = new ArrayList<>();
        for (int i = 1; i <= reader.getNumberOfPages(); i++) {
            pages.add(letters(text.page(i)));
        }
        List<String> problems = new ArrayList<>();
        for (Page p : small.pages) {
            List<Integer> on = new ArrayList<>();
            for (int i = 0; i < pages.size(); i++) {
                if (pages.get(i).startsWith(letters(p.title()))) {
                    on.add(i + 1);
                }
            }
            List<CluePool.Entry> index = small.pool.index(p.number());
            String last = index.isEmpty() ? p.task() : "named " + index.get(index.size() - 1).named() + ": read clue " + index.get(index.size() - 1).clue();
            if (on.size() != 1) {
                problems.add(p.title() + " starts pages " + on);
            } else if (!pages.get(on.get(0) - 1).contains(letters(last))) {
                problems.add(p.title() + ": its last line '" + last + "' is not on its page " + on.get(0));
            } else if (on.get(0) != small.puzzlePage(p) || !pages.get(on.get(0) - 1).endsWith(Integer.toString(small.puzzlePage(p)))) {
                problems.add(p.title() + " is printed on page " + on.get(0) + " and numbered so? the book counts p. " + small.puzzlePage(p));
            }
        }
        assertEquals(List.of(), problems, paper);
        assertEquals(sheets(small, false), pages.size(), paper + ": one printed page per sheet");
    }

    /** The sheets of the HTML book: everything before the answers, and with them one sheet per page the PDF put answers on. */
    private static int sheets(Book b, boolean withAnswers) {
        return b.answersPage() - 1 + (withAnswers ? (int) b.pages.stream().map(b::answerPage).distinct().count() : 0);
    }

    private static String letters(String s) {
        return s.replaceAll("[^A-Za-z0-9]", "");
    }

    @Test
    void screenshotsOfEachKindOfPage() throws IOException {
        List<org.openqa.selenium.WebElement> sheets = driver.findElements(By.cssSelector("section.sheet"));
        assertEquals(sheets(book, true), sheets.size(), "the front pages, the chapters, the clue pool and the answers");
        shoot(sheets.get(0), "cover");
        shoot(sheets.get(1), "contents");
        shoot(sheets.get(2), "rules");
        shoot(sheets.get(book.chapterPage(1) - 1), "chapter-opener");
        shoot(sheets.get(book.chapterPage(1) + 1), "worked-example");
        shoot(sheets.get(book.poolPage() - 1), "clue-pool");
        Page route = book.pages.stream().filter(p -> p.puzzle().kind() == PuzzleKind.ROUTE).findFirst().orElseThrow();
        Page longest = book.pages.stream().max((a, b) -> Integer.compare(a.notepad().rounds.size(), b.notepad().rounds.size())).orElseThrow();
        Page chain = book.pages.stream().filter(p -> p.puzzle().solution().grade().level() == 4).findFirst().orElseThrow();
        for (Page p : List.of(route, longest, chain)) {
            shoot(driver.findElement(By.id("puzzle-" + p.number())), "puzzle-" + p.number());
        }
        shoot(driver.findElement(By.id("answer-" + chain.number())), "answer-" + chain.number());
    }

    private static void shoot(org.openqa.selenium.WebElement e, String name) throws IOException {
        ((org.openqa.selenium.JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView(true);", e);
        byte[] png = e.getScreenshotAs(OutputType.BYTES);
        Files.write(OUT.resolve(name + ".png"), png);
        assertTrue(png.length > 10_000, name + ": a real picture, " + png.length + " bytes");
    }
}
