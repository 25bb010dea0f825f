package org.cardlab.fugitive.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.junit.jupiter.api.Test;

/** The mixing's chances from the paired games: spread where the games cannot tell moves apart, never where one is clearly best. */
class MixingTest {
    /** Games of each candidate, world by world: 'W' won, 'L' lost. */
    private static PairedTally tally(String... rows) {
        boolean[][] won = new boolean[rows.length][];
        for (int c = 0; c < rows.length; c++) {
            won[c] = new boolean[rows[c].length()];
            for (int k = 0; k < rows[c].length(); k++) {
                won[c][k] = rows[c].charAt(k) == 'W';
            }
        }
        PairedTally t = new PairedTally(rows.length);
        t.add(won);
        return t;
    }

    @Test
    void movesTheGamesCannotTellApartShareThePlay() {
        // the baseline and candidate 1 won the very same games: no world tells them apart
        PairedTally t = tally("WWWWLLWWLW", "WWWWLLWWLW", "LLLLLLLLLL");
        assertEquals(0.0, t.margin(0, 1), 0.0);
        double[] p = Mixing.chances(t, 0, 2.0);
        assertEquals(0.5, p[0], 1e-12);
        assertEquals(0.5, p[1], 1e-12);
        assertEquals(0.0, p[2], 0.0, "7 games won by the baseline alone, none by it: 2.65 standard errors behind, never played");
        Set<Integer> drawn = new HashSet<>();
        for (int seed = 0; seed < 40; seed++) {
            drawn.add(Mixing.draw(p, new Rng(seed)));
        }
        assertEquals(Set.of(0, 1), drawn);
    }

    @Test
    void aMoveClearlyBestIsPlayedAlone() {
        // candidate 1 won 12 games the others lost, and lost none they won: it is the choice, and 3.46 standard errors ahead of each
        PairedTally t = tally("LLLLLLLLLLLLWW", "WWWWWWWWWWWWWW", "LLLLLLLLLLLLWW");
        int pick = t.pick(2.0);
        assertEquals(1, pick);
        double[] p = Mixing.chances(t, pick, 2.0);
        assertArrayEquals(new double[] {0, 1, 0}, p, 0.0);
        Rng rng = new Rng(3);
        for (int i = 0; i < 20; i++) {
            assertEquals(1, Mixing.draw(p, rng));
        }
        assertEquals(0, new Rng(3).nextLong() - rng.nextLong(), "a draw with one move in it takes no number from the stream");
    }

    @Test
    void aChallengerAheadButShortOfSignificanceGetsMoreThanTheBaseline() {
        // candidate 1 won 3 games the baseline lost and lost 1 it won: 1.0 standard error ahead, short of 2.0, so the baseline stays the choice
        PairedTally t = tally("WWWWLLLW", "WWWLWWWW");
        assertEquals(0, t.pick(2.0));
        double[] p = Mixing.chances(t, 0, 2.0);
        assertEquals(0.5 / (0.5 + 0.8413447460685429), p[0], 1e-9, "the baseline's 1/2 against the challenger's chance of being as good, Φ(1)");
        assertTrue(p[1] > p[0], java.util.Arrays.toString(p));
        assertEquals(1.0, p[0] + p[1], 1e-12);
        double[] wider = Mixing.chances(t, 0, 0.5);
        assertTrue(wider[1] > 0, "a move ahead of the choice is always within the width");
    }

    @Test
    void theChanceFallsWithTheMarginAndStopsAtTheWidth() {
        // candidates 1, 2 and 3 lose 1, 3 and 5 more games to the baseline than they win from it (of 1, 3 and 5 discordant games)
        PairedTally t = tally("WWWWWWWWWW", "LWWWWWWWWW", "LLLWWWWWWW", "LLLLLWWWWW");
        double[] p = Mixing.chances(t, 0, 2.0);
        assertTrue(p[0] > p[1] && p[1] > p[2] && p[2] > 0, java.util.Arrays.toString(p));
        assertEquals(0.0, p[3], 0.0, "5 of 5: 2.24 standard errors behind");
        assertEquals(1.0, p[0] + p[1] + p[2], 1e-12);
    }

    @Test
    void aWidthOfZeroIsTheUnmixedSearch() {
        PairedTally t = tally("WWWWLLWWLW", "WWWWLLWWLW");
        assertArrayEquals(new double[] {1, 0}, Mixing.chances(t, 0, 0), 0.0);
        assertEquals(17, Mixing.tiedGuess(Cards.of(17, 20, 23), 17, 0, new Rng(1)));
    }

    @Test
    void theManhuntDrawsAmongItsTiedFirstGuessesOnly() {
        long tied = Cards.of(17, 20, 23);
        Set<Integer> drawn = new HashSet<>();
        for (int seed = 0; seed < 60; seed++) {
            drawn.add(Mixing.tiedGuess(tied, 17, 2.0, new Rng(seed)));
        }
        assertEquals(Set.of(17, 20, 23), drawn);
        assertEquals(31, Mixing.tiedGuess(Cards.of(31), 31, 2.0, new Rng(1)), "no equal: the manhunt's guess");
    }
}
