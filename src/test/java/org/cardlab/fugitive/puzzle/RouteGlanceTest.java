package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        Puzzle route182 = shipped("ca-route-266efa90");
        assertTrue(RouteGlance.givesAway(route182));
        assertEquals(1, choices(route182));
        Puzzle route210 = shipped("pt-route-89754213");
        assertEquals(2, choices(route210)); // #4 = 13, #5 = 14 or #4 = 20, #5 = 23
        assertFalse(RouteGlance.givesAway(route210));
    }

    /**
     * The shipped collection: 50 of its 251 routes and manhunts, 38 of them grade 1 (the step window from the struck numbers
     * is grade 1's reasoning), 2 of grade 2 and 10 of grade 3. Too many to drop from a curated collection: reported, not refused.
     */
    @Test
    void theShippedCollectionHasFiftyPagesAGlanceAnswers() {
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
        assertEquals(251, read);
        assertEquals(Map.of(1, 38, 2, 2, 3, 10), byGrade);
    }
}
