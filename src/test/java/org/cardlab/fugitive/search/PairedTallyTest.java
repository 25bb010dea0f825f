package org.cardlab.fugitive.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The search's sign test on paired games: only the games one move won and the other lost count. */
class PairedTallyTest {
    /** Games of the baseline and one or more challengers, world by world: 'W' won, 'L' lost. */
    private static boolean[][] games(String... rows) {
        boolean[][] out = new boolean[rows.length][];
        for (int c = 0; c < rows.length; c++) {
            out[c] = new boolean[rows[c].length()];
            for (int k = 0; k < rows[c].length(); k++) {
                out[c][k] = rows[c].charAt(k) == 'W';
            }
        }
        return out;
    }

    @Test
    void theLeadIsTheNetGainOverItsStandardError() {
        PairedTally t = new PairedTally(2);
        // 6 games only the challenger won, 2 only the baseline, 4 both: gain 4 over sqrt(8)
        t.add(games("LLLLLLWWWWWW", "WWWWWWLLWWWW"));
        assertEquals(4 / Math.sqrt(8), t.lead(1), 1e-12);
        assertEquals(0, t.lead(0), 0.0);
        assertEquals(12, t.games());
        assertEquals(10, t.wins(1));
        assertEquals(0, t.pick(2.0), "1.41 standard errors is not enough to leave the baseline");
        assertEquals(1, t.best());
        // the same again: gain 8 over sqrt(16) = 2.0 standard errors
        t.add(games("LLLLLLWWWWWW", "WWWWWWLLWWWW"));
        assertEquals(2.0, t.lead(1), 1e-12);
        assertEquals(1, t.pick(2.0));
    }

    @Test
    void aChallengerBehindHasNoLeadAndOfTheSignificantOnesTheMostWinsIsPicked() {
        PairedTally t = new PairedTally(4);
        t.add(games(
                "LLLLLLLLLLWWWW",
                "WWWWWWWWWLWWWW", // 9 only it won, none only the baseline: 3.0 standard errors, 13 wins
                "WWWWWWWWWWWWWL", // 10 only it won, 1 only the baseline: 2.71 standard errors, 13 wins
                "LLLLLLLLLLLLLL"));
        assertEquals(3.0, t.lead(1), 1e-12);
        assertEquals(9 / Math.sqrt(11), t.lead(2), 1e-12);
        assertEquals(0, t.lead(3), 0.0, "behind the baseline");
        assertEquals(1, t.best(), "the furthest ahead in standard errors");
        assertEquals(13, t.wins(1));
        assertEquals(13, t.wins(2));
        assertEquals(1, t.pick(2.0), "equal wins: the first");
        t.add(games("L", "L", "W", "L"));
        assertEquals(2, t.pick(2.0), "now the second wins most, and is still significant");
    }
}
