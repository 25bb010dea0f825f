package org.cardlab.daguai;

/** A small open-addressing set of non-negative longs (faster than boxing in a HashSet): {@link PlayGenerator}'s multisets of faces, as codes. */
final class LongSet {
    private long[] table = new long[64];
    private int size;

    void add(long v) {
        long stored = v + 1; // 0 marks an empty slot
        if (size * 2 >= table.length) {
            grow();
        }
        int mask = table.length - 1;
        int i = (int) mix(stored) & mask;
        while (table[i] != 0) {
            if (table[i] == stored) {
                return;
            }
            i = (i + 1) & mask;
        }
        table[i] = stored;
        size++;
    }

    private void grow() {
        long[] old = table;
        table = new long[old.length * 2];
        size = 0;
        for (long s : old) {
            if (s != 0) {
                add(s - 1);
            }
        }
    }

    long[] toArray() {
        long[] out = new long[size];
        int k = 0;
        for (long s : table) {
            if (s != 0) {
                out[k++] = s - 1;
            }
        }
        return out;
    }

    void forEach(java.util.function.LongConsumer f) {
        for (long s : table.clone()) {
            if (s != 0) {
                f.accept(s - 1);
            }
        }
    }

    private static long mix(long x) {
        x *= 0x9E3779B97F4A7C15L;
        return x ^ (x >>> 29);
    }
}
