package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The manhunt's best guessing order against an expectimax over every complete hidden history. */
class ManhuntTest {

    /** Small decks and a long step, so the Fugitive reaches 42 and the manhunt comes. */
    static FugitiveRules rules() {
        return DeduceFixtures.variant("pt", Map.of("deck1", List.of(4, 7), "deck2", List.of(8, 11), "deck3", List.of(12, 15),
                "initialDraws", List.of(2, 1, 0), "stepLimit", 29), "tiny-manhunt");
    }

    /** The best order's capture chance over equally weighted histories; {@code open} are the positions still down. */
    static double best(List<NaiveEnumerator.History> hs, long open) {
        if (open == 0) {
            return 1;
        }
        double best = 0;
        for (Map<Outcome, List<NaiveEnumerator.History>> outcomes : outcomes(hs, open)) {
            double v = 0;
            for (Map.Entry<Outcome, List<NaiveEnumerator.History>> e : outcomes.entrySet()) {
                v += (double) e.getValue().size() / hs.size() * best(e.getValue(), open & ~(1L << e.getKey().position()));
            }
            best = Math.max(best, v);
        }
        return best;
    }

    /** What guessing a number shows: the open position that holds it, with its sprint cards. */
    record Outcome(int position, long sprints) {}

    /**
     * Per number 1 to 41 (index 0 is 1), the histories grouped by what guessing it shows, each group
     * in the histories' order: one pass over the histories instead of one per number.
     */
    static List<Map<Outcome, List<NaiveEnumerator.History>>> outcomes(List<NaiveEnumerator.History> hs, long open) {
        List<Map<Outcome, List<NaiveEnumerator.History>>> byNumber = new ArrayList<>();
        for (int n = 1; n <= 41; n++) {
            byNumber.add(new java.util.LinkedHashMap<>());
        }
        for (NaiveEnumerator.History h : hs) {
            for (long o = open; o != 0; o &= o - 1) {
                int p = Long.numberOfTrailingZeros(o);
                int n = h.route()[p];
                if (n >= 1 && n <= 41) {
                    byNumber.get(n - 1).computeIfAbsent(new Outcome(p, h.sprints()[p]), k -> new ArrayList<>()).add(h);
                }
            }
        }
        return byNumber;
    }

    @Tag("slow")
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
                    Manhunt.Result search = Manhunt.searchOnly(t, Manhunt.DEFAULT_BUDGET).solve();
                    assertEquals(r.captures(), search.captures(), s.fullState());
                    assertEquals(expected, search.low(), 1e-12, s.fullState());
                    assertEquals(BigInteger.valueOf(naive.collected().size()), r.histories());
                    assertEquals(expected, r.captures().doubleValue() / r.histories().doubleValue(), 1e-12);
                    // A small budget still brackets the true value.
                    Manhunt.Result cut = Manhunt.searchOnly(t, 2).solve();
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

    /** The manhunt states of seeded games under the shipped spec, each once, with at most {@code maxDown} face-down hideouts. */
    static List<PublicTrack> manhunts(String spec, String fugitive, String marshal, int seeds, int maxDown) {
        FugitiveRules rules = new FugitiveRules(org.cardlab.core.Games.get("fugitive").spec(spec));
        List<PublicTrack> out = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (long seed = 1; seed <= seeds; seed++) {
            for (FugitiveState s : DeduceFixtures.marshalTurns(rules, fugitive, marshal, seed)) {
                if (s.phase() == Phase.MANHUNT && s.faceDownCount() >= 2 && s.faceDownCount() <= maxDown
                        && seen.add(s.notes().toJson().toString())) {
                    out.add(DeduceFixtures.track(s));
                }
            }
        }
        return out;
    }

    /**
     * The search proves a guess no better than the best with thresholds instead of solving it:
     * it must give the same capture count, first guess and tied first guesses as the first exact
     * manhunt, which solved every guess that could beat the best in full ({@link ManhuntReference}).
     */
    @Tag("slow")
    @Test
    void thresholdSearchAgreesWithTheFullExpectimax() {
        int compared = 0;
        java.util.Set<Integer> ties = new java.util.TreeSet<>();
        List<PublicTrack> states = new ArrayList<>();
        for (String spec : new String[] {"pt", "ca"}) {
            states.addAll(manhunts(spec, "heuristic", "random", 15, 4));
            states.addAll(manhunts(spec, "racer", "heuristic", 15, 5));
        }
        for (PublicTrack t : states) {
            {
                Manhunt.Result ref = new ManhuntReference(t, 5_000).solve();
                if (!ref.exact()) {
                    continue; // too large for the reference within a test's time
                }
                Manhunt.Result r = Manhunt.searchOnly(t, Manhunt.DEFAULT_BUDGET).solve();
                String where = t.rules.name() + " " + t.events.size() + " events, " + t.faceDownCount() + " face down";
                assertTrue(r.exact(), where);
                assertEquals(ref.captures(), r.captures(), where);
                assertEquals(ref.histories(), r.histories(), where);
                assertEquals(ref.firstGuess(), r.firstGuess(), where);
                assertEquals(Cards.toString(ref.tied()), Cards.toString(r.tied()), where);
                assertTrue(r.counts() <= ref.counts(), where + ": " + r.counts() + " counts, the reference " + ref.counts());
                ties.add(Long.bitCount(r.tied()));
                compared++;
            }
        }
        System.out.println("manhunt states compared with the reference: " + compared + ", tie sizes " + ties);
        assertTrue(compared >= 10, "manhunt states compared: " + compared);
        assertTrue(ties.size() >= 2, "tie sizes met: " + ties);
    }

    /**
     * Past the budget the result is a proven interval; when its ends meet, the answer is exact and
     * says so with the fraction, in the advice too (it used to say "exact": false with an
     * interval of one point).
     */
    @Test
    void boundsThatMeetPastTheBudgetAreAnExactAnswer() {
        int met = 0;
        for (PublicTrack t : manhunts("pt", "racer", "heuristic", 30, 5)) {
            if (met >= 3) {
                break; // enough met: the searches of the states left would check nothing
            }
            Manhunt.Result full = Manhunt.searchOnly(t, 50_000).solve();
            if (!full.exact()) {
                continue;
            }
            for (long budget = 1; budget < full.counts() && met < 3; budget += Math.max(1, full.counts() / 10)) {
                Manhunt.Result r = Manhunt.searchOnly(t, budget).solve();
                assertTrue(r.low() <= full.low() + 1e-12 && full.low() <= r.high() + 1e-12, "the interval holds the answer");
                if (r.counts() < budget || r.low() != r.high()) {
                    continue; // not past the budget, or the bounds did not meet
                }
                assertTrue(r.exact(), "bounds that meet are exact");
                assertEquals(full.captures(), r.captures());
                assertEquals(full.histories(), r.histories());
                com.fasterxml.jackson.databind.JsonNode m = new Advice(Deduction.of(t), true, budget).toJson().get("manhunt");
                assertTrue(m.get("exact").asBoolean(), m.toString());
                assertEquals(full.captures().toString(), m.get("captures").asText(), m.toString());
                assertTrue(m.get("interval") == null, "no interval for an exact answer: " + m);
                met++;
            }
        }
        assertTrue(met >= 1, "a budget reached with bounds that meet");
    }
}
