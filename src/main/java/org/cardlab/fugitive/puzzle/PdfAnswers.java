package org.cardlab.fugitive.puzzle;

import com.lowagie.text.Chunk;
import com.lowagie.text.DocumentException;
import com.lowagie.text.Font;
import com.lowagie.text.Paragraph;
import com.lowagie.text.Rectangle;
import com.lowagie.text.SplitCharacter;
import com.lowagie.text.pdf.BaseFont;
import com.lowagie.text.pdf.PdfPCell;
import com.lowagie.text.pdf.PdfPTable;
import java.util.ArrayList;
import java.util.List;

/**
 * An answer as the PDF sets it, kept on one page where it fits: its title, its headline, its steps as paragraphs
 * ({@link AnswerParts}) with hanging indents (a step's number out, its lines in; a case's first line out, the rest in; a
 * group's routes, then its reason below them; a best guess's routes left each a paragraph), and its grade. A route is never
 * broken across lines, nor so across pages, and a route's hidden history only after a "; ".
 */
final class PdfAnswers {
    /** The answers' text size, as the HTML's. */
    static final float ANSWER_PT = 9.5f;
    /** What each level of a step by cases sets its lines in by: a case, a group of routes (or a split), as the HTML's 2.8 mm. */
    static final float LEVEL = 8;
    /** No break inside a route: OpenPDF breaks a line only at a chunk's split characters, and moves a route that has none whole. */
    private static final SplitCharacter WHOLE = (start, current, end, cc, ck) -> false;

    /**
     * How closely an answer's steps are set: the leading of their lines (times the type's size) and the space after each.
     * The book's own first; an answer that would run onto a third page (Manhunt 202, ca-manhunt-9821f21f, by three lines
     * on Letter) takes the first of the closer ones that holds it to two, else the closest. The type is never smaller.
     */
    record Fit(float leading, float gap) {
        static final Fit USUAL = new Fit(1.15f, 1.5f);
        /** The sets in the order they are tried, the book's own first. */
        static final List<Fit> IN_TURN = List.of(USUAL, new Fit(1.15f, 0.5f), new Fit(1.125f, 0.5f), new Fit(1.1f, 0.5f), new Fit(1.075f, 0.5f));
    }

    private final PdfBook b;

    PdfAnswers(PdfBook b) {
        this.b = b;
    }

    /** The answer set as it fits: each set tried on a scratch page first (OpenPDF cannot take back what it has laid out). */
    void answer(Book.Answer a, boolean tagged) throws DocumentException {
        PdfAnswers scratch = new PdfAnswers(b.scratch());
        int tried = 0;
        while (tried < Fit.IN_TURN.size() - 1 && scratch.pages(a, Fit.IN_TURN.get(tried)) > 2) {
            tried++;
        }
        b.doc.add(box(a, tagged ? "" : null, Fit.IN_TURN.get(tried)));
    }

    /**
     * The pages the answer takes set with {@code fit}, laid out from the top of a page of its own: as in the book, where an
     * answer that does not fit what is left of a page starts on the next ({@link PdfPTable#setKeepTogether}). It ends where
     * its grade line does, as the book counts it: the page the writer is on after it may be the next (Manhunt 201 filled its
     * second Letter page to the foot and was counted three pages long).
     */
    private int pages(Book.Answer a, Fit fit) throws DocumentException {
        b.doc.newPage();
        int page = b.writer.getPageNumber();
        String trial = "trial-" + page + "-";
        b.doc.add(box(a, trial, fit));
        return b.tagPage("answer-end-" + trial + a.page().number()) - page + 1;
    }

