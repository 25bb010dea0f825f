package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.lowagie.text.pdf.PdfReader;
import com.lowagie.text.pdf.parser.PdfTextExtractor;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link PdfPageText} reads every page of a book with its answers, and of a booklet, as OpenPDF's extractor does. */
class PdfPageTextTest {
    @Test
    void everyPageReadsAsTheExtractorReadsIt() throws IOException {
        List<Puzzle> all = PuzzleCollection.read(PuzzleFixtures.SHIPPED);
        List<Puzzle> sample = new ArrayList<>();
        for (int i = 0; i < all.size(); i += 60) {
            sample.add(all.get(i));
        }
        Book book = new Book("Sample", sample);
        for (byte[] pdf : List.of(PdfBook.puzzles(book, Book.Paper.A4, Book.Answers.END).pdf(), PdfBook.booklet(book, Book.Paper.LETTER))) {
            PdfReader reader = new PdfReader(pdf);
            PdfTextExtractor extractor = new PdfTextExtractor(reader);
            PdfPageText fast = new PdfPageText(reader);
            assertTrue(reader.getNumberOfPages() > 2 && fast.page(1).contains("Sample"), reader.getNumberOfPages() + " pages: " + fast.page(1));
            for (int page = 1; page <= reader.getNumberOfPages(); page++) {
                assertEquals(extractor.getTextFromPage(page), fast.page(page), "page " + page);
            }
        }
    }
}
