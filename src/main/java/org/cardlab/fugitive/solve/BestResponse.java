package org.cardlab.fugitive.solve;

/**
 * The exact best response of one player to the other's fixed strategy, and its value. The
 * opponent's and chance's reach of every node is computed top down; then, because both players
 * have perfect recall, each of the responder's information sets can pick the action with the
 * largest reach-weighted value of its nodes, once the information sets below it have picked
 * theirs (a memoised recursion). Exact up to floating-point rounding.
 */
public final class BestResponse {
    private final GameTree g;
    private final Strategy fixed;
    private final int responder;
    private final double[] reach;
    private final double[] nodeValue;
    private final boolean[] nodeDone;
    private final int[] choice;
    /** The nodes of each of the responder's information sets. */
    private final int[][] members;

    private BestResponse(GameTree g, Strategy fixed, int responder) {
        this.g = g;
        this.fixed = fixed;
        this.responder = responder;
        reach = new double[g.nodes()];
        nodeValue = new double[g.nodes()];
        nodeDone = new boolean[g.nodes()];
        choice = new int[g.infosets()];
        java.util.Arrays.fill(choice, -1);
        int[] count = new int[g.infosets()];
        for (int n = 0; n < g.nodes(); n++) {
            if (g.infoset[n] >= 0) {
                count[g.infoset[n]]++;
            }
        }
        members = new int[g.infosets()][];
        for (int i = 0; i < members.length; i++) {
            members[i] = new int[count[i]];
        }
        int[] fill = new int[g.infosets()];
        for (int n = 0; n < g.nodes(); n++) {
            if (g.infoset[n] >= 0) {
                members[g.infoset[n]][fill[g.infoset[n]]++] = n;
            }
        }
        spreadReach(g.root(), 1.0);
    }

    /** The value to player 0 when {@code responder} best responds to {@code fixed}'s other rows. */
    public static double value(GameTree g, Strategy fixed, int responder) {
        return solved(g, fixed, responder).value;
    }

    /** The best response itself, as a pure strategy in the responder's rows (the fixed rows kept). */
    public static Strategy strategy(GameTree g, Strategy fixed, int responder) {
        return solved(g, fixed, responder).strategy();
    }

    /** The best response and its value from one walk of the tree, for a caller that needs both. */
    static Answer solved(GameTree g, Strategy fixed, int responder) {
        BestResponse br = new BestResponse(g, fixed, responder);
        return new Answer(br, br.valueAt(g.root()));
    }

    /** A best response found: its value to player 0, and the strategy on demand. */
    static final class Answer {
        private final BestResponse br;
        final double value;

        private Answer(BestResponse br, double value) {
            this.br = br;
            this.value = value;
        }

        /** The responder's rows replaced by its best response (the fixed rows kept). */
        Strategy strategy() {
            GameTree g = br.g;
            double[][] p = new double[g.infosets()][];
            for (int i = 0; i < p.length; i++) {
                p[i] = br.fixed.row(i);
                if (g.infosetPlayer(i) == br.responder) {
                    java.util.Arrays.fill(p[i], 0);
                    p[i][Math.max(0, br.choice[i])] = 1;
                }
            }
            return new Strategy(p);
        }
    }

    private void spreadReach(int root, double r) {
        // an explicit stack of node numbers, not one array a node: trees are deep enough that recursion could
        // overflow on big specs, and a tree pushes each node once (grown only if a builder gave a node two parents)
        int[] stack = new int[g.nodes()];
        int top = 0;
        reach[root] = r;
        stack[top++] = root;
        while (top > 0) {
            int n = stack[--top];
            int pl = g.player[n];
            for (int k = 0; k < g.childCount[n]; k++) {
                int e = g.firstChild[n] + k;
                double w = pl == GameTree.CHANCE ? g.edgeProb[e] : pl == responder ? 1 : fixed.prob[g.infoset[n]][k];
                reach[g.child[e]] = reach[n] * w;
                if (top == stack.length) {
                    stack = java.util.Arrays.copyOf(stack, 2 * top);
                }
                stack[top++] = g.child[e];
            }
        }
    }

    private double valueAt(int n) {
        if (nodeDone[n]) {
            return nodeValue[n];
        }
        int pl = g.player[n];
        double v = 0;
        if (pl == GameTree.TERMINAL) {
            v = g.payoff[n];
        } else if (pl == responder) {
            v = valueAt(g.child[g.firstChild[n] + decide(g.infoset[n])]);
        } else {
            for (int k = 0; k < g.childCount[n]; k++) {
                int e = g.firstChild[n] + k;
                double w = pl == GameTree.CHANCE ? g.edgeProb[e] : fixed.prob[g.infoset[n]][k];
                if (w > 0) {
                    v += w * valueAt(g.child[e]);
                }
            }
        }
        nodeDone[n] = true;
        nodeValue[n] = v;
        return v;
    }

    /** The responder's action at an information set: best over its nodes, weighted by their reach. */
    private int decide(int infoset) {
        if (choice[infoset] >= 0) {
            return choice[infoset];
        }
        int best = 0;
        double bestValue = Double.NaN;
        double sign = responder == 0 ? 1 : -1;
        for (int a = 0; a < g.actions(infoset); a++) {
            double total = 0;
            for (int n : members[infoset]) {
                if (reach[n] > 0) {
                    total += reach[n] * valueAt(g.child[g.firstChild[n] + a]);
                }
            }
            if (Double.isNaN(bestValue) || sign * total > sign * bestValue + 1e-15) {
                best = a;
                bestValue = total;
            }
        }
        choice[infoset] = best;
        return best;
    }
}
