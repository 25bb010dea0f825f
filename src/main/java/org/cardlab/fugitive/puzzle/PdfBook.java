package org.cardlab.fugitive.puzzle;

import com.lowagie.text.Document;
import com.lowagie.text.DocumentException;
import com.lowagie.text.Element;
import com.lowagie.text.Font;
import com.lowagie.text.PageSize;
import com.lowagie.text.Paragraph;
import com.lowagie.text.Phrase;
import com.lowagie.text.Rectangle;
import com.lowagie.text.pdf.BaseFont;
import com.lowagie.text.pdf.ColumnText;
import com.lowagie.text.pdf.PdfPCell;
import com.lowagie.text.pdf.PdfPTable;
import com.lowagie.text.pdf.PdfPageEventHelper;
import com.lowagie.text.pdf.PdfWriter;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Counts;

/**
 * The book as PDF/A-2b (OpenPDF), page for page the HTML book: the cover, the contents, the
 * rules, the chapters (an opener, the puzzles one a page, the first worked through), the clue
 * pool, the answers. Fonts are embedded (DejaVu, bundled), every page but the cover and the blank ones carries its
 * number, no text is below 9 pt. The layout is made twice: once to learn the page each answer
 * starts on, then for good with "answer on p. N" on every puzzle.
 */
public final class PdfBook {
    static final float MM = 72f / 25.4f;
    private static final float MIN_PT = 9f;

    /** The PDF and, for each puzzle in book order, the first and last page it was printed on. */
    public record Layout(byte[] pdf, List<int[]> puzzlePages) {}

    final Document doc;
    final PdfWriter writer;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final BaseFont sans;
    final BaseFont sansBold;
    final BaseFont serif;
    final BaseFont serifItalic;
    final float contentWidth;
    private final String title;
    private final Book.Paper paper;
    /** Pages of the same size to try a puzzle page's layout on before drawing it here, never written out. */
    private PdfBook scratch;
    /** Page numbers of the generic tags met while laying out ("answer-12"). */
    private final Map<String, Integer> tags = new HashMap<>();
    /** The pages left blank before a chapter opener: printed without a page number. */
    private final java.util.Set<Integer> blankPages = new java.util.HashSet<>();
    /** The book's page 1 is its cover, unnumbered; the booklet's is answers, which pages cite by number. */
    private boolean firstPageNumbered;

    PdfBook(Book.Paper paper, String title) {
        this.paper = paper;
        Rectangle size = paper == Book.Paper.A4 ? PageSize.A4 : PageSize.LETTER;
        doc = new Document(size, 14 * MM, 14 * MM, 12 * MM, 14 * MM);
        contentWidth = size.getWidth() - 28 * MM;
        this.title = title;
        try {
            writer = PdfWriter.getInstance(doc, out);
            PdfA.prepare(writer);
            sans = font(Fonts.Face.SANS);
            sansBold = font(Fonts.Face.SANS_BOLD);
            serif = font(Fonts.Face.SERIF);
            serifItalic = font(Fonts.Face.SERIF_ITALIC);
        } catch (DocumentException | IOException e) {
            throw new IllegalStateException("OpenPDF could not start: " + e.getMessage(), e);
        }
        writer.setPageEvent(new PdfPageEventHelper() {
            @Override
            public void onEndPage(PdfWriter w, Document d) {
                if ((w.getPageNumber() > 1 || firstPageNumbered) && !blankPages.contains(w.getPageNumber())) {
                    ColumnText.showTextAligned(w.getDirectContent(), Element.ALIGN_CENTER, new Phrase(Integer.toString(w.getPageNumber()),
                            new Font(sans, 9.5f, Font.NORMAL, Color.DARK_GRAY)), size.getWidth() / 2, 7 * MM, 0);
                }
            }

            @Override
            public void onGenericTag(PdfWriter w, Document d, Rectangle rect, String text) {
                // A tagged chunk broken across pages reports each piece: a start counts where it begins, an end where it ends
                // (Manhunt 203's grade line ran from one page onto the next, and its answer was counted one page long).
                if (text.startsWith("answer-end-")) {
                    tags.put(text, w.getPageNumber());
                } else {
                    tags.putIfAbsent(text, w.getPageNumber());
                }
            }
        });
        doc.addTitle(title);
        doc.open();
        try {
            PdfA.intent(writer);
        } catch (IOException e) {
            throw new IllegalStateException("OpenPDF could not add the colour profile: " + e.getMessage(), e);
        }
    }

    /** The page a generic tag was met on (an "answer-end-" tag: where it ended); 0 if none. */
    int tagPage(String tag) {
        return tags.getOrDefault(tag, 0);
    }

