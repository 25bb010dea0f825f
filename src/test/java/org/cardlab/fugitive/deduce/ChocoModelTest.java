package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.junit.jupiter.api.Test;

/** A value has a positive probability exactly when the Choco model proves it possible. */
class ChocoModelTest {

    private static int compare(FugitiveState s) {
        PublicTrack t = DeduceFixtures.track(s);
        ExactCounter.Result exact = ExactCounter.count(t, Assumptions.NONE, true);
        Map<Integer, Long> possible = new ChocoModel(t).possibleValues();
        assertTrue(possible != null, "the true history satisfies the model\n" + s.fullState());
        int checked = 0;
        for (Map.Entry<Integer, Long> e : possible.entrySet()) {
            BigInteger[] counts = exact.valueCounts().get(e.getKey());
            long positive = 0;
            for (int v = 0; v < FugitiveRules.CARDS; v++) {
                if (counts[v].signum() > 0) {
                    positive |= 1L << v;
                }
            }
            assertEquals(Cards.toString(positive), Cards.toString(e.getValue()), "position " + e.getKey() + "\n" + s.fullState());
            checked++;
        }
        return checked;
    }

    @Test
    void possibleValuesMatchPositiveProbabilities() {
        int positions = 0;
        for (String spec : List.of("pt", "ca")) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (long seed = 1; seed <= 4; seed++) {
                for (String marshal : List.of("heuristic")) {
                    for (FugitiveState s : DeduceFixtures.marshalTurns(rules, "heuristic", marshal, seed)) {
                        positions += compare(s);
                    }
                }
            }
        }
        for (boolean overpay : new boolean[] {true, false}) {
            FugitiveRules rules = DeduceFixtures.tiny(overpay);
            for (long seed = 1; seed <= 3; seed++) {
                for (FugitiveState s : DeduceFixtures.marshalTurns(rules, "random", "heuristic", seed)) {
                    positions += compare(s);
                }
            }
        }
        assertTrue(positions > 80, "positions compared: " + positions);
    }
}
