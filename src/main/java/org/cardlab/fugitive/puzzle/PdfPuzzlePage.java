package org.cardlab.fugitive.puzzle;

import com.lowagie.text.Chunk;
import com.lowagie.text.DocumentException;
import com.lowagie.text.Element;
import com.lowagie.text.Font;
import com.lowagie.text.Paragraph;
import com.lowagie.text.Phrase;
import com.lowagie.text.Rectangle;
import com.lowagie.text.pdf.PdfPCell;
import com.lowagie.text.pdf.PdfPTable;
import java.awt.Color;
import java.util.List;
import org.cardlab.fugitive.Cards;

/** One puzzle page of the PDF book, and the pages of the clue pool, drawn as the HTML book draws them. */
final class PdfPuzzlePage {
    static final Color PAPER = new Color(0xff, 0xfb, 0xe6);
    private final PdfBook b;
    private final Book book;
    private final Book.Answers answers;
    /** The type size of the notepad and the aids on the page being drawn. */
    private float text = 9.5f;

    PdfPuzzlePage(PdfBook b, Book book, Book.Answers answers) {
        this.b = b;
        this.book = book;
        this.answers = answers;
    }

    /**
     * How tightly a page is set. The book's own spacing first; where that leaves fewer working lines than
     * {@link Working#wanted} (Letter is 50 points shorter than A4: 13 of its pages had none), each tighter set in turn:
     * smaller gaps, the notes and aids set closer, then at 9 pt with smaller cards. Nothing the puzzle needs is left out.
     *
     * @param text the type of the notepad, the aids and the rule values (a route page's 1 pt larger)
     * @param gap  the gaps between the parts of the page, as a share of the usual ones
     * @param pad  the padding of the notepad's and the aids' cells, as a share of the usual
     * @param card the widest a card is drawn
     * @param roomy whether a page without a clue index (a route, a safe route) draws its cards 20 points wider and its type
     *              larger: a safe route has no index and is yet among the tallest pages (its hand, hideouts and long task)
     */
    record Fit(float text, float gap, float pad, float card, boolean roomy) {
        static final Fit USUAL = new Fit(9.5f, 1f, 1f, 46, true);
        /** The sets in the order they are tried, the book's own first. */
        static final List<Fit> IN_TURN = List.of(USUAL, new Fit(9.5f, 0.5f, 0.6f, 40, false), new Fit(9f, 0.25f, 0.3f, 34, false));
    }

    void draw(Page p, boolean worked) throws DocumentException {
        int wanted = Working.wanted(p);
        // Each set tried on a scratch page first (OpenPDF cannot take back what it has laid out): the loosest that leaves the
        // wanted lines is kept, else the tightest.
        PdfPuzzlePage scratch = new PdfPuzzlePage(b.scratch(), book, answers);
        int tried = 0;
        while (tried < Fit.IN_TURN.size() - 1 && scratch.linesLeft(p, worked, Fit.IN_TURN.get(tried)) < wanted) {
            tried++;
        }
        Fit fit = Fit.IN_TURN.get(tried);
        content(p, worked, fit);
        working(p);
    }

    /** The working lines {@code fit} leaves this page, laid out on a page of its own; 0 where it runs over. */
    private int linesLeft(Page p, boolean worked, Fit fit) throws DocumentException {
        b.doc.newPage();
        int page = b.writer.getPageNumber();
        content(p, worked, fit);
        return b.writer.getPageNumber() != page ? 0 : linesHere(p);
    }

    /** The working lines the rest of this page holds; 0 where too little is left. */
    private int linesHere(Page p) {
        float room = room();
        return room < 70 ? 0 : Working.lines(Working.labels(p).size(), usable(room));
    }

