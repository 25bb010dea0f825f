package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * The best-guess puzzles: each shipped one's routes are exactly those some hidden history
 * explains (checked route by route with the exhaustive oracle, not the exact counter that found
 * them), its counts are the routes' own, its guess is the one number on the most routes by a
 * margin, and its reasoning is complete: every route the position lines allow is either a
 * possible route or ruled out by a line. A position with a certain hideout is no best guess, and
 * a stored guess other than the proven one fails verification.
 */
class BestGuessTest {
    private static final List<Puzzle> GUESSES = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream()
            .filter(p -> p.kind() == PuzzleKind.BEST_GUESS).toList();

    @Test
    void theCollectionHasBestGuessesOfBothGrades() {
        assertTrue(GUESSES.size() >= 4, "best guesses shipped: " + GUESSES.size());
        assertTrue(GUESSES.stream().anyMatch(p -> p.solution().grade().level() == 1), "a grade-1 best guess");
        assertTrue(GUESSES.stream().anyMatch(p -> p.solution().grade().level() == 2), "a grade-2 best guess");
    }

    @Test
    void theRoutesAreExactlyThePossibleOnesAndTheCountsAreTheirs() {
        ExhaustiveOracle oracle = new ExhaustiveOracle();
        for (Puzzle p : GUESSES) {
            Guess g = p.solution().guess();
            PublicTrack track = PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), p.id());
            List<Integer> down = track.faceDown();
            Map<Integer, Long> lineValues = new TreeMap<>();
            List<String> ruledOut = new ArrayList<>();
            for (Guess.Line l : g.lines()) {
                if (l.ruledOut() == null) {
                    lineValues.put(l.position(), l.values());
                } else {
                    ruledOut.add(Arrays.toString(l.ruledOut()));
                }
            }
            assertEquals(down, List.copyOf(lineValues.keySet()), p.id() + ": a line gives each face-down position's values");
            List<String> routes = g.routes().stream().map(r -> Arrays.toString(down.stream().mapToInt(q -> r[q]).toArray())).toList();
            List<int[]> firstSight = BestGuessSolver.rising(down.stream().mapToLong(lineValues::get).toArray(), Integer.MAX_VALUE);
            List<String> expectedOut = new ArrayList<>();
            for (int[] r : firstSight) {
                Map<Integer, Long> assumed = new HashMap<>();
                for (int i = 0; i < r.length; i++) {
                    assumed.put(down.get(i), 1L << r[i]);
                }
                boolean possible = oracle.possible(track, Set.of(), assumed).consistent();
                assertEquals(possible, routes.contains(Arrays.toString(r)), p.id() + ": route " + Arrays.toString(r));
                if (!possible) {
                    expectedOut.add(Arrays.toString(r));
                }
            }
            assertEquals(expectedOut, ruledOut, p.id() + ": each impossible route of the lines' values is ruled out, in order, once");
            Map<Integer, Integer> catches = new TreeMap<>();
            g.routes().forEach(r -> down.forEach(q -> catches.merge(r[q], 1, Integer::sum)));
            assertEquals(catches, g.catches(), p.id() + ": the catches are the routes' own");
            int best = g.catches().get(g.number());
            g.catches().forEach((n, c) -> assertTrue(n == g.number() || c < best, p.id() + ": " + n + " catches " + c + ", the guess " + best));
            assertTrue(g.routes().size() <= BestGuessSolver.MAX_ROUTES, p.id() + ": routes to count by hand");
        }
    }

    @Test
    void aCertainHideoutIsNoBestGuess() {
        Puzzle route = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream().filter(p -> p.kind() == PuzzleKind.ROUTE).findFirst().orElseThrow();
        Solution s = Oracles.generating().prove(FugitiveRules.load(route.spec()), PuzzleKind.BEST_GUESS, route.notes(), Map.of());
        assertFalse(s.solved());
        assertTrue(s.failure().contains("is certain"), s.failure());
    }

    @Test
    void aStoredGuessOtherThanTheProvenOneFails() {
        Puzzle p = GUESSES.get(0);
        Guess g = p.solution().guess();
        Guess wrong = new Guess(g.positions(), g.routes(), g.runnerUp(), g.catches(), g.share(), g.lines(), g.witnesses());
        Solution s = p.solution();
        Puzzle tampered = new Puzzle(p.id(), p.kind(), p.notes(), p.beneath(),
                new Solution(s.steps(), s.route(), s.grade(), s.work(), null, Map.of(), wrong), p.oracle(), p.source());
        List<String> problems = new PuzzleVerifier(Oracles.generating()).check(tampered);
        assertTrue(problems.stream().anyMatch(x -> x.contains("stored best guess " + g.runnerUp())), problems.toString());
        assertEquals(List.of(), new PuzzleVerifier(Oracles.checked()).check(p));
    }

    @Test
    void theFileReadsBackAsWritten() {
        for (Puzzle p : GUESSES) {
            assertEquals(org.cardlab.core.Json.write(p.toJson()), org.cardlab.core.Json.write(Puzzle.parse(p.toJson(), p.id()).toJson()), p.id());
        }
    }
}
