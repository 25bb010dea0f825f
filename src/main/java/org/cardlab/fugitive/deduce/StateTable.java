package org.cardlab.fugitive.deduce;

import java.util.Arrays;

/**
 * One layer of the exact count: the states (two-long keys) in insertion order, each with a
 * forward value and, after the backward pass, a backward value. Open addressing on primitive
 * arrays, so a transition allocates nothing.
 */
final class StateTable {
    long[] keyA;
    long[] keyB;
    long[] forward;
    long[] backward;
    int size;
    /** The lookup index: state number + 1 per slot, 0 for an empty slot (so a new array needs no filling). */
    private int[] slots;
    private int mask;

    StateTable(int expected) {
        int cap = Integer.highestOneBit(Math.max(4, expected) * 2 - 1) * 2;
        slots = new int[cap];
        mask = cap - 1;
        int n = Math.max(4, expected);
        keyA = new long[n];
        keyB = new long[n];
        forward = new long[n];
    }

    private static int hash(long a, long b) {
        long h = a * 0x9E3779B97F4A7C15L ^ b * 0xC2B2AE3D27D4EB4FL;
        return (int) (h ^ h >>> 29 ^ h >>> 41);
    }

    /** The index of state (a, b), or -1. */
    int find(long a, long b) {
        for (int i = hash(a, b) & mask; ; i = i + 1 & mask) {
            int k = slots[i] - 1;
            if (k < 0) {
                return -1;
            }
            if (keyA[k] == a && keyB[k] == b) {
                return k;
            }
        }
    }

    /** The index of state (a, b), added with forward value {@code zero} when new. */
    int intern(long a, long b, long zero) {
        int i = hash(a, b) & mask;
        for (; ; i = i + 1 & mask) {
            int k = slots[i] - 1;
            if (k < 0) {
                break;
            }
            if (keyA[k] == a && keyB[k] == b) {
                return k;
            }
        }
        if (size == keyA.length) {
            int n = size * 2;
            keyA = Arrays.copyOf(keyA, n);
            keyB = Arrays.copyOf(keyB, n);
            forward = Arrays.copyOf(forward, n);
        }
        keyA[size] = a;
        keyB[size] = b;
        forward[size] = zero;
        slots[i] = size + 1;
        if (++size * 2 > slots.length) {
            rehash();
        }
        return size - 1;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        mask = slots.length - 1;
        rehashInto();
    }

    /** Frees the keys and the lookup index of a layer only ever replayed along edges from now on (its values stay). */
    void dropKeys() {
        keyA = null;
        keyB = null;
        slots = null;
    }

    /** Frees the lookup index (the keys stay); {@link #index} builds it again when needed. */
    void dropIndex() {
        slots = null;
    }

    /** Builds the lookup index again if it was dropped. */
    void index() {
        if (slots == null) {
            int cap = Integer.highestOneBit(Math.max(4, size) * 2 - 1) * 2;
            slots = new int[cap];
            mask = cap - 1;
            rehashInto();
        }
    }

    /** Fills a new, empty index. */
    private void rehashInto() {
        for (int k = 0; k < size; k++) {
            int i = hash(keyA[k], keyB[k]) & mask;
            while (slots[i] != 0) {
                i = i + 1 & mask;
            }
            slots[i] = k + 1;
        }
    }
}