    private void content(Page p, boolean worked, Fit fit) throws DocumentException {
        // The note takes the width it needs (a third wrapped "Answer on p. 75 of the booklet" onto two lines), the title the rest.
        String note = HtmlBook.answerRef(book, p, answers, worked);
        float noteWidth = Math.min(b.contentWidth / 2, b.serifItalic.getWidthPoint(note, 10) + 8);
        PdfPTable head = new PdfPTable(new float[] {b.contentWidth - noteWidth, noteWidth});
        head.setWidthPercentage(100);
        // One line, set smaller where it is long: "Safe route 253 · grade 2 · Portuguese rules" wrapped "rules" alone.
        float titleRoom = b.contentWidth - noteWidth - 10; // the cell's padding, 2 each side, and room to spare (342.3 pt in 341.8 wrapped)
        head.addCell(b.cell(p.title(), b.sansBold, Math.min(14, 14 * titleRoom / b.sansBold.getWidthPoint(p.title(), 14))));
        PdfPCell ref = b.cell(note, b.serifItalic, 10);
        ref.setHorizontalAlignment(Element.ALIGN_RIGHT);
        head.addCell(ref);
        b.doc.add(head);
        List<CluePool.Entry> index = book.pool.index(p.number());
        // A page without a clue index (a route) has a third of the page to spare: larger cards and type, and room to work in.
        boolean roomy = index.isEmpty() && fit.roomy();
        text = roomy ? fit.text() + 1 : fit.text();
        b.doc.add(PdfTableDrawing.draw(b.writer.getDirectContent(), p.table(), b.contentWidth, roomy ? fit.card() + 20 : fit.card(), b.sansBold));
        float handSize = roomy ? 12f : 10.5f;
        List<String[]> hands = Page.hands(p);
        for (int i = 0; i < hands.size(); i++) {
            Paragraph h = new Paragraph("", b.font(b.sans, handSize)); // a font of its own: an empty paragraph would fall back on Helvetica, not embedded
            h.add(new Chunk(hands.get(i)[0] + ": ", b.font(b.sansBold, handSize)));
            h.add(new Chunk(hands.get(i)[1], b.font(b.sans, handSize)));
            h.setSpacingBefore(i == 0 ? (roomy ? 6 : 3) * fit.gap() : 0);
            h.setSpacingAfter(i == hands.size() - 1 ? 3 * fit.gap() : 0);
            b.doc.add(h);
        }
        b.doc.add(notepad(p.notepad(), fit));
        b.doc.add(aids(p.aids(), fit));
        Paragraph rules = b.para(p.rules(), b.serif, text, 1);
        rules.setSpacingBefore(3 * fit.gap());
        b.doc.add(rules);
        Paragraph task = b.para(p.task(), b.serifItalic, handSize, 3 * fit.gap());
        task.setSpacingBefore(4 * fit.gap());
        b.doc.add(task);
        if (!index.isEmpty()) {
            b.doc.add(b.para("Named, then read the clue", b.sansBold, 10, 1));
            PdfPTable t = grid(4);
            for (CluePool.Entry e : index) {
                t.addCell(plain("named " + e.named() + ": read clue " + e.clue(), 9f)); // 9 pt: a four-digit clue still fits a quarter of the line
            }
            t.completeRow();
            b.doc.add(t);
        }
    }

    /** The height left to the foot of the page. */
    private float room() {
        return b.writer.getVerticalPosition(true) - b.doc.bottom() - 8;
    }

    /** Of {@code room}, the height the lines are ruled in: less the heading, and slack (a table that ends on the last line pushes the page's end mark over). */
    private static float usable(float room) {
        return room - 44;
    }

