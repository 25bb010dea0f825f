package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * A manhunt's value table ({@link ValueTable}): {@code size} rows over the face-down positions
 * {@code open} (route order). Row r holds, per position j, one packed column at
 * {@code r * open.length + j} (the hideout's number and how many of its sprint cards come from
 * each category, {@link #column}) and its histories at {@code weights[r]}. Rows are distinct and
 * in the order of their columns, compared as numbers from the first position on.
 */
final class ValueRows {
    final int[] open;
    /** Per category: the cards that may be a face-down hideout or sprint card (none seen by the Marshal). */
    final int[] pool;
    /** Per card: its category, starting hand or deck times parity (-1 when not in play). */
    final int[] catOf;
    int size;
    long[] columns;
    long[] weights;

    ValueRows(int[] open, int[] pool, int[] catOf, int capacity) {
        this.open = open;
        this.pool = pool;
        this.catOf = catOf;
        columns = new long[capacity * open.length];
        weights = new long[capacity];
    }

    /** Where category c's count sits in a pattern: the first category highest, so that patterns sort in the walk's order. */
    static int shift(int c) {
        return 4 * (HistorySpace.CATS - 1 - c);
    }

    /** How many sprint cards of category c a pattern holds. */
    static int count(int pattern, int c) {
        return pattern >>> shift(c) & 15;
    }

    /** One position's column: its number above its pattern (the sprint cards per category, 4 bits each). */
    static long column(int value, int pattern) {
        return (long) value << 32 | pattern & 0xffffffffL;
    }

    static int value(long column) {
        return (int) (column >>> 32);
    }

    static int pattern(long column) {
        return (int) column;
    }

    void add(int[] v, int[] patterns, long h) {
        int w = open.length;
        if (size == weights.length) {
            int cap = Math.max(16, 2 * size);
            columns = Arrays.copyOf(columns, cap * w);
            weights = Arrays.copyOf(weights, cap);
        }
        for (int j = 0; j < w; j++) {
            columns[size * w + j] = column(v[j], patterns[j]);
        }
        weights[size++] = h;
    }

    BigInteger total() {
        BigInteger t = BigInteger.ZERO;
        for (int i = 0; i < size; i++) {
            t = t.add(BigInteger.valueOf(weights[i]));
        }
        return t;
    }
}
