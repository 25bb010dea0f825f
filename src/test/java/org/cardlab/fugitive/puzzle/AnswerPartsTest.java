package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.lowagie.text.Paragraph;
import com.lowagie.text.pdf.PdfReader;
import com.lowagie.text.pdf.parser.PdfTextExtractor;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A step by cases set as paragraphs ({@link AnswerParts}): the opening, each case, each group of routes a case refutes route
 * by route (its routes, then its reason) or each value of a case's own split, the closing; the words unchanged, on every
 * shipped answer.
 */
class AnswerPartsTest {
    /** A group's routes, alone in their paragraph: its reason ("fail: ...") is the next one. */
    private static final Pattern GROUP_ROUTES = Pattern.compile("0(?: \\d+)+(?:, 0(?: \\d+)+)*(?: and 0(?: \\d+)+)?");

    /** Every step of every shipped answer: its parts join back to its text, and each is a whole case, group or split. */
    @Test
    void everyShippedStepSplitsOnlyBetweenCasesAndGroups() {
        Book book = ShippedBook.a4WithoutAnswers().book();
        int split = 0;
        int groups = 0;
        for (Book.Answer a : book.answers()) {
            for (String s : a.steps()) {
                List<AnswerParts.Part> parts = AnswerParts.of(s);
                assertEquals(s, parts.stream().map(AnswerParts.Part::text).collect(Collectors.joining()), a.page().title());
                assertEquals(0, parts.get(0).depth());
                for (int i = 1; i < parts.size(); i++) {
                    AnswerParts.Part p = parts.get(i);
                    String t = p.text().strip();
                    int next = i + 1 < parts.size() ? parts.get(i + 1).depth() : -1;
                    assertTrue(switch (p.depth()) {
                        case 0 -> t.matches("So #\\d+ is \\d+\\.") && next == -1;
                        case 1 -> t.startsWith("Suppose #") || AnswerParts.isWitnessed(t);
                        case 2 -> GROUP_ROUTES.matcher(t).matches() && next == 3 || t.matches("(?s)If #\\d+ were \\d+, .*");
                        default -> t.matches("(?s)fails?: .*") && parts.get(i - 1).depth() == 2;
                    }, a.page().title() + ": " + t);
                    groups += p.depth() == 2 ? 1 : 0;
                }
                for (int i = 0; i < parts.size(); i++) { // no case refuted route by route, nor split on its own, is left whole
                    String t = parts.get(i).text();
                    boolean byRoutes = t.contains("read at a glance leave ") && !t.contains(" fail");
                    boolean whole = t.contains("read at a glance leave ") || t.matches("(?s).* If #\\d+ were \\d+, .*");
                    assertTrue(!whole || byRoutes && i + 1 < parts.size() && parts.get(i + 1).depth() == 2, a.page().title() + ": " + t);
                }
                split += parts.size() > 1 ? 1 : 0;
            }
        }
        System.out.println("AnswerParts: " + split + " steps set as paragraphs, " + groups + " groups and splits");
        assertTrue(split > 40 && groups > 40, split + " steps set as paragraphs, " + groups + " groups and splits");
    }

