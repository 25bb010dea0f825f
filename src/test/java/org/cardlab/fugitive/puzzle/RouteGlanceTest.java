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

    private static int choices(Puzzle p, boolean tallies) {
        return RouteGlance.choices(PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), p.id()), 100, tallies);
    }

    /**
     * Route 182 of an earlier book (grade 3): #5 lies between 26 and 30 and only 29 is unstruck there; above 30 only 32 and 33
     * are, for #7 and #8. Route 210 (grade 4), which a buyer read off its deck-2 row (20 and 23), leaves 13 and 14 of deck 1
     * to a glance at the struck numbers, but not with the deck-1 tally too (he drew 4, and 3 lie face up: room for one more).
     * Neither is shipped any more: curation refuses them.
     */
    @Test
    void aPageWithOneChoiceLeftByItsUnstruckNumbersGivesItsAnswerAway() {
        Puzzle route182 = Puzzle.read(Path.of("src/test/resources/fugitive/puzzle/ca-route-266efa90.json"));
        assertEquals(1, choices(route182, false));
        assertEquals(3, route182.solution().grade().level(), "graded 3, so curation refuses it");
        assertTrue(RouteGlance.givesAway(route182));
        Puzzle route210 = Puzzle.read(Path.of("src/test/resources/fugitive/puzzle/pt-route-89754213.json"));
        assertEquals(2, choices(route210, false)); // #4 = 13, #5 = 14 or #4 = 20, #5 = 23
        assertEquals(1, choices(route210, true)); // deck 1 has room for one more face-down hideout, not two
        assertEquals(4, route210.solution().grade().level());
        assertTrue(RouteGlance.givesAway(route210));
        for (Puzzle p : List.of(route182, route210)) {
            assertTrue(PuzzleCuration.choose(List.of(p), 68, 1.0).kept().isEmpty(), p.id());
        }
    }

    /**
     * The shipped collection: 37 of its 222 routes and manhunts a glance at the struck numbers answers, all of grade 1 (the step
     * window over the struck numbers is grade 1's reasoning); with the deck tallies, none of grade 3 or 4 (grade 2's counting).
     * Curation refuses the others, and the shipped collection is what it keeps.
     */
    @Test
    void aGlanceAnswersNoShippedPageAboveTheGradeOfItsReasoning() {
        Map<Integer, Integer> byGrade = new TreeMap<>();
        int read = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            if (p.kind() == PuzzleKind.ROUTE || p.kind() == PuzzleKind.MANHUNT) {
                read++;
                if (choices(p, false) == 1) {
                    byGrade.merge(p.solution().grade().level(), 1, Integer::sum);
                }
                assertFalse(RouteGlance.givesAway(p), p.id());
            }
        }
        assertEquals(214, read); // 103 routes and 111 manhunts
        assertEquals(Map.of(1, 37), byGrade);
    }
}
