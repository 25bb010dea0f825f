package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Every shipped puzzle is proven again from its notes; the collection has the promised range. */
class ShippedPuzzlesTest {

    @Test
    void everyShippedPuzzleVerifies() {
        // The exhaustive oracle alone keeps this fast; `cardlab puzzles verify` also checks each step with the exact counter.
        PuzzleVerifier v = new PuzzleVerifier(Oracles.generating());
        List<Path> files = PuzzleCollection.files(PuzzleFixtures.SHIPPED);
        // Both cores when the machine has them (CI runs the suite alone): the puzzles are independent.
        List<String> failures = files.parallelStream().map(f -> {
            List<String> problems = v.check(Puzzle.read(f));
            return problems.isEmpty() ? null : f + ": " + problems;
        }).filter(java.util.Objects::nonNull).sorted().toList();
        assertEquals(List.of(), failures);
        assertTrue(files.size() >= 200, "at least 200 puzzles: " + files.size());
    }

    @Test
    void theCollectionHasAtLeastThirtyOfEachGradeUnderBothSpecs() {
        Map<Integer, Integer> byGrade = new TreeMap<>();
        Set<String> gradesBySpec = new HashSet<>();
        Set<String> kindsBySpec = new HashSet<>();
        Set<String> ids = new HashSet<>();
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            int g = p.solution().grade().level();
            byGrade.merge(g, 1, Integer::sum);
            gradesBySpec.add(p.spec() + " " + g);
            kindsBySpec.add(p.spec() + " " + p.kind().label);
            assertTrue(ids.add(p.id()), "ids are unique: " + p.id());
        }
        assertEquals(Set.of(1, 2, 3, 4), byGrade.keySet());
        byGrade.forEach((g, n) -> assertTrue(n >= 30, "grade " + g + ": " + n + " puzzles, at least 30 wanted"));
        assertEquals(Set.of("pt 1", "pt 2", "pt 3", "pt 4", "ca 1", "ca 2", "ca 3", "ca 4"), gradesBySpec);
        assertEquals(Set.of("pt manhunt", "pt route", "ca manhunt", "ca route"), kindsBySpec);
    }

    @Test
    void aFewShippedPuzzlesAgreeWithTheDeductionsOraclesAtEveryStep() {
        PuzzleVerifier v = new PuzzleVerifier(Oracles.checked());
        List<Path> files = PuzzleCollection.files(PuzzleFixtures.SHIPPED);
        for (int i = 0; i < files.size(); i += 11) {
            assertEquals(List.of(), v.check(Puzzle.read(files.get(i))), files.get(i).toString());
        }
    }
}