    PdfBook scratch() {
        if (scratch == null) {
            scratch = new PdfBook(paper, title);
            try {
                // A document's first page gave a page 6.5 points more room than the book's own pages: never measure on it.
                scratch.doc.add(scratch.para(title, scratch.serif, 10, 0));
            } catch (DocumentException e) {
                throw new IllegalStateException("OpenPDF failed: " + e.getMessage(), e);
            }
        }
        return scratch;
    }

    private static BaseFont font(Fonts.Face f) throws DocumentException, IOException {
        BaseFont font = BaseFont.createFont(f.file, BaseFont.IDENTITY_H, BaseFont.EMBEDDED, true, Fonts.bytes(f), null);
        // OpenPDF's CIDSet lists only the glyphs of the subset, while PDF/A-2 wants every glyph of the embedded program or
        // no CIDSet at all (it is optional): none.
        // The switch is public on a class OpenPDF keeps package-private (TrueTypeFontUnicode), hence reflection.
        try {
            java.lang.reflect.Method noCidSet = font.getClass().getMethod("setIncludeCidSet", boolean.class);
            noCidSet.setAccessible(true);
            noCidSet.invoke(font, false);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("this OpenPDF cannot leave out the CIDSet that PDF/A-2b refuses: " + e, e);
        }
        return font;
    }

    /** Lays the book out once to place the answers (their pages go into the book), without keeping the file. */
    static void paginate(Book book, Book.Paper paper, Book.Answers answers) {
        if (answers != Book.Answers.NONE && book.answerPage.isEmpty()) {
            PdfBook pass = new PdfBook(paper, book.title);
            try {
                if (answers == Book.Answers.END) {
                    pass.layout(book, answers);
                } else {
                    pass.doc.add(pass.para(book.title + ": answers", pass.sansBold, 18, 6));
                    pass.answers(book);
                }
            } catch (DocumentException e) {
                throw new IllegalStateException("OpenPDF failed: " + e.getMessage(), e);
            }
            book.pages.forEach(p -> book.answerPage.put(p.number(), pass.tags.getOrDefault("answer-" + p.number(), 0)));
            book.pages.forEach(p -> book.answerEndPage.put(p.number(), pass.tags.getOrDefault("answer-end-" + p.number(), 0)));
        }
    }

    /**
     * The working lines of each page, for the HTML sheet, which rules them as the PDF page does: only laying the page out
     * measures them, and a book with its answers at the end has already been laid out by {@link #paginate}; one without
     * (none, or a booklet) is laid out once more here, else its sheet kept one label a line where the PDF shared lines.
     */
    static void measureWorking(Book book, Book.Paper paper, Book.Answers answers) {
        if (book.workingLines.isEmpty()) {
            new PdfBook(paper, book.title).layout(book, answers);
        }
    }

    public static Layout puzzles(Book book, Book.Paper paper, Book.Answers answers) {
        paginate(book, paper, answers);
        PdfBook b = new PdfBook(paper, book.title);
        List<int[]> pages = b.layout(book, answers);
        return new Layout(b.finish(), pages);
    }

    public static byte[] booklet(Book book, Book.Paper paper) {
        PdfBook b = new PdfBook(paper, book.title + ": answers");
        b.firstPageNumbered = true; // "Answer on p. 1 of the booklet": its page 1 holds answers
        try {
            b.doc.add(b.para(book.title + ": answers", b.sansBold, 18, 6));
            b.answers(book);
        } catch (DocumentException e) {
            throw new IllegalStateException("OpenPDF failed: " + e.getMessage(), e);
        }
        return b.finish();
    }

    private List<int[]> layout(Book book, Book.Answers answers) {
        List<int[]> pages = new ArrayList<>();
        PdfPuzzlePage page = new PdfPuzzlePage(this, book, answers);
        try {
            cover(book, answers);
            contents(book, answers);
            rules(book);
            for (int n = 0; n < book.chapters.size(); n++) {
                Chapter c = book.chapters.get(n);
                if (book.blankBefore(n)) {
                    // A page for notes, unnumbered as a blank page in a printed book: the opener falls on a left-hand page. An empty
                    // page read as a misprint: it says what it is for.
                    doc.newPage();
                    doc.add(para("Notes", sansBold, 18, 6));
                    blankPages.add(writer.getPageNumber());
                }
                doc.newPage();
                doc.add(para(c.theme().title, sansBold, 20, 6));
                doc.add(para(c.theme().intro, serif, 12, 8));
                doc.add(para("Puzzles " + c.pages().get(0).number() + " to " + c.pages().get(c.pages().size() - 1).number() + ", in rising"
                        + " difficulty. The first is worked through on the page after it.", serifItalic, 11, 0));
                for (int i = 0; i < c.pages().size(); i++) {
                    Page p = c.pages().get(i);
                    doc.newPage();
                    int first = writer.getPageNumber();
                    page.draw(p, i == 0);
                    pages.add(new int[] {first, writer.getPageNumber()});
                    if (i == 0) {
                        doc.newPage();
                        doc.add(para("Worked example: puzzle " + p.number(), sansBold, 14, 4));
                        new PdfAnswers(this).answer(book.answers().get(p.number() - 1), false);
                    }
                }
            }
            if (!book.pool.clues.isEmpty()) {
                page.pool();
            }
            if (answers == Book.Answers.END) {
                doc.newPage();
                doc.add(para("Answers", sansBold, 18, 6));
                answers(book);
            }
        } catch (DocumentException e) {
            throw new IllegalStateException("OpenPDF failed: " + e.getMessage(), e);
        }
        return pages;
    }

