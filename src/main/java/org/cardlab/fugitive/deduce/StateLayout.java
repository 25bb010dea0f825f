package org.cardlab.fugitive.deduce;

/**
 * How a state of the exact count is packed into two longs {@code (a, b)}: the previous
 * hideout, per card category two counters (face-down hideouts H and sprint cards S placed so
 * far; once the category is frozen, S holds the cards still free and H is 0), the sprint
 * cards of the current position still to spread (odd, even), and one bit per live cover.
 * Fields never straddle the two words; the covers take the low bits of b.
 */
final class StateLayout {
    static final int PREV = 0;
    static final int ODD_LEFT = 1;
    static final int EVEN_LEFT = 2;
    private static final int FIXED_FIELDS = 3;

    private final int[] word;
    private final int[] shift;
    private final long[] mask;
    final int covers;

    StateLayout(int[] pool, int maxHidden, int covers) {
        int cats = pool.length;
        int n = FIXED_FIELDS + 2 * cats;
        word = new int[n];
        shift = new int[n];
        mask = new long[n];
        this.covers = covers;
        if (covers > 64) {
            throw new IllegalStateException("more than 64 multi-number misses still in play");
        }
        int[] width = new int[n];
        width[PREV] = 6;
        width[ODD_LEFT] = bits(maxHidden);
        width[EVEN_LEFT] = bits(maxHidden);
        for (int c = 0; c < cats; c++) {
            width[h(c)] = bits(pool[c]);
            width[s(c)] = bits(pool[c]);
        }
        int usedA = 0;
        int usedB = covers;
        for (int f = 0; f < n; f++) {
            if (usedA + width[f] <= 64) {
                word[f] = 0;
                shift[f] = usedA;
                usedA += width[f];
            } else if (usedB + width[f] <= 64) {
                word[f] = 1;
                shift[f] = usedB;
                usedB += width[f];
            } else {
                throw new IllegalStateException("decks too large for the exact counter's state");
            }
            mask[f] = width[f] == 64 ? -1L : (1L << width[f]) - 1;
        }
    }

    private static int bits(int max) {
        return 32 - Integer.numberOfLeadingZeros(Math.max(max, 0));
    }

    /** The field of category c's hideout counter. */
    static int h(int c) {
        return FIXED_FIELDS + 2 * c;
    }

    /** The field of category c's sprint counter (free cards once frozen). */
    static int s(int c) {
        return FIXED_FIELDS + 2 * c + 1;
    }

    int get(long a, long b, int f) {
        return (int) ((word[f] == 0 ? a : b) >>> shift[f] & mask[f]);
    }

    /** Word a with field f set to v (f in word a), or word a unchanged. */
    long setA(long a, int f, int v) {
        return word[f] == 0 ? a & ~(mask[f] << shift[f]) | (long) v << shift[f] : a;
    }

    /** Word b with field f set to v (f in word b), or word b unchanged. */
    long setB(long b, int f, int v) {
        return word[f] == 1 ? b & ~(mask[f] << shift[f]) | (long) v << shift[f] : b;
    }

    /** Whether value v fits field f. */
    boolean fits(int f, int v) {
        return v >= 0 && v <= mask[f];
    }

    long coverBits(long b) {
        return covers == 64 ? b : b & ((1L << covers) - 1);
    }
}
