package org.cardlab.fugitive.deduce;

/** Binomial coefficients up to 63 choose k, from a table (all fit a long). */
final class Binomial {
    private static final long[][] TABLE = new long[64][64];

    static {
        for (int n = 0; n < 64; n++) {
            TABLE[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                TABLE[n][k] = TABLE[n - 1][k - 1] + (k <= n - 1 ? TABLE[n - 1][k] : 0);
            }
        }
    }

    private Binomial() {}

    /** n choose k; 0 when k is out of range. */
    static long of(int n, int k) {
        if (k < 0 || n < 0 || k > n) {
            return 0;
        }
        return TABLE[n][k];
    }
}
