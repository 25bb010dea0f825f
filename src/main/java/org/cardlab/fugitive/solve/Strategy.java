package org.cardlab.fugitive.solve;

/**
 * A behaviour strategy profile on a {@link GameTree}: for each information set, a probability
 * for each of its actions (rows of both players in one array, each player reading its own).
 */
public final class Strategy {
    final double[][] prob;

    Strategy(double[][] prob) {
        this.prob = prob;
    }

    /** Every action of every information set alike. */
    public static Strategy uniform(GameTree g) {
        double[][] p = new double[g.infosets()][];
        for (int i = 0; i < p.length; i++) {
            p[i] = new double[g.actions(i)];
            java.util.Arrays.fill(p[i], 1.0 / g.actions(i));
        }
        return new Strategy(p);
    }

    public double prob(int infoset, int action) {
        return prob[infoset][action];
    }

    public double[] row(int infoset) {
        return prob[infoset].clone();
    }

    /** This profile with player {@code p}'s rows taken from {@code other}. */
    public Strategy withPlayer(GameTree g, int p, Strategy other) {
        double[][] out = new double[prob.length][];
        for (int i = 0; i < out.length; i++) {
            out[i] = (g.infosetPlayer(i) == p ? other.prob[i] : prob[i]).clone();
        }
        return new Strategy(out);
    }

    /** The expected payoff to player 0 when both play this profile. */
    public double value(GameTree g) {
        return value(g, g.root());
    }

    private double value(GameTree g, int n) {
        int pl = g.player[n];
        if (pl == GameTree.TERMINAL) {
            return g.payoff[n];
        }
        double v = 0;
        for (int k = 0; k < g.childCount[n]; k++) {
            int e = g.firstChild[n] + k;
            double w = pl == GameTree.CHANCE ? g.edgeProb[e] : prob[g.infoset[n]][k];
            if (w > 0) {
                v += w * value(g, g.child[e]);
            }
        }
        return v;
    }
}
