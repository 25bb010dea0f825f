package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The invariant harness over every registered game, in every setup its plugin asks for: a game
 * added to the registry is checked here without a line written for it. The moves tried for
 * refusals are the moves legal where another seat's unseen cards were shuffled (a hand the
 * player to move does not hold), so no game-specific move generator is needed. Each game's own
 * test adds what only it knows (its scoring, its own candidates, many more games).
 */
class RegistryInvariantTest {
    static Stream<GameFixtures.Case> cases() {
        return GameFixtures.cases().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyRegisteredGameKeepsTheContract(GameFixtures.Case c) {
        check(c, 1, QUICK);
    }

    /**
     * The harness checks that a seat's observation survives the shuffling of the cards it has not
     * seen; a game whose {@code resampleUnseen} shuffled nothing would pass that while its
     * observations leaked every hand. So along the first moves of a game, for each seat, some
     * resampling must change the hidden cards, and some must change what another seat sees (every
     * game of the house deals hidden cards; docs/adding-a-game.md says so).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void resamplingMovesTheCardsASeatHasNotSeen(GameFixtures.Case c) {
        resamplingMoves(c.game());
    }

    private static <S extends GameState<M>, M> void resamplingMoves(Game<S, M> game) {
        S s = game.newGame(1);
        Rng moves = new Rng(1);
        boolean[] moved = new boolean[s.numPlayers()];
        boolean[] seenElsewhere = new boolean[s.numPlayers()];
        for (int k = 0; k < 40 && !s.isTerminal(); k++, s.apply(s.randomLegalMove(moves))) {
            for (int p = 0; p < s.numPlayers(); p++) {
                GameState<M> other = s.resampleUnseen(p, new Rng(1000L * k + p));
                moved[p] |= !other.fullState().equals(s.fullState());
                for (int q = 0; q < s.numPlayers(); q++) {
                    seenElsewhere[p] |= q != p && !other.observation(q).equals(s.observation(q));
                }
            }
        }
        for (int p = 0; p < moved.length; p++) {
            assertTrue(moved[p], "seat " + p + ": resampling the cards it has not seen never changed the game's first 40 states");
            assertTrue(seenElsewhere[p], "seat " + p + ": resampling the cards it has not seen never changed another seat's view in the first 40 states");
        }
    }

    /**
     * The same over more games: the seeds after the quick run's, up to {@link #GAMES} in all or
     * until {@link #MOVES} moves have been checked, so that a setup whose games are long (a whole
     * Da Guai Lu Zi match is thousands of moves) is checked over as many moves as the others, not
     * over as many games. The seeds are taken in order: the same games whatever the machine.
     */
    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyRegisteredGameKeepsTheContractOverMoreGames(GameFixtures.Case c) {
        long moves = 0;
        long seed = QUICK + 1;
        for (; seed <= GAMES && moves < MOVES; seed++) {
            moves += run(c.game(), seed, 1);
        }
        System.out.println("[registry harness] " + c + ": seeds " + (QUICK + 1) + " to " + (seed - 1) + ", " + moves + " moves");
    }

    /** Seeds 1..QUICK run in every build, more of 1..GAMES in the slow part (each seed once). */
    private static final int QUICK = 3;
    private static final int GAMES = 200;
    /** The slow part's moves per setup: more than 200 Da Guai Lu Zi rounds or 5-player SCOUT games take. */
    private static final long MOVES = 60_000;

    private static void check(GameFixtures.Case c, long firstSeed, int games) {
        run(c.game(), firstSeed, games);
    }

    private static <S extends GameState<M>, M> long run(Game<S, M> game, long firstSeed, int games) {
        long moves = new InvariantHarness<>(game, policy(game), RegistryInvariantTest::otherHandsMoves, s -> returns(game, s))
                .games(games)
                .firstSeed(firstSeed)
                .legalMovesTried(4)
                .roundTripEvery(25)
                .everyStepUpTo(60, 10)
                .run();
        assertTrue(moves >= games, "every game has at least one move: " + moves);
        return moves;
    }

    /** Odd seeds: the game's default bot in every seat (where it plays every seat); even seeds: the engine's random moves. */
    private static <S extends GameState<M>, M> Policy<S, M> policy(Game<S, M> game) {
        List<Policy<S, M>> bots;
        try {
            bots = Playout.seats(game, List.of(game.type().botNames().get(0)));
        } catch (UserError e) {
            bots = null; // the default bot plays one seat only
        }
        List<Policy<S, M>> seats = bots;
        Policy<S, M> random = Policy.random();
        return (s, rng) -> s.seed() % 2 == 1 && seats != null ? seats.get(s.currentPlayer()).choose(s, rng) : random.choose(s, rng);
    }

    /** Up to three moves legal after the unseen cards of another seat were shuffled (often cards the player to move lacks). */
    private static <S extends GameState<M>, M> List<M> otherHandsMoves(S s, Rng rng) {
        List<M> out = new ArrayList<>();
        for (int q = 0; q < s.numPlayers() && out.size() < 3; q++) {
            if (q != s.currentPlayer()) {
                @SuppressWarnings("unchecked")
                S other = (S) s.resampleUnseen(q, rng);
                if (!other.isTerminal() && other.currentPlayer() == s.currentPlayer()) {
                    other.legalMoves().limit(3 - out.size()).forEach(out::add);
                }
            }
        }
        return out;
    }

    /** What every game's end must give: one finite return per seat, a summary saying it is finished. */
    private static <S extends GameState<M>, M> void returns(Game<S, M> game, S s) {
        double[] r = s.returns();
        assertEquals(game.numPlayers(), r.length, "one return per seat");
        for (double v : r) {
            assertTrue(Double.isFinite(v), "finite returns");
        }
        assertTrue(game.summary(s).path("finished").asBoolean(), "the summary says the game is finished: " + game.summary(s));
    }
}
