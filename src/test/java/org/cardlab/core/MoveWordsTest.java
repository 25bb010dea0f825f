package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a seat is told of another seat's move ({@link Game#moveWords}, the web table's account of
 * the bots' moves) leaks nothing it has not seen: with every card it has not seen resampled by
 * the engine, before the move and after it, the words are the same. Over seeded random games of
 * every registered game (Fugitive's moves are hidden and its tables tell them their own way).
 */
class MoveWordsTest {
    static Stream<GameFixtures.Case> cases() {
        return GameFixtures.cases().stream().filter(c -> !c.type().id().equals("fugitive"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theWordsOfAnotherSeatsMoveDependOnlyOnWhatTheViewerSees(GameFixtures.Case c) {
        int told = check(c.game(), 4);
        assertTrue(told > 50, "moves told: " + told);
    }

    static <S extends GameState<M>, M> int check(Game<S, M> game, int games) {
        int told = 0;
        for (long seed = 1; seed <= games; seed++) {
            S s = game.newGame(seed);
            Rng rng = new Rng(seed);
            for (int k = 0; !s.isTerminal() && k < game.maxMoves(); k++) {
                M m = s.randomLegalMove(rng);
                @SuppressWarnings("unchecked")
                S before = (S) s.copy();
                s.apply(m);
                int mover = before.currentPlayer();
                for (int viewer = 0; viewer < game.numPlayers(); viewer++) {
                    if (viewer == mover) {
                        continue;
                    }
                    String words = game.moveWords(before, m, s, viewer);
                    assertFalse(words.isBlank());
                    @SuppressWarnings("unchecked")
                    S otherBefore = (S) before.resampleUnseen(viewer, new Rng(seed * 1000 + k));
                    @SuppressWarnings("unchecked")
                    S otherAfter = (S) s.resampleUnseen(viewer, new Rng(seed * 1000 + k + 1));
                    assertEquals(words, game.moveWords(otherBefore, m, otherAfter, viewer),
                            game.info().id() + " seed " + seed + ", move " + (k + 1) + " (" + game.moveText(m) + "), told to seat " + viewer);
                    told++;
                }
            }
        }
        return told;
    }
}
