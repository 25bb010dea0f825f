package org.cardlab.fugitive.deduce;

import java.util.Arrays;

/**
 * The transitions of one step of the exact count as the forward pass made them, so that the
 * backward pass, a replay and the sampler follow them without enumerating or hashing again.
 * A source's edges are contiguous, in source order: {@link #first} gives where each source's
 * edges start, so an edge keeps only its target and weight, plus the hideout value on a value
 * step and, for the sampler, the sprint cards it spreads. Stored in chunks, so that growing
 * never copies them all.
 */
final class EdgeLog {
    private static final int SHIFT = 14;
    private static final int CHUNK = 1 << SHIFT;
    private static final int MASK = CHUNK - 1;

    private int[][] to = new int[1][];
    /** Per edge: its weight when it fits an int, else ~i for {@code wide[i]} (few do: ints halve what a big walk keeps). */
    private int[][] weight = new int[1][];
    private long[] wide = new long[0];
    private int wideCount;
    private byte[][] value = new byte[1][];
    /** Per edge: the sprint cards it puts beneath its position, 4 bits per category (category c at bits 4c). */
    private int[][] spread = new int[1][];
    private final int[] first;
    private final boolean values;
    private final boolean spreads;
    private final int sources;
    int size;

    /**
     * A log for a step out of {@code sources} states; {@code values}: keep each edge's hideout
     * value (a value step); {@code spreads}: keep each edge's sprint cards (for the sampler).
     */
    EdgeLog(int sources, boolean values, boolean spreads) {
        this.sources = sources;
        this.values = values;
        this.spreads = spreads;
        first = new int[sources + 1];
    }

    /** Marks the start of source s's edges (sources in order 0, 1, ...). */
    void source(int s) {
        first[s] = size;
    }

    /** Ends the log: the last source's edges end here. */
    void close() {
        first[sources] = size;
    }

    void add(int dst, long w, int v, int sprintSpread) {
        int c = size >>> SHIFT;
        int i = size & MASK;
        if (c == to.length) {
            to = Arrays.copyOf(to, 2 * c);
            weight = Arrays.copyOf(weight, 2 * c);
            value = Arrays.copyOf(value, 2 * c);
            spread = Arrays.copyOf(spread, 2 * c);
        }
        if (to[c] == null || i == to[c].length) {
            room(c, i);
        }
        to[c][i] = dst;
        weight[c][i] = w <= Integer.MAX_VALUE ? (int) w : wide(w);
        if (values) {
            value[c][i] = (byte) v;
        }
        if (spreads) {
            spread[c][i] = sprintSpread;
        }
        size++;
    }

    /** Makes room for edge i of chunk c: the first chunk starts at two edges a source (most steps have few edges) and doubles. */
    private void room(int c, int i) {
        int n = c == 0 ? Math.min(CHUNK, Math.max(8, Math.max(2 * sources, 2 * i))) : CHUNK;
        to[c] = to[c] == null ? new int[n] : Arrays.copyOf(to[c], n);
        weight[c] = weight[c] == null ? new int[n] : Arrays.copyOf(weight[c], n);
        if (values) {
            value[c] = value[c] == null ? new byte[n] : Arrays.copyOf(value[c], n);
        }
        if (spreads) {
            spread[c] = spread[c] == null ? new int[n] : Arrays.copyOf(spread[c], n);
        }
    }

    /** The index of source s's first edge ({@code first(sources)} = size). */
    int first(int s) {
        return first[s];
    }

    int to(int e) {
        return to[e >>> SHIFT][e & MASK];
    }

    long weight(int e) {
        int w = weight[e >>> SHIFT][e & MASK];
        return w >= 0 ? w : wide[~w];
    }

    /** Keeps a weight past an int aside; returns its reference. */
    private int wide(long w) {
        if (wideCount == wide.length) {
            wide = Arrays.copyOf(wide, Math.max(16, 2 * wideCount));
        }
        wide[wideCount] = w;
        return ~wideCount++;
    }

    /** The hideout value of an edge of a value step, -1 on a category step. */
    int value(int e) {
        return values ? value[e >>> SHIFT][e & MASK] : -1;
    }

    int spread(int e) {
        return spread[e >>> SHIFT][e & MASK];
    }

}
