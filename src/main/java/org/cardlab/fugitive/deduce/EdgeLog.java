package org.cardlab.fugitive.deduce;

import java.util.Arrays;

/**
 * The transitions of one step of the exact count as the forward pass made them (source
 * state, target state, weight, hideout value or -1, sprint cards per category), so that the
 * backward pass, a replay and the sampler follow them without enumerating or hashing again.
 * A source's edges are contiguous.
 */
final class EdgeLog {
    int[] from = new int[16];
    int[] to = new int[16];
    long[] weight = new long[16];
    byte[] value = new byte[16];
    /** Per edge: the sprint cards it puts beneath its position, 4 bits per category (category c at bits 4c). */
    int[] spread = new int[16];
    int size;

    void add(int src, int dst, long w, int v, int sprintSpread) {
        if (size == from.length) {
            int n = size * 2;
            from = Arrays.copyOf(from, n);
            to = Arrays.copyOf(to, n);
            weight = Arrays.copyOf(weight, n);
            value = Arrays.copyOf(value, n);
            spread = Arrays.copyOf(spread, n);
        }
        from[size] = src;
        to[size] = dst;
        weight[size] = w;
        value[size] = (byte) v;
        spread[size] = sprintSpread;
        size++;
    }

    /** Per source state, the index of its first edge (and {@code first[n]} = size). */
    int[] firstEdges(int sources) {
        int[] first = new int[sources + 1];
        Arrays.fill(first, -1);
        for (int e = size - 1; e >= 0; e--) {
            first[from[e]] = e;
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
