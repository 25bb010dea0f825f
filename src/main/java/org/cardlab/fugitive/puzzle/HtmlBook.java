package org.cardlab.fugitive.puzzle;

import static org.cardlab.fugitive.puzzle.SvgRenderer.esc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cardlab.fugitive.Cards;

/**
 * The book as one HTML file with print styles, sheet for sheet the PDF book (the same fonts,
 * inline; the same page numbers, taken from the PDF's layout): the cover, the contents, the
 * rules, the chapters, the clue pool, the answers. Each puzzle's page is the element with
 * {@code data-puzzle="ID"}, an attribute the reader never sees; no id is printed. Sized to fit
 * A4 and Letter alike; the paper chosen sets the page size.
 */
public final class HtmlBook {
    /** Content width in CSS pixels: 182 mm, what A4 (210 mm) and Letter (216 mm) leave inside 14 mm margins. */
    static final int CONTENT_PX = 688;

    private HtmlBook() {}

    public static String puzzles(Book book, Book.Paper paper, Book.Answers answers) {
        PdfBook.paginate(book, paper, answers);
        PdfBook.measureWorking(book, paper, answers);
        StringBuilder sb = head(book.title, paper);
        int[] folio = {1};
        Cover cover = Cover.of(book, answers);
        sheet(sb, "cover", folio, false).append("<h1>").append(esc(book.title)).append("</h1>\n<p class=\"subtitle\">").append(esc(cover.subtitle()))
                .append("</p>\n");
        cover.lines().subList(1, cover.lines().size()).forEach(line -> sb.append("<p>").append(esc(line)).append("</p>\n"));
        end(sb, folio);
        contents(sb, book, answers, folio);
        List<RulesText.Section> sections = RulesText.sections(book.specs);
        for (int half = 0; half < 2; half++) {
            sheet(sb, "rules", folio, true).append("<h1>").append(half == 0 ? "How to play" : "How to play (continued)").append("</h1>\n");
            for (RulesText.Section s : half == 0 ? sections.subList(0, 4) : sections.subList(4, sections.size())) {
                sb.append("<h2>").append(esc(s.heading())).append("</h2>\n");
                s.paragraphs().forEach(para -> sb.append("<p>").append(esc(para)).append("</p>\n"));
            }
            end(sb, folio);
        }
        for (int n = 0; n < book.chapters.size(); n++) {
            Chapter c = book.chapters.get(n);
            if (book.blankBefore(n)) { // as in the PDF: the opener on a left-hand page, the worked answer overleaf
                sheet(sb, "blank", folio, false).append("<h1>Notes</h1>\n"); // marked, not left to look like a misprint
                end(sb, folio, false); // a printed book leaves its blank pages unnumbered
            }
            sheet(sb, "chapter", folio, true).append("<h1>").append(esc(c.theme().title)).append("</h1>\n<p class=\"intro\">").append(esc(c.theme().intro))
                    .append("</p>\n<p class=\"task\">Puzzles ").append(c.pages().get(0).number()).append(" to ").append(c.pages().get(c.pages().size() - 1).number())
                    .append(", in rising difficulty. The first is worked through on the page after it.</p>\n");
            end(sb, folio);
            for (int i = 0; i < c.pages().size(); i++) {
                page(sb, book, c.pages().get(i), answers, i == 0, folio);
                if (i == 0) {
                    sheet(sb, "worked", folio, true).append("<h2>Worked example: puzzle ").append(c.pages().get(0).number()).append("</h2>\n");
                    answer(sb, book.answers().get(c.pages().get(0).number() - 1));
                    end(sb, folio);
                }
            }
        }
        pool(sb, book, folio);
        if (answers == Book.Answers.END) {
            answers(sb, book, folio);
        }
        return sb.append("</body>\n</html>\n").toString();
    }

    /** The answer booklet alone. */
    public static String booklet(Book book, Book.Paper paper) {
        PdfBook.paginate(book, paper, Book.Answers.BOOKLET);
        StringBuilder sb = head(book.title + ": answers", paper);
        int[] folio = {1};
        answersFrom(sb, book, folio, "<h1>" + esc(book.title) + ": answers</h1>\n");
        return sb.append("</body>\n</html>\n").toString();
    }

