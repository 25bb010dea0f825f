package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Collectors;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.junit.jupiter.api.Test;

class FugitiveGapsTest {
    private static final FugitiveRules CA = FugitiveRules.load("specs/fugitive/ca.json");
    private static final FugitiveRules PT = FugitiveRules.load("specs/fugitive/pt.json");

    private static FugitiveGaps.Detector detector(FugitiveRules rules, String rule) {
        return FugitiveGaps.detectors(rules).stream().filter(d -> d.rule().equals(rule)).findFirst().orElseThrow();
    }

    private static boolean arises(FugitiveGaps.Detector d, FugitiveState s, String move) {
        FugitiveState before = s.copy();
        FugitiveState after = s.copy();
        FugitiveMove m = FugitiveMove.parse(move);
        after.apply(m);
        return d.test().arose(before, m, after);
    }

    @Test
    void anOverpaidSprintIsSeenAndAnExactOneIsNot() {
        FugitiveState s = FugitiveState.newGame(CA, 1); // deal seed 1: the Fugitive holds 1 2 3 4 5 14 17 23 42
        FugitiveGaps.Detector overpay = detector(CA, "overpay");
        assertTrue(arises(overpay, s, "hide 3 sprint 1"), "a sprint card where no sprint is needed");
        assertFalse(arises(overpay, s, "hide 3"));
        assertFalse(arises(overpay, s, "hide 4 sprint 1"), "a step of 4 needs +1: exact");
        assertTrue(arises(overpay, s, "hide 4 sprint 1 2"), "the 1 could be left out");
    }

    @Test
    void onlyWhatTheTextLeavesOpenIsReported() {
        Map<String, FugitiveGaps.Gap> ca = FugitiveGaps.run(CA, "random", "random", 60, 2, null).gaps().stream()
                .collect(Collectors.toMap(g -> g.rule() + ": " + g.situation(), g -> g, (x, y) -> x));
        Map<String, FugitiveGaps.Gap> pt = FugitiveGaps.run(PT, "random", "random", 60, 2, null).gaps().stream()
                .collect(Collectors.toMap(g -> g.rule() + ": " + g.situation(), g -> g, (x, y) -> x));
        // overpay: silent in the Catalan text, settled in the Portuguese one
        assertTrue(ca.keySet().stream().anyMatch(k -> k.startsWith("overpay")));
        assertFalse(pt.keySet().stream().anyMatch(k -> k.startsWith("overpay")));
        // the random Fugitive overpays often
        assertTrue(ca.entrySet().stream().filter(e -> e.getKey().startsWith("overpay")).findFirst().get().getValue().games() > 0);
        // "the last hideout" is a Catalan reading only
        assertTrue(ca.keySet().stream().anyMatch(k -> k.startsWith("marshalWin")));
        assertFalse(pt.keySet().stream().anyMatch(k -> k.startsWith("marshalWin")));
        for (FugitiveGaps.Gap g : ca.values()) {
            assertEquals(60, g.totalGames());
            assertTrue(g.games() <= g.occurrences() && g.games() <= 60, g.toString());
        }
    }
}
