package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.Study;
import org.cardlab.fugitive.FugitiveRules;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Puzzle generation as a study (batches of game ranges, each range's candidates replayed in game
 * order) keeps what the one-thread generator keeps: the same puzzles in the same order, the same
 * games used and candidates tried, with puzzles already in the collection excluded alike.
 */
class PuzzleStudyTest {
    private static final FugitiveRules PT = new FugitiveRules(RuleSpec.resolve("fugitive", "pt"));

    /** Returns the generator's puzzles, which the study kept in the same order. */
    private static List<Puzzle> sameAsTheGenerator(List<PuzzleKind> kinds, int grade, int count, long seed, long maxGames, List<Puzzle> there) {
        PuzzleGenerator one = new PuzzleGenerator(PT, Oracles.generating());
        PuzzleGenerator start = new PuzzleGenerator(PT, Oracles.generating());
        there.forEach(one::exclude);
        there.forEach(start::exclude);
        List<Puzzle> made = one.generate(kinds, grade, count, seed, maxGames, null);
        List<String> expected = made.stream().map(Puzzle::id).toList();
        PuzzleStudy.Result r = PuzzleStudy.run(start, kinds, grade, count, seed, maxGames, Long.MAX_VALUE, 2, Study.Plan.threads(), null,
                null);
        assertEquals(expected, r.kept().stream().map(PuzzleStudy.Kept::id).toList());
        assertEquals(one.gamesPlayed, r.games(), "games used");
        assertEquals(one.candidatesTried, r.candidates(), "candidates tried");
        assertEquals(one.stoppedBy, r.stoppedBy());
        return made;
    }

    @Test
    @Tag("slow")
    void routesAndManhuntsPastTheFirstBatch() {
        List<Puzzle> six = sameAsTheGenerator(List.of(PuzzleKind.ROUTE, PuzzleKind.MANHUNT), 0, 6, 3, 200, List.of());
        assertEquals(6, six.size());
        // the generator keeps puzzles in the order it meets them, so the first three of six are what a run for three makes
        List<Puzzle> first = six.subList(0, 3);
        sameAsTheGenerator(List.of(PuzzleKind.ROUTE, PuzzleKind.MANHUNT), 0, 4, 3, 200, first); // the collection's puzzles left out
    }

    @Test
    @Tag("slow")
    void aBoundOfGamesAndAGrade() {
        sameAsTheGenerator(List.of(PuzzleKind.SAFE_ROUTE), 0, 50, 2, 6, List.of()); // a game's turns all tried, then kept
        sameAsTheGenerator(List.of(PuzzleKind.BENEATH), 0, 50, 4, 10, List.of());
        sameAsTheGenerator(List.of(PuzzleKind.ROUTE), 2, 2, 4, 40, List.of());
    }

    @Test
    void batchesGrowWithTheRateOfPuzzles() {
        assertEquals(32, PuzzleStudy.nextBatch(16, 0, 10, 16), "none kept yet: twice the last");
        assertEquals(29, PuzzleStudy.nextBatch(16, 4, 10, 16), "6 to go at 4 in 16 games, a fifth to spare: 28.8");
        assertEquals(64, PuzzleStudy.nextBatch(16, 1, 10, 16), "at most four times the last");
        assertEquals(16, PuzzleStudy.nextBatch(100, 9, 10, 64), "at least the first batch");
        assertEquals(PuzzleStudy.MAX_BATCH, PuzzleStudy.nextBatch(5000, 1, 10, 1024), "at most the largest batch");
    }
}
