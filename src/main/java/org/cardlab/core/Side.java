package org.cardlab.core;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;

/** Who can win a game: a seat, or a team of seats that win and lose together. */
public record Side(String name, int[] seats) implements Serializable {

    /**
     * The side that won a finished game alone: its seats, and no other seat, hold the highest
     * return. -1 when nobody won alone (a tie, a drawn round).
     */
    public static int winner(List<Side> sides, double[] returns) {
        double best = Arrays.stream(returns).max().orElse(0);
        for (int k = 0; k < sides.size(); k++) {
            boolean won = true;
            for (int p = 0; p < returns.length; p++) {
                won &= (returns[p] == best) == contains(sides.get(k).seats(), p);
            }
            if (won) {
                return k;
            }
        }
        return -1;
    }

    private static boolean contains(int[] seats, int p) {
        for (int s : seats) {
            if (s == p) {
                return true;
            }
        }
        return false;
    }
}
