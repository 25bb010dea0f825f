package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
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
        for (TrueRoute t : TrueRoute.shipped()) {
            Cut c = new LaterDraws(t.k(), t.k().counting).refute(t.settled());
            checked++;
            if (c != null) {
                refuted.add(t.p().id() + ": " + c.text());
            }
        }
        assertTrue(checked > 200, checked + " routes checked");
        assertTrue(refuted.isEmpty(), refuted.size() + " true routes refuted, e.g. " + refuted.subList(0, Math.min(3, refuted.size())));
    }
}
