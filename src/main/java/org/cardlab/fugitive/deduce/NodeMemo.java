package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What is proven about the manhunt nodes met so far (bounds on their captures, exact when they
 * meet, and whether the node was searched), found again by any node with the same rows, positions
 * down and free cards whose histories are in proportion: such nodes capture in the same proportion
 * (the expectimax is a sum of maxima of sums of histories), so one entry serves every scale. What
 * the reveals so far showed by name, or how many histories each row stands for, thus counts only
 * as far as it changes what is left. Its memory is bounded in two generations of half the longs
 * each: when the newer is full, the older is dropped and a new one started, and a node found in the
 * older is carried into the newer, so that the nodes met lately stay (a search comes back to the
 * nodes of the subtrees it is in). A node dropped is searched again, with the same result. An entry
 * keeps its rows as the table rows they come from and their histories, not their columns (a third
 * of the room on the hard manhunts, so three times the nodes), and reads the columns from the table.
 */
final class NodeMemo {
    /**
     * A node met, and what is known of it at its own scale: {lower bound, upper bound, searched (1)
     * or not}. Its rows are kept as their table rows and histories (columns in full only for a node
     * made by hand): the columns are the table's at the positions down.
     */
    private static final class Known {
        final int width;
        final int count;
        final int down;
        final int[] avail;
        final ValueRows table;
        final int[] origins;
        final long[] columns;
        final long[] weights;
        final long[] bounds;

        Known(ManhuntNode node, long[] bounds) {
            width = node.width;
            count = node.count;
            down = node.down;
            avail = node.avail;
            table = node.table;
            origins = node.origins == null ? null : Arrays.copyOf(node.origins, count);
            int stride = width + 1;
            columns = origins != null ? null : new long[count * width];
            weights = new long[count];
            for (int r = 0; r < count; r++) {
                weights[r] = node.rows[r * stride + width];
                if (columns != null) {
                    System.arraycopy(node.rows, r * stride, columns, r * width, width);
                }
            }
            this.bounds = bounds;
        }

        /** The longs it takes: per row a table row (an int) and its histories, or its columns and histories; 16 for the rest. */
        long longs() {
            return (columns == null ? count + (count + 1) / 2 : (long) count * (width + 1)) + 16;
        }

        /** Whether the node has these rows, positions down and free cards, its histories in proportion to these. */
        boolean matches(ManhuntNode node) {
            if (node.width != width || node.count != count || node.down != down || !Arrays.equals(node.avail, avail)) {
                return false;
            }
            int stride = width + 1;
            int[] at = columns != null ? null : new int[width]; // where the node's columns sit in a table row, for kept origins
            for (int j = 0, d = down; at != null && j < width; j++, d &= d - 1) {
                at[j] = Integer.numberOfTrailingZeros(d);
            }
            long a0 = weights[0];
            long b0 = node.rows[width];
            for (int r = 0; r < count; r++) {
                for (int j = 0; j < width; j++) {
                    long kept = columns != null ? columns[r * width + j] : table.columns[origins[r] * table.open.length + at[j]];
                    if (kept != node.rows[r * stride + j]) {
                        return false;
                    }
                }
                long a = weights[r];
                long b = node.rows[r * stride + width];
                if (a * b0 != b * a0 || Math.multiplyHigh(a, b0) != Math.multiplyHigh(b, a0)) {
                    return false; // a / a0 != b / b0, compared as 128-bit products
                }
            }
            return true;
        }
    }

    private Map<Integer, Object> byHash = new HashMap<>();
    private Map<Integer, Object> older = new HashMap<>();
    private final long maxLongs;
    /** Longs stored in the newer generation. */
    private long longs;
    /** Generations dropped for room so far (a study counts them). */
    long dropped;

    NodeMemo(long maxLongs) {
        this.maxLongs = maxLongs;
    }

    private Known find(ManhuntNode node) {
        Known k = find(byHash, node);
        if (k == null) {
            k = find(older, node);
            if (k != null) {
                add(k, node.hash); // met again: into the newer generation, so that it outlives the older
            }
        }
        return k;
    }

    private static Known find(Map<Integer, Object> byHash, ManhuntNode node) {
        Object o = byHash.get(node.hash);
        if (o instanceof Known k) {
            return k.matches(node) ? k : null;
        }
        if (o != null) {
            @SuppressWarnings("unchecked")
            List<Known> list = (List<Known>) o;
            for (Known k : list) {
                if (k.matches(node)) {
                    return k;
                }
            }
        }
        return null;
    }

    /** What is known of the node, {lower bound, upper bound, searched (1) or not}, at its scale; else null. */
    long[] get(ManhuntNode node) {
        Known k = find(node);
        if (k == null) {
            return null;
        }
        long from = k.weights[0];
        long to = node.rows[node.width];
        return new long[] {rescale(k.bounds[0], from, to, true), rescale(k.bounds[1], from, to, false), k.bounds[2]};
    }

    void put(ManhuntNode node, long lo, long hi, boolean searched) {
        long[] bounds = {lo, hi, searched ? 1 : 0};
        Known k = find(node);
        if (k != null) {
            long from = node.rows[node.width];
            long to = k.weights[0];
            k.bounds[0] = rescale(lo, from, to, true);
            k.bounds[1] = rescale(hi, from, to, false);
            k.bounds[2] = bounds[2];
            return;
        }
        add(new Known(node, bounds), node.hash); // a copy: the node's rows may be a buffer the caller reuses
    }

    /** Stores a node's entry in the newer generation, starting a new one when it is full. */
    private void add(Known n, int hash) {
        if (longs + n.longs() > maxLongs / 2) {
            older = byHash;
            byHash = new HashMap<>();
            longs = 0;
            dropped++;
        }
        longs += n.longs();
        Object o = byHash.putIfAbsent(hash, n);
        if (o instanceof Known other) {
            List<Known> list = new ArrayList<>(2);
            list.add(other);
            list.add(n);
            byHash.put(hash, list);
        } else if (o != null) {
            @SuppressWarnings("unchecked")
            List<Known> list = (List<Known>) o;
            list.add(n);
        }
    }

    /**
     * A bound on captures at the scale of a first row's histories {@code from} carried to {@code to}:
     * up for a lower bound, down for an upper one (captures are whole at every scale a node's rows
     * take; an exact value stays exact).
     */
    private static long rescale(long captures, long from, long to, boolean up) {
        if (from == to) {
            return captures;
        }
        if (captures % from == 0) {
            return Math.multiplyExact(captures / from, to);
        }
        BigInteger[] qr = BigInteger.valueOf(captures).multiply(BigInteger.valueOf(to)).divideAndRemainder(BigInteger.valueOf(from));
        return qr[0].add(up && qr[1].signum() != 0 ? BigInteger.ONE : BigInteger.ZERO).longValueExact();
    }
}
