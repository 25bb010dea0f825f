package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A replay gone on from a replay of the file's first moves ({@link Replay#continued}) reaches the
 * state a replay from the first move reaches, for every registered game: what lets the invariant
 * harness's round trips go on from the last one instead of replaying the whole game each time.
 */
class ReplayContinuedTest {
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.cardlab.core.RegistryInvariantTest#cases")
    void goingOnFromAnyMoveGivesTheReplayFromTheFirst(GameFixtures.Case c) {
        check(c.game());
    }

    private static <S extends GameState<M>, M> void check(Game<S, M> game) {
        S played = game.newGame(11);
        Rng rng = new Rng(11);
        Policy<S, M> random = Policy.random();
        for (int i = 0; i < 150 && !played.isTerminal(); i++) {
            played.apply(random.choose(played, rng));
        }
        GameRecord record = GameRecord.parse(Json.parse(Json.write(played.toJson()), "game"), Path.of("game"));
        int n = record.moves().size();
        assertTrue(n > 2, "a game of several moves: " + n);
        String whole = Replay.of(game, record, "game", true).state().fullState();
        assertEquals(played.fullState(), whole);
        for (int k : new int[] {0, 1, n / 2, n - 1, n}) {
            S first = Replay.of(game, record.firstMoves(k), "game", true).state();
            assertEquals(whole, Replay.continued(game, first, record, k, "game", true).state().fullState(), "gone on from move " + k);
        }
    }
}
