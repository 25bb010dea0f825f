package org.cardlab.scout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import org.cardlab.core.Rng;
import org.cardlab.core.UserError;
import org.junit.jupiter.api.Test;

/** A shown set is legal only if a deck of the spec could hold its cards, each on a card of its own. */
class SetHoldabilityTest {
    static final ScoutRules OFFICIAL = ScoutRules.load("official");

    private static String times(String v, int n) {
        return String.join(" ", Collections.nCopies(n, v));
    }

    @Test
    void twelveFivesAreNotASetTheDeckShowsAFiveOnNineCards() {
        SetComparison c = SetComparison.compare(OFFICIAL, times("5", 12), "6");
        assertFalse(c.first().legal());
        assertEquals("none", c.winner());
        assertEquals("illegal-set", c.rule());
        assertTrue(c.explanation().contains("shows a 5 on 9 cards, not 12"), c.explanation());
        SetComparison nine = SetComparison.compare(OFFICIAL, times("5", 9), "6");
        assertTrue(nine.first().legal(), "the 5-player deck holds nine cards with a 5");
        assertEquals("first", nine.winner());
    }

    @Test
    void aTenThousandCardSetIsRefusedInWords() {
        SetComparison c = SetComparison.compare(OFFICIAL, times("5", 10_000), "6");
        assertFalse(c.first().legal());
        assertTrue(c.explanation().contains("45 cards, not 10000"), c.explanation());
        assertTrue(c.explanation().length() < 200, "the explanation does not repeat 10,000 numbers");
    }

    @Test
    void notationIsAsciiDigits() {
        UserError e = assertThrows(UserError.class, () -> SetComparison.compare(OFFICIAL, "\u0663", "4"));
        assertTrue(e.getMessage().contains("not a number"), e.getMessage());
        assertThrows(UserError.class, () -> SetComparison.compare(OFFICIAL, "+3", "4"));
    }

    /** Brute force: try every way to give each shown number its own card. */
    private static boolean bruteForce(ScoutDeck deck, int[] values, int i, boolean[] used) {
        if (i == values.length) {
            return true;
        }
        for (int id = 0; id < deck.size(); id++) {
            int low = deck.face(id << 1);
            int high = deck.face(id << 1 | 1);
            if (!used[id] && (low == values[i] || high == values[i])) {
                used[id] = true;
                if (bruteForce(deck, values, i + 1, used)) {
                    return true;
                }
                used[id] = false;
            }
        }
        return false;
    }

    @Test
    void theMatchingAgreesWithBruteForceOnSmallDecksAndSets() {
        Rng rng = new Rng(23);
        int disagreements = 0;
        int unholdable = 0;
        for (int players : OFFICIAL.playerCounts()) {
            ScoutDeck deck = OFFICIAL.deckFor(players);
            for (int t = 0; t < 400; t++) {
                int n = 1 + rng.nextInt(6);
                int[] values = new int[n];
                for (int i = 0; i < n; i++) {
                    values[i] = 1 + rng.nextInt(3 + rng.nextInt(8)); // small numbers often, so cards run short
                }
                boolean exact = bruteForce(deck, values, 0, new boolean[deck.size()]);
                if (exact != deck.canShow(values)) {
                    disagreements++;
                }
                unholdable += exact ? 0 : 1;
            }
        }
        assertEquals(0, disagreements);
        assertTrue(unholdable > 0, "some drawn sets cannot be held, so the comparison means something");
    }

    @Test
    void runsAndSinglesAreHeldAsBefore() {
        assertNull(SetComparison.unholdable(OFFICIAL, new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
        assertNull(SetComparison.unholdable(OFFICIAL, new int[] {7}));
        int[] tens = new int[10];
        Arrays.fill(tens, 10);
        assertTrue(SetComparison.unholdable(OFFICIAL, tens).contains("shows a 10 on 9 cards"));
    }
}
