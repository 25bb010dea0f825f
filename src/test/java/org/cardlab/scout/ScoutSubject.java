package org.cardlab.scout;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.GameState;
import org.cardlab.core.InvariantHarness;
import org.cardlab.core.Rng;
import org.cardlab.scout.bots.GreedyBot;
import org.cardlab.scout.bots.RandomBot;

/** SCOUT as the shared harness sees it: greedy and (show-leaning) random bots, in alternate games. */
final class ScoutSubject implements InvariantHarness.Subject<ScoutMove> {
    private final ScoutRules rules;
    private final int players;
    /**
     * Random moves tried per step. Each refused one costs an exception (a stack trace), the
     * largest part of the harness's time; three a step still try about a million moves a run.
     */
    static int CANDIDATES = Integer.getInteger("scout.candidates", 3);

    private final RandomBot random = new RandomBot();
    private final GreedyBot greedy = new GreedyBot();

    ScoutSubject(ScoutRules rules, int players) {
        this.rules = rules;
        this.players = players;
    }

    @Override
    public GameState<ScoutMove> newGame(long seed) {
        return ScoutGame.newGame(rules, players, seed);
    }

    @Override
    public GameState<ScoutMove> fromJson(JsonNode json) {
        return ScoutGame.fromJson(json, "round trip", rules);
    }

    /**
     * Odd seeds: the greedy bot. Even seeds: random moves leaning to shows (up to three
     * random legal moves are drawn and the first show among them is played), which keeps
     * random matches near the length of real ones (pure random play scouts two moves in
     * three and makes 4- and 5-player matches twice as long) while still reaching every kind
     * of move.
     */
    @Override
    public ScoutMove choose(GameState<ScoutMove> state, Rng rng) {
        ScoutState s = (ScoutState) state;
        if (s.seed() % 2 == 1) {
            return greedy.choose(s, rng);
        }
        ScoutMove m = random.choose(s, rng);
        for (int i = 0; i < 2 && !m.isShow(); i++) {
            m = random.choose(s, rng);
        }
        return m;
    }

    @Override
    public List<ScoutMove> candidates(GameState<ScoutMove> state, Rng rng) {
        ScoutState s = (ScoutState) state;
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
    @Override
    public void checkReturns(GameState<ScoutMove> terminal) {
        ScoutState s = (ScoutState) terminal;
        List<RoundResult> results = s.results();
        assertEquals(s.deck().rounds, results.size(), "rounds played");
        double[] sum = new double[players];
        for (RoundResult r : results) {
            for (int p = 0; p < players; p++) {
                int penalty = p == r.ender() ? 0 : r.handLeft()[p];
                assertEquals(r.captured()[p] + r.chips()[p] + r.unspentChips()[p] - penalty, r.scores()[p],
                        "round " + r.round() + " seat " + p);
                sum[p] += r.scores()[p];
            }
        }
        assertArrayEquals(sum, s.returns(), "returns are the round totals");
        RoundResult last = results.get(results.size() - 1);
        for (int p = 0; p < players; p++) {
            assertEquals(s.capturedCount(p), last.captured()[p], "captured of seat " + p);
            assertEquals(s.chips(p), last.chips()[p], "chips of seat " + p);
            assertEquals(players == 2 ? s.scoutsLeft(p) : 0, last.unspentChips()[p], "unspent scout chips of seat " + p);
            assertEquals(s.handSize(p), last.handLeft()[p], "hand of seat " + p);
        }
    }
}
