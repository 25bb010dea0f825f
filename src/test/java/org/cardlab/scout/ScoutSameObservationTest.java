package org.cardlab.scout;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.Rng;
import org.cardlab.core.SameObservationCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link ScoutState#sameObservation}, which the invariant harness uses in place of comparing
 * each seat's observation as JSON, gives the JSON's answer: over seeded random games, at every
 * step, for every seat and every pair among the state, its copy, the state after each of a few
 * legal moves, the state with each seat's unseen cards shuffled, and the next seed's game at the
 * same step. Both answers must come up many times, so that a comparison that always said "equal"
 * (and would hide an observation that leaks) or always "different" fails here.
 */
class ScoutSameObservationTest {

    @ParameterizedTest(name = "{0} players, {1} spec")
    @CsvSource({"2, official", "3, official", "4, official", "5, official", "3, es"})
    void agreesWithTheObservationsJson(int players, String spec) {
        ScoutGame game = GameFixtures.game("scout", spec, "players", players);
        int[] equalPairs = new int[players];
        int[] differentPairs = new int[players];
        for (long seed = 1; seed <= 2; seed++) {
            ScoutState s = game.newGame(seed);
            ScoutState next = game.newGame(seed + 1);
            Rng rng = new Rng(seed);
            for (int step = 0; !s.isTerminal() && step < 150; step++) {
                SameObservationCheck.agree(variants(s, next, rng), ScoutState::sameObservation, "seed " + seed + ", step " + step, equalPairs, differentPairs);
                s.apply(s.randomLegalMove(rng));
                if (!next.isTerminal()) {
                    next.apply(next.randomLegalMove(rng));
                }
            }
        }
        for (int seat = 0; seat < players; seat++) {
            assertTrue(equalPairs[seat] > 500 && differentPairs[seat] > 500,
                    "seat " + seat + ": " + equalPairs[seat] + " equal pairs, " + differentPairs[seat] + " different");
        }
    }

    /** The state and what the harness compares it with, and states that differ from it in one move or one game. */
    private static List<ScoutState> variants(ScoutState s, ScoutState next, Rng rng) {
        List<ScoutState> out = new ArrayList<>();
        out.add(s);
        out.add(s.copy());
        for (int k = 0; k < 3 && !s.isTerminal(); k++) {
            ScoutState moved = s.copy();
            moved.apply(s.randomLegalMove(rng));
            out.add(moved);
        }
        for (int p = 0; p < s.numPlayers(); p++) {
            out.add(s.resampleUnseen(p, rng));
        }
        out.add(next);
        return out;
    }
}