    private static StringBuilder head(String title, Book.Paper paper) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>").append(esc(title)).append("</title>\n<style>\n")
                .append(Fonts.css()).append(CSS.replace("PAPER", paper.css())).append("</style>\n</head>\n<body>\n");
        return sb;
    }

    private static StringBuilder sheet(StringBuilder sb, String kind, int[] folio, boolean numbered) {
        return sb.append("<section class=\"sheet ").append(kind).append("\" data-page=\"").append(folio[0]).append("\">\n");
    }

    private static void end(StringBuilder sb, int[] folio) {
        end(sb, folio, folio[0] > 1);
    }

    /** Closes a sheet, printing its page number unless told not to (the cover, a page left blank); the count goes on. */
    private static void end(StringBuilder sb, int[] folio, boolean numbered) {
        sb.append(numbered ? "<p class=\"folio\">" + folio[0] + "</p>\n" : "").append("</section>\n");
        folio[0]++;
    }

    private static void contents(StringBuilder sb, Book book, Book.Answers answers, int[] folio) {
        sheet(sb, "contents", folio, true).append("<h1>Contents</h1>\n<table class=\"toc\">\n");
        sb.append("<tr><td>How to play</td><td></td><td>3</td></tr>\n");
        for (int c = 0; c < book.chapters.size(); c++) {
            Chapter ch = book.chapters.get(c);
            sb.append("<tr><td>").append(c + 1).append(". ").append(esc(ch.theme().title)).append("</td><td>puzzles ").append(ch.pages().get(0).number())
                    .append("-").append(ch.pages().get(ch.pages().size() - 1).number()).append("</td><td>").append(book.chapterPage(c)).append("</td></tr>\n");
        }
        if (!book.pool.clues.isEmpty()) {
            sb.append("<tr><td>The manhunt clues</td><td>").append(book.pool.clues.size()).append(" clues</td><td>").append(book.poolPage()).append("</td></tr>\n");
        }
        if (answers == Book.Answers.END) {
            sb.append("<tr><td>Answers</td><td></td><td>").append(book.answersPage()).append("</td></tr>\n");
        }
        sb.append("</table>\n<table class=\"grades\">\n");
        for (int level = 1; level <= Grade.NAMES.size(); level++) {
            int lv = level;
            long n = book.pages.stream().filter(p -> p.puzzle().solution().grade().level() == lv).count();
            sb.append("<tr><td>Grade ").append(level).append("</td><td>").append(esc(Grade.NAMES.get(level - 1))).append(": ").append(n).append(" puzzles</td></tr>\n");
        }
        sb.append("</table>\n");
        end(sb, folio);
    }

    /** "Answer on p. 312", "Worked on the next page", or nothing when the edition has no answers. */
    static String answerRef(Book book, Page p, Book.Answers answers, boolean worked) {
        if (worked) {
            return "Worked through on the next page";
        }
        int page = book.answerPage(p);
        return answers == Book.Answers.NONE || page == 0 ? "" : answers == Book.Answers.BOOKLET ? "Answer on p. " + page + " of the booklet"
                : "Answer on p. " + page;
    }

    static void page(StringBuilder sb, Book book, Page p, Book.Answers answers, boolean worked, int[] folio) {
        sb.append("<section class=\"sheet puzzle\" id=\"puzzle-").append(p.number()).append("\" data-kind=\"").append(p.puzzle().kind().label).append("\" data-puzzle=\"").append(esc(p.puzzle().id()))
                .append("\" data-page=\"").append(folio[0]).append("\">\n<div class=\"head\"><h2>").append(esc(p.title())).append("</h2><span class=\"ref\">")
                .append(esc(answerRef(book, p, answers, worked))).append("</span></div>\n");
        sb.append("<div class=\"tablearea\">").append(SvgRenderer.table(p.table(), CONTENT_PX - 8)).append("</div>\n");
        for (String[] hand : Page.hands(p)) {
            sb.append("<p class=\"hand\"><b>").append(esc(hand[0])).append(":</b> ").append(esc(hand[1])).append("</p>\n");
        }
        sb.append("<div class=\"notepad\">\n<table>\n<thead><tr><th>round</th><th>he drew</th><th>he played</th><th>you drew</th><th>you guessed</th></tr></thead>\n<tbody>\n");
        for (Notepad.Round r : p.notepad().rounds) {
            sb.append("<tr><td>").append(r.number()).append("</td>");
            for (List<String> cell : List.of(r.heDrew(), r.hePlayed(), r.youDrew(), r.youGuessed())) {
                sb.append("<td>").append(esc(String.join(", ", cell))).append("</td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</tbody>\n</table>\n</div>\n<table class=\"aids\">\n");
        for (Aids.Row r : p.aids().rows()) {
            sb.append("<tr><td>").append(esc(r.label())).append("</td><td>");
            for (int c : Cards.toArray(r.cards())) {
                sb.append(Cards.has(r.struck(), c) ? "<s>" + c + "</s> " : "<span>" + c + "</span> ");
            }
            sb.append("</td></tr>\n");
        }
        sb.append("<tr><td colspan=\"2\">").append(esc(String.join("; ", p.aids().tallies()))).append("</td></tr>\n</table>\n");
        sb.append("<p class=\"values\">").append(esc(p.rules())).append("</p>\n");
        sb.append("<p class=\"task\">").append(esc(p.task())).append("</p>\n");
        List<CluePool.Entry> index = book.pool.index(p.number());
        if (!index.isEmpty()) {
            sb.append("<div class=\"index\"><h3>Named, then read the clue</h3>");
            for (CluePool.Entry e : index) {
                sb.append("<span>named ").append(e.named()).append(": read clue ").append(e.clue()).append("</span>");
            }
            sb.append("</div>\n");
        }
        // The rest of the sheet, ruled to work in, as on the PDF page: a line for each face-down hideout, blank lines below.
        // Printed only: a printed sheet has its page's height to fill (flex), a sheet on screen grows with what it holds.
        sb.append("<div class=\"working\"><h3>Your working</h3>");
        // In the PDF's order: a safe route's play first, so that a short sheet's hidden overflow takes a "can be" line, not the answer's.
        // As many lines as the PDF page has room for, the "can be" labels sharing lines where one a line does not fit.
        for (List<String> row : Working.rows(p, book.workingLines.getOrDefault(p.number(), Working.labels(p).size()))) {
            sb.append(row.size() == 1 ? "<p>" + row.get(0) : "<p class=\"share" + row.size() + "\"><span>" + String.join("</span><span>", row) + "</span>");
            sb.append("</p>");
        }
        sb.append("</div>\n");
        end(sb, folio);
    }

    private static void pool(StringBuilder sb, Book book, int[] folio) {
        boolean first = true;
        for (List<CluePool.Clue> sheet : book.poolSheetList()) {
            sheet(sb, "pool", folio, true).append(first ? "<h1>The manhunt clues</h1>\n" : "").append("<ol class=\"pool\" start=\"")
                    .append(sheet.get(0).number()).append("\">");
            first = false;
            for (CluePool.Clue c : sheet) {
                sb.append("<li value=\"").append(c.number()).append("\">").append(esc(c.text())).append("</li>");
            }
            sb.append("</ol>\n");
            end(sb, folio);
        }
    }

    /** "Route 12 · grade 1": the answer's heading. */
    static String answerTitle(Page p) {
        return p.title();
    }

    private static void answers(StringBuilder sb, Book book, int[] folio) {
        answersFrom(sb, book, folio, "<h1>Answers</h1>\n");
    }

    /** The answers, one sheet for each page the PDF put them on. */
    private static void answersFrom(StringBuilder sb, Book book, int[] folio, String heading) {
        Map<Integer, List<Book.Answer>> byPage = new TreeMap<>();
        for (Book.Answer a : book.answers()) {
            byPage.computeIfAbsent(book.answerPage(a.page()), k -> new ArrayList<>()).add(a);
        }
        boolean first = true;
        for (Map.Entry<Integer, List<Book.Answer>> e : byPage.entrySet()) {
            folio[0] = Math.max(folio[0], e.getKey());
            // The sheet holds the answers that start on one printed page; the last may run onto the next (data-last says where).
            int last = e.getValue().stream().mapToInt(a -> book.answerEndPage(a.page())).max().orElse(e.getKey());
            sheet(sb, "answers", folio, true).insert(sb.length() - 2, " data-last=\"" + Math.max(last, e.getKey()) + "\"").append(first ? heading : "");
            first = false;
            e.getValue().forEach(a -> answer(sb, a));
            end(sb, folio);
        }
    }

    private static void answer(StringBuilder sb, Book.Answer a) {
        sb.append("<div class=\"answer\" id=\"answer-").append(a.page().number()).append("\">\n<h3>").append(esc(answerTitle(a.page()))).append("</h3>\n");
        String[] head = a.headline().split(": ", 2);
        sb.append("<p><b>").append(esc(head[0])).append(":</b> ").append(routes(head[1])).append("</p>\n<ol>");
        for (String s : a.steps()) {
            List<AnswerParts.Part> parts = AnswerParts.of(s); // as the PDF sets it: the opening, then each case and its parts indented
            sb.append("<li>").append(routes(parts.get(0).text())); // each part's space kept: the li's text is the step's
            parts.subList(1, parts.size()).forEach(p -> sb.append("<div class=\"d").append(p.depth()).append("\">").append(routes(p.text())).append("</div>"));
            sb.append("</li>");
        }
        sb.append("</ol>\n<p class=\"grade\">").append(esc(a.grade())).append("</p>\n</div>\n");
    }

    /** The text escaped, each route in it a span the line never breaks inside (its words and spaces as they are), a route left with its history in spans. */
    private static String routes(String text) {
        StringBuilder sb = new StringBuilder();
        if (AnswerParts.isWitnessed(text)) { // a route left with its hidden history: a line breaks only at a space after "; "
            for (String piece : AnswerParts.unbroken(text)) {
                String word = piece.stripTrailing();
                sb.append("<span class=\"route\">").append(esc(word)).append("</span>").append(piece.substring(word.length()));
            }
            return sb.toString();
        }
        for (String piece : AnswerParts.pieces(text)) {
            sb.append(AnswerParts.isRoute(piece) ? "<span class=\"route\">" + esc(piece) + "</span>" : esc(piece));
        }
        return sb.toString();
    }

    static final String CSS = """
            @page { size: PAPER; margin: 12mm 14mm; }
            html { background: #e8e8e8; }
            body { font-family: 'Book Serif', serif; font-size: 10.5pt; line-height: 1.3; color: #1a1a1a; margin: 0; }
            .sheet { background: #fff; width: 182mm; margin: 8mm auto; padding: 10mm; box-shadow: 0 1px 4px rgba(0,0,0,.25); position: relative; }
            h1, h2, h3, .notepad, .aids, .index, .hand, .folio, .ref { font-family: 'Book Sans', sans-serif; }
            h1 { font-size: 18pt; margin: 0 0 4mm; }
            h2 { font-size: 14pt; margin: 0 0 3mm; }
            h3 { font-size: 10pt; margin: 2mm 0 1mm; }
            p { margin: 0 0 2.5mm; }
            .cover h1 { font-size: 26pt; margin-top: 40mm; }
            .cover .subtitle { font-size: 13pt; font-style: italic; }
            .chapter h1 { font-size: 20pt; margin-top: 20mm; }
            .chapter .intro { font-size: 12pt; }
            .toc, .grades { border-collapse: collapse; width: 100%; font-size: 11.5pt; margin-bottom: 6mm; }
            .toc td { padding: 1mm 0; } .toc td:nth-child(2) { font-style: italic; font-size: 10.5pt; } .toc td:last-child { text-align: right; }
            .rules { font-size: 10pt; }
            .rules h2 { margin: 3mm 0 1mm; font-size: 11.5pt; }
            .rules p { text-align: justify; margin-bottom: 1.8mm; }
            .head { display: flex; justify-content: space-between; align-items: baseline; }
            .ref { font-size: 10pt; font-style: italic; font-family: 'Book Serif', serif; white-space: nowrap; }
            .tablearea { margin: 1mm 0 2mm; }
            .tablearea svg { display: block; max-width: 100%; height: auto; }
            .hand { font-size: 10.5pt; margin: 1mm 0; }
            .notepad { background: #fffbe6; padding: 0; margin: 1mm 0 2mm; }
            .notepad table { border-collapse: collapse; width: 100%; font-size: 9.5pt; line-height: 1.2; }
            .notepad th { text-align: left; font-weight: bold; font-size: 9pt; border-bottom: 1px solid #c9d7ee; padding: 0.3mm 1mm; }
            .notepad td { border-bottom: 1px solid #c9d7ee; padding: 0.15mm 1mm; vertical-align: top; }
            .notepad td:first-child, .notepad th:first-child { width: 11mm; }
            .aids { font-size: 9.5pt; border-collapse: collapse; width: 100%; margin: 1mm 0 2mm; }
            .aids td { padding: 0.2mm 1mm 0.2mm 0; } .aids td:first-child { width: 18mm; white-space: nowrap; } @media screen { .aids td[colspan] { white-space: normal; } }
            .aids span, .aids s { margin-right: 1.2mm; } .aids s { color: #808080; }
            .task { font-style: italic; margin-bottom: 1.5mm; }
            .values { font-size: 9pt; line-height: 1.25; margin: 0.5mm 0; }
            .index { font-size: 9.5pt; display: flex; flex-wrap: wrap; }
            .index h3 { width: 100%; }
            .index span { width: 25%; white-space: nowrap; }
            .working { display: none; flex: 1 1 auto; min-height: 0; overflow: hidden; font-family: 'Book Sans', sans-serif; font-size: 9.5pt;
                       background: repeating-linear-gradient(to bottom, transparent 0, transparent 7.4mm, #c9d7ee 7.4mm, #c9d7ee 7.6mm); }
            .working h3 { margin: 2mm 0 0; height: 5.6mm; background: #fff; }
            .working p { margin: 0; height: 7.6mm; line-height: 10.5mm; }
            .working span { display: inline-block; width: 50%; } .working .share3 span { width: 33.3%; } .working .share4 span { width: 25%; }
            .working .share5 span { width: 20%; } .working .share6 span { width: 16.6%; } .working .share7 span { width: 14.2%; } .working .share8 span { width: 12.5%; }
            .puzzle { display: flex; flex-direction: column; }
            .pool { columns: 2; column-gap: 5mm; margin: 0; padding-left: 9mm; font-size: 9pt; line-height: 1.25; }
            .pool li { break-inside: avoid; margin-bottom: 0.3mm; }
            .folio { position: absolute; bottom: 2mm; left: 0; right: 0; text-align: center; font-size: 9.5pt; color: #555; margin: 0; }
            .answer { break-inside: avoid; margin-bottom: 2mm; font-size: 9.5pt; line-height: 1.15; }
            .answer h3 { font-size: 11pt; margin: 0 0 0.7mm; }
            .answer p { margin: 0 0 0.7mm; }
            .answer ol { margin: 0 0 0.7mm; padding-left: 0; list-style-position: inside; }
            .answer li { margin-bottom: 0.5mm; padding-left: 1.272em; text-indent: -1.272em; } .answer .route { white-space: nowrap; }
            .answer li .d0, .answer li .d3 { text-indent: 0; } .answer li .d1 { padding-left: 2.8mm; text-indent: -2.8mm; }
            .answer li .d2 { padding-left: 5.6mm; text-indent: -2.8mm; } .answer li .d3 { padding-left: 5.6mm; }
            .answer .grade { font-style: italic; }
            @media print {
              html { background: none; }
              .sheet { box-shadow: none; margin: 0; padding: 0; width: auto; height: 253mm; break-after: page; }
              .folio { bottom: 0; }
              .working { display: block; }
            }
            """;
}
