package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * The count of where his even sprint cards come from after a round ({@link LaterDraws}) never refutes what really happened:
 * on every shipped route and manhunt, given its whole true route, it finds no contradiction.
 */
class LaterDrawsTest {
    @Test
    void theHandCountNeverRefutesATrueRoute() {
        List<String> refuted = new ArrayList<>();
        int checked = 0;
        for (Path f : PuzzleCollection.files(PuzzleFixtures.SHIPPED)) {
            Puzzle p = Puzzle.read(f);
            if (p.kind() != PuzzleKind.ROUTE && p.kind() != PuzzleKind.MANHUNT) {
                continue;
            }
            FugitiveRules rules = Page.rules(p.spec());
            PublicTrack g = PublicTrack.read(rules, p.notes(), f.toString());
            Knowledge k = new Knowledge(g, new Words(g, p.notes()));
            Map<Integer, Integer> all = new HashMap<>();
            for (int q : g.faceDown()) {
                all.put(q, p.solution().route()[q]);
            }
            Cut c = new LaterDraws(k, k.counting).refute(all);
            checked++;
            if (c != null) {
                refuted.add(p.id() + ": " + c.text());
            }
        }
        assertTrue(checked > 200, checked + " routes checked");
        assertTrue(refuted.isEmpty(), refuted.size() + " true routes refuted, e.g. " + refuted.subList(0, Math.min(3, refuted.size())));
    }
}
