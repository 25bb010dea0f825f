package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The manhunt over its joint reveal table ({@link ManhuntTable}), a second exact method built
 * another way (the table of joint reveals first, then a plain expectimax over it), against the
 * brute-force expectimax over every enumerated history and against the search ({@link Manhunt}).
 */
class ManhuntTableTest {

    private static void assertSame(Manhunt.Result expected, Manhunt.Result table, String where) {
        assertEquals(expected.captures(), table.captures(), where);
        assertEquals(expected.histories(), table.histories(), where);
        assertEquals(expected.firstGuess(), table.firstGuess(), where);
        assertEquals(Cards.toString(expected.tied()), Cards.toString(table.tied()), where);
        assertEquals(expected.firstHitChance(), table.firstHitChance(), 1e-15, where);
    }

    /** Small decks: the table equals the expectimax over every complete history, and the search. */
    @Tag("slow")
    @Test
    void tableMatchesBruteForceAndTheSearchOnSmallStates() {
        FugitiveRules rules = ManhuntTest.rules();
        int compared = 0;
        Set<String> seen = new HashSet<>();
        for (long seed = 1; seed <= 300 && compared < 8; seed++) {
            for (FugitiveState s : DeduceFixtures.marshalTurns(rules, "random", "random", seed)) {
                if (s.phase() != Phase.MANHUNT || s.faceDownCount() < 2 || !seen.add(s.notes().toJson().toString())) {
                    continue;
                }
                PublicTrack t = DeduceFixtures.track(s);
                NaiveEnumerator naive = new NaiveEnumerator(t, 2_000_000L).collecting();
                try {
                    naive.run();
                } catch (WorkLimitExceeded e) {
                    continue;
                }
                Manhunt.Result table = ManhuntTable.solve(t, Manhunt.DEFAULT_BUDGET);
                String where = "seed " + seed + ", " + t.faceDownCount() + " face down";
                assertTrue(table.exact(), where);
                assertEquals(BigInteger.valueOf(naive.collected().size()), table.histories(), where);
                assertEquals(ManhuntTest.best(naive.collected(), t.faceDownNow()), table.low(), 1e-12, where);
                assertSame(Manhunt.searchOnly(t, Manhunt.DEFAULT_BUDGET).solve(), table, where);
                compared++;
            }
        }
        assertTrue(compared >= 5, "manhunt states compared: " + compared);
    }

    /**
     * The shipped spec against the random Marshal (five or more hideouts down, sprint cards
     * beneath): wherever both finish, the table and the search give the same fraction, first
     * guess and tied first guesses.
     */
    @Tag("slow")
    @Test
    void tableMatchesTheSearchOnLargeManhunts() {
        int compared = 0;
        int fiveDown = 0;
        for (PublicTrack t : ManhuntTest.manhunts("pt", "heuristic", "random", 20, 9)) {
            if (compared >= 4 && fiveDown >= 2) {
                break; // enough for the claim; the rest would only cost the suite's time
            }
            // The table first: the states compared are those both finish, whichever is asked first, and the table is the
            // cheaper here and gives up on five of the nine states met (where the search spent 0.3 to 0.6 s each for nothing).
            Manhunt.Result table = ManhuntTable.solve(t, 10_000);
            if (!table.exact()) {
                continue; // too many joint reveals for a test's time
            }
            Manhunt.Result search = Manhunt.searchOnly(t, Manhunt.DEFAULT_BUDGET).solve();
            if (!search.exact()) {
                continue;
            }
            assertSame(search, table, t.faceDownCount() + " face down");
            fiveDown += t.faceDownCount() >= 5 ? 1 : 0;
            compared++;
        }
        assertTrue(compared >= 4, "manhunt states compared: " + compared);
        assertTrue(fiveDown >= 2, "with five or more face down: " + fiveDown);
    }
}
