package org.cardlab.fugitive.puzzle;

import com.lowagie.text.Chunk;
import com.lowagie.text.Document;
import com.lowagie.text.DocumentException;
import com.lowagie.text.Element;
import com.lowagie.text.Font;
import com.lowagie.text.PageSize;
import com.lowagie.text.Paragraph;
import com.lowagie.text.Phrase;
import com.lowagie.text.Rectangle;
import com.lowagie.text.pdf.BaseFont;
import com.lowagie.text.pdf.PdfPCell;
import com.lowagie.text.pdf.PdfPTable;
import com.lowagie.text.pdf.PdfWriter;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;

/**
 * The book as PDF (OpenPDF), laid out like the HTML book: a title page, the rules page, one
 * puzzle per page, then the answers (or none, or an answer booklet as a second PDF). Standard
 * PDF fonts (Helvetica, Times), no text below 9 pt. The layout reports the pages each puzzle
 * took, so a test can insist on one page each.
 */
public final class PdfBook {
    private static final float MM = 72f / 25.4f;
    private static final float MIN_PT = 9f;

    /** The PDF and, for each puzzle in book order, the first and last page it was printed on. */
    public record Layout(byte[] pdf, List<int[]> puzzlePages) {}

    private final Document doc;
    private final PdfWriter writer;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final BaseFont sans;
    private final BaseFont sansBold;
    private final BaseFont serif;
    private final BaseFont serifItalic;
    private final float contentWidth;

    private PdfBook(Book.Paper paper, String title) {
        Rectangle size = paper == Book.Paper.A4 ? PageSize.A4 : PageSize.LETTER;
        doc = new Document(size, 14 * MM, 14 * MM, 12 * MM, 12 * MM);
        contentWidth = size.getWidth() - 28 * MM;
        try {
            writer = PdfWriter.getInstance(doc, out);
            sans = BaseFont.createFont(BaseFont.HELVETICA, BaseFont.WINANSI, false);
            sansBold = BaseFont.createFont(BaseFont.HELVETICA_BOLD, BaseFont.WINANSI, false);
            serif = BaseFont.createFont(BaseFont.TIMES_ROMAN, BaseFont.WINANSI, false);
            serifItalic = BaseFont.createFont(BaseFont.TIMES_ITALIC, BaseFont.WINANSI, false);
        } catch (DocumentException | IOException e) {
            throw new IllegalStateException("OpenPDF could not start: " + e.getMessage(), e);
        }
        doc.addTitle(title);
        doc.addCreator("cardlab");
        doc.open();
    }

    public static Layout puzzles(Book book, Book.Paper paper, Book.Answers answers) {
        PdfBook b = new PdfBook(paper, book.title);
        List<int[]> pages = new ArrayList<>();
        try {
            b.titlePage(book, answers);
            b.rulesPage(book);
            for (Page p : book.pages) {
                b.doc.newPage();
                int first = b.writer.getPageNumber();
                b.puzzle(p);
                pages.add(new int[] {first, b.writer.getPageNumber()});
            }
            if (answers == Book.Answers.END) {
                b.doc.newPage();
                b.answers(book, "Answers");
            }
        } catch (DocumentException e) {
            throw new IllegalStateException("OpenPDF failed: " + e.getMessage(), e);
        }
        return new Layout(b.finish(), pages);
    }

    public static byte[] booklet(Book book, Book.Paper paper) {
        PdfBook b = new PdfBook(paper, book.title + ": answers");
        try {
            b.answers(book, book.title + ": answers");
        } catch (DocumentException e) {
            throw new IllegalStateException("OpenPDF failed: " + e.getMessage(), e);
        }
        return b.finish();
    }

    private byte[] finish() {
        doc.close();
        return out.toByteArray();
    }

    private Font font(BaseFont f, float size) {
        if (size < MIN_PT) {
            throw new IllegalArgumentException("no text below " + MIN_PT + " pt: " + size);
        }
        return new Font(f, size);
    }

    private Paragraph para(String text, BaseFont f, float size, float after) {
        Paragraph p = new Paragraph(text, font(f, size));
        p.setSpacingAfter(after);
        p.setLeading(size * 1.3f);
        return p;
    }

    private void titlePage(Book book, Book.Answers answers) throws DocumentException {
        Paragraph t = para(book.title, sansBold, 26, 10);
        t.setSpacingBefore(120);
        doc.add(t);
        doc.add(para(book.pages.size() + " endgames for the Marshal, each with one answer, proven.", serifItalic, 13, 18));
        int start = 1;
        for (int i = 0; i < book.pages.size(); i++) {
            int g = book.pages.get(i).puzzle().solution().grade().level();
            boolean last = i + 1 == book.pages.size() || book.pages.get(i + 1).puzzle().solution().grade().level() != g;
            if (last) {
                doc.add(para("Grade " + g + ", " + Grade.NAMES.get(g - 1) + ": puzzles " + start + " to " + (i + 1), serif, 11.5f, 2));
                start = i + 2;
            }
        }
        doc.add(para(answers == Book.Answers.END ? "The answers, each step explained, follow the puzzles."
                : answers == Book.Answers.BOOKLET ? "The answers, each step explained, are in the separate answer booklet."
                : "This edition prints no answers.", serif, 11.5f, 0));
    }

