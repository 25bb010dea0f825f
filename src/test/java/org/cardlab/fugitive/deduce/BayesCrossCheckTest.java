package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.MoveOdds;
import org.cardlab.fugitive.bots.Tempered;
import org.cardlab.fugitive.deduce.model.BotBayes;
import org.cardlab.fugitive.deduce.model.FugitiveModel;
import org.cardlab.fugitive.deduce.model.Importance;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Bayes posterior over two bots that state their move chances (random and heuristic), computed
 * by brute force on small decks (every consistent history enumerated, each weighed by each bot's
 * product of stated chances along it), against {@link BotBayes}' importance sampling; and the random
 * bot's stated chances summing to one over its legal moves, as the engine's random move draws them.
 */
class BayesCrossCheckTest {
    private static final List<String> BOTS = List.of("random", "heuristic");

    private static MoveOdds odds(String bot) {
        return FugitiveBots.odds(bot, Tempered.Settings.DEFAULT);
    }

    /** A complete history as the sampler gives it: each draw's {event, deck, card} in time order. */
    private static HistorySampler.Sample sample(PublicTrack t, NaiveEnumerator.History h) {
        List<int[]> draws = new ArrayList<>();
        int slot = 0;
        for (int d = 1; d <= 3; d++) {
            for (int time : t.draws.get(d - 1)) {
                draws.add(new int[] {time, d, h.draws()[slot++]});
            }
        }
        draws.sort((x, y) -> x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]));
        return new HistorySampler.Sample(h.route(), h.sprints(), draws);
    }

    /** The largest distance from an even posterior among the states checked (so the check is not of ties only). */
    private static double sharpest;

    /** Checks one state; false when brute force is too big or there is nothing hidden. */
    private static boolean agrees(FugitiveState s) {
        PublicTrack t = DeduceFixtures.track(s);
        if (t.faceDownCount() == 0) {
            return false;
        }
        // The states with more than 600 histories (or none) are told by the exact count before the enumeration, which
        // must then find as many: enumerating them only to drop them was most of the enumerating time.
        BigInteger histories = ExactCounter.count(t, Assumptions.NONE, false).histories();
        if (histories.signum() == 0 || histories.compareTo(BigInteger.valueOf(600)) > 0) {
            return false;
        }
        NaiveEnumerator naive = new NaiveEnumerator(t, 200_000L).collecting();
        try {
            naive.run();
        } catch (WorkLimitExceeded e) {
            return false;
        }
        List<NaiveEnumerator.History> all = naive.collected();
        assertEquals(histories.intValue(), all.size(), "the enumeration finds the histories the exact count gives");
        // Exact: P(b | notes) proportional to the sum over histories of P_b(h); P(h | notes) mixes them.
        double[][] logP = new double[BOTS.size()][all.size()];
        double max = Double.NEGATIVE_INFINITY;
        for (int b = 0; b < BOTS.size(); b++) {
            Importance.Weight w = Importance.bot(t, odds(BOTS.get(b)), 1);
            for (int i = 0; i < all.size(); i++) {
                logP[b][i] = w.log(sample(t, all.get(i)));
                max = Math.max(max, logP[b][i]);
            }
        }
        double[] evidence = new double[BOTS.size()];
        double[][] chance = new double[t.routeLength()][FugitiveRules.CARDS];
        double total = 0;
        for (int b = 0; b < BOTS.size(); b++) {
            for (int i = 0; i < all.size(); i++) {
                double w = Math.exp(logP[b][i] - max);
                evidence[b] += w;
                total += w;
                for (int p : t.faceDown()) {
                    chance[p][all.get(i).route()[p]] += w;
                }
            }
        }
        List<BotBayes.Bot> bots = new ArrayList<>();
        for (String b : BOTS) {
            bots.add(new BotBayes.Bot(b, odds(b), FugitiveModel.shipped().style(b)));
        }
        BotBayes est = BotBayes.of(t, bots, 1500, 5, Long.MAX_VALUE);
        String where = s.fullState();
        for (int b = 0; b < BOTS.size(); b++) {
            double exactPost = evidence[b] / total;
            sharpest = Math.max(sharpest, Math.abs(exactPost - 0.5));
            assertEquals(exactPost, est.posterior(b), 0.04 + 3 / Math.sqrt(est.ess(b)) * Math.min(exactPost, 1 - exactPost),
                    BOTS.get(b) + "'s posterior\n" + where);
            if (est.ess(b) > 200) {
                assertEquals(Math.log(evidence[b]) + max, est.logEvidence(b), 0.15, BOTS.get(b) + "'s log-evidence\n" + where);
            }
        }
        for (int p : t.faceDown()) {
            for (int v = 0; v < FugitiveRules.CARDS; v++) {
                if (chance[p][v] == 0) {
                    assertEquals(0, est.chance(p, v), "a value no history holds\n" + where);
                } else {
                    assertEquals(chance[p][v] / total, est.chance(p, v), 0.06, "position " + p + " value " + v + "\n" + where);
                }
            }
        }
        return true;
    }

    @Test
    @Tag("slow")
    void importanceSampledBayesPosteriorMatchesBruteForceOverTwoBots() {
        int states = 0;
        for (boolean overpay : new boolean[] {true, false}) {
            FugitiveRules rules = DeduceFixtures.tiny(overpay);
            for (long seed = 1; seed <= 3; seed++) {
                for (String bot : BOTS) {
                    for (FugitiveState s : DeduceFixtures.marshalTurns(rules, bot, "random", seed)) {
                        if (states < 8 * (overpay ? 1 : 2)) {
                            states += agrees(s) ? 1 : 0;
                        }
                    }
                }
            }
        }
        assertTrue(states >= 12, "states checked: " + states);
        assertTrue(sharpest > 0.2, "some state tells the bots apart: " + sharpest);
    }

    @Test
    @Tag("slow")
    void theRandomBotsStatedChancesSumToOneOverItsLegalMoves() {
        MoveOdds random = odds("random");
        int states = 0;
        for (FugitiveRules rules : List.of(DeduceFixtures.tiny(true), DeduceFixtures.tiny(false), FugitiveRules.load("pt"),
                FugitiveRules.load("ca"))) {
            for (long seed = 1; seed <= 3; seed++) {
                for (FugitiveState s : org.cardlab.fugitive.SeededGames.fugitiveTurns(rules, "random", "random", seed)) {
                    if (s.legalMoves().count() > 20_000) {
                        continue; // a hand too big to list
                    }
                    double sum = 0;
                    for (FugitiveMove m : (Iterable<FugitiveMove>) s.legalMoves()::iterator) {
                        sum += random.probability(s, m);
                    }
                    assertEquals(1, sum, 1e-9, s.fullState());
                    states++;
                }
            }
        }
        assertTrue(states > 60, "states: " + states);
    }
}
