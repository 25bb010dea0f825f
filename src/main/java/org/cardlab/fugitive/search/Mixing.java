package org.cardlab.fugitive.search;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;

/**
 * How the search spreads its play where its estimates cannot tell its options apart, so that a
 * Fugitive who knows the search cannot count on its move.
 *
 * <p>A Marshal who always names the move his estimates favour is predictable: where two moves are
 * close, a Fugitive who knows which one he will name hides where he will not look (on mini2 such a
 * Fugitive wins every game against the unmixed search). So each candidate within {@code width}
 * standard errors of the paired sign test behind the search's own choice gets a chance: the
 * normal approximation's chance that it is at least as good as the choice, Φ(−margin), where
 * margin is how far the choice is ahead of it in those standard errors (a candidate ahead of the
 * choice, short of the significance that would have made it the choice, gets more than the choice's
 * 1/2). The chances are then scaled to sum to 1. A candidate further behind never plays, so a move
 * the worlds show clearly worse is never risked; a width of 0 is the unmixed search.
 *
 * <p>In a manhunt the exact manhunt's tied first guesses (equal capture chances) are drawn among
 * alike.
 */
public final class Mixing {
    private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);

    private Mixing() {}

    /** Each candidate's chance of being played, given the tally, the unmixed choice {@code pick} and the width. */
    public static double[] chances(PairedTally tally, int pick, double width) {
        double[] p = new double[tally.candidates()];
        if (!(width > 0)) {
            p[pick] = 1;
            return p;
        }
        double sum = 0;
        for (int c = 0; c < p.length; c++) {
            double behind = tally.margin(pick, c);
            p[c] = c == pick ? 0.5 : behind < width ? NORMAL.cumulativeProbability(-behind) : 0;
            sum += p[c];
        }
        for (int c = 0; c < p.length; c++) {
            p[c] /= sum;
        }
        return p;
    }

    /** An index drawn with the given chances; no number is drawn when one index has them all. */
    public static int draw(double[] chances, Rng rng) {
        int only = -1;
        int positive = 0;
        for (int c = 0; c < chances.length; c++) {
            if (chances[c] > 0) {
                positive++;
                only = c;
            }
        }
        if (positive == 1) {
            return only;
        }
        double u = rng.nextDouble();
        double acc = 0;
        for (int c = 0; c < chances.length; c++) {
            acc += chances[c];
            if (chances[c] > 0 && u < acc) {
                return c;
            }
        }
        return only; // u within rounding of 1: the last index with a chance
    }

    /** The manhunt's first guess: {@code first} unmixed or with no equal, else one of the tied guesses (bit n), each alike. */
    public static int tiedGuess(long tied, int first, double width, Rng rng) {
        if (!(width > 0) || Long.bitCount(tied) < 2) {
            return first;
        }
        int[] guesses = Cards.toArray(tied);
        return guesses[rng.nextInt(guesses.length)];
    }
}
