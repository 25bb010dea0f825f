package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import java.util.List;
import org.cardlab.core.Playout;
import org.cardlab.fugitive.FugitiveGame;
import org.junit.jupiter.api.Test;

/** The advisor Marshal plays whole games legally under both specs (win rates are a study, not a test). */
class AdvisorMarshalTest {
    @Test
    void playsWholeGames() {
        for (String spec : new String[] {"pt", "ca"}) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (int i = 0; i < 4; i++) {
                FugitiveGame game = new FugitiveGame(rules);
                FugitiveState s = Playout.ofStudy(game, Playout.seats(game, List.of("heuristic", "advisor")), 5, i);
                assertTrue(s.isTerminal() && s.winner() >= 0, s.fullState());
            }
        }
    }
}
