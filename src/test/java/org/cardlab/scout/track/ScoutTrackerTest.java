package org.cardlab.scout.track;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.RuleSpec;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutOpenCards;
import org.cardlab.scout.ScoutRules;
import org.cardlab.scout.ScoutState;
import org.cardlab.scout.bots.ScoutGreedyBot;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The SCOUT card tracker reads nothing hidden (with every card its seat has not seen resampled by
 * the engine before and after every move, its output is the same) and is right (the known places
 * hold those very cards; every hidden card is among the unseen ones).
 */
class ScoutTrackerTest {
    static ScoutGame game(String spec, int players) {
        return new ScoutGame(ScoutRules.of(spec, RuleSpec.resolve("scout", spec)), players);
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @CsvSource({"official, 2", "official, 3", "official, 4", "official, 5", "es, 4"})
    void theOutputDependsOnlyOnWhatTheSeatSees(String spec, int players) {
        ScoutGame g = game(spec, players);
        int knownSeen = 0;
        for (long seed = 1; seed <= 3; seed++) {
            ScoutState s = g.newGame(seed);
            ScoutTracker[] truth = new ScoutTracker[players];
            ScoutTracker[] blind = new ScoutTracker[players];
            for (int p = 0; p < players; p++) {
                truth[p] = new ScoutTracker(s, p);
                blind[p] = new ScoutTracker(s.resampleUnseen(p, new Rng(seed)), p);
            }
            Rng rng = new Rng(seed);
            Policy<ScoutState, ScoutMove> greedy = new ScoutGreedyBot();
            for (int k = 0; !s.isTerminal(); k++) {
                ScoutMove m = k % 3 == 0 ? s.randomLegalMove(rng) : greedy.choose(s, rng);
                ScoutState before = s.copy();
                s.apply(m);
                for (int p = 0; p < players; p++) {
                    truth[p].observe(before, m, s);
                    blind[p].observe(before.resampleUnseen(p, new Rng(seed * 977 + k)), m, s.resampleUnseen(p, new Rng(seed * 991 + k)));
                    assertEquals(Json.write(ScoutTrackView.json(truth[p])), Json.write(ScoutTrackView.json(blind[p])),
                            spec + " seed " + seed + " move " + (k + 1) + " seat " + p);
                    if (!s.isTerminal()) {
                        knownSeen += checkRight(truth[p], s);
                    }
                }
            }
        }
        assertTrue(knownSeen > 0, "some scouted card was tracked in another hand");
    }

    /** Known places hold their cards, and every hidden card is unseen; returns the known places of other hands. */
    private static int checkRight(ScoutTracker t, ScoutState s) {
        boolean[] unseen = new boolean[s.deckSize()];
        for (int id : t.unseen()) {
            unseen[id] = true;
        }
        int known = 0;
        int unknown = 0;
        for (int p = 0; p < s.numPlayers(); p++) {
            int[] places = t.places(p);
            assertEquals(s.handSize(p), places.length, "hand size of player " + p);
            for (int i = 0; i < places.length; i++) {
                if (places[i] == ScoutTracker.UNKNOWN) {
                    unknown++;
                    assertTrue(unseen[s.handCard(p, i) >> 1], "player " + p + " place " + i + " is among the unseen");
                } else {
                    assertEquals(s.handCard(p, i), places[i], "player " + p + " place " + i + ": " + Arrays.toString(places));
                    known += p == t.seat() ? 0 : 1;
                }
            }
        }
        assertTrue(t.unseen().length >= unknown + ScoutOpenCards.undealtCount(s), "enough unseen cards for the unknown places");
        return known;
    }
}