    /**
     * The rest of the page, ruled to work in: a line for each face-down hideout ("#2 can be"),
     * for a best guess one for his routes, then blank lines down to the foot of the page. Nothing on it depends on the answer.
     */
    private void working(Page p) throws DocumentException {
        int lines = linesHere(p);
        if (lines < 1) {
            return;
        }
        float usable = usable(room());
        book.workingLines.put(p.number(), lines); // the HTML sheet, of the same height, lays its labels out alike
        List<List<String>> rows = Working.rows(p, lines);
        int perLine = rows.stream().mapToInt(List::size).max().orElse(1);
        // A label and its line, as many times as a line holds labels; a shared line's labels as wide as the widest needs, or
        // "#3 can be" wraps in its fixed height and shows as "#3 can".
        float widest = rows.stream().flatMap(List::stream).map(l -> b.sans.getWidthPoint(l, text)).max(Float::compare).orElse(0f);
        float labelWidth = perLine == 1 ? 16 : 100 * (widest + 8) / b.contentWidth;
        float[] widths = new float[2 * perLine];
        for (int i = 0; i < perLine; i++) {
            widths[2 * i] = labelWidth;
            widths[2 * i + 1] = 100f / perLine - labelWidth;
        }
        PdfPTable t = new PdfPTable(widths);
        t.setWidthPercentage(100);
        t.setSpacingBefore(6);
        PdfPCell head = new PdfPCell(new Phrase("Your working", b.font(b.sansBold, 10.5f)));
        head.setColspan(2 * perLine);
        head.setBorder(Rectangle.NO_BORDER);
        head.setPaddingBottom(2);
        t.addCell(head);
        float lineHeight = Math.min(30, usable / lines);
        for (int i = 0; i < lines; i++) {
            List<String> names = i < rows.size() ? rows.get(i) : List.of();
            for (int j = 0; j < perLine; j++) {
                PdfPCell label = new PdfPCell(new Phrase(j < names.size() ? names.get(j) : "", b.font(b.sans, text)));
                PdfPCell line = new PdfPCell(new Phrase("", b.font(b.sans, text)));
                for (PdfPCell c : List.of(label, line)) {
                    c.setFixedHeight(lineHeight);
                    c.setBorder(Rectangle.BOTTOM);
                    c.setBorderColor(new Color(0xc9, 0xd7, 0xee));
                    c.setVerticalAlignment(Element.ALIGN_BOTTOM);
                    t.addCell(c);
                }
            }
        }
        b.doc.add(t);
    }

    private PdfPTable notepad(Notepad pad, Fit fit) {
        PdfPTable t = new PdfPTable(new float[] {8, 10, 33, 13, 36});
        t.setWidthPercentage(100);
        t.setSpacingBefore(2 * fit.gap());
        for (String head : List.of("round", "he drew", "he played", "you drew", "you guessed")) {
            t.addCell(padCell(head, b.sansBold, Math.max(9, text - 0.5f), fit));
        }
        t.setHeaderRows(1);
        for (Notepad.Round r : pad.rounds) {
            t.addCell(padCell(Integer.toString(r.number()), b.sans, text, fit));
            for (List<String> col : List.of(r.heDrew(), r.hePlayed(), r.youDrew(), r.youGuessed())) {
                t.addCell(padCell(String.join(", ", col), b.sans, text, fit));
            }
        }
        return t;
    }

    /** The numbers by deck, held and seen ones struck through, and the tallies. */
    private PdfPTable aids(Aids a, Fit fit) {
        PdfPTable t = new PdfPTable(new float[] {14, 86});
        t.setWidthPercentage(100);
        t.setSpacingBefore(4 * fit.gap());
        for (Aids.Row r : a.rows()) {
            t.addCell(plain(r.label(), text));
            Phrase ph = new Phrase("", b.font(b.sans, text)); // not the default Helvetica, which is not embedded
            for (int c : Cards.toArray(r.cards())) {
                boolean struck = Cards.has(r.struck(), c);
                Chunk ch = new Chunk(c + "  ", new Font(b.sans, text, Font.NORMAL, struck ? Color.GRAY : Color.BLACK));
                if (struck) {
                    ch = new Chunk(Integer.toString(c), new Font(b.sans, text, Font.NORMAL, Color.GRAY));
                    ch.setUnderline(0.6f, 3f);
                    ph.add(ch);
                    ph.add(new Chunk("  ", b.font(b.sans, text)));
                } else {
                    ph.add(ch);
                }
            }
            PdfPCell c = new PdfPCell(ph);
            c.setBorder(Rectangle.NO_BORDER);
            c.setPaddingBottom(1.5f * fit.pad());
            t.addCell(c);
        }
        PdfPCell tally = new PdfPCell(new Phrase(String.join("; ", a.tallies()), b.font(b.sans, text)));
        tally.setColspan(2);
        tally.setBorder(Rectangle.NO_BORDER);
        t.addCell(tally);
        return t;
    }

