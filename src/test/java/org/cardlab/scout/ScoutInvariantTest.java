package org.cardlab.scout;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cardlab.core.InvariantHarness;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The shared invariant harness over 1,000 seeded matches for each player count. */
class ScoutInvariantTest {
    /**
     * The stated bound on a match's length in moves for the policies under test. SCOUT has no
     * hard bound with 3+ players (single cards can be shown and scouted back and forth), so
     * this is an observed one with a wide margin: pure random play averaged 320 moves and
     * at most 548 over 1,000 five-player matches; the harness's policies play shorter ones.
     */
    static final int MAX_MOVES = 3000;

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5})
    void harnessOverAThousandGames(int players) {
        ScoutRules rules = ScoutRules.load("official");
        long moves = new InvariantHarness<>(new ScoutSubject(rules, players))
                .games(1000)
                .maxMoves(MAX_MOVES)
                .legalMovesTried(3)
                .roundTripEvery(100)
                .run();
        assertTrue(moves > 1000 * players * 10L, "suspiciously short games: " + moves + " moves");
    }
}