    private void rulesPage(Book book) throws DocumentException {
        doc.newPage();
        doc.add(para("How to play", sansBold, 18, 4));
        for (RulesText.Section s : RulesText.sections(book.specs)) {
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

    private void puzzle(Page p) throws DocumentException {
        doc.add(para(p.title(), sansBold, 14, 4));
        doc.add(PdfTableDrawing.draw(writer.getDirectContent(), p.table(), contentWidth, sansBold));
        long hand = p.table().marshalHand;
        Paragraph h = new Paragraph();
        h.add(new Chunk("Your hand: ", font(sansBold, 10.5f)));
        h.add(new Chunk(hand == 0 ? "none" : Cards.toString(hand), font(sans, 10.5f)));
        h.setSpacingBefore(4);
        h.setSpacingAfter(4);
        doc.add(h);
        doc.add(notepad(p.notepad()));
        Paragraph task = para(p.task(), serifItalic, 10.5f, 3);
        task.setSpacingBefore(4);
        doc.add(task);
        if (p.clues() != null) {
            doc.add(para("Number named, clue to read", sansBold, 10, 1));
            PdfPTable index = grid(8);
            for (RevealClues.Entry e : p.clues().index) {
                index.addCell(cell(e.named() + "  \u00bb  " + e.clue(), sans, 9.5f, null));
            }
            index.completeRow();
            doc.add(index);
            doc.add(para("Clues", sansBold, 10, 1));
            PdfPTable clues = grid(3);
            for (RevealClues.Clue c : p.clues().clues) {
                clues.addCell(cell(c.number() + ". " + c.text(), sans, 9.5f, null));
            }
            clues.completeRow();
            doc.add(clues);
        }
        Paragraph foot = para(p.puzzle().id(), sans, 9, 0);
        foot.setAlignment(Element.ALIGN_RIGHT);
        doc.add(foot);
    }

    private PdfPTable notepad(Notepad pad) {
        PdfPTable t = new PdfPTable(new float[] {8, 10, 30, 13, 39});
        t.setWidthPercentage(100);
        t.setSpacingBefore(2);
        Color paper = new Color(0xff, 0xfb, 0xe6);
        for (String head : List.of("round", "he drew", "he played", "you drew", "you guessed")) {
            t.addCell(cell(head, sansBold, 9, paper));
        }
        t.setHeaderRows(1);
        for (Notepad.Round r : pad.rounds) {
            t.addCell(cell(Integer.toString(r.number()), sans, 9.5f, paper));
            for (List<String> col : List.of(r.heDrew(), r.hePlayed(), r.youDrew(), r.youGuessed())) {
                t.addCell(cell(String.join(", ", col), sans, 9.5f, paper));
            }
        }
        return t;
    }

    private PdfPTable grid(int columns) {
        PdfPTable t = new PdfPTable(columns);
        t.setWidthPercentage(100);
        t.getDefaultCell().setBorder(Rectangle.NO_BORDER);
        return t;
    }

    private PdfPCell cell(String text, BaseFont f, float size, Color background) {
        PdfPCell c = new PdfPCell(new Phrase(text, font(f, size)));
        c.setPaddingTop(0.6f);
        c.setPaddingBottom(2.0f);
        c.setPaddingLeft(3);
        if (background == null) {
            c.setBorder(Rectangle.NO_BORDER);
        } else {
            c.setBackgroundColor(background);
            c.setBorder(Rectangle.BOTTOM);
            c.setBorderColor(new Color(0xc9, 0xd7, 0xee));
        }
        return c;
    }

    private void answers(Book book, String heading) throws DocumentException {
        doc.add(para(heading, sansBold, 18, 6));
        for (Book.Answer a : book.answers()) {
            PdfPTable box = new PdfPTable(1);
            box.setWidthPercentage(100);
            box.setKeepTogether(true);
            box.getDefaultCell().setBorder(Rectangle.NO_BORDER);
            List<Paragraph> parts = new ArrayList<>();
            parts.add(para(a.page().title(), sansBold, 11, 2));
            parts.add(para("Route: " + a.route(), serif, 10, 2));
            int i = 1;
            for (String s : a.steps()) {
                parts.add(para(i++ + ". " + s, serif, 10, 1.5f));
            }
            parts.add(para(a.grade(), serifItalic, 10, 6));
            PdfPCell c = new PdfPCell();
            c.setBorder(Rectangle.NO_BORDER);
            parts.forEach(c::addElement);
            box.addCell(c);
            doc.add(box);
        }
    }
}
