package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cardlab.fugitive.FugitiveRules;
import org.junit.jupiter.api.Test;

class FugitiveImpactTest {
    private static final FugitiveRules CA = FugitiveRules.load("specs/fugitive/ca.json");
    private static final FugitiveRules PT = FugitiveRules.load("specs/fugitive/pt.json");

    @Test
    void aSpecAgainstItselfChangesNoWinner() {
        FugitiveImpact.Result r = FugitiveImpact.run(CA, CA, "random", "random", 150, 3, 1, null);
        assertEquals(r.fugitiveWinsA(), r.fugitiveWinsB());
        assertEquals(0, r.changed().successes());
        assertEquals(0.0, r.difference());
    }

    @Test
    void pairedCountsAddUpAndDoNotDependOnThreads() {
        FugitiveImpact.Result one = FugitiveImpact.run(CA, PT, "random", "random", 300, 5, 1, null);
        FugitiveImpact.Result two = FugitiveImpact.run(CA, PT, "random", "random", 300, 5, 2, null);
        assertEquals(one, two);
        assertEquals(one.fugitiveWinsB() - one.fugitiveWinsA(), one.fugitiveOnlyB() - one.fugitiveOnlyA());
        double[] ci = one.differenceInterval();
        assertTrue(ci[0] <= one.difference() && one.difference() <= ci[1]);
        // the two specs really differ in play: some winners change
        assertTrue(one.changed().successes() > 0);
    }
}
