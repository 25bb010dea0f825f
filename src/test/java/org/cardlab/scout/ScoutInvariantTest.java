package org.cardlab.scout;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.InvariantHarness;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.scout.bots.ScoutGreedyBot;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The shared invariant harness over 1,000 seeded matches for each player count (the first 25 in every build, the rest tagged slow). */
class ScoutInvariantTest {
    /**
     * A tighter bound than the game's own for the policies under test: pure random play
     * averaged 320 moves and at most 548 over 1,000 five-player matches, and the harness's
     * policies play shorter ones.
     */
    static final int MAX_MOVES = 3000;

    /**
     * Random moves tried per step. Each refused one costs an exception (a stack trace), the
     * largest part of the harness's time; three a step still try about a million moves a run.
     */
    static final int CANDIDATES = Integer.getInteger("scout.candidates", 3);

    /** Matches of the quick run (seeds 1..QUICK) for each player count; the rest of the 1,000 are tagged slow. */
    static final int QUICK = 25;

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5})
    void harnessOverTheFirstGames(int players) {
        harness(players, 1, QUICK);
    }

    @Tag("slow")
    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5})
    void harnessOverTheOtherGamesOfAThousand(int players) {
        harness(players, 1 + QUICK, 1000 - QUICK);
    }

    private static void harness(int players, long firstSeed, int games) {
        ScoutGame game = GameFixtures.game("scout", "official", "players", players);
        long moves = new InvariantHarness<>(game, policy(), ScoutInvariantTest::candidates, ScoutInvariantTest::checkReturns)
                .sameObservation(ScoutState::sameObservation) // checked against the JSON by ScoutSameObservationTest
                .games(games)
                .firstSeed(firstSeed)
                .maxMoves(MAX_MOVES)
                .legalMovesTried(3)
                .roundTripEvery(100)
                .run();
        assertTrue(moves > games * players * 10L, "suspiciously short games: " + moves + " moves");
    }

    /**
     * Odd seeds: the greedy bot. Even seeds: random moves leaning to shows (up to three random
     * legal moves are drawn and the first show among them is played), which keeps random matches
     * near the length of real ones (pure random play scouts two moves in three and makes 4- and
     * 5-player matches twice as long) while still reaching every kind of move.
     */
    static Policy<ScoutState, ScoutMove> policy() {
        ScoutGreedyBot greedy = new ScoutGreedyBot();
        return (s, rng) -> {
            if (s.seed() % 2 == 1) {
                return greedy.choose(s, rng);
            }
            ScoutMove m = s.randomLegalMove(rng);
            for (int i = 0; i < 2 && !m.isShow(); i++) {
                m = s.randomLegalMove(rng);
            }
            return m;
        };
    }

    static List<ScoutMove> candidates(ScoutState s, Rng rng) {
        int h = s.handSize(s.currentPlayer());
        List<ScoutMove> out = new ArrayList<>();
        for (int i = 0; i < CANDIDATES; i++) {
            int a = rng.nextInt(h + 2) - 1;
            int b = a + rng.nextInt(4) - 1;
            boolean right = rng.chance(0.5);
            int at = rng.nextInt(h + 3) - 1;
            boolean turned = rng.chance(0.5);
            out.add(switch (rng.nextInt(5)) {
                case 0 -> rng.chance(0.5) ? ScoutMove.KEEP : ScoutMove.FLIP;
                case 1, 2 -> ScoutMove.show(a, b);
                case 3 -> ScoutMove.scout(right, at, turned);
                default -> ScoutMove.scoutShow(right, at, turned, a, b);
            });
        }
        return out;
    }

    /**
     * The returns are the totals of the round scores; each round score follows the formula
     * from its counts; the last round's counts are the piles the finished game still shows.
     */
    static void checkReturns(ScoutState s) {
        int players = s.numPlayers();
        List<ScoutRoundScore> results = s.results();
        assertEquals(s.deck().rounds, results.size(), "rounds played");
        double[] sum = new double[players];
        for (ScoutRoundScore r : results) {
            for (int p = 0; p < players; p++) {
                int penalty = p == r.ender() ? 0 : r.handLeft()[p];
                assertEquals(r.captured()[p] + r.chips()[p] + r.unspentChips()[p] - penalty, r.scores()[p],
                        "round " + r.round() + " seat " + p);
                sum[p] += r.scores()[p];
            }
        }
        assertArrayEquals(sum, s.returns(), "returns are the round totals");
        ScoutRoundScore last = results.get(results.size() - 1);
        for (int p = 0; p < players; p++) {
            assertEquals(s.capturedCount(p), last.captured()[p], "captured of seat " + p);
            assertEquals(s.chips(p), last.chips()[p], "chips of seat " + p);
            assertEquals(players == 2 ? s.scoutsLeft(p) : 0, last.unspentChips()[p], "unspent scout chips of seat " + p);
            assertEquals(s.handSize(p), last.handLeft()[p], "hand of seat " + p);
        }
    }
}
