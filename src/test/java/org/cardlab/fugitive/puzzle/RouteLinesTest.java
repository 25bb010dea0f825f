package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.lowagie.text.pdf.PdfReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A route ("0 9 11 18 27 32 42") is printed whole on one line: a buyer found Manhunt 206's "0 9 11 18 27 32" ending a page
 * of the A4 booklet and "42 fail: ..." starting the next. Every route of every shipped answer (its headline and its steps),
 * as the booklet's text has it, line by line; and in the HTML, each route a span the browser does not break.
 */
class RouteLinesTest {
    /** A route as the answers print it: card 0 and at least two more numbers. */
    private static final Pattern ROUTE = Pattern.compile("(?<![\\w#.])0(?: \\d+){2,}(?!\\d)");

    @Tag("slow") // lays out the whole A4 booklet, as PdfBookTest's layouts do
    @Test
    void noRouteOfTheA4BookletIsSplitAcrossLines() throws IOException {
        Book book = ShippedBook.a4WithoutAnswers().book();
        List<String> printed = new ArrayList<>();
        for (Book.Answer a : book.answers()) {
            routes(a.headline(), printed);
            a.steps().forEach(s -> routes(s, printed));
        }
        PdfReader r = new PdfReader(PdfBook.booklet(book, Book.Paper.A4));
        PdfPageText text = new PdfPageText(r);
        List<String> onLines = new ArrayList<>();
        for (int i = 1; i <= r.getNumberOfPages(); i++) {
            for (String line : text.page(i).split("\n")) {
                routes(line, onLines);
            }
        }
        List<String> broken = new ArrayList<>(printed);
        onLines.forEach(broken::remove);
        assertTrue(printed.size() > 300, printed.size() + " routes in the answers");
        assertEquals(List.of(), broken.subList(0, Math.min(20, broken.size())), broken.size() + " of " + printed.size() + " routes not whole on a line");
        assertEquals(printed.size(), onLines.size(), "each route once on a line, no piece of one");
    }

    /** In the HTML, each route of Manhunt 206's answer (ca-manhunt-9821f21f) is a span that the browser never breaks ({@code white-space: nowrap}). */
    @Tag("slow")
    @Test
    void eachRouteOfTheHtmlAnswersIsANowrapSpan() {
        Book shipped = ShippedBook.a4WithoutAnswers().book();
        Book.Answer a = shipped.answers().stream().filter(x -> x.page().puzzle().id().equals("ca-manhunt-9821f21f")).findFirst().orElseThrow();
        List<String> printed = new ArrayList<>();
        routes(a.headline(), printed);
        a.steps().forEach(s -> routes(s, printed));
        String html = HtmlBook.booklet(new Book("One", List.of(a.page().puzzle())), Book.Paper.A4);
        List<String> spans = new ArrayList<>();
        Matcher m = Pattern.compile("<span class=\"route\">([^<]*)</span>").matcher(html);
        while (m.find()) {
            spans.add(m.group(1));
        }
        assertTrue(printed.size() > 40, printed.size() + " routes");
        assertEquals(printed, spans);
        assertTrue(html.contains(".answer .route { white-space: nowrap; }"), "the span is never broken");
    }

    private static void routes(String text, List<String> out) {
        Matcher m = ROUTE.matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
    }
}
