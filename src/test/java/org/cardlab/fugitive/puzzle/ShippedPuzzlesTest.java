package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Every shipped puzzle is proven again from its notes; the collection is curated as promised. */
class ShippedPuzzlesTest {

    /**
     * Every 8th shipped puzzle (sorted by file) is verified, as {@code puzzles verify} does, in
     * the full run. The others are not verified again here: PageSolvabilityTest proves each from its
     * printed page, and PuzzleRegenerationTest proves every fourth from its game and finds the file
     * byte for byte (answer, steps, grade), so a third proof of each would only repeat theirs.
     */
    private static final int EIGHTH = 8;
    /** Of those, every 4th (every 32nd puzzle) in every build, the others tagged slow. */
    private static final int QUICK = 4 * EIGHTH;

    @Test
    void everyThirtySecondShippedPuzzleVerifies() {
        verifies(i -> i % QUICK == 0);
    }

    @Tag("slow")
    @Test
    void theOtherEighthsOfTheShippedPuzzlesVerify() {
        verifies(i -> i % EIGHTH == 0 && i % QUICK != 0);
    }

    private static void verifies(java.util.function.IntPredicate which) {
        // The exhaustive oracle alone keeps this fast; `cardlab puzzles verify` also checks each step with the exact counter.
        PuzzleVerifier v = new PuzzleVerifier(Oracles.generating());
        List<Path> all = new java.util.ArrayList<>(PuzzleCollection.files(PuzzleFixtures.SHIPPED));
        all.sort(null);
        List<Path> files = java.util.stream.IntStream.range(0, all.size()).filter(which).mapToObj(all::get).toList();
        List<String> failures = files.parallelStream().map(f -> {
            List<String> problems = v.check(Puzzle.read(f));
            return problems.isEmpty() ? null : f + ": " + problems;
        }).filter(java.util.Objects::nonNull).sorted().toList();
        assertEquals(List.of(), failures);
        assertTrue(all.size() >= 250, "at least 250 puzzles: " + all.size());
        assertTrue(files.size() >= all.size() / QUICK, files.size() + " verified");
    }

    @Test
    void theCollectionIsCuratedAsAProblemBook() {
        List<Puzzle> all = PuzzleCollection.read(PuzzleFixtures.SHIPPED);
        Map<Integer, Integer> byGrade = new TreeMap<>();
        Map<String, Integer> byIdea = new HashMap<>();
        Set<String> positions = new HashSet<>();
        Set<String> gameIdeas = new HashSet<>();
        int exhaustive = 0;
        int innerRoutes = 0;
        for (Puzzle p : all) {
            Grade g = p.solution().grade();
            byGrade.merge(g.level(), 1, Integer::sum);
            byIdea.merge(g.level() + " " + g.idea(), 1, Integer::sum);
            assertTrue(positions.add(PuzzleGenerator.positionKey(p.kind(), p.notes())), p.id() + ": a position of its own, whatever the spec");
            String game = PuzzleGenerator.gameOf(p.source());
            assertTrue(game == null || gameIdeas.add(game + " " + g.idea()), p.id() + ": another cut of " + game + " teaching the same idea");
            exhaustive += p.solution().steps().stream().anyMatch(Solution.Step::exhaustive) ? 1 : 0;
            if (p.kind() == PuzzleKind.ROUTE) {
                PublicTrack t = PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), "x");
                boolean upAfter = false;
                for (int q = t.positions.size() - 1; q >= 1; q--) {
                    upAfter |= !t.positions.get(q).faceDown();
                    if (t.positions.get(q).faceDown() && upAfter) {
                        innerRoutes++;
                        break;
                    }
                }
            }
        }
        assertTrue(all.size() >= 250, "at least 250: " + all.size());
        assertEquals(Set.of(1, 2, 3, 4), byGrade.keySet());
        byGrade.forEach((g, n) -> assertTrue(n >= 40, "grade " + g + ": " + n + " puzzles, at least 40 wanted"));
        byIdea.forEach((idea, n) -> {
            int grade = Integer.parseInt(idea.substring(0, 1));
            assertTrue(n <= 0.3 * byGrade.get(grade), idea + ": " + n + " of grade " + grade + "'s " + byGrade.get(grade) + ", over 30%");
        });
        assertTrue(exhaustive <= 0.05 * all.size(), exhaustive + " answers rest on the exhaustive search, over 5%");
        assertTrue(innerRoutes >= 30, "route puzzles whose face-down hideouts are not all at the tail: " + innerRoutes);
    }

    @Tag("slow")
    @Test
    void aFewShippedPuzzlesAgreeWithTheDeductionsOraclesAtEveryStep() {
        PuzzleVerifier v = new PuzzleVerifier(Oracles.checked());
        List<Path> files = PuzzleCollection.files(PuzzleFixtures.SHIPPED);
        for (int i = 0; i < files.size(); i += 17) {
            assertEquals(List.of(), v.check(Puzzle.read(files.get(i))), files.get(i).toString());
        }
    }
}