    /**
     * Manhunt 220's (ca-manhunt-64135f32) step 1 filled a page and a half of the A4 booklet as one paragraph: now its opening, its four cases, the
     * 26 routes of #3 = 20 in their groups, each on a line of its own, and "So #3 is 21.".
     */
    @Test
    void manhunt220sFirstStepIsSetAsParagraphs() throws IOException {
        Book shipped = ShippedBook.a4WithoutAnswers().book();
        Book.Answer a = shipped.answers().stream().filter(x -> x.page().puzzle().id().equals("ca-manhunt-64135f32")).findFirst().orElseThrow();
        String step = a.steps().get(0);
        List<Paragraph> paras = new PdfAnswers(new PdfBook(Book.Paper.A4, "t")).step(1, step);
        assertTrue(paras.size() > 10, paras.size() + " paragraphs");
        assertEquals("1. " + step, paras.stream().map(Paragraph::getContent).collect(Collectors.joining(" ")));
        Paragraph opening = paras.get(0);
        Paragraph firstCase = paras.get(1);
        // hanging indents: the step's number out and its lines in after it; a case's first line there, its other lines further in
        assertTrue(opening.getFirstLineIndent() < 0 && opening.getIndentationLeft() + opening.getFirstLineIndent() == 0, "the number hangs");
        assertEquals(opening.getIndentationLeft(), firstCase.getIndentationLeft() + firstCase.getFirstLineIndent(), 0.01, "a case starts under the text");
        assertTrue(firstCase.getFirstLineIndent() < 0, "a case's other lines are set in");
        Book book = new Book("One", List.of(a.page().puzzle()));
        PdfReader r = new PdfReader(PdfBook.booklet(book, Book.Paper.A4));
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= r.getNumberOfPages(); i++) {
            lines.addAll(Arrays.stream(new PdfTextExtractor(r).getTextFromPage(i).split("\n")).map(String::strip).toList());
        }
        for (String start : List.of("Suppose #3 were 19:", "Suppose #3 were 20: hideout by hideout", "Suppose #3 were 25:", "If #1 were 9,",
                "If #1 were 10,", "So #3 is 21.")) {
            assertTrue(lines.stream().anyMatch(l -> l.startsWith(start)), "a line starts " + start + ": " + lines);
        }
        // each group's routes a line of their own, its reason from the next line on
        for (String routes : List.of("0 4 7 20 25 27 42 and 0 4 7 20 25 29 42", "0 6 7 20 25 27 42 and 0 6 7 20 25 29 42")) {
            int at = lines.indexOf(routes);
            assertTrue(at >= 0 && lines.get(at + 1).startsWith("fail: "), "a line is " + routes + ", the next starts 'fail: ': " + lines);
        }
    }

    /**
     * A best guess lists its routes left each with one hidden history ("G 0 1 9 14 24 (14 over 18; 24 over 16, 29, 30 and 40)"):
     * the history's parentheses broke anywhere, so a route's history ran across lines mid-list, as book buyers found. Now each
     * route and its history is a paragraph, and a line breaks inside the history only after a "; " (one hideout's cards never
     * split): in the PDF of every shipped best guess, each route starts a line and each line of the list ends in ";" or ".".
     */
    @Test
    void aBestGuessSetsEachRouteWithItsHistoryAsAUnit() throws IOException {
        Book shipped = ShippedBook.a4WithoutAnswers().book();
        int guesses = 0;
        for (Book.Answer a : shipped.answers()) {
            String step = a.steps().stream().filter(s -> s.matches("That leaves \\d+ routes, and each fits every note .*")).findFirst().orElse(null);
            if (step == null) {
                continue;
            }
            guesses++;
            // the routes as the step lists them: "A 0 1 3", "B 0 1 8", ...
            List<String> starts = Pattern.compile("(?<=: |; )[A-Z] 0(?: \\d+)+(?= \\()").matcher(step).results().map(java.util.regex.MatchResult::group).toList();
            PdfReader r = new PdfReader(PdfBook.booklet(new Book("One", List.of(a.page().puzzle())), Book.Paper.A4));
            List<String> lines = new ArrayList<>();
            for (int i = 1; i <= r.getNumberOfPages(); i++) {
                lines.addAll(Arrays.stream(new PdfTextExtractor(r).getTextFromPage(i).split("\n")).map(String::strip).toList());
            }
            int first = -1;
            for (int i = 0; i < lines.size() && first < 0; i++) {
                first = lines.get(i).startsWith(starts.get(0)) ? i : -1;
            }
            assertTrue(first >= 0, a.page().title() + ": no line starts with route A: " + lines);
            int last = first;
            while (!lines.get(last).endsWith(").")) {
                last++;
            }
            for (String start : starts) {
                assertTrue(lines.subList(first, last + 1).stream().anyMatch(l -> l.startsWith(start + " (")), a.page().title() + ": a line starts " + start + ": " + lines.subList(first, last + 1));
            }
            for (String l : lines.subList(first, last + 1)) {
                assertTrue(l.endsWith(";") || l.endsWith(")."), a.page().title() + ": a line of the routes breaks inside a hideout's cards: " + l);
            }
            List<AnswerParts.Part> parts = AnswerParts.of(step);
            List<String> routes = parts.subList(1, parts.size()).stream().map(p -> p.text().strip()).toList();
            assertTrue(routes.size() >= 2 && routes.stream().allMatch(AnswerParts::isWitnessed), a.page().title() + ": " + parts);
            for (String route : routes) { // its pieces join back to it, and each ends after a "; " but the last
                List<String> pieces = AnswerParts.unbroken(route);
                assertEquals(route, String.join("", pieces));
                assertTrue(pieces.subList(0, pieces.size() - 1).stream().allMatch(x -> x.endsWith("; ")), route + ": " + pieces);
            }
        }
        assertEquals(12, guesses, "the shipped best guesses");
    }
}
