package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The exact count when a long would overflow: the walk runs modulo distinct 31-bit primes
 * whose product exceeds a proven upper bound of every count (all counts are at most the total,
 * which a floating-point pass bounds), and each count is rebuilt from its residues by the
 * Chinese remainder theorem. Exact, with no BigInteger inside the walk.
 */
final class Modular {
    private static final List<Long> PRIMES = new ArrayList<>();

    static {
        BigInteger p = BigInteger.valueOf(Integer.MAX_VALUE);
        while (PRIMES.size() < 64) {
            if (p.isProbablePrime(60)) {
                PRIMES.add(p.longValueExact());
            }
            p = p.subtract(BigInteger.ONE);
        }
    }

    private Modular() {}

    /**
     * The count of a walk whose longs overflowed: replayed from its kept states and edges when
     * it kept them, else walked again in each arithmetic.
     */
    static ExactCounter.Result solve(ExactCounter counter, CountPass walk, boolean marginals) {
        boolean replay = walk.replayable();
        double upper;
        if (replay) {
            for (StateTable t : walk.tables) {
                t.forward = null; // wrapped past a long: lost, and the replays keep their own
            }
            upper = Double.longBitsToDouble(new Replay(walk, new Arith[] {new Arith(Arith.FLOATING, 0)}, false).totals[0]);
        } else {
            CountPass bound = new CountPass(counter, new Arith(Arith.FLOATING, 0), false);
            bound.run();
            upper = Double.longBitsToDouble(bound.total);
        }
        // Relative rounding error of sums and products of positive doubles: far below 1e-6 for fewer than 1e9 operations.
        BigInteger bound = new java.math.BigDecimal(upper * (1 + 1e-6)).toBigInteger().add(BigInteger.TWO);
        List<Long> primes = new ArrayList<>();
        BigInteger product = BigInteger.ONE;
        while (product.compareTo(bound) <= 0) {
            if (primes.size() == PRIMES.size()) {
                throw new IllegalStateException("count too large for the modular path");
            }
            long p = PRIMES.get(primes.size());
            primes.add(p);
            product = product.multiply(BigInteger.valueOf(p));
        }
        int k = primes.size();
        long[] totals = new long[k];
        long[][][] counts = new long[k][][];
        BigInteger factor = walk.factor;
        Arith[] ars = new Arith[k];
        for (int i = 0; i < k; i++) {
            ars[i] = new Arith(Arith.MODULAR, primes.get(i));
        }
        if (replay) {
            Replay r = new Replay(walk, ars, marginals); // all primes along the edges at once
            System.arraycopy(r.totals, 0, totals, 0, k);
            System.arraycopy(r.counts, 0, counts, 0, k);
        } else {
            for (int i = 0; i < k; i++) {
                CountPass pass = new CountPass(counter, ars[i], marginals);
                pass.run();
                totals[i] = pass.total;
                counts[i] = pass.counts;
                factor = pass.factor; // the same in every pass: every pass keeps the same states
            }
        }
        BigInteger[] basis = new BigInteger[k];
        for (int i = 0; i < k; i++) {
            BigInteger pi = BigInteger.valueOf(primes.get(i));
            BigInteger rest = product.divide(pi);
            basis[i] = rest.multiply(rest.modInverse(pi)).mod(product);
        }
        BigInteger total = combine(basis, product, i -> totals[i]);
        BigInteger[][] big = null;
        if (marginals) {
            int length = counts[0].length;
            big = new BigInteger[length][];
            for (int p = 0; p < length; p++) {
                if (counts[0][p] == null) {
                    continue;
                }
                big[p] = new BigInteger[counts[0][p].length];
                for (int v = 0; v < big[p].length; v++) {
                    int pp = p;
                    int vv = v;
                    big[p][v] = combine(basis, product, i -> counts[i][pp][vv]);
                }
            }
        }
        return ExactCounter.Result.ofBig(factor, total, big);
    }

    private static BigInteger combine(BigInteger[] basis, BigInteger product, java.util.function.IntToLongFunction residue) {
        BigInteger x = BigInteger.ZERO;
        for (int i = 0; i < basis.length; i++) {
            long r = residue.applyAsLong(i);
            if (r != 0) {
                x = x.add(basis[i].multiply(BigInteger.valueOf(r)));
            }
        }
        return x.mod(product);
    }
}
