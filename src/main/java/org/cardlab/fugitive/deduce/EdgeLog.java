package org.cardlab.fugitive.deduce;

import java.util.Arrays;

/**
 * The transitions of one step of the exact count as the forward pass made them (source
 * state, target state, weight, hideout value or -1, sprint cards per category), so that the
 * backward pass, a replay and the sampler follow them without enumerating or hashing again.
 * A source's edges are contiguous. Stored in chunks, so that growing never copies them all.
 */
final class EdgeLog {
    private static final int SHIFT = 14;
    private static final int CHUNK = 1 << SHIFT;
    private static final int MASK = CHUNK - 1;

    private int[][] from = new int[1][];
    private int[][] to = new int[1][];
    private long[][] weight = new long[1][];
    private byte[][] value = new byte[1][];
    /** Per edge: the sprint cards it puts beneath its position, 4 bits per category (category c at bits 4c). */
    private int[][] spread = new int[1][];
    int size;

    void add(int src, int dst, long w, int v, int sprintSpread) {
        int c = size >>> SHIFT;
        if (c == from.length) {
            from = Arrays.copyOf(from, 2 * c);
            to = Arrays.copyOf(to, 2 * c);
            weight = Arrays.copyOf(weight, 2 * c);
            value = Arrays.copyOf(value, 2 * c);
            spread = Arrays.copyOf(spread, 2 * c);
        }
        if (from[c] == null) {
            // The first chunk starts small: most steps have few edges.
            int n = c == 0 ? 16 : CHUNK;
            from[c] = new int[n];
            to[c] = new int[n];
            weight[c] = new long[n];
            value[c] = new byte[n];
            spread[c] = new int[n];
        } else if (c == 0 && size == from[0].length) {
            int n = Math.min(CHUNK, 2 * size);
            from[0] = Arrays.copyOf(from[0], n);
            to[0] = Arrays.copyOf(to[0], n);
            weight[0] = Arrays.copyOf(weight[0], n);
            value[0] = Arrays.copyOf(value[0], n);
            spread[0] = Arrays.copyOf(spread[0], n);
        }
        int i = size & MASK;
        from[c][i] = src;
        to[c][i] = dst;
        weight[c][i] = w;
        value[c][i] = (byte) v;
        spread[c][i] = sprintSpread;
        size++;
    }

    int from(int e) {
        return from[e >>> SHIFT][e & MASK];
    }

    int to(int e) {
        return to[e >>> SHIFT][e & MASK];
    }

    long weight(int e) {
        return weight[e >>> SHIFT][e & MASK];
    }

    int value(int e) {
        return value[e >>> SHIFT][e & MASK];
    }

    int spread(int e) {
        return spread[e >>> SHIFT][e & MASK];
    }

    /** Per source state, the index of its first edge (and {@code first[n]} = size). */
    int[] firstEdges(int sources) {
        int[] first = new int[sources + 1];
        Arrays.fill(first, -1);
        for (int e = size - 1; e >= 0; e--) {
            first[from(e)] = e;
        }
        first[sources] = size;
        for (int s = sources - 1; s >= 0; s--) {
            if (first[s] < 0) {
                first[s] = first[s + 1];
            }
        }
        return first;
    }
}