    private byte[] finish() {
        PdfA.finish(writer, title);
        doc.close();
        return out.toByteArray();
    }

    Font font(BaseFont f, float size) {
        if (size < MIN_PT) {
            throw new IllegalArgumentException("no text below " + MIN_PT + " pt: " + size);
        }
        return new Font(f, size);
    }

    Paragraph para(String text, BaseFont f, float size, float after) {
        Paragraph p = new Paragraph(text, font(f, size));
        p.setSpacingAfter(after);
        p.setLeading(size * 1.3f);
        return p;
    }

    private void cover(Book book, Book.Answers answers) throws DocumentException {
        Paragraph t = para(book.title, sansBold, 26, 10);
        t.setSpacingBefore(120);
        doc.add(t);
        Cover cover = Cover.of(book, answers);
        doc.add(para(cover.subtitle(), serifItalic, 13, 18));
        for (String line : cover.lines().subList(1, cover.lines().size())) {
            doc.add(para(line, serif, 11.5f, 8));
        }
    }

    private void contents(Book book, Book.Answers answers) throws DocumentException {
        doc.newPage();
        doc.add(para("Contents", sansBold, 18, 8));
        PdfPTable t = new PdfPTable(new float[] {70, 18, 12});
        t.setWidthPercentage(100);
        row(t, "How to play", "", 3);
        for (int c = 0; c < book.chapters.size(); c++) {
            Chapter ch = book.chapters.get(c);
            row(t, (c + 1) + ". " + ch.theme().title, "puzzles " + ch.pages().get(0).number() + "-" + ch.pages().get(ch.pages().size() - 1).number(),
                    book.chapterPage(c));
        }
        if (!book.pool.clues.isEmpty()) {
            row(t, "The manhunt clues", book.pool.clues.size() + " clues", book.poolPage());
        }
        if (answers == Book.Answers.END) {
            row(t, "Answers", "", book.answersPage());
        }
        doc.add(t);
        doc.add(para(" ", serif, 10, 4));
        PdfPTable g = new PdfPTable(new float[] {20, 80});
        g.setWidthPercentage(100);
        for (int level = 1; level <= Grade.NAMES.size(); level++) {
            int lv = level;
            long n = book.pages.stream().filter(p -> p.puzzle().solution().grade().level() == lv).count();
            g.addCell(cell("Grade " + level, sansBold, 10.5f));
            g.addCell(cell(Grade.NAMES.get(level - 1) + ": " + Counts.plain(n, "puzzle"), serif, 10.5f));
        }
        doc.add(g);
    }

    private void row(PdfPTable t, String what, String detail, int page) {
        t.addCell(cell(what, serif, 11.5f));
        t.addCell(cell(detail, serifItalic, 10.5f));
        PdfPCell c = cell(Integer.toString(page), serif, 11.5f);
        c.setHorizontalAlignment(Element.ALIGN_RIGHT);
        t.addCell(c);
    }

    PdfPCell cell(String text, BaseFont f, float size) {
        PdfPCell c = new PdfPCell(new Phrase(text, font(f, size)));
        c.setBorder(Rectangle.NO_BORDER);
        c.setPaddingBottom(3);
        return c;
    }

    private void rules(Book book) throws DocumentException {
        List<RulesText.Section> sections = RulesText.sections(book.specs);
        int split = 4;
        for (int half = 0; half < 2; half++) {
            doc.newPage();
            doc.add(para(half == 0 ? "How to play" : "How to play (continued)", sansBold, 18, 4));
            for (RulesText.Section s : half == 0 ? sections.subList(0, split) : sections.subList(split, sections.size())) {
                Paragraph h = para(s.heading(), sansBold, 11.5f, 2);
                h.setSpacingBefore(5);
                doc.add(h);
                for (String text : s.paragraphs()) {
                    Paragraph p = para(text, serif, 10, 3);
                    p.setAlignment(Element.ALIGN_JUSTIFIED);
                    doc.add(p);
                }
            }
        }
    }

    private void answers(Book book) throws DocumentException {
        for (Book.Answer a : book.answers()) {
            new PdfAnswers(this).answer(a, true);
        }
    }
}
