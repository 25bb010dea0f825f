package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameFixtures;
import org.junit.jupiter.api.Test;

/** The report's impact studies with the quick bots play only bots that can play both specs (it stopped with exit 2 at mini2 vs pt). */
class ReportLineupsTest {
    private static final List<String> SOLVED = List.of("solved", "solved");
    private static final AgreementReport.Bots QUICK = AgreementReport.Bots.QUICK;

    @Test
    void aBotThatPlaysOnlyOneOfTheSpecsIsLeftOut() {
        Game<?, ?> mini2 = GameFixtures.game("fugitive", "mini2");
        Game<?, ?> pt = GameFixtures.game("fugitive", "pt");
        assertTrue(ReportStudies.lineups(mini2, mini2, QUICK).contains(SOLVED), "the solved bot plays its own spec");
        List<List<String>> both = ReportStudies.lineups(mini2, pt, QUICK);
        assertFalse(both.contains(SOLVED), both.toString());
        assertFalse(ReportStudies.lineups(pt, mini2, QUICK).contains(SOLVED), "either way round");
        assertTrue(both.contains(List.of("heuristic", "heuristic")), both.toString());
    }
}