    /** The clue pool: the book's sheets ({@link Book#poolSheetList()}), each in two columns read down. */
    void pool() throws DocumentException {
        boolean first = true;
        for (List<CluePool.Clue> sheet : book.poolSheetList()) {
            b.doc.newPage();
            if (first) {
                b.doc.add(b.para("The manhunt clues", b.sansBold, 16, 3));
            }
            first = false;
            // Two columns of (about) equal lines, a wrapped clue counting two: the left one is filled first.
            int lines = 0;
            for (CluePool.Clue c : sheet) {
                lines += lines(c);
            }
            int split = 0;
            for (int left = 0; split < sheet.size() && left + lines(sheet.get(split)) <= (lines + 1) / 2; split++) {
                left += lines(sheet.get(split));
            }
            PdfPTable t = grid(2);
            t.addCell(column(sheet.subList(0, split)));
            t.addCell(column(sheet.subList(split, sheet.size())));
            b.doc.add(t);
        }
    }

    private int lines(CluePool.Clue c) {
        return b.serif.getWidthPoint(c.number() + ". " + c.text(), Book.POOL_TYPE) > Book.POOL_COLUMN ? 2 : 1;
    }

    private PdfPCell column(List<CluePool.Clue> clues) {
        PdfPTable inner = grid(1);
        for (CluePool.Clue c : clues) {
            inner.addCell(clue(c.number() + ". " + c.text()));
        }
        PdfPCell cell = new PdfPCell(inner);
        cell.setBorder(Rectangle.NO_BORDER);
        cell.setPadding(0);
        return cell;
    }

    private PdfPCell clue(String text) {
        PdfPCell c = new PdfPCell(new Phrase(text, b.font(b.serif, Book.POOL_TYPE)));
        c.setBorder(Rectangle.NO_BORDER);
        c.setPaddingTop(0.3f);
        c.setPaddingBottom(2.5f);
        return c;
    }

    private PdfPTable grid(int columns) {
        PdfPTable t = new PdfPTable(columns);
        t.setWidthPercentage(100);
        t.getDefaultCell().setBorder(Rectangle.NO_BORDER);
        return t;
    }

    private PdfPCell plain(String text, float size) {
        PdfPCell c = new PdfPCell(new Phrase(text, b.font(b.sans, size)));
        c.setBorder(Rectangle.NO_BORDER);
        c.setPaddingTop(0.3f);
        c.setPaddingBottom(1.2f);
        return c;
    }

    private PdfPCell padCell(String text, com.lowagie.text.pdf.BaseFont f, float size, Fit fit) {
        PdfPCell c = new PdfPCell(new Phrase(text, b.font(f, size)));
        c.setPaddingTop(0.6f * fit.pad());
        c.setPaddingBottom(2.0f * fit.pad());
        c.setPaddingLeft(3);
        c.setBackgroundColor(PAPER);
        c.setBorder(Rectangle.BOTTOM);
        c.setBorderColor(new Color(0xc9, 0xd7, 0xee));
        return c;
    }

    /** The working line of a beneath page: "Beneath #3" (or "Beneath 42"). */
    static String beneathLine(Page p) {
        Beneath b = p.puzzle().solution().sprints();
        return "Beneath " + (b.hideout() == 42 ? "42" : "#" + b.position());
    }
}