    /** The answer in its box, tagged where it starts and ends ("answer-12", "answer-end-12", {@code tag} after "answer-") unless {@code tag} is null. */
    private PdfPTable box(Book.Answer a, String tag, Fit fit) {
        PdfPTable box = new PdfPTable(1);
        box.setWidthPercentage(100);
        box.setKeepTogether(true);
        List<Paragraph> parts = new ArrayList<>();
        Paragraph head = new Paragraph("", b.font(b.sansBold, 11)); // a font of its own, never the default Helvetica
        Chunk title = new Chunk(HtmlBook.answerTitle(a.page()), b.font(b.sansBold, 11));
        if (tag != null) {
            title.setGenericTag("answer-" + tag + a.page().number());
        }
        head.add(title);
        head.setSpacingAfter(2);
        parts.add(head);
        Paragraph headline = text(a.headline(), b.serif, ANSWER_PT);
        headline.setSpacingAfter(2);
        headline.setLeading(ANSWER_PT * 1.3f);
        parts.add(headline);
        int i = 1;
        for (String s : a.steps()) {
            parts.addAll(step(i++, s, fit));
        }
        Paragraph grade = b.para("", b.serifItalic, ANSWER_PT, 0);
        Chunk last = new Chunk(a.grade(), b.font(b.serifItalic, ANSWER_PT));
        if (tag != null) {
            last.setGenericTag("answer-end-" + tag + a.page().number());
        }
        grade.add(last);
        parts.add(grade);
        PdfPCell c = new PdfPCell();
        c.setBorder(Rectangle.NO_BORDER);
        c.setPadding(0); // the text the page's width, as the HTML's answers: Manhunt 206 fits two pages with its route lines
        box.setSpacingAfter(6); // between answers, not at the foot of one run over a page
        parts.forEach(c::addElement);
        box.addCell(c);
        return box;
    }

    /**
     * Step n as paragraphs ({@link AnswerParts}), its words unchanged, with hanging indents: the number out and the step's
     * lines in, after it; a case's first line there and its other lines one level in; a group of routes (or an "If" of a
     * case's own split) a level in again with its other lines one more in, where its reason follows its routes.
     */
    List<Paragraph> step(int n, String s) {
        return step(n, s, Fit.USUAL);
    }

    private List<Paragraph> step(int n, String s, Fit fit) {
        List<Paragraph> out = new ArrayList<>();
        List<AnswerParts.Part> parts = AnswerParts.of(s);
        String number = n + ". ";
        float hang = b.serif.getWidthPoint(number, ANSWER_PT);
        for (int j = 0; j < parts.size(); j++) {
            int depth = parts.get(j).depth();
            boolean last = j == parts.size() - 1;
            Paragraph p = text((j == 0 ? number : "") + parts.get(j).text().strip(), b.serif, ANSWER_PT);
            p.setSpacingAfter(last ? fit.gap() : 0); // as the HTML's: the indents mark the parts, no space between them
            p.setLeading(ANSWER_PT * fit.leading()); // as the HTML's answers (9.5 pt, line-height 1.15): 1.2 set Manhunt 202 one line onto a third A4 page
            p.setIndentationLeft(hang + LEVEL * Math.min(depth, 2));
            p.setFirstLineIndent(j == 0 ? -hang : depth == 1 || depth == 2 ? -LEVEL : 0);
            out.add(p);
        }
        return out;
    }

    /** A paragraph of the text, each route in it a chunk that no line break splits. */
    private Paragraph text(String text, BaseFont f, float size) {
        Font font = b.font(f, size);
        Paragraph p = new Paragraph("", font);
        if (AnswerParts.isWitnessed(text)) { // a route left with its hidden history: a line breaks only after a "; "
            for (String piece : AnswerParts.unbroken(text)) {
                Chunk c = new Chunk(piece, font);
                c.setSplitCharacter(WHOLE);
                p.add(c);
            }
            return p;
        }
        for (String piece : AnswerParts.pieces(text)) {
            Chunk c = new Chunk(piece, font);
            if (AnswerParts.isRoute(piece)) {
                c.setSplitCharacter(WHOLE);
            }
            p.add(c);
        }
        return p;
    }
}
