package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Rng;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link FugitiveState#sameFullState}, which the invariant harness uses in place of comparing
 * {@code fullState} texts, gives the texts' answer: over seeded random games, at every step, for
 * every pair among the state, its copy, the copy after refused moves, the state after a legal
 * move, the state with each seat's unseen cards shuffled, the same deal given as decks, and the
 * game of the next seed at the same step.
 */
class FugitiveSameStateTest {

    @ParameterizedTest
    @ValueSource(strings = {"ca", "pt"})
    void agreesWithTheFullStateTexts(String spec) {
        FugitiveRules rules = Specs.shipped(spec);
        int equalPairs = 0;
        int differentPairs = 0;
        for (long n = 1; n <= 12; n++) {
            long seed = n;
            FugitiveState s = FugitiveState.newGame(rules, seed);
            FugitiveState next = FugitiveState.newGame(rules, seed + 1);
            FugitiveState given = FugitiveState.withDecks(rules, s.dealtDecks());
            Rng rng = new Rng(seed);
            for (int step = 0; !s.isTerminal() && step < 400; step++) {
                List<FugitiveState> states = variants(s, rng);
                states.add(next);
                states.add(given);
                List<String> texts = states.stream().map(FugitiveState::fullState).toList();
                for (int i = 0; i < states.size(); i++) {
                    for (int j = 0; j < states.size(); j++) {
                        boolean equalTexts = texts.get(i).equals(texts.get(j));
                        String a = texts.get(i);
                        String b = texts.get(j);
                        assertEquals(equalTexts, states.get(i).sameFullState(states.get(j)),
                                () -> "seed " + seed + ": sameFullState disagrees with the texts:\n" + a + "\n" + b);
                        if (i != j) {
                            if (equalTexts) {
                                equalPairs++;
                            } else {
                                differentPairs++;
                            }
                        }
                    }
                }
                FugitiveMove m = s.randomLegalMove(rng);
                s.apply(m);
                given.apply(m);
                if (!next.isTerminal()) {
                    next.apply(next.randomLegalMove(rng));
                }
            }
        }
        // Both answers were put to the test many times.
        assertTrue(equalPairs > 1000 && differentPairs > 1000, equalPairs + " equal pairs, " + differentPairs + " different");
    }

    /** Situations that differ from the first in one part each: every part is compared. */
    @Test
    void eachPartOfTheStateCounts() {
        List<FugitiveState> states = situations();
        FugitiveState guessed = states.get(0).copy();
        guessed.apply(FugitiveMove.guess(21)); // the move log, the events, the turn
        states.add(guessed);
        states.add(states.get(0).copy());
        for (FugitiveState a : states) {
            for (FugitiveState b : states) {
                assertEquals(a.fullState().equals(b.fullState()), a.sameFullState(b), () -> a.fullState() + "\n" + b.fullState());
            }
        }
        for (int i = 1; i < states.size() - 1; i++) {
            assertFalse(states.get(0).sameFullState(states.get(i)), "situation " + i + " differs in one part");
        }
    }

    /**
     * Situations under pt that differ from the first in one part each (the Fugitive's hand, the
     * Marshal's, a hideout, a sprint card, a face-up card, the phase), at the Marshal's guess.
     */
    static List<FugitiveState> situations() {
        FugitiveRules rules = Specs.shipped("pt");
        int[] route = {0, 20, 22, 39};
        long[] sprints = {0, 0, Cards.of(7), 0};
        long up = 1L << 1;
        return new ArrayList<>(List.of(
                FugitiveState.situation(rules, route, sprints, up, Cards.of(42, 30), Cards.of(5), Phase.MARSHAL_GUESS),
                FugitiveState.situation(rules, route, sprints, up, Cards.of(42, 31), Cards.of(5), Phase.MARSHAL_GUESS),
                FugitiveState.situation(rules, route, sprints, up, Cards.of(42, 30), Cards.of(6), Phase.MARSHAL_GUESS),
                FugitiveState.situation(rules, new int[] {0, 20, 23, 39}, sprints, up, Cards.of(42, 30), Cards.of(5), Phase.MARSHAL_GUESS),
                FugitiveState.situation(rules, route, new long[] {0, 0, Cards.of(8), 0}, up, Cards.of(42, 30), Cards.of(5),
                        Phase.MARSHAL_GUESS),
                FugitiveState.situation(rules, route, sprints, up | 1L << 2, Cards.of(42, 30), Cards.of(5), Phase.MARSHAL_GUESS),
                FugitiveState.situation(rules, route, sprints, up, Cards.of(42, 30), Cards.of(5), Phase.MARSHAL_DRAW)));
    }

    /** The state, a copy, the copy after refused moves, after a legal move, and with each seat's unseen cards shuffled. */
    static List<FugitiveState> variants(FugitiveState s, Rng rng) {
        List<FugitiveState> out = new ArrayList<>();
        out.add(s);
        out.add(s.copy());
        FugitiveState refused = s.copy();
        for (FugitiveMove m : FugitiveInvariantTest.candidates(s, rng)) {
            if (s.whyIllegal(m) != null) {
                try {
                    refused.apply(m);
                } catch (IllegalMoveException expected) {
                    // the copy stays as it was
                }
            }
        }
        out.add(refused);
        FugitiveState moved = s.copy();
        moved.apply(s.randomLegalMove(rng));
        out.add(moved);
        out.add(s.resampleUnseen(0, rng));
        out.add(s.resampleUnseen(1, rng));
        return out;
    }
}
