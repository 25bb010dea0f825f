package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a seat is told of another seat's move ({@link Game#moveWords}, the web table's account of
 * the bots' moves) leaks nothing it has not seen: with every card it has not seen resampled by
 * the engine, before the move and after it, the words are the same. Over seeded random games of
 * every registered game (Fugitive's moves are hidden and its tables tell them their own way),
 * as many as it takes to tell {@link #TOLD} moves, so a game of a few moves is checked as much
 * as a long one. The same for what a seat is told of a round's end ({@link Game#roundWords}).
 */
class MoveWordsTest {
    /** Moves told to another seat that each game's check covers. */
    static final int TOLD = 60;

    /** Games each check plays at least (a long game tells many moves in its first). */
    static final int MIN_GAMES = 4;

    /** A game that tells no move in this many games fails instead of looping. */
    static final int MAX_GAMES = 1000;

    static Stream<GameFixtures.Case> cases() {
        return GameFixtures.cases().stream().filter(c -> !c.type().id().equals("fugitive"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theWordsOfAnotherSeatsMoveDependOnlyOnWhatTheViewerSees(GameFixtures.Case c) {
        int told = check(c.game(), TOLD);
        assertTrue(told >= TOLD, "moves told: " + told);
    }

    /** A game of two moves (a card each) is played until as many moves are told as in a long game. */
    @Test
    void aShortGameIsPlayedUntilEnoughMovesAreTold() {
        Game<?, ?> twoMoves = GameFixtures.game("duel", "plain+highest=2+handSize=1+drawAfterTrick=false");
        assertEquals(TOLD, check(twoMoves, TOLD), "each of the two moves told to the other seat: thirty games");
    }

    /**
     * Checks seeded games from seed 1: {@link #MIN_GAMES}, and more until {@code enough} moves
     * were told (at most {@link #MAX_GAMES} games); the moves told.
     */
    static <S extends GameState<M>, M> int check(Game<S, M> game, int enough) {
        int told = 0;
        for (long seed = 1; seed <= MAX_GAMES && (seed <= MIN_GAMES || told < enough); seed++) {
            S s = game.newGame(seed);
            Rng rng = new Rng(seed);
            for (int k = 0; !s.isTerminal() && k < game.maxMoves(); k++) {
                M m = s.randomLegalMove(rng);
                @SuppressWarnings("unchecked")
                S before = (S) s.copy();
                s.apply(m);
                int mover = before.currentPlayer();
                for (int viewer = 0; viewer < game.numPlayers(); viewer++) {
                    @SuppressWarnings("unchecked")
                    S otherBefore = (S) before.resampleUnseen(viewer, new Rng(seed * 1000 + k));
                    @SuppressWarnings("unchecked")
                    S otherAfter = (S) s.resampleUnseen(viewer, new Rng(seed * 1000 + k + 1));
                    // a round's end (a Da Guai Lu Zi tribute's card among it), told to every seat, the mover's too
                    assertEquals(game.roundWords(before, m, s, viewer, viewer), game.roundWords(otherBefore, m, otherAfter, viewer, viewer),
                            game.info().id() + " seed " + seed + ", move " + (k + 1) + ": the round's end told to seat " + viewer);
                    if (viewer == mover) {
                        continue;
                    }
                    String words = game.moveWords(before, m, s, viewer);
                    assertFalse(words.isBlank());
                    assertEquals(words, game.moveWords(otherBefore, m, otherAfter, viewer),
                            game.info().id() + " seed " + seed + ", move " + (k + 1) + " (" + game.moveText(m) + "), told to seat " + viewer);
                    told++;
                }
            }
        }
        return told;
    }
}
