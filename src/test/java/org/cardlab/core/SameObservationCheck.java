package org.cardlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * Checks a game's part-by-part observation comparison (what {@link InvariantHarness#sameObservation}
 * takes instead of comparing JSON) against the JSON itself: for every seat and every pair of states,
 * the two must answer alike. The pairs are counted by answer, so that a test can show both answers
 * were met (a comparison that always said "same" would pass on equal states alone).
 */
public final class SameObservationCheck {
    private SameObservationCheck() {}

    /** Seats 0 to {@code equalPairs.length - 1}; {@code where} names the states in a failure. */
    public static <S extends GameState<?>> void agree(List<S> states, InvariantHarness.SameObservation<S> same, String where,
            int[] equalPairs, int[] differentPairs) {
        for (int seat = 0; seat < equalPairs.length; seat++) {
            int p = seat;
            List<JsonNode> seen = states.stream().map(s -> s.observation(p)).toList();
            for (int i = 0; i < states.size(); i++) {
                for (int j = 0; j < states.size(); j++) {
                    JsonNode a = seen.get(i);
                    JsonNode b = seen.get(j);
                    boolean equalJson = a.equals(b);
                    assertEquals(equalJson, same.same(states.get(i), states.get(j), p),
                            () -> where + ", seat " + p + ": sameObservation disagrees with the JSON:\n" + a + "\n" + b);
                    if (i != j) {
                        (equalJson ? equalPairs : differentPairs)[seat]++;
                    }
                }
            }
        }
    }
}
