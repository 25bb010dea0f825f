package org.cardlab.fugitive.search;

/**
 * The paired games so far: each candidate's wins, and against the baseline (candidate 0) the
 * games it won that the baseline lost ({@code plus}) and the reverse ({@code minus}). The sign
 * test reads only these discordant games: the games both won or both lost say nothing about
 * which move is better.
 */
public final class PairedTally {
    private final int[] wins;
    private final int[] plus;
    private final int[] minus;
    private int games;

    public PairedTally(int candidates) {
        wins = new int[candidates];
        plus = new int[candidates];
        minus = new int[candidates];
    }

    public void add(boolean[][] won) {
        for (int c = 0; c < won.length; c++) {
            for (int k = 0; k < won[c].length; k++) {
                wins[c] += won[c][k] ? 1 : 0;
                plus[c] += won[c][k] && !won[0][k] ? 1 : 0;
                minus[c] += !won[c][k] && won[0][k] ? 1 : 0;
            }
        }
        games += won[0].length;
    }

    public int wins(int c) {
        return wins[c];
    }

    public int games() {
        return games;
    }

    /** How many standard errors of the sign test challenger {@code c} is ahead of the baseline (0 when not ahead). */
    public double lead(int c) {
        int gain = plus[c] - minus[c];
        return gain <= 0 ? 0 : gain / Math.sqrt(plus[c] + minus[c]);
    }

    /** The challenger furthest ahead (the first of equals), or the baseline when none is ahead. */
    public int best() {
        int best = 0;
        for (int c = 1; c < wins.length; c++) {
            if (lead(c) > lead(best)) {
                best = c;
            }
        }
        return best;
    }

    public double bestLead() {
        return lead(best());
    }

    /** Of the challengers at least {@code z} standard errors ahead, the one that won most (the first of equals); else the baseline. */
    public int pick(double z) {
        int pick = 0;
        for (int c = 1; c < wins.length; c++) {
            if (lead(c) >= z && wins[c] > wins[pick]) {
                pick = c;
            }
        }
        return pick;
    }
}
