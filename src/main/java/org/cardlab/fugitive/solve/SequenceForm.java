package org.cardlab.fugitive.solve;

import java.util.HashMap;
import java.util.Map;

/**
 * A tree's sequence form (Koller, Megiddo and von Stengel): each player's sequences (0 the
 * empty one, then one per action of each of his information sets), the parent sequence of
 * each information set, and the sparse payoff matrix A[s0][s1], the sum over the terminal nodes
 * both sequences lead to of chance's probability times player 0's payoff.
 */
final class SequenceForm {
    final GameTree g;
    /** For each information set, the index of its first action's sequence (its player's numbering). */
    final int[] firstSequence;
    /** For each information set, its player's sequence just before it. */
    final int[] parentSequence;
    final int[] sequences = new int[2];
    /** A as a map from s0 * sequences[1] + s1 to its entry. */
    final Map<Long, Double> payoff = new HashMap<>();

    SequenceForm(GameTree g) {
        this.g = g;
        firstSequence = new int[g.infosets()];
        parentSequence = new int[g.infosets()];
        java.util.Arrays.fill(parentSequence, -1);
        sequences[0] = 1;
        sequences[1] = 1;
        for (int i = 0; i < g.infosets(); i++) {
            int p = g.infosetPlayer(i);
            firstSequence[i] = sequences[p];
            sequences[p] += g.actions(i);
        }
        walk(g.root(), 0, 0, 1.0);
    }

    private void walk(int n, int s0, int s1, double chance) {
        int pl = g.player[n];
        if (pl == GameTree.TERMINAL) {
            payoff.merge((long) s0 * sequences[1] + s1, chance * g.payoff[n], Double::sum);
            return;
        }
        for (int k = 0; k < g.childCount[n]; k++) {
            int e = g.firstChild[n] + k;
            if (pl == GameTree.CHANCE) {
                walk(g.child[e], s0, s1, chance * g.edgeProb[e]);
                continue;
            }
            int is = g.infoset[n];
            int before = pl == 0 ? s0 : s1;
            if (parentSequence[is] >= 0 && parentSequence[is] != before) {
                throw new IllegalStateException("information set " + g.key(is) + " breaks perfect recall");
            }
            parentSequence[is] = before;
            int seq = firstSequence[is] + k;
            walk(g.child[e], pl == 0 ? seq : s0, pl == 1 ? seq : s1, chance);
        }
    }

    /** A realization plan of player p made into a behaviour strategy (uniform where never reached). */
    void fill(double[][] prob, int p, double[] plan) {
        for (int i = 0; i < g.infosets(); i++) {
            if (g.infosetPlayer(i) != p) {
                continue;
            }
            double parent = plan[parentSequence[i] < 0 ? 0 : parentSequence[i]];
            prob[i] = new double[g.actions(i)];
            for (int a = 0; a < g.actions(i); a++) {
                prob[i][a] = parent > 1e-12 ? Math.max(0, plan[firstSequence[i] + a]) / parent : 1.0 / g.actions(i);
            }
            double sum = java.util.Arrays.stream(prob[i]).sum();
            for (int a = 0; a < g.actions(i); a++) {
                prob[i][a] /= sum;
            }
        }
    }
}
