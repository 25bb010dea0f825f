package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A best guess's routes, as printed, each with one hidden history beside it (the sprint cards
 * beneath his face-down hideouts), so that "each fits every note" can be checked from the page:
 * the answer a buyer found resting on a route it never showed possible (route G needs an even
 * sprint card under #3 and sprint cards adding at least 7 under #4; without G, 14 and 10 tie).
 */
class GuessWitnessWordsTest {
    private static final Puzzle TIE_WITHOUT_G = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream()
            .filter(p -> p.id().equals("ca-best-guess-0212cc2d")).findFirst().orElseThrow();

    @Test
    void eachRouteShowsOneWayItsHiddenSprintCardsCouldLie() {
        String answer = TextRenderer.answer(TIE_WITHOUT_G);
        String routes = Arrays.stream(answer.split("\n")).filter(l -> l.contains("That leaves")).findFirst().orElseThrow().strip();
        assertEquals("4. That leaves 7 routes, and each fits every note (beside each, one way the sprint cards beneath his face-down hideouts"
                + " could lie, to check against the rules and his draws; the count that found them is the check at the end):"
                + " A 0 1 9 10 16 (10 over 24; 16 over 18, 29, 33 and 37); B 0 1 9 10 18 (10 over 24; 18 over 16, 29, 30 and 40);"
                + " C 0 1 9 10 21 (10 over 16; 21 over 24, 30, 38 and 40); D 0 1 9 14 16 (14 over 24; 16 over 18, 29, 33 and 37);"
                + " E 0 1 9 14 18 (14 over 24; 18 over 16, 29, 33 and 37); F 0 1 9 14 21 (14 over 16; 21 over 24, 29, 33 and 39);"
                + " G 0 1 9 14 24 (14 over 18; 24 over 16, 29, 30 and 40).", routes);
        assertEquals(answer, TextRenderer.answer(TIE_WITHOUT_G), "the same puzzle gives the same words every time");
    }

    @Test
    void everyShippedBestGuessShowsAHistoryBesideEachRoute() {
        List<Puzzle> guesses = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream().filter(p -> p.kind() == PuzzleKind.BEST_GUESS).toList();
        for (Puzzle p : guesses) {
            String routes = Arrays.stream(TextRenderer.answer(p).split("\n")).filter(l -> l.contains("That leaves")).findFirst().orElseThrow();
            int listed = p.solution().guess().routes().size();
            assertEquals(listed, routes.split(" \\((nothing beneath|[0-9]+ over )").length - 1, p.id() + ": " + routes);
        }
    }
}
