package org.cardlab.fugitive;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/** Sets of Fugitive cards (0..42) as bit masks: bit c set when card c is in the set. */
public final class Cards {
    private Cards() {}

    public static long of(int... cards) {
        long m = 0;
        for (int c : cards) {
            m |= 1L << c;
        }
        return m;
    }

    public static boolean has(long set, int card) {
        return (set >>> card & 1L) != 0;
    }

    public static int[] toArray(long set) {
        int[] out = new int[Long.bitCount(set)];
        int i = 0;
        for (long s = set; s != 0; s &= s - 1) {
            out[i++] = Long.numberOfTrailingZeros(s);
        }
        return out;
    }

    /** The cards in ascending order, separated by spaces. */
    public static String toString(long set) {
        StringJoiner j = new StringJoiner(" ");
        for (long s = set; s != 0; s &= s - 1) {
            j.add(Integer.toString(Long.numberOfTrailingZeros(s)));
        }
        return j.toString();
    }

    /** All cards from lo to hi inclusive. */
    public static long range(int lo, int hi) {
        if (hi < lo) {
            return 0;
        }
        long upper = hi >= 63 ? -1L : (1L << (hi + 1)) - 1;
        return upper & ~((1L << lo) - 1);
    }

    /** The k-th (0-based) lowest card of the set. */
    public static int nth(long set, int k) {
        long s = set;
        for (int i = 0; i < k; i++) {
            s &= s - 1;
        }
        return Long.numberOfTrailingZeros(s);
    }

    /** The subsets of {@code set} with exactly k cards, in lexicographic order of their cards. */
    public static List<Long> subsets(long set, int k) {
        List<Long> out = new ArrayList<>();
        collect(toArray(set), 0, k, 0L, out);
        return out;
    }

    private static void collect(int[] cards, int from, int k, long acc, List<Long> out) {
        if (k == 0) {
            out.add(acc);
            return;
        }
        for (int i = from; i <= cards.length - k; i++) {
            collect(cards, i + 1, k - 1, acc | 1L << cards[i], out);
        }
    }
}
