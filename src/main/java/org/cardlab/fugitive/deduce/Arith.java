package org.cardlab.fugitive.deduce;

/**
 * The arithmetic of one run of the exact count's walk. EXACT: longs, every product and sum
 * checked; on the first overflow it records the fact and goes on wrapping (the walk still
 * builds every state and edge exactly; only the values are lost, and are then recomputed).
 * MODULAR: residues modulo a prime below 2^31. FLOATING: doubles in the long's bits, only to
 * bound the size of a count. Weights (the number of ways of one transition) are always exact
 * longs; values are in the run's representation.
 */
final class Arith {
    static final int EXACT = 0;
    static final int MODULAR = 1;
    static final int FLOATING = 2;
    private static final int WRAP = 3;

    private int mode;
    private final long mod;
    final long one;
    /** Whether this is the first, checked-long arithmetic of a count (the walk whose size counts as work). */
    final boolean exact;
    boolean overflowed;

    Arith(int mode, long mod) {
        this.mode = mode;
        this.exact = mode == EXACT;
        this.mod = mod;
        this.one = mode == FLOATING ? Double.doubleToRawLongBits(1.0) : 1;
    }

    static Arith exact() {
        return new Arith(EXACT, 0);
    }

    private long overflow(long wrapped) {
        overflowed = true;
        mode = WRAP;
        return wrapped;
    }

    /** A value times an exact weight w >= 0. */
    long times(long x, long w) {
        switch (mode) {
            case EXACT: {
                long r = x * w;
                return (Math.multiplyHigh(x, w) | r >>> 63) == 0 ? r : overflow(r);
            }
            case MODULAR:
                return x * (w % mod) % mod;
            case FLOATING:
                return Double.doubleToRawLongBits(Double.longBitsToDouble(x) * w);
            default:
                return x * w;
        }
    }

    /** A value times a value. */
    long mul(long x, long y) {
        switch (mode) {
            case FLOATING:
                return Double.doubleToRawLongBits(Double.longBitsToDouble(x) * Double.longBitsToDouble(y));
            case MODULAR:
                return x * y % mod;
            default:
                return times(x, y);
        }
    }

    long add(long x, long y) {
        switch (mode) {
            case EXACT: {
                long r = x + y;
                return r >= 0 ? r : overflow(r);
            }
            case MODULAR: {
                long s = x + y;
                return s >= mod ? s - mod : s;
            }
            case FLOATING:
                return Double.doubleToRawLongBits(Double.longBitsToDouble(x) + Double.longBitsToDouble(y));
            default:
                return x + y;
        }
    }

    double toDouble(long x) {
        return mode == FLOATING ? Double.longBitsToDouble(x) : x;
    }

    /** An exact product of weights; throws ArithmeticException past a long (never with the shipped decks). */
    static long weight(long w, long f) {
        return Math.multiplyExact(w, f);
    }
}
