package org.cardlab.fugitive.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.SeededGames;
import org.junit.jupiter.api.Test;

/** Each Fugitive bot's stated move probabilities against how often it plays each move. */
class MoveOddsTest {
    /** The Fugitive's decisions of a seeded game between these bots (copies). */
    private static List<FugitiveState> fugitiveTurns(FugitiveRules rules, String fugitive, long seed) {
        Policy<FugitiveState, FugitiveMove> f = SeededGames.bot(fugitive, FugitiveSeat.FUGITIVE);
        Policy<FugitiveState, FugitiveMove> m = SeededGames.bot("heuristic", FugitiveSeat.MARSHAL);
        FugitiveState s = FugitiveState.newGame(rules, seed);
        Rng rng = Seeds.bots(seed);
        List<FugitiveState> out = new ArrayList<>();
        while (!s.isTerminal()) {
            if (s.toMove() == FugitiveSeat.FUGITIVE) {
                out.add(s.copy());
            }
            s.apply((s.toMove() == FugitiveSeat.FUGITIVE ? f : m).choose(s, rng));
        }
        return out;
    }

    /**
     * Plays {@code policy} n times from s (fresh streams) and checks every move's frequency against the
     * stated chance (5 standard errors), that no move of chance 0 is played, and that the moves seen
     * carry at most all the chance. Returns the stated chance the moves seen carry.
     */
    private static double frequenciesMatch(FugitiveState s, Policy<FugitiveState, FugitiveMove> policy, MoveOdds odds, int n, long seed) {
        Map<FugitiveMove, Integer> seen = new HashMap<>();
        for (int i = 0; i < n; i++) {
            seen.merge(policy.choose(s.copy(), new Rng(seed * 1_000_003 + i)), 1, Integer::sum);
        }
        double mass = 0;
        for (Map.Entry<FugitiveMove, Integer> e : seen.entrySet()) {
            double p = odds.probability(s, e.getKey());
            assertTrue(p > 0, e.getKey() + " was played but has chance 0\n" + s.fullState());
            double sd = Math.sqrt(p * (1 - p) / n);
            assertEquals(p, (double) e.getValue() / n, 5 * sd + 2.0 / n, e.getKey() + " in\n" + s.fullState());
            mass += p;
        }
        assertTrue(mass <= 1 + 1e-9, "the moves seen carry " + mass);
        return mass;
    }

    @Test
    void theRandomFugitivePlaysByItsStatedChances() {
        RandomOdds odds = new RandomOdds();
        int states = 0;
        for (String spec : List.of("pt", "ca")) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (long seed = 1; seed <= 3; seed++) {
                for (FugitiveState s : fugitiveTurns(rules, "random", seed)) {
                    if (states % 3 == 0) {
                        frequenciesMatch(s, Policy.random(), odds, 1500, seed);
                    }
                    states++;
                }
            }
        }
        assertTrue(states > 60, "states: " + states);
    }

    @Test
    void theHeuristicFugitivePlaysByItsStatedChancesWhichSumToOne() {
        HeuristicFugitive bot = new HeuristicFugitive();
        HeuristicOdds odds = new HeuristicOdds();
        int states = 0;
        int random = 0;
        for (String spec : List.of("pt", "ca")) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (long seed = 1; seed <= 2; seed++) {
                for (FugitiveState s : fugitiveTurns(rules, "heuristic", seed)) {
                    Map<FugitiveMove, Double> d = new HashMap<>();
                    double rest = odds.distribution(s, d);
                    double sum = rest + d.values().stream().mapToDouble(Double::doubleValue).sum();
                    assertEquals(1, sum, 1e-12, s.fullState());
                    random += rest > 0 ? 1 : 0;
                    double mass = frequenciesMatch(s, bot, bot, 1500, seed);
                    if (rest == 0) {
                        assertEquals(1, mass, 0.01, "the moves it plays carry all the chance\n" + s.fullState());
                    }
                    states++;
                }
            }
        }
        assertTrue(states > 30, "states: " + states);
    }

    @Test
    void temperedFormsPlayByTheirStatedChancesAndGiveEveryLegalMoveSome() {
        Tempered.Settings settings = new Tempered.Settings(0.1, 0.05);
        Map<String, Tempered> forms = Map.of("heuristic", new Tempered(new HeuristicFugitive(), settings),
                "racer", new Tempered(new ShadowFugitive(ShadowFugitive.Settings.RACE_ONLY), settings),
                "shadow", new Tempered(new ShadowFugitive(ShadowFugitive.Settings.DEFAULT), settings));
        int placements = 0;
        for (Map.Entry<String, Tempered> f : forms.entrySet()) {
            FugitiveRules rules = FugitiveRules.load("pt");
            List<FugitiveState> turns = fugitiveTurns(rules, f.getKey(), 5);
            for (int k = 0; k < turns.size(); k += 3) {
                FugitiveState s = turns.get(k);
                frequenciesMatch(s, f.getValue(), f.getValue(), 1500, k);
                List<FugitiveMove> legal = s.legalMoves().limit(3000).toList();
                if (legal.size() < 3000) {
                    double sum = 0;
                    for (FugitiveMove m : legal) {
                        double p = f.getValue().probability(s, m);
                        assertTrue(p > 0, f.getKey() + ": legal move " + m + " has chance 0");
                        sum += p;
                    }
                    assertEquals(1, sum, 1e-9, f.getKey() + " in\n" + s.fullState());
                }
                placements += s.phase() == Phase.FUGITIVE_PLACE ? 1 : 0;
            }
        }
        assertTrue(placements > 6, "placements checked: " + placements);
    }

    @Test
    void legalMovesAreCountedAsTheEngineListsThem() {
        int checked = 0;
        for (String spec : List.of("pt", "ca")) {
            for (long seed = 1; seed <= 3; seed++) {
                for (FugitiveState s : fugitiveTurns(FugitiveRules.load(spec), "random", seed)) {
                    long listed = s.legalMoves().limit(200_000).count();
                    if (listed < 200_000) {
                        assertEquals(listed, LegalMoves.count(s), 1e-6, s.fullState());
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 50, "states: " + checked);
    }
}
