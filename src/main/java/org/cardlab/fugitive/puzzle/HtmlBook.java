package org.cardlab.fugitive.puzzle;

import static org.cardlab.fugitive.puzzle.SvgRenderer.esc;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cardlab.fugitive.Cards;

/**
 * The book as one HTML file with print styles: a title page, the rules page, one puzzle per
 * printed page (the table drawn large, your hand, your notepad, the task, a manhunt's clues),
 * then the answers, or none, or the answers as a separate booklet. Sized to fit A4 and Letter
 * alike (the content is no wider or taller than both allow); the paper chosen sets the page size.
 */
public final class HtmlBook {
    /** Content width in CSS pixels: 182 mm, what A4 (210 mm) and Letter (216 mm) leave inside 14 mm margins. */
    static final int CONTENT_PX = 688;

    private HtmlBook() {}

    public static String puzzles(Book book, Book.Paper paper, Book.Answers answers) {
        StringBuilder sb = head(book.title, paper);
        titlePage(sb, book, answers);
        rulesPage(sb, book);
        for (Page p : book.pages) {
            page(sb, p);
        }
        if (answers == Book.Answers.END) {
            answers(sb, book);
        }
        return sb.append("</body>\n</html>\n").toString();
    }

    /** The answer booklet alone. */
    public static String booklet(Book book, Book.Paper paper) {
        StringBuilder sb = head(book.title + ": answers", paper);
        sb.append("<section class=\"sheet cover\">\n<h1>").append(esc(book.title)).append("</h1>\n<p class=\"subtitle\">Answers to the ")
                .append(book.pages.size()).append(" puzzles, each step explained.</p>\n</section>\n");
        answers(sb, book);
        return sb.append("</body>\n</html>\n").toString();
    }

