package org.cardlab.daguai.track;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiMove;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.bots.DaguaiGreedyBot;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Da Guai Lu Zi card tracker reads nothing hidden (with every card its seat has not seen
 * resampled by the engine before and after every move, its output is the same) and is right:
 * its counts are the true card counts, the known cards are in those hands, and the unseen cards
 * are exactly the other hands less the known cards. Over the first rounds of matches, so that
 * tribute and the cards given back are tracked, under public and private tribute and the joker
 * house rule.
 */
class DaguaiTrackerTest {
    static DaguaiGame match(String spec) {
        GameType type = Games.get("daguai");
        return (DaguaiGame) type.game(type.spec(spec), (ObjectNode) Json.parse("{\"mode\": \"match\"}", "params"));
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"pl", "pl+tributePublic=false", "pl+jokerTribute=two-offered"})
    void theOutputDependsOnlyOnWhatTheSeatSeesAndIsRight(String spec) {
        DaguaiGame g = match(spec);
        int exchanges = 0;
        for (long seed = 1; seed <= 2; seed++) {
            DaguaiState s = g.newGame(seed);
            DaguaiTracker[] truth = new DaguaiTracker[6];
            DaguaiTracker[] blind = new DaguaiTracker[6];
            for (int p = 0; p < 6; p++) {
                truth[p] = new DaguaiTracker(s, p);
                blind[p] = new DaguaiTracker(s.resampleUnseen(p, new Rng(seed)), p);
            }
            Rng rng = new Rng(seed);
            DaguaiGreedyBot greedy = new DaguaiGreedyBot();
            for (int k = 0; !s.isTerminal() && s.results().size() < 3; k++) {
                DaguaiMove m = k % 4 == 0 ? s.randomLegalMove(rng) : greedy.choose(s, rng);
                DaguaiState before = s.copy();
                s.apply(m);
                exchanges += m.type == DaguaiMove.Type.PLAY || m.type == DaguaiMove.Type.PASS ? 0 : 1;
                for (int p = 0; p < 6; p++) {
                    truth[p].observe(before, m, s);
                    if (k % 5 == 0 || m.type != DaguaiMove.Type.PLAY) {
                        blind[p].observe(before.resampleUnseen(p, new Rng(seed * 977 + k)), m, s.resampleUnseen(p, new Rng(seed * 991 + k)));
                    } else {
                        blind[p].observe(before, m, s); // resampling every play of a long match is slow; every fifth one and every exchange are resampled
                    }
                    assertEquals(Json.write(DaguaiTrackView.json(truth[p])), Json.write(DaguaiTrackView.json(blind[p])),
                            spec + " seed " + seed + " move " + (k + 1) + " seat " + p);
                    if (!s.isTerminal()) {
                        checkRight(truth[p], s);
                    }
                }
            }
        }
        assertTrue(exchanges > 0, "some tribute was given back");
    }

    private static void checkRight(DaguaiTracker t, DaguaiState s) {
        int[] hidden = new int[Card.FACES];
        for (int p = 0; p < 6; p++) {
            assertEquals(s.handSize(p), t.sizes()[p], "card count of seat " + p);
            int[] hand = s.hand(p);
            int[] known = t.known(p);
            for (int f = 0; f < Card.FACES; f++) {
                assertTrue(known[f] <= hand[f], "seat " + p + " holds the known " + Card.name(f));
                if (p != t.seat()) {
                    hidden[f] += hand[f] - known[f];
                }
            }
        }
        assertArrayEquals(hidden, t.unseen(), "the unseen cards are the other hands less the known cards");
    }
}
