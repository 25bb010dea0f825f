package org.cardlab.fugitive;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
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

    /** The n lowest cards of the set (all of them when it holds fewer). */
    public static long lowest(long set, int n) {
        long out = 0;
        for (long r = set; r != 0 && n > 0; r &= r - 1, n--) {
            out |= Long.lowestOneBit(r);
        }
        return out;
    }

    /** The subsets of {@code set} with exactly k cards, in lexicographic order of their cards. */
    public static List<Long> subsets(long set, int k) {
        List<Long> out = new ArrayList<>();
        combinations(set, k).forEachRemaining(out::add);
        return out;
    }

    /**
     * The subsets of {@code set} with exactly k cards, lazily, in lexicographic order of their cards
     * (lowest card first): the one k-subset enumerator of the move lists, the sprint sets and the
     * manhunt. None when k is negative or larger than the set.
     */
    public static Iterator<Long> combinations(long set, int k) {
        int[] cards = toArray(set);
        return new Iterator<>() {
            /** Indices into cards of the next subset, increasing; null after the last. */
            private int[] idx = k < 0 || k > cards.length ? null : first(k);

            @Override
            public boolean hasNext() {
                return idx != null;
            }

            @Override
            public Long next() {
                if (idx == null) {
                    throw new NoSuchElementException();
                }
                long s = 0;
                for (int x : idx) {
                    s |= 1L << cards[x];
                }
                idx = advance(idx, cards.length);
                return s;
            }
        };
    }

    private static int[] first(int k) {
        int[] idx = new int[k];
        for (int i = 0; i < k; i++) {
            idx[i] = i;
        }
        return idx;
    }

    /** The next k-combination of 0..n-1 after {@code idx} (changed in place), or null after the last. */
    private static int[] advance(int[] idx, int n) {
        int k = idx.length;
        int i = k - 1;
        while (i >= 0 && idx[i] == n - k + i) {
            i--;
        }
        if (i < 0) {
            return null;
        }
        idx[i]++;
        for (int j = i + 1; j < k; j++) {
            idx[j] = idx[j - 1] + 1;
        }
        return idx;
    }
}