    private static StringBuilder head(String title, Book.Paper paper) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>").append(esc(title)).append("</title>\n<style>\n")
                .append(CSS.replace("PAPER", paper.css())).append("</style>\n</head>\n<body>\n");
        return sb;
    }

    private static void titlePage(StringBuilder sb, Book book, Book.Answers answers) {
        sb.append("<section class=\"sheet cover\">\n<h1>").append(esc(book.title)).append("</h1>\n");
        sb.append("<p class=\"subtitle\">").append(book.pages.size()).append(" endgames for the Marshal, each with one answer, proven.</p>\n");
        Map<Integer, int[]> byGrade = new TreeMap<>();
        for (Page p : book.pages) {
            int[] r = byGrade.computeIfAbsent(p.puzzle().solution().grade().level(), k -> new int[] {p.number(), p.number()});
            r[1] = p.number();
        }
        sb.append("<table class=\"contents\">\n");
        byGrade.forEach((g, r) -> sb.append("<tr><td>Grade ").append(g).append(", ").append(esc(Grade.NAMES.get(g - 1))).append("</td><td>puzzles ")
                .append(r[0]).append(" to ").append(r[1]).append("</td></tr>\n"));
        sb.append("</table>\n<p>").append(switch (answers) {
            case END -> "The answers, each step explained, follow the puzzles.";
            case BOOKLET -> "The answers, each step explained, are in the separate answer booklet.";
            case NONE -> "This edition prints no answers.";
        }).append("</p>\n</section>\n");
    }

    private static void rulesPage(StringBuilder sb, Book book) {
        sb.append("<section class=\"sheet rules\">\n<h1>How to play</h1>\n");
        for (RulesText.Section s : RulesText.sections(book.specs)) {
            sb.append("<h2>").append(esc(s.heading())).append("</h2>\n");
            for (String para : s.paragraphs()) {
                sb.append("<p>").append(esc(para)).append("</p>\n");
            }
        }
        sb.append("</section>\n");
    }

    static void page(StringBuilder sb, Page p) {
        sb.append("<section class=\"sheet puzzle\" id=\"puzzle-").append(p.number()).append("\">\n<h2>").append(esc(p.title())).append("</h2>\n");
        sb.append("<div class=\"tablearea\">").append(SvgRenderer.table(p.table(), CONTENT_PX - 8)).append("</div>\n");
        long hand = p.table().marshalHand;
        sb.append("<p class=\"hand\"><b>Your hand:</b> ").append(hand == 0 ? "none" : Cards.toString(hand)).append("</p>\n");
        sb.append("<div class=\"notepad\">\n<table>\n<thead><tr><th>round</th><th>he drew</th><th>he played</th><th>you drew</th><th>you guessed</th></tr></thead>\n<tbody>\n");
        for (Notepad.Round r : p.notepad().rounds) {
            sb.append("<tr><td>").append(r.number()).append("</td>");
            for (List<String> cell : List.of(r.heDrew(), r.hePlayed(), r.youDrew(), r.youGuessed())) {
                sb.append("<td>").append(esc(String.join(", ", cell))).append("</td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</tbody>\n</table>\n</div>\n");
        sb.append("<p class=\"task\">").append(esc(p.task())).append("</p>\n");
        if (p.clues() != null) {
            sb.append("<div class=\"clues\">\n<h3>Number named, clue to read</h3>\n<div class=\"index\">");
            for (RevealClues.Entry e : p.clues().index) {
                sb.append("<span><b>").append(e.named()).append("</b>&#8201;&#8594;&#8201;").append(e.clue()).append("</span>");
            }
            sb.append("</div>\n<h3>Clues</h3>\n<ol class=\"cluelist\">");
            for (RevealClues.Clue c : p.clues().clues) {
                sb.append("<li value=\"").append(c.number()).append("\">").append(esc(c.text())).append("</li>");
            }
            sb.append("</ol>\n</div>\n");
        }
        sb.append("<p class=\"foot\">").append(esc(p.puzzle().id())).append("</p>\n</section>\n");
    }

    private static void answers(StringBuilder sb, Book book) {
        sb.append("<section class=\"answers\">\n<h1>Answers</h1>\n");
        for (Book.Answer a : book.answers()) {
            sb.append("<div class=\"answer\" id=\"answer-").append(a.page().number()).append("\">\n<h3>").append(esc(a.page().title())).append("</h3>\n");
            sb.append("<p><b>Route:</b> ").append(esc(a.route())).append("</p>\n<ol>");
            for (String s : a.steps()) {
                sb.append("<li>").append(esc(s)).append("</li>");
            }
            sb.append("</ol>\n<p class=\"grade\">").append(esc(a.grade())).append("</p>\n</div>\n");
        }
        sb.append("</section>\n");
    }

    static final String CSS = """
            @page { size: PAPER; margin: 12mm 14mm; }
            html { background: #e8e8e8; }
            body { font-family: Georgia, 'DejaVu Serif', serif; font-size: 10.5pt; line-height: 1.35; color: #1a1a1a; margin: 0; }
            .sheet, .answers { background: #fff; width: 182mm; margin: 8mm auto; padding: 10mm; box-shadow: 0 1px 4px rgba(0,0,0,.25); }
            h1 { font-size: 20pt; margin: 0 0 4mm; }
            h2 { font-size: 14pt; margin: 0 0 3mm; }
            h3 { font-size: 11pt; margin: 3mm 0 1.5mm; }
            p { margin: 0 0 2.5mm; }
            .cover h1 { font-size: 26pt; margin-top: 40mm; }
            .cover .subtitle { font-size: 13pt; font-style: italic; }
            .contents { margin: 8mm 0; border-collapse: collapse; font-size: 11pt; }
            .contents td { padding: 1mm 6mm 1mm 0; }
            .rules { font-size: 10pt; line-height: 1.3; }
            .rules h1 { font-size: 18pt; margin-bottom: 2mm; }
            .rules h2 { margin: 3mm 0 1mm; font-size: 11.5pt; }
            .rules p { text-align: justify; margin-bottom: 1.8mm; }
            .tablearea { margin: 1mm 0 2mm; }
            .tablearea svg { display: block; max-width: 100%; height: auto; }
            .hand { font-size: 11pt; }
            .notepad { background: #fffbe6; border: 1px solid #d8cf9a; border-left: 4px double #d9534f; padding: 1mm 3mm 2mm 4mm; margin: 2mm 0 3mm;
                       font-family: 'Trebuchet MS', 'DejaVu Sans', sans-serif; }
            .notepad table { border-collapse: collapse; width: 100%; font-size: 9.5pt; line-height: 1.2; }
            .notepad th { text-align: left; font-weight: bold; font-size: 9pt; color: #555; border-bottom: 1px solid #9fb6d9; padding: 0.3mm 2mm; }
            .notepad td { border-bottom: 1px solid #c9d7ee; padding: 0.15mm 2mm; vertical-align: top; }
            .notepad td:first-child, .notepad th:first-child { width: 11mm; text-align: right; color: #666; }
            .task { font-style: italic; margin-bottom: 1.5mm; }
            .clues { font-family: 'Trebuchet MS', 'DejaVu Sans', sans-serif; font-size: 9.5pt; line-height: 1.25; border-top: 1px solid #999; }
            .clues h3 { font-size: 10pt; margin: 1.5mm 0 0.8mm; }
            .clues .index { display: flex; flex-wrap: wrap; }
            .clues .index span { width: 12.5%; white-space: nowrap; }
            .cluelist { columns: 4; column-gap: 4mm; margin: 0; padding-left: 6mm; }
            .cluelist li { break-inside: avoid; }
            .foot { font-size: 9pt; color: #666; text-align: right; margin-top: 2mm; }
            .answers h1 { font-size: 18pt; }
            .answer { break-inside: avoid; margin-bottom: 4mm; }
            .answer ol { margin: 1mm 0 1.5mm; padding-left: 6mm; }
            .answer li { margin-bottom: 1mm; }
            .answer .grade { font-style: italic; }
            @media print {
              html { background: none; }
              .sheet, .answers { box-shadow: none; margin: 0; padding: 0; width: auto; }
              .sheet { break-after: page; }
            }
            """;
}
