package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Buyers refuted by hand every answer the book had left to the exhaustive search that they tried, by counting where the cards
 * of his hand go: after round 1 of Manhunt 196 he holds only 42, so every even sprint card he lays later he draws later, and
 * his later draws hold too few. The step solver now tries each route a case leaves with that count (grade 4, later-draws)
 * before it leaves the case to the search. Written against the solver's answers alone, so it runs (and fails) without it.
 */
class HandAccountingTest {
    private static Solution prove(String id) {
        Puzzle p = Puzzle.read(PuzzleFixtures.SHIPPED.resolve(id + ".json"));
        return Oracles.generating().prove(Page.rules(p.spec()), p.kind(), p.notes(), p.beneath(), p.seat());
    }

    /** Manhunt 196: #2 = 13 leaves two routes, 0 8 13 18 21 26 42 and 0 9 13 18 21 26 42; after round 1 he holds only 42. */
    @Test
    void manhunt196sCaseTwoEqualsThirteenFallsToTheHandCountNotTheSearch() {
        Solution s = prove("ca-manhunt-035911c6");
        assertTrue(s.steps().stream().noneMatch(Solution.Step::exhaustive), "no step of Manhunt 196 rests on the search");
        Solution.Step two = s.steps().stream().filter(st -> st.position() == 2).findFirst().orElseThrow();
        assertEquals("deep-cases/later-draws", two.idea(), two.text());
        assertTrue(two.text().contains("Suppose #2 were 13: hideout by hideout, as in the steps, the notes leave 2 routes: 0 8 13 18 21 26 42 and"
                + " 0 9 13 18 21 26 42 fail: after round 1 he holds only 1 card, 42 (he started with 9 cards: 1, 2, 3, 42, 3 cards of deck 1 and 2 of"
                + " deck 2; he drew 0 more and laid 8), and lays it later, so every even sprint card he lays after that he draws later; the steps from"
                + " round 2 until he laid 42 (round 13) need at least 8 even sprint cards: 1 beneath #3 (from #2 = 13 to #3 = 18), 1 beneath #5 (from"
                + " #4 = 21 to #5 = 26) and 6 beneath 42 (from #5 = 26 to 42); but in that time he drew at most 7 even cards he could lay there: 3 from"
                + " deck 2 (6 drawn, and 18, 21 and 26 laid on his route by then), 4 from deck 3 (only 30, 32, 36 and 38 are out of your sight and off"
                + " his route)"), two.text());
        assertFalse(two.text().contains("can you find one?"), two.text());
    }

    /** Manhunts 196, 205, 206 and 220 of the last book no longer rest on the search. */
    @Test
    void fourOfTheFiveAnswersLeftToTheSearchFallToTheHandCount() {
        for (String id : List.of("ca-manhunt-035911c6", "ca-manhunt-1a6182fb", "ca-manhunt-64135f32", "ca-manhunt-9821f21f")) {
            Solution s = prove(id);
            assertTrue(s.steps().stream().noneMatch(Solution.Step::exhaustive), id + " rests on the search");
            assertTrue(s.steps().stream().anyMatch(st -> "deep-cases/later-draws".equals(st.idea())), id);
        }
    }

    /**
     * Manhunt 192's #7 = 40 leaves no route by the steps' notes: each choice in turn ends at a hideout with no value, a tree no
     * page shows, so the book left it to the search. The windows and the notes read at a glance leave 8 routes, and each
     * fails by a count of his even cards: listed, they are an argument a reader can check.
     */
    @Test
    void manhunt192sCaseSevenEqualsFortyListsTheRoutesTheNotesReadAtAGlanceLeave() {
        Solution s = prove("ca-manhunt-6a661a29");
        assertTrue(s.steps().stream().noneMatch(Solution.Step::exhaustive), "no step of Manhunt 192 rests on the search");
        Solution.Step seven = s.steps().stream().filter(st -> st.position() == 7).findFirst().orElseThrow();
        assertTrue(seven.text().contains("Suppose #7 were 40: hideout by hideout, each within its window and the notes read at a glance, the notes leave"
                + " 8 routes: 0 9 12 19 24 27 36 40 42 fails: #1 cannot be 9: then the steps need at least 5 even sprint cards in all"), seven.text());
    }
}
