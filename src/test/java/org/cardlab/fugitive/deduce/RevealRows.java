package org.cardlab.fugitive.deduce;

import java.math.BigInteger;

/**
 * A joint reveal table ({@link RevealTable}): {@code size} rows over the open positions
 * {@code open} (route order), each field at {@code row * open.length + j}: the number, the sprint
 * cards shown by name, the others' counts (4 bits per category), and the row's histories.
 */
final class RevealRows {
    final int[] open;
    int size;
    byte[] values;
    long[] named;
    int[] others;
    long[] histories;

    /** What a reveal shows by name (at {@code 64 * j + n}) and each card's category: how a history maps to its row. */
    long[] byName;
    int[] catOf;

    RevealRows(int[] open, int capacity) {
        this.open = open;
        values = new byte[capacity * open.length];
        named = new long[capacity * open.length];
        others = new int[capacity * open.length];
        histories = new long[capacity];
    }

    /** Each distinct reveal's row, so that the histories of equal reveals add up in one row. */
    java.util.Map<Key, Integer> index = new java.util.HashMap<>();

    private record Key(long[] fields) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && java.util.Arrays.equals(k.fields, fields);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(fields);
        }
    }

    void add(int[] v, long[] n, int[] o, long h) {
        int w = open.length;
        long[] fields = new long[2 * w];
        for (int j = 0; j < w; j++) {
            fields[2 * j] = n[j];
            fields[2 * j + 1] = (long) v[j] << 32 | o[j] & 0xffffffffL;
        }
        Integer at = index.putIfAbsent(new Key(fields), size);
        if (at != null) {
            histories[at] = Math.addExact(histories[at], h);
            return;
        }
        if (size == histories.length) {
            int cap = Math.max(16, 2 * size);
            values = java.util.Arrays.copyOf(values, cap * w);
            named = java.util.Arrays.copyOf(named, cap * w);
            others = java.util.Arrays.copyOf(others, cap * w);
            histories = java.util.Arrays.copyOf(histories, cap);
        }
        for (int j = 0; j < w; j++) {
            values[size * w + j] = (byte) v[j];
            named[size * w + j] = n[j];
            others[size * w + j] = o[j];
        }
        histories[size++] = h;
    }

    BigInteger total() {
        BigInteger t = BigInteger.ZERO;
        for (int i = 0; i < size; i++) {
            t = t.add(BigInteger.valueOf(histories[i]));
        }
        return t;
    }
}
