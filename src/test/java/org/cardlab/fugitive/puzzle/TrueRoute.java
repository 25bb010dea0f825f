package org.cardlab.fugitive.puzzle;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * A shipped route or manhunt with its true route settled: a case that holds, so no count may refute it
 * ({@link EvenCardBudgetTest}, {@link LaterDrawsTest}).
 */
record TrueRoute(Puzzle p, FugitiveRules rules, PublicTrack g, Knowledge k, int[] route, Map<Integer, Integer> settled) {
    static List<TrueRoute> shipped() {
        List<TrueRoute> out = new ArrayList<>();
        for (Path f : PuzzleCollection.files(PuzzleFixtures.SHIPPED)) {
            Puzzle p = Puzzle.read(f);
            if (p.kind() != PuzzleKind.ROUTE && p.kind() != PuzzleKind.MANHUNT) {
                continue;
            }
            FugitiveRules rules = Page.rules(p.spec());
            PublicTrack g = PublicTrack.read(rules, p.notes(), f.toString());
            Map<Integer, Integer> settled = new HashMap<>();
            for (int q : g.faceDown()) {
                settled.put(q, p.solution().route()[q]);
            }
            out.add(new TrueRoute(p, rules, g, new Knowledge(g, new Words(g, p.notes())), p.solution().route(), settled));
        }
        return out;
    }
}
