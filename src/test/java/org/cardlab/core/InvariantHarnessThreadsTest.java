package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveState;
import org.junit.jupiter.api.Test;

/**
 * The harness on several threads checks the same games as on one: the same moves in all, and a
 * failure reported for the lowest failing seed, as a single thread meets it first.
 */
class InvariantHarnessThreadsTest {
    private static final FugitiveGame GAME = GameFixtures.game("fugitive", "pt");

    private static InvariantHarness<FugitiveState, FugitiveMove> harness(InvariantHarness.ReturnsCheck<FugitiveState> returns) {
        return new InvariantHarness<>(GAME, InvariantHarness.bots(GAME, "heuristic"), (s, rng) -> List.of(FugitiveMove.PASS), returns)
                .games(12).firstSeed(1).maxMoves(400).roundTripEvery(25);
    }

    @Test
    void threadsCheckTheSameMoves() {
        long one = harness(s -> { }).run();
        assertEquals(one, harness(s -> { }).threads(3).run());
    }

    @Test
    void aFailureNamesTheLowestFailingSeedOnAnyNumberOfThreads() {
        InvariantHarness.ReturnsCheck<FugitiveState> failing = s -> {
            if (s.seed() % 4 == 3) {
                throw new AssertionError("seed " + s.seed() + " fails");
            }
        };
        assertEquals("seed 3 fails", assertThrows(AssertionError.class, () -> harness(failing).run()).getMessage());
        assertEquals("seed 3 fails", assertThrows(AssertionError.class, () -> harness(failing).threads(3).run()).getMessage());
    }
}
