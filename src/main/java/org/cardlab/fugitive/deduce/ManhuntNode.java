package org.cardlab.fugitive.deduce;

import java.util.Arrays;

/**
 * A node of the manhunt over a value table: the rows that agree with what the reveals so far
 * showed, over the positions still face down ({@code width} packed columns each, then the row's
 * histories), the positions still down (bit j: the table's j-th face-down position), and per
 * category the cards not yet seen (the sprint sets of later reveals are counted from them).
 * Rows keep the table's order, so that equal nodes reached by different orders hold equal arrays.
 * What every visit reads is summed once, when the node is made: the histories and a hash of
 * everything but the histories (proportional nodes share it, {@link NodeMemo}).
 *
 * <p>Every row is a table row seen at the positions still down (reveals drop positions and rows,
 * a side of a split keeps its distinct parts), so a node made from the table also names, per row,
 * one table row it was made from ({@code origins}): the memo keeps that index instead of the
 * columns, a third of the room on the hard manhunts.
 */
final class ManhuntNode {
    /** Numbers 0..41: the arrays of per-number counts. */
    static final int NUMBERS = 42;

    final int width;
    final int count;
    final long[] rows;
    final int down;
    final int[] avail;
    /** The table the rows come from, and per row one table row holding its columns at the positions down; null for a node made by hand. */
    final ValueRows table;
    final int[] origins;
    /** The histories of all rows. */
    final long total;
    /** A hash of the columns, the positions down and the free cards: the same for proportional nodes. */
    final int hash;

    ManhuntNode(int width, int count, long[] rows, int down, int[] avail) {
        this(width, count, rows, down, avail, null, null);
    }

    ManhuntNode(int width, int count, long[] rows, int down, int[] avail, ValueRows table, int[] origins) {
        this.width = width;
        this.count = count;
        this.rows = rows;
        this.down = down;
        this.avail = avail;
        this.table = table;
        this.origins = origins;
        int stride = width + 1;
        long t = 0;
        long h = 31L * down + width;
        for (int c = 0; c < avail.length; c++) {
            h = 31 * h + avail[c];
        }
        for (int r = 0; r < count; r++) {
            long wt = rows[r * stride + width];
            t = Math.addExact(t, wt);
            for (int j = 0; j < width; j++) {
                long col = rows[r * stride + j];
                h = 0x9E3779B97F4A7C15L * (h ^ col) + r;
            }
        }
        total = t;
        hash = (int) (h ^ h >>> 32);
    }

    /** The root: every row of the table, every position down, every card of the pool free. */
    static ManhuntNode root(ValueRows t) {
        int w = t.open.length;
        long[] rows = new long[t.size * (w + 1)];
        for (int r = 0; r < t.size; r++) {
            System.arraycopy(t.columns, r * w, rows, r * (w + 1), w);
            rows[r * (w + 1) + w] = t.weights[r];
        }
        int[] origins = new int[t.size];
        Arrays.setAll(origins, r -> r);
        return new ManhuntNode(w, t.size, rows, (1 << w) - 1, t.pool.clone(), t, origins);
    }

    long column(int row, int col) {
        return rows[row * (width + 1) + col];
    }

    long weight(int row) {
        return rows[row * (width + 1) + width];
    }

    /** The table row holding row r's columns, or -1 for a node made by hand. */
    int origin(int r) {
        return origins == null ? -1 : origins[r];
    }

    /** Per number, the histories in which some position still down holds it (what guessing it first hits). */
    long[] hits() {
        long[] h = new long[NUMBERS];
        int stride = width + 1;
        for (int r = 0; r < count; r++) {
            long wt = rows[r * stride + width];
            for (int j = 0; j < width; j++) {
                int v = ValueRows.value(rows[r * stride + j]);
                h[v] += wt; // at most the node's total, which did not overflow
            }
        }
        return h;
    }

    /** The table index of the node's column {@code col} (its {@code col}-th position still down). */
    int tableIndex(int col) {
        int d = down;
        for (int i = 0; i < col; i++) {
            d &= d - 1;
        }
        return Integer.numberOfTrailingZeros(d);
    }

    /** The number with the largest count (then the lowest) outside {@code except}, or -1 when none has a count. */
    static int likeliestExcept(long[] h, long except) {
        int best = -1;
        long top = 0;
        for (int v = 1; v < NUMBERS; v++) {
            if (h[v] > top && (except >> v & 1) == 0) {
                top = h[v];
                best = v;
            }
        }
        return best;
    }

    /** The numbers with a count, most first (then the lowest). */
    static int[] byCountDescending(long[] h) {
        int n = 0;
        int[] out = new int[NUMBERS];
        for (int v = 1; v < NUMBERS; v++) {
            if (h[v] > 0) {
                out[n++] = v;
            }
        }
        // insertion sort: at most 41 numbers
        for (int i = 1; i < n; i++) {
            int x = out[i];
            int j = i - 1;
            while (j >= 0 && (h[out[j]] < h[x] || h[out[j]] == h[x] && out[j] > x)) {
                out[j + 1] = out[j];
                j--;
            }
            out[j + 1] = x;
        }
        return Arrays.copyOf(out, n);
    }
}
