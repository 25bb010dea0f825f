package org.cardlab.daguai;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;

/**
 * Shuffles and deals from the seed, and draws for the first offense leader. All chance of a
 * game comes from here: the draw uses {@code Rng.forGame(seed, 0)}, round k's deal
 * {@code Rng.forGame(seed, k)}.
 */
public final class Dealer {
    public static final int SEATS = 6;
    public static final int HAND = 27;

    private Dealer() {}

    /** The 162 card ids shuffled for round {@code round} (1-based); seat s gets positions s, s+6, ... */
    public static int[] deal(long seed, int round) {
        int[] ids = new int[Card.PHYSICAL];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = i;
        }
        Rng.forGame(seed, round).shuffle(ids);
        return ids;
    }

    /**
     * The draw for the first offense leader: each seat draws a card, the highest (at level 2,
     * where 2 is the level card) leads; tied seats draw again from the same shuffled deck.
     * Returns each pass of draws (faces per seat, -1 for a seat not drawing), the leader last.
     */
    public static List<int[]> drawForLeader(long seed, ComboRules levelTwo) {
        int[] deck = deal(seed, 0);
        int next = 0;
        List<int[]> passes = new ArrayList<>();
        boolean[] in = new boolean[SEATS];
        java.util.Arrays.fill(in, true);
        while (true) {
            int[] drawn = new int[SEATS];
            int best = -1;
            for (int s = 0; s < SEATS; s++) {
                drawn[s] = in[s] ? Card.face(deck[next++]) : -1;
                if (in[s]) {
                    best = Math.max(best, levelTwo.power(drawn[s]));
                }
            }
            passes.add(drawn);
            int tied = 0;
            for (int s = 0; s < SEATS; s++) {
                in[s] = in[s] && levelTwo.power(drawn[s]) == best;
                tied += in[s] ? 1 : 0;
            }
            if (tied == 1) {
                return passes;
            }
        }
    }

    /** The seat that won a draw made by {@link #drawForLeader}. */
    public static int leaderOf(List<int[]> passes, ComboRules levelTwo) {
        int[] last = passes.get(passes.size() - 1);
        int seat = -1;
        for (int s = 0; s < SEATS; s++) {
            if (last[s] >= 0 && (seat < 0 || levelTwo.power(last[s]) > levelTwo.power(last[seat]))) {
                seat = s;
            }
        }
        return seat;
    }
}
