package org.cardlab.fugitive.exposure;

import java.util.function.LongPredicate;
import org.cardlab.fugitive.Cards;

/**
 * The Marshal's next guess as the Fugitive foresees it, on each imagined copy of the Marshal's
 * belief: he names every number he is certain of at once; otherwise one number, the likelier
 * the more often (weight probability^{@link #SHARPNESS}: nearly always his likeliest, ties
 * shared). What he reveals is that guess's numbers among the Fugitive's true face-down hideouts.
 */
public final class NextGuess {
    /** A number this likely is taken as certain. */
    public static final double CERTAIN = 0.999;
    /** How strongly the Marshal prefers his likeliest numbers. */
    public static final double SHARPNESS = 8;

    private NextGuess() {}

    /**
     * The next guess in one copy of a belief: the numbers he is certain of, else each number's
     * weight and their total (summed from 1 up, as {@link #chance} sums its part). A copy's guess
     * is asked once per question about it, so the belief keeps it ({@link MarshalBelief#guess}).
     */
    record Guess(long certain, boolean anyPossible, double[] weight, double total) {
        static Guess of(MarshalBelief b, int copy) {
            double[] p = new double[42];
            long certain = 0;
            double max = 0;
            for (int n = 1; n <= 41; n++) {
                p[n] = b.numberProbability(copy, n);
                if (p[n] >= CERTAIN) {
                    certain |= 1L << n;
                }
                max = Math.max(max, p[n]);
            }
            if (certain != 0 || max <= 0) {
                return new Guess(certain, max > 0, null, 0);
            }
            double[] w = new double[42];
            double total = 0;
            for (int n = 1; n <= 41; n++) {
                w[n] = Math.pow(p[n] / max, SHARPNESS);
                total += w[n];
            }
            return new Guess(0, true, w, total);
        }
    }

    /**
     * The chance that what the next guess reveals (a set of numbers, possibly empty) satisfies
     * {@code test}, given the Fugitive's true face-down hideouts {@code truth}.
     */
    public static double chance(MarshalBelief b, long truth, LongPredicate test) {
        double sum = 0;
        for (int i = 0; i < b.copies(); i++) {
            sum += chanceInCopy(b.guess(i), truth, test);
        }
        return sum / b.copies();
    }

    private static double chanceInCopy(Guess g, long truth, LongPredicate test) {
        if (g.certain() != 0) {
            return test.test(g.certain() & truth) ? 1 : 0;
        }
        if (!g.anyPossible()) {
            return test.test(0) ? 1 : 0;
        }
        double yes = 0;
        for (int n = 1; n <= 41; n++) {
            if (test.test(Cards.has(truth, n) ? 1L << n : 0)) {
                yes += g.weight()[n];
            }
        }
        return yes / g.total();
    }
}
