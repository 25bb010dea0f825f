package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.junit.jupiter.api.Test;
import org.cardlab.core.WorkLimitExceeded;

/** The manhunt's best guessing order against an expectimax over every complete hidden history. */
class ManhuntTest {

    /** Small decks and a long step, so the Fugitive reaches 42 and the manhunt comes. */
    private static FugitiveRules rules() {
        return DeduceFixtures.variant("pt", Map.of("deck1", List.of(4, 7), "deck2", List.of(8, 11), "deck3", List.of(12, 15),
                "initialDraws", List.of(2, 1, 0), "stepLimit", 29), "tiny-manhunt");
    }

    /** The best order's capture chance over equally weighted histories; {@code open} are the positions still down. */
    private static double best(List<NaiveEnumerator.History> hs, long open) {
        if (open == 0) {
            return 1;
        }
        double best = 0;
        for (int n = 1; n <= 41; n++) {
            Map<String, List<NaiveEnumerator.History>> outcomes = new HashMap<>();
            Map<String, Integer> where = new HashMap<>();
            for (NaiveEnumerator.History h : hs) {
                for (long o = open; o != 0; o &= o - 1) {
                    int p = Long.numberOfTrailingZeros(o);
                    if (h.route()[p] == n) {
                        String key = p + ":" + h.sprints()[p];
                        outcomes.computeIfAbsent(key, k -> new ArrayList<>()).add(h);
                        where.put(key, p);
                    }
                }
            }
            double v = 0;
            for (Map.Entry<String, List<NaiveEnumerator.History>> e : outcomes.entrySet()) {
                v += (double) e.getValue().size() / hs.size() * best(e.getValue(), open & ~(1L << where.get(e.getKey())));
            }
            best = Math.max(best, v);
        }
        return best;
    }

    @Test
    void bestOrderMatchesExpectimaxOverAllHistories() {
        FugitiveRules rules = rules();
        int compared = 0;
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (long seed = 1; seed <= 300 && compared < 6; seed++) {
            for (String[] bots : new String[][] {{"heuristic", "random"}, {"random", "random"}, {"random", "heuristic"}}) {
                for (FugitiveState s : DeduceFixtures.marshalTurns(rules, bots[0], bots[1], seed)) {
                    if (s.phase() != Phase.MANHUNT || s.faceDownCount() < 2 || !seen.add(s.notes().toJson().toString())) {
                        continue;
                    }
                    PublicTrack t = DeduceFixtures.track(s);
                    NaiveEnumerator naive = new NaiveEnumerator(t, 3_000_000L).collecting();
                    try {
                        naive.run();
                    } catch (WorkLimitExceeded e) {
                        continue;
                    }
                    double expected = best(naive.collected(), t.faceDownNow());
                    Manhunt.Result r = new Manhunt(t, 100_000).solve();
                    assertTrue(r.exact(), s.fullState());
                    assertEquals(expected, r.low(), 1e-9, s.fullState());
                    // A small budget still brackets the true value.
                    Manhunt.Result cut = new Manhunt(t, 2).solve();
                    assertTrue(cut.low() <= expected + 1e-9 && expected <= cut.high() + 1e-9, cut + " vs " + expected);
                    compared++;
                }
            }
        }
        assertTrue(compared >= 3, "manhunt states compared: " + compared);
    }
}
