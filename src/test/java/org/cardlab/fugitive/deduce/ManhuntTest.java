package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
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
        java.util.Set<Integer> faceDownCounts = new java.util.TreeSet<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (long seed = 1; seed <= 400 && compared < 12; seed++) {
            for (String[] bots : new String[][] {{"heuristic", "random"}, {"random", "random"}, {"random", "heuristic"}}) {
                for (FugitiveState s : DeduceFixtures.marshalTurns(rules, bots[0], bots[1], seed)) {
                    if (s.phase() != Phase.MANHUNT || s.faceDownCount() < 2 || s.faceDownCount() > 5 || !seen.add(s.notes().toJson().toString())) {
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
                    Manhunt.Result r = new Manhunt(t, Manhunt.DEFAULT_BUDGET).solve();
                    assertTrue(r.exact(), s.fullState());
                    assertEquals(expected, r.low(), 1e-12, s.fullState());
                    assertEquals(BigInteger.valueOf(naive.collected().size()), r.histories());
                    assertEquals(expected, r.captures().doubleValue() / r.histories().doubleValue(), 1e-12);
                    // A small budget still brackets the true value.
                    Manhunt.Result cut = new Manhunt(t, 2).solve();
                    assertTrue(cut.low() <= expected + 1e-9 && expected <= cut.high() + 1e-9, cut + " vs " + expected);
                    faceDownCounts.add(s.faceDownCount());
                    compared++;
                }
            }
        }
        assertTrue(compared >= 8, "manhunt states compared: " + compared);
        assertTrue(faceDownCounts.size() >= 2, "face-down counts met: " + faceDownCounts);
    }

    /** One face-down hideout left whose value the notes force: the capture is certain, and said to be exact. */
    @Test
    void forcedLastHideoutIsAnExactCapture() {
        FugitiveRules rules = rules();
        int checked = 0;
        for (long seed = 1; seed <= 400 && checked < 3; seed++) {
            for (FugitiveState s : DeduceFixtures.marshalTurns(rules, "heuristic", "random", seed)) {
                if (s.phase() != Phase.MANHUNT || s.faceDownCount() != 1) {
                    continue;
                }
                PublicTrack t = DeduceFixtures.track(s);
                Deduction d = Deduction.of(t);
                int p = Long.numberOfTrailingZeros(t.faceDownNow());
                if (Long.bitCount(d.possible(p)) != 1) {
                    continue;
                }
                Manhunt.Result r = new Manhunt(t, Manhunt.DEFAULT_BUDGET).solve();
                assertTrue(r.exact(), s.fullState());
                assertEquals(1.0, r.low());
                assertEquals(s.hideout(p), r.firstGuess());
                List<String> lines = Advice.of(d).lines(5);
                assertTrue(lines.stream().anyMatch(l -> l.contains("captures with probability 100%")), lines.toString());
                assertTrue(lines.stream().noneMatch(l -> l.contains("multi-number")), lines.toString());
                checked++;
            }
        }
        assertTrue(checked >= 1, "forced manhunt states: " + checked);
    }

    /** In a manhunt the advice offers single numbers only, and explains a tie between first guesses. */
    @Test
    void manhuntAdviceNamesSingleNumbersAndExplainsTies() {
        FugitiveRules rules = rules();
        int ties = 0;
        int manhunts = 0;
        for (long seed = 1; seed <= 300 && (ties < 1 || manhunts < 5); seed++) {
            for (FugitiveState s : DeduceFixtures.marshalTurns(rules, "random", "random", seed)) {
                if (s.phase() != Phase.MANHUNT) {
                    continue;
                }
                Advice a = Advice.of(Deduction.of(DeduceFixtures.track(s)));
                manhunts++;
                assertTrue(a.multi == null, "no multi-number guess in a manhunt");
                List<String> lines = a.lines(5);
                assertTrue(lines.stream().noneMatch(l -> l.contains("multi-number")), lines.toString());
                if (a.manhunt.tieBreak() != null) {
                    ties++;
                    assertTrue(Long.bitCount(a.manhunt.tied()) >= 2 && (a.manhunt.tied() >> a.manhunt.firstGuess() & 1) == 1);
                    assertTrue(lines.stream().anyMatch(l -> l.startsWith("Tie: ")), lines.toString());
                }
            }
        }
        assertTrue(manhunts >= 5, "manhunts: " + manhunts);
        assertTrue(ties >= 1, "ties met: " + ties);
    }
}
