package org.cardlab.fugitive.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** bench puzzles gives a rate only over enough puzzles, with its interval; never one extrapolated from one puzzle. */
class BenchPuzzlesRateTest {

    @Test
    void fewPuzzlesGiveNoRate() {
        for (int n = 0; n < BenchPuzzlesCommand.MIN_FOR_RATE; n++) {
            assertTrue(BenchPuzzlesCommand.rate(n, 0.5).startsWith("too few for a rate"), n + ": " + BenchPuzzlesCommand.rate(n, 0.5));
        }
    }

    @Test
    void enoughPuzzlesGiveARateWithItsInterval() {
        // 100 puzzles in 2 minutes: 50 a minute, Poisson 95% interval 100 +- 1.96 * 10, halved.
        assertEquals("50.0 per minute (95% interval 40.2 to 59.8)", BenchPuzzlesCommand.rate(100, 2.0));
    }
}
