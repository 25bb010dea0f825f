package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A copy shares with its state only what never changes (the setup, the moves made before it):
 * for every registered game, the moves a copy makes afterwards leave the state as it was, and the
 * state's later moves leave the copy as it was. Each side is read through a fresh copy of it, so
 * that a cached text cannot hide a change.
 */
class CopyIndependenceTest {
    /** Positions checked per game, and moves the copy plays from each. */
    private static final int STEPS = 120;
    private static final int AHEAD = 25;

    static Stream<GameFixtures.Case> cases() {
        return GameFixtures.cases().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aCopyAndItsStateGoOnApart(GameFixtures.Case c) {
        for (long seed = 1; seed <= 2; seed++) {
            check(c.game(), seed);
        }
    }

    private static <S extends GameState<M>, M> void check(Game<S, M> game, long seed) {
        S state = game.newGame(seed);
        Rng rng = new Rng(seed);
        for (int step = 0; step < STEPS && !state.isTerminal(); step++) {
            String text = state.fullState();
            List<M> moves = state.moves();
            GameState<M> copy = state.copy();
            int ahead = 0;
            for (; ahead < AHEAD && !copy.isTerminal(); ahead++) {
                copy.apply(copy.randomLegalMove(rng));
            }
            String at = "seed " + seed + ", move " + step;
            assertEquals(moves.size() + ahead, copy.moves().size(), at + ": the copy played on");
            assertEquals(text, state.copy().fullState(), at + ": the copy's moves changed its state");
            assertEquals(moves, state.moves(), at + ": the copy's moves entered its state's history");

            GameState<M> kept = state.copy();
            state.apply(state.randomLegalMove(rng));
            assertEquals(text, kept.copy().fullState(), at + ": the state's next move changed an earlier copy");
            assertEquals(moves, kept.moves(), at + ": the state's next move entered an earlier copy's history");
        }
    }
}
