package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
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
 * nodes of the subtrees it is in). A node dropped is searched again, with the same result.
 */
final class NodeMemo {
    /** A node met, and what is known of it at its own scale: {lower bound, upper bound, searched (1) or not}. */
    private record Known(ManhuntNode node, long[] bounds) {}

    private Map<Integer, Object> byHash = new HashMap<>();
    private Map<Integer, Object> older = new HashMap<>();
    private final long maxLongs;
    /** Longs stored in the newer generation. */
    private long longs;

    NodeMemo(long maxLongs) {
        this.maxLongs = maxLongs;
    }

    private Known find(ManhuntNode node) {
        Known k = find(byHash, node);
        if (k == null) {
            k = find(older, node);
            if (k != null) {
                add(k); // met again: into the newer generation, so that it outlives the older
            }
        }
        return k;
    }

    private static Known find(Map<Integer, Object> byHash, ManhuntNode node) {
        Object o = byHash.get(node.hash);
        if (o instanceof Known k) {
            return k.node == node || k.node.proportional(node) ? k : null;
        }
        if (o != null) {
            @SuppressWarnings("unchecked")
            List<Known> list = (List<Known>) o;
            for (Known k : list) {
                if (k.node == node || k.node.proportional(node)) {
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
        long from = k.node.rows[k.node.width];
        long to = node.rows[node.width];
        return new long[] {rescale(k.bounds[0], from, to, true), rescale(k.bounds[1], from, to, false), k.bounds[2]};
    }

    void put(ManhuntNode node, long lo, long hi, boolean searched) {
        long[] bounds = {lo, hi, searched ? 1 : 0};
        Known k = find(node);
        if (k != null) {
            long from = node.rows[node.width];
            long to = k.node.rows[k.node.width];
            k.bounds[0] = rescale(lo, from, to, true);
            k.bounds[1] = rescale(hi, from, to, false);
            k.bounds[2] = bounds[2];
            return;
        }
        add(new Known(node.keep(), bounds)); // its rows may be a buffer the caller reuses
    }

    /** Stores a node's entry in the newer generation, starting a new one when it is full. */
    private void add(Known n) {
        ManhuntNode kept = n.node;
        if (longs + kept.rows.length + 16 > maxLongs / 2) {
            older = byHash;
            byHash = new HashMap<>();
            longs = 0;
        }
        longs += kept.rows.length + 16;
        Object o = byHash.putIfAbsent(kept.hash, n);
        if (o instanceof Known other) {
            List<Known> list = new ArrayList<>(2);
            list.add(other);
            list.add(n);
            byHash.put(kept.hash, list);
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
