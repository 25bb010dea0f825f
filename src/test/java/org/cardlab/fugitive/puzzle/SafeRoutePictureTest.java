package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A safe route's reader is the Fugitive. Its standalone SVG ({@code puzzles render --svg}) once captioned the table
 * "Your hand (the Marshal)" with the Marshal's cards and left out the Fugitive's hand and hideouts, which the text and the
 * PDF page give: it now prints the page's hands as they do, and the Marshal's pages are drawn as before.
 */
class SafeRoutePictureTest {

    private static List<Puzzle> shipped(PuzzleKind kind) throws IOException {
        try (Stream<Path> files = Files.list(PuzzleFixtures.SHIPPED)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().map(Puzzle::read).filter(p -> p.kind() == kind).toList();
        }
    }

    /** The words a reader sees in the picture: its text elements, tags dropped, one a line. */
    private static String words(String svg) {
        List<String> lines = new ArrayList<>();
        Matcher m = Pattern.compile("<text[^>]*>(.*?)</text>").matcher(svg);
        while (m.find()) {
            lines.add(m.group(1).replaceAll("<[^>]+>", "").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                    .replace("&amp;", "&"));
        }
        return String.join("\n", lines);
    }

    private static Set<String> numbers(String s) {
        return Arrays.stream(s.split("[^0-9]+")).filter(t -> !t.isEmpty()).collect(Collectors.toSet());
    }

    @Test
    void everySafeRoutePictureGivesTheFugitivesHandAndHideoutsAsTheTextDoes() throws IOException {
        List<Puzzle> routes = shipped(PuzzleKind.SAFE_ROUTE);
        assertEquals(13, routes.size(), "the shipped safe routes");
        Book book = new Book("test", routes);
        for (Page page : book.pages) {
            String id = page.puzzle().id();
            String text = TextRenderer.page(page, book);
            String table = text.substring(text.indexOf("Table: "), text.indexOf("Notepad:")); // the table and the hands
            String svg = words(SvgRenderer.render(page));
            assertFalse(svg.contains("(the Marshal)"), id + ": the reader is the Fugitive, not the Marshal: " + svg);
            for (String line : table.split("\n")) {
                if (!line.startsWith("Table: ")) {
                    assertTrue(svg.contains(line), id + ": the picture prints \"" + line + "\" as the text does: " + svg);
                }
            }
            assertTrue(svg.contains("Your hand: " + Page.hands(page).get(0)[1]), id + ": his hand, as his: " + svg);
            assertTrue(svg.contains("Your hideouts: #1 "), id + ": his hideouts with their numbers: " + svg);
            assertTrue(svg.contains("The Marshal's hand: "), id + ": the Marshal's hand, labelled his: " + svg);
            Set<String> shown = numbers(svg);
            for (String n : numbers(table)) {
                assertTrue(shown.contains(n), id + ": " + n + " (in the text's table) is in the picture: " + svg);
            }
        }
    }

    @Test
    void theMarshalsPicturesStillGiveHisHandAlone() throws IOException {
        for (PuzzleKind kind : List.of(PuzzleKind.ROUTE, PuzzleKind.MANHUNT, PuzzleKind.BEST_GUESS, PuzzleKind.BENEATH)) {
            Puzzle p = shipped(kind).get(0);
            Page page = Page.of(p, 0);
            String svg = words(SvgRenderer.render(page));
            long hand = page.table().marshalHand;
            String line = "Your hand (the Marshal): " + (hand == 0 ? "none" : org.cardlab.fugitive.Cards.toString(hand));
            assertTrue(svg.contains(line), p.id() + ": " + svg);
            assertFalse(svg.contains("hideouts") || svg.contains("The Marshal's hand"), p.id() + ": " + svg);
        }
    }
}
