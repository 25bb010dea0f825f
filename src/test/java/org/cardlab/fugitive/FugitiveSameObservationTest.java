package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.core.SameObservationCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link FugitiveState#sameObservation}, which the invariant harness uses in place of comparing
 * each seat's observation as JSON, gives the JSON's answer, for both seats: over seeded random games,
 * at every step, for every pair among the variants {@link FugitiveSameStateTest} compares (the
 * state, its copies, after a legal move, each seat's unseen cards shuffled, the game of the next
 * seed, the deal given as decks) and the Marshal's drawn cards dealt again within their decks
 * (which the Fugitive sees only by deck); and over situations that differ in one part each.
 */
class FugitiveSameObservationTest {

    @ParameterizedTest
    @ValueSource(strings = {"ca", "pt"})
    void agreesWithTheObservationsJson(String spec) {
        FugitiveRules rules = Specs.shipped(spec);
        int[] equalPairs = new int[2];
        int[] differentPairs = new int[2];
        for (long seed = 1; seed <= 4; seed++) {
            FugitiveState s = FugitiveState.newGame(rules, seed);
            FugitiveState next = FugitiveState.newGame(rules, seed + 1);
            FugitiveState given = FugitiveState.withDecks(rules, s.dealtDecks());
            Rng rng = new Rng(seed);
            for (int step = 0; !s.isTerminal() && step < 400; step++) {
                List<FugitiveState> states = FugitiveSameStateTest.variants(s, rng);
                states.add(next);
                states.add(given);
                states.add(s.resampleForFugitive(rng));
                SameObservationCheck.agree(states, FugitiveState::sameObservation, "seed " + seed + ", step " + step, equalPairs, differentPairs);
                FugitiveMove m = s.randomLegalMove(rng);
                s.apply(m);
                given.apply(m);
                if (!next.isTerminal()) {
                    next.apply(next.randomLegalMove(rng));
                }
            }
        }
        for (int seat = 0; seat < 2; seat++) { // both answers were put to the test many times, for each seat
            assertTrue(equalPairs[seat] > 1000 && differentPairs[seat] > 1000,
                    "seat " + seat + ": " + equalPairs[seat] + " equal pairs, " + differentPairs[seat] + " different");
        }
    }

    /** Situations that differ from the first in one part each ({@link FugitiveSameStateTest#situations}), and events. */
    @Test
    void eachPartOfTheObservationCounts() {
        List<FugitiveState> states = FugitiveSameStateTest.situations();
        // the Marshal holding one card more: his hand for him, its size for the Fugitive
        states.add(FugitiveState.situation(Specs.shipped("pt"), new int[] {0, 20, 22, 39}, new long[] {0, 0, Cards.of(7), 0}, 1L << 1,
                Cards.of(42, 30), Cards.of(5, 6), Phase.MARSHAL_GUESS));
        FugitiveState missed = states.get(0).copy();
        missed.apply(FugitiveMove.guess(21)); // an event
        states.add(missed);
        FugitiveState hit = states.get(0).copy();
        hit.apply(FugitiveMove.guess(22)); // an event with its reveals
        states.add(hit);
        int[] equalPairs = new int[2];
        int[] differentPairs = new int[2];
        SameObservationCheck.agree(states, FugitiveState::sameObservation, "situations", equalPairs, differentPairs);
        for (int seat = 0; seat < 2; seat++) {
            assertTrue(equalPairs[seat] > 0 && differentPairs[seat] > 0,
                    "seat " + seat + ": " + equalPairs[seat] + " equal pairs, " + differentPairs[seat] + " different");
        }
    }
}
