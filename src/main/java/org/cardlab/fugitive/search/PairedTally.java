package org.cardlab.fugitive.search;

/**
 * The paired games so far: each candidate's wins, and for every two candidates the games the one
 * won that the other lost. The sign test reads only these discordant games: the games both won or
 * both lost say nothing about which move is better. Candidate 0 is the baseline.
 */
public final class PairedTally {
    private final int[] wins;
    /** {@code beats[a][b]}: the games candidate a won and candidate b lost, in the same world. */
    private final int[][] beats;
    private int games;

    public PairedTally(int candidates) {
        wins = new int[candidates];
        beats = new int[candidates][candidates];
    }

    public void add(boolean[][] won) {
        for (int a = 0; a < won.length; a++) {
            for (int k = 0; k < won[a].length; k++) {
                wins[a] += won[a][k] ? 1 : 0;
                for (int b = 0; b < won.length; b++) {
                    beats[a][b] += won[a][k] && !won[b][k] ? 1 : 0;
                }
            }
        }
        games += won[0].length;
    }

    public int candidates() {
        return wins.length;
    }

    public int wins(int c) {
        return wins[c];
    }

    public int games() {
        return games;
    }

    /**
     * How many standard errors of the sign test candidate {@code a} is ahead of candidate {@code b}:
     * negative when behind, 0 when no world told them apart.
     */
    public double margin(int a, int b) {
        int discordant = beats[a][b] + beats[b][a];
        return discordant == 0 ? 0 : (beats[a][b] - beats[b][a]) / Math.sqrt(discordant);
    }

    /** How many standard errors of the sign test challenger {@code c} is ahead of the baseline (0 when not ahead). */
    public double lead(int c) {
        return Math.max(0, margin(c, 0));
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
