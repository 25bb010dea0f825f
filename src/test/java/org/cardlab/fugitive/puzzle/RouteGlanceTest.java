package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * A route or manhunt page whose unstruck numbers, face-up hideouts and stated step window alone leave one choice of its
 * face-down hideouts gives its answer away ({@link RouteGlance}), as {@link BeneathGlance} finds for a beneath.
 */
class RouteGlanceTest {

    private static Puzzle shipped(String id) {
        return Puzzle.read(PuzzleFixtures.SHIPPED.resolve(id + ".json"));
    }

    private static int choices(Puzzle p) {
        return RouteGlance.choices(PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), p.id()), 100);
    }

    /**
     * Route 185 of the book (grade 3): #5 lies between 26 and 30 and only 29 is unstruck there; above 30 only 32 and 33 are,
     * for #7 and #8. Route 210 (grade 4), which the buyer read off its deck-2 row (20 and 23), still leaves 13 and 14 of
     * deck 1 to a glance: only the deck-1 tally (he drew 4, 3 lie face up) rules them out, and that is counting.
     */
    @Test
    void aPageWithOneChoiceLeftByItsUnstruckNumbersGivesItsAnswerAway() {
        Puzzle route182 = Puzzle.read(Path.of("src/test/resources/fugitive/puzzle/ca-route-266efa90.json"));
        assertTrue(RouteGlance.givesAway(route182));
        assertEquals(1, choices(route182));
        assertEquals(3, route182.solution().grade().level(), "graded 3, so curation refuses it");
        assertTrue(PuzzleCuration.choose(List.of(route182), 68, 1.0).kept().isEmpty());
        Puzzle route210 = shipped("pt-route-89754213");
        assertEquals(2, choices(route210)); // #4 = 13, #5 = 14 or #4 = 20, #5 = 23
        assertFalse(RouteGlance.givesAway(route210));
    }

    /**
     * The shipped collection: 38 of its 238 routes and manhunts, all of grade 1 (the step window from the struck numbers is
     * grade 1's reasoning). Curation refuses a page of a higher grade that a glance answers: it took 12 out of an earlier
     * collection (2 of grade 2, 10 of grade 3), and the shipped one is what curation keeps.
     */
    @Test
    void aGlanceAnswersOnlyGradeOnePagesOfTheShippedCollection() {
        Map<Integer, Integer> byGrade = new TreeMap<>();
        int read = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            if (p.kind() == PuzzleKind.ROUTE || p.kind() == PuzzleKind.MANHUNT) {
                read++;
                if (RouteGlance.givesAway(p)) {
                    byGrade.merge(p.solution().grade().level(), 1, Integer::sum);
                }
            }
        }
        assertEquals(238, read);
        assertEquals(Map.of(1, 38), byGrade);
    }
}
