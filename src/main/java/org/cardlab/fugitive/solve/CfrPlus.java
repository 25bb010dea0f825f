package org.cardlab.fugitive.solve;

/**
 * CFR+ (Tammelin 2014): regret matching with regrets floored at zero, the two players updated
 * in turn, and the average strategy weighted by the iteration number (linear averaging). Its
 * average converges to an equilibrium; the exploitability of the average, computed exactly by
 * {@link BestResponse}, says how close. Single-threaded and deterministic: the same tree gives
 * the same figures.
 */
public final class CfrPlus {
    private final GameTree g;
    private final double[][] regret;
    private final double[][] strategySum;
    private final double[][] current;
    /** This pass's counterfactual regrets, summed over every node of an information set before the floor. */
    private final double[][] delta;
    private int iterations;
    /** Whether {@link #current} has been made from the regrets once (later passes remake only the rows that changed). */
    private boolean currentFresh;

    public CfrPlus(GameTree g) {
        this.g = g;
        regret = new double[g.infosets()][];
        strategySum = new double[g.infosets()][];
        current = new double[g.infosets()][];
        for (int i = 0; i < g.infosets(); i++) {
            regret[i] = new double[g.actions(i)];
            strategySum[i] = new double[g.actions(i)];
            current[i] = new double[g.actions(i)];
        }
        delta = new double[g.infosets()][];
        for (int i = 0; i < g.infosets(); i++) {
            delta[i] = new double[g.actions(i)];
        }
    }

    public int iterations() {
        return iterations;
    }

    /** Runs {@code n} more iterations (each updates both players once). */
    public void run(int n) {
        for (int k = 0; k < n; k++) {
            iterations++;
            for (int p = 0; p < 2; p++) {
                refreshCurrent(p);
                walk(g.root(), p, 1.0, 1.0);
                floorRegrets(p);
            }
        }
    }

    /**
     * Runs until the average strategy's exploitability is below {@code target} or
     * {@code maxIterations} have run, checking every {@code every} iterations.
     */
    public double solve(double target, int maxIterations, int every) {
        double e = Double.POSITIVE_INFINITY;
        while (iterations < maxIterations) {
            run(Math.min(every, maxIterations - iterations));
            e = Exploitability.of(g, average());
            if (e < target) {
                break;
            }
        }
        return e;
    }

    /** The average strategy (linear weights). */
    public Strategy average() {
        double[][] p = new double[g.infosets()][];
        for (int i = 0; i < p.length; i++) {
            p[i] = normalised(strategySum[i]);
        }
        return new Strategy(p);
    }

    /**
     * Regret matching's current strategy before player {@code p}'s pass. A pass changes only its own player's
     * regrets, so after the first pass only the other player's rows (floored last) are made again: the rows
     * are the same as if all were, and written in place.
     */
    private void refreshCurrent(int p) {
        for (int i = 0; i < g.infosets(); i++) {
            if (!currentFresh || g.infosetPlayer(i) != p) {
                normalise(regret[i], current[i]);
            }
        }
        currentFresh = true;
    }

    /** CFR+'s floor, on the regret summed over the whole pass (flooring node by node would not be CFR). */
    private void floorRegrets(int p) {
        for (int i = 0; i < g.infosets(); i++) {
            if (g.infosetPlayer(i) != p) {
                continue;
            }
            for (int a = 0; a < delta[i].length; a++) {
                regret[i][a] = Math.max(0, regret[i][a] + delta[i][a]);
                delta[i][a] = 0;
            }
        }
    }

    private static double[] normalised(double[] w) {
        double[] out = new double[w.length];
        normalise(w, out);
        return out;
    }

    private static void normalise(double[] w, double[] out) {
        double sum = 0;
        for (double x : w) {
            sum += Math.max(0, x);
        }
        for (int a = 0; a < w.length; a++) {
            out[a] = sum > 0 ? Math.max(0, w[a]) / sum : 1.0 / w.length;
        }
    }

    /**
     * The value to player 0 below {@code n}; updates player {@code p}'s regrets and average. A
     * subtree the opponent's current strategy does not reach is still walked while {@code p} reaches
     * it: its regrets gain nothing, but the average strategy is weighted by {@code p}'s own reach
     * alone, and leaving those iterations out of it biases the average where the opponent rarely
     * goes (CFR+'s floor makes exact zeros common) and stops its exploitability from falling.
     */
    private double walk(int n, int p, double reachOwn, double reachOther) {
        int pl = g.player[n];
        if (pl == GameTree.TERMINAL) {
            return g.payoff[n];
        }
        if (reachOwn == 0 && reachOther == 0) {
            return 0; // nothing below changes and no caller weighs this value
        }
        int first = g.firstChild[n];
        int count = g.childCount[n];
        if (pl == GameTree.CHANCE) {
            double v = 0;
            for (int k = 0; k < count; k++) {
                v += g.edgeProb[first + k] * walk(g.child[first + k], p, reachOwn, reachOther * g.edgeProb[first + k]);
            }
            return v;
        }
        int is = g.infoset[n];
        double[] sigma = current[is];
        if (pl != p) {
            double v = 0;
            for (int k = 0; k < count; k++) {
                double below = walk(g.child[first + k], p, reachOwn, reachOther * sigma[k]);
                v += sigma[k] > 0 ? sigma[k] * below : 0;
            }
            return v;
        }
        double[] values = new double[count];
        double v = 0;
        for (int k = 0; k < count; k++) {
            values[k] = walk(g.child[first + k], p, reachOwn * sigma[k], reachOther);
            v += sigma[k] * values[k];
        }
        double sign = p == 0 ? 1 : -1;
        for (int k = 0; k < count; k++) {
            delta[is][k] += sign * reachOther * (values[k] - v);
            strategySum[is][k] += iterations * reachOwn * sigma[k];
        }
        return v;
    }
}
