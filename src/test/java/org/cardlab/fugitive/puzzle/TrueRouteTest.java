package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * No argument of the step solver refutes what really happened. Each shipped route and manhunt
 * stores the Fugitive's whole route; given those very values (all of them, or one position at a
 * time), the step solver's case reasoning at grades 1 and 2 must find no contradiction. A
 * refutation of the true route is an unsound sentence that a case analysis could print as proof
 * (as "42 would be out of reach" once did, when the escape's frame was capped at 41). Every 4th
 * puzzle in every build, the others in the slow part.
 */
class TrueRouteTest {
    @Test
    void noArgumentRefutesTheTrueRouteOfEveryFourthPuzzle() {
        check(i -> i % 4 == 0);
    }

    @Test
    @Tag("slow")
    void noArgumentRefutesTheTrueRouteOfTheOthers() {
        check(i -> i % 4 != 0);
    }

    private static void check(IntPredicate which) {
        List<String> refuted = new ArrayList<>();
        int checked = 0;
        List<Path> files = new ArrayList<>(PuzzleCollection.files(PuzzleFixtures.SHIPPED));
        files.sort(null);
        for (int i = 0; i < files.size(); i++) {
            if (!which.test(i)) {
                continue;
            }
            Path f = files.get(i);
            Puzzle p = Puzzle.read(f);
            if (p.kind() != PuzzleKind.ROUTE && p.kind() != PuzzleKind.MANHUNT) {
                continue;
            }
            FugitiveRules rules = Page.rules(p.spec());
            PublicTrack g = PublicTrack.read(rules, p.notes(), f.toString());
            int[] route = p.solution().route();
            StepSolver solver = new StepSolver(g, new Words(g, p.notes()), 2);
            Map<Integer, Integer> all = new LinkedHashMap<>();
            for (int q : g.faceDown()) {
                all.put(q, route[q]);
            }
            List<Map<Integer, Integer>> cases = new ArrayList<>();
            cases.add(all);
            all.forEach((q, v) -> cases.add(Map.of(q, v)));
            for (Map<Integer, Integer> hyp : cases) {
                for (int level = 1; level <= 2; level++) {
                    Cut c = solver.refuteRoute(hyp, level);
                    checked++;
                    if (c != null) {
                        refuted.add(p.id() + " " + hyp + " at grade " + level + ": " + c.text());
                    }
                }
            }
        }
        assertTrue(checked > 250, checked + " cases checked");
        assertTrue(refuted.isEmpty(), refuted.size() + " refutations of true routes, e.g. " + refuted.subList(0, Math.min(3, refuted.size())));
    }
}
