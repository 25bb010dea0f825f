package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.verapdf.gf.foundry.VeraGreenfieldFoundryProvider;
import org.verapdf.pdfa.Foundries;
import org.verapdf.pdfa.PDFAParser;
import org.verapdf.pdfa.PDFAValidator;
import org.verapdf.pdfa.flavours.PDFAFlavour;
import org.verapdf.pdfa.results.TestAssertion;
import org.verapdf.pdfa.results.ValidationResult;

/**
 * The printed book conforms to PDF/A-2b (ISO 19005-2, level B), as veraPDF (the PDF
 * Association's validator, a pinned test dependency) judges it: a book with every kind of page
 * (cover, contents, rules, chapter openers, worked examples, route and manhunt pages, the clue
 * pool, the answers) and the answer booklet, on both papers.
 */
class PdfAValidationTest {
    static {
        VeraGreenfieldFoundryProvider.initialise();
    }

    private static List<Puzzle> sample() {
        List<Puzzle> all = PuzzleCollection.read(PuzzleFixtures.SHIPPED);
        List<Puzzle> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i += 19) {
            out.add(all.get(i));
        }
        for (PuzzleKind k : List.of(PuzzleKind.BEST_GUESS, PuzzleKind.BENEATH, PuzzleKind.SAFE_ROUTE)) { // every kind of page, each chapter of its own too
            if (out.stream().noneMatch(p -> p.kind() == k)) {
                out.add(all.stream().filter(p -> p.kind() == k).findFirst().orElseThrow());
            }
        }
        return out;
    }

    @Tag("slow")
    @Test
    void theBookAndTheBookletArePdfA2b() throws Exception {
        List<Puzzle> sample = sample();
        for (Book.Paper paper : Book.Paper.values()) {
            // one book a paper (its answers' pages are laid out for that paper); the booklet reads only its answers, worked out once
            Book book = new Book("Sample", sample);
            assertEquals(List.of(), failures(PdfBook.puzzles(book, paper, Book.Answers.END).pdf()), paper.css() + ": the book");
            assertEquals(List.of(), failures(PdfBook.booklet(book, paper)), paper.css() + ": the booklet");
        }
    }

    @Tag("slow")
    @Test
    void theValidatorCanFail() throws Exception {
        // A plain OpenPDF file with the standard Helvetica (not embedded) and no output intent is not PDF/A.
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        com.lowagie.text.Document d = new com.lowagie.text.Document();
        com.lowagie.text.pdf.PdfWriter.getInstance(d, out);
        d.open();
        d.add(new com.lowagie.text.Paragraph("not archival"));
        d.close();
        assertTrue(!failures(out.toByteArray()).isEmpty(), "veraPDF finds the plain file wanting");
    }

    /** The rules veraPDF finds broken: "clause-test: message", each once. */
    static List<String> failures(byte[] pdf) throws Exception {
        try (PDFAParser parser = Foundries.defaultInstance().createParser(new ByteArrayInputStream(pdf), PDFAFlavour.PDFA_2_B);
                PDFAValidator validator = Foundries.defaultInstance().createValidator(PDFAFlavour.PDFA_2_B, false)) {
            ValidationResult result = validator.validate(parser);
            TreeSet<String> failed = new TreeSet<>();
            for (TestAssertion a : result.getTestAssertions()) {
                if (a.getStatus() == TestAssertion.Status.FAILED) {
                    failed.add(a.getRuleId().getClause() + "-" + a.getRuleId().getTestNumber() + ": " + a.getMessage());
                }
            }
            assertEquals(failed.isEmpty(), result.isCompliant(), "veraPDF's verdict agrees with its assertions: " + failed);
            return List.copyOf(failed);
        }
    }
}
