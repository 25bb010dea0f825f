package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.lowagie.text.pdf.PdfReader;
import com.lowagie.text.pdf.parser.PdfTextExtractor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Face-down sprint cards are drawn as strips a few points apart, hard to count on paper (a book buyer could not tell
 * three from four): a stack of two or more says how many on its last card, in the SVG and the PDF alike.
 */
class SprintStackCountTest {

    private static Puzzle shippedWithStacks() throws IOException {
        try (Stream<Path> files = Files.list(PuzzleFixtures.SHIPPED)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().map(Puzzle::read)
                    .filter(p -> Table.of(p).spots.stream().anyMatch(s -> s.hiddenSprints() > 1)
                            && Table.of(p).spots.stream().anyMatch(s -> s.hiddenSprints() == 1))
                    .findFirst().orElseThrow();
        }
    }

    private static List<Integer> stacks(Table t) {
        return t.spots.stream().map(Table.Spot::hiddenSprints).filter(n -> n > 1).toList();
    }

    @Test
    void theSvgCountsEachStackOfTwoOrMoreOnce() throws IOException {
        Puzzle p = shippedWithStacks();
        Table t = Table.of(p);
        String svg = SvgRenderer.table(t, 700);
        for (int n = 1; n <= 6; n++) {
            int size = n;
            int shown = svg.split(">\u00d7" + n + "<", -1).length - 1;
            assertEquals(stacks(t).stream().filter(k -> k == size).count(), shown, p.id() + ": stacks of " + n + " counted in " + svg);
        }
    }

    @Test
    void thePdfPageCountsEachStackOfTwoOrMore() throws IOException {
        Puzzle p = shippedWithStacks();
        Book book = new Book("test", List.of(p));
        PdfReader pdf = new PdfReader(PdfBook.puzzles(book, Book.Paper.A4, Book.Answers.NONE).pdf());
        PdfTextExtractor text = new PdfTextExtractor(pdf);
        String printed = "";
        for (int n = 1; n <= pdf.getNumberOfPages(); n++) {
            printed += text.getTextFromPage(n) + "\n";
        }
        for (int n : stacks(Table.of(p))) {
            assertTrue(printed.contains("\u00d7" + n), p.id() + ": a stack of " + n + " says so: " + printed);
        }
        assertTrue(!printed.contains("\u00d71"), p.id() + ": a single face-down card needs no count: " + printed);
    }
}
