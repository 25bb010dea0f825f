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

    PdfPuzzlePage(PdfBook b, Book book, Book.Answers answers) {
        this.b = b;
        this.book = book;
        this.answers = answers;
    }

    void draw(Page p, boolean worked) throws DocumentException {
        PdfPTable head = new PdfPTable(new float[] {70, 30});
        head.setWidthPercentage(100);
        head.addCell(b.cell(p.title(), b.sansBold, 14));
        PdfPCell ref = b.cell(HtmlBook.answerRef(book, p, answers, worked), b.serifItalic, 10);
        ref.setHorizontalAlignment(Element.ALIGN_RIGHT);
        head.addCell(ref);
        b.doc.add(head);
        b.doc.add(PdfTableDrawing.draw(b.writer.getDirectContent(), p.table(), b.contentWidth, b.sansBold));
        long hand = p.table().marshalHand;
        Paragraph h = new Paragraph("", b.font(b.sans, 10.5f)); // a font of its own: an empty paragraph would fall back on Helvetica, not embedded
        h.add(new Chunk("Your hand: ", b.font(b.sansBold, 10.5f)));
        h.add(new Chunk(hand == 0 ? "none" : Cards.toString(hand), b.font(b.sans, 10.5f)));
        h.setSpacingBefore(3);
        h.setSpacingAfter(3);
        b.doc.add(h);
        b.doc.add(notepad(p.notepad()));
        b.doc.add(aids(p.aids()));
        Paragraph task = b.para(p.task(), b.serifItalic, 10.5f, 3);
        task.setSpacingBefore(4);
        b.doc.add(task);
        List<CluePool.Entry> index = book.pool.index(p.number());
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

    private PdfPTable notepad(Notepad pad) {
        PdfPTable t = new PdfPTable(new float[] {8, 10, 30, 13, 39});
        t.setWidthPercentage(100);
        t.setSpacingBefore(2);
        for (String head : List.of("round", "he drew", "he played", "you drew", "you guessed")) {
            t.addCell(padCell(head, b.sansBold, 9));
        }
        t.setHeaderRows(1);
        for (Notepad.Round r : pad.rounds) {
            t.addCell(padCell(Integer.toString(r.number()), b.sans, 9.5f));
            for (List<String> col : List.of(r.heDrew(), r.hePlayed(), r.youDrew(), r.youGuessed())) {
                t.addCell(padCell(String.join(", ", col), b.sans, 9.5f));
            }
        }
        return t;
    }

    /** The numbers by deck, held and seen ones struck through, and the tallies. */
    private PdfPTable aids(Aids a) {
        PdfPTable t = new PdfPTable(new float[] {14, 86});
        t.setWidthPercentage(100);
        t.setSpacingBefore(4);
        for (Aids.Row r : a.rows()) {
            t.addCell(plain(r.label(), 9.5f));
            Phrase ph = new Phrase("", b.font(b.sans, 9.5f)); // not the default Helvetica, which is not embedded
            for (int c : Cards.toArray(r.cards())) {
                boolean struck = Cards.has(r.struck(), c);
                Chunk ch = new Chunk(c + "  ", new Font(b.sans, 9.5f, Font.NORMAL, struck ? Color.GRAY : Color.BLACK));
                if (struck) {
                    ch = new Chunk(Integer.toString(c), new Font(b.sans, 9.5f, Font.NORMAL, Color.GRAY));
                    ch.setUnderline(0.6f, 3f);
                    ph.add(ch);
                    ph.add(new Chunk("  ", b.font(b.sans, 9.5f)));
                } else {
                    ph.add(ch);
                }
            }
            PdfPCell c = new PdfPCell(ph);
            c.setBorder(Rectangle.NO_BORDER);
            c.setPaddingBottom(1.5f);
            t.addCell(c);
        }
        PdfPCell tally = new PdfPCell(new Phrase(String.join("; ", a.tallies()), b.font(b.sans, 9.5f)));
        tally.setColspan(2);
        tally.setBorder(Rectangle.NO_BORDER);
        t.addCell(tally);
        return t;
    }

    /** The clue pool: {@link Book#CLUES_PER_SHEET} entries a page, in two columns. */
    void pool() throws DocumentException {
        List<CluePool.Clue> clues = book.pool.clues;
        for (int from = 0; from < clues.size(); from += Book.CLUES_PER_SHEET) {
            b.doc.newPage();
            if (from == 0) {
                b.doc.add(b.para("The manhunt clues", b.sansBold, 16, 3));
            }
            PdfPTable t = grid(2);
            List<CluePool.Clue> sheet = clues.subList(from, Math.min(clues.size(), from + Book.CLUES_PER_SHEET));
            int rows = (sheet.size() + 1) / 2;
            for (int r = 0; r < rows; r++) {
                for (int col = 0; col < 2; col++) {
                    int i = col * rows + r;
                    t.addCell(clue(i < sheet.size() ? sheet.get(i).number() + ". " + sheet.get(i).text() : ""));
                }
            }
            b.doc.add(t);
        }
    }

    private PdfPCell clue(String text) {
        PdfPCell c = new PdfPCell(new Phrase(text, b.font(b.serif, 9f)));
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

    private PdfPCell padCell(String text, com.lowagie.text.pdf.BaseFont f, float size) {
        PdfPCell c = new PdfPCell(new Phrase(text, b.font(f, size)));
        c.setPaddingTop(0.6f);
        c.setPaddingBottom(2.0f);
        c.setPaddingLeft(3);
        c.setBackgroundColor(PAPER);
        c.setBorder(Rectangle.BOTTOM);
        c.setBorderColor(new Color(0xc9, 0xd7, 0xee));
        return c;
    }
}
