package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.deduce.NaiveEnumerator;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.cardlab.core.WorkLimitExceeded;

/**
 * The puzzle package's exhaustive oracle against the truth, the deduction's brute-force
 * enumerator (small decks), its exact counter and its Choco model (shipped specs), and the propagator's
 * soundness against the oracle.
 */
class ExhaustiveOracleTest {
    private final ExhaustiveOracle oracle = new ExhaustiveOracle();
    private final CountingOracle counter = new CountingOracle();
    private final ChocoOracle choco = new ChocoOracle();

    @Test
    void theTrueHistoryIsAlwaysPossibleAndTheOraclesAgree() {
        int states = 0;
        for (String spec : new String[] {"pt", "ca"}) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (long seed = 1; seed <= 2; seed++) {
                String fugitive = seed == 2 ? "random" : "heuristic";
                for (FugitiveState s : PuzzleFixtures.marshalTurns(rules, fugitive, "heuristic", seed)) {
                    PublicTrack g = PublicTrack.read(rules, s.notes(), "test");
                    if (g.faceDown().size() > 5) {
                        continue; // the exact counter is slow on wide-open states; the oracle is meant for endgames
                    }
                    PositionOracle.Possible a = oracle.possible(g, Set.of());
                    assertTrue(a.consistent(), s.fullState());
                    for (int p : g.faceDown()) {
                        assertTrue(Cards.has(a.values().get(p), s.hideout(p)), "true value possible at " + p + "\n" + s.fullState());
                    }
                    assertEquals(counter.possible(g, Set.of()).values(), a.values(), s.fullState());
                    assertEquals(choco.possible(g, Set.of()).values(), a.values(), s.fullState());
                    for (NoteKind k : CountingOracle.SUPPORTED) {
                        assertEquals(counter.possible(g, EnumSet.of(k)).values(), oracle.possible(g, EnumSet.of(k)).values(),
                                "ignoring " + k + "\n" + s.fullState());
                    }
                    // The step solver's reasoning (grades 1 and 2) is sound: it never rules out a possible value.
                    Knowledge k = new Knowledge(g, new Words(g, s.notes()));
                    for (int p : g.faceDown()) {
                        long left = k.domain(p, Map.of(), 2).values();
                        assertEquals(a.values().get(p), a.values().get(p) & left, "the step solver is sound at " + p + "\n" + s.fullState());
                    }
                    states++;
                }
            }
        }
        assertTrue(states > 10, "enough states compared: " + states);
    }

    /**
     * A game's states are given up once this many in a row have passed the enumerator's limit: it walks every history of
     * the notes, which only grow, and in these twelve games no state after two such has come back under it (a single
     * one has), so the same states are compared as when every state was tried; two thirds of them were past it.
     */
    private static final int OVER_THE_LIMIT_IN_A_ROW = 2;

    @Tag("slow")
    @Test
    void agreesWithTheBruteForceEnumeratorOnSmallDecks() {
        FugitiveRules rules = PuzzleFixtures.tiny();
        int compared = 0;
        for (long seed = 1; seed <= 12; seed++) {
            int overInARow = 0;
            for (FugitiveState s : PuzzleFixtures.marshalTurns(rules, seed % 2 == 0 ? "random" : "heuristic", "random", seed)) {
                if (overInARow == OVER_THE_LIMIT_IN_A_ROW) {
                    break;
                }
                PublicTrack g = PublicTrack.read(rules, s.notes(), "test");
                NaiveEnumerator naive;
                try {
                    naive = new NaiveEnumerator(g, 100_000L).run();
                    overInARow = 0;
                } catch (WorkLimitExceeded e) {
                    overInARow++;
                    continue;
                }
                PositionOracle.Possible a;
                try {
                    a = oracle.possible(g, Set.of());
                } catch (WorkLimitExceeded e) {
                    continue;
                }
                assertEquals(naive.histories().signum() > 0, a.consistent(), s.fullState());
                Map<Integer, Long> expected = new HashMap<>();
                for (int p : g.faceDown()) {
                    long m = 0;
                    for (int v = 0; v < FugitiveRules.CARDS; v++) {
                        if (naive.count(p, v).compareTo(BigInteger.ZERO) > 0) {
                            m |= 1L << v;
                        }
                    }
                    expected.put(p, m);
                }
                assertEquals(expected, a.values(), s.fullState());
                compared++;
            }
        }
        assertTrue(compared > 20, "enough small states compared: " + compared);
    }

    @Test
    void settingAMissAsideCanOnlyWidenTheValues() {
        FugitiveRules rules = FugitiveRules.load("pt");
        for (FugitiveState s : PuzzleFixtures.marshalTurns(rules, "heuristic", "heuristic", 5)) {
            PublicTrack g = PublicTrack.read(rules, s.notes(), "test");
            if (g.faceDown().size() > 5) {
                continue;
            }
            PositionOracle.Possible all = oracle.possible(g, Set.of());
            for (NoteKind k : NoteKind.values()) {
                PositionOracle.Possible wider = oracle.possible(g, EnumSet.of(k));
                for (int p : g.faceDown()) {
                    long a = all.values().get(p);
                    assertEquals(a, a & wider.values().get(p), k + " set aside at " + p + "\n" + s.fullState());
                }
            }
        }
    }
}
