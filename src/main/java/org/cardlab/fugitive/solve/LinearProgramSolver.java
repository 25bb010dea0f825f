package org.cardlab.fugitive.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.optim.MaxIter;
import org.apache.commons.math3.optim.PointValuePair;
import org.apache.commons.math3.optim.linear.LinearConstraint;
import org.apache.commons.math3.optim.linear.LinearConstraintSet;
import org.apache.commons.math3.optim.linear.LinearObjectiveFunction;
import org.apache.commons.math3.optim.linear.NonNegativeConstraint;
import org.apache.commons.math3.optim.linear.Relationship;
import org.apache.commons.math3.optim.linear.SimplexSolver;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;

/**
 * The game's value and an equilibrium by the sequence-form linear program, solved by Apache
 * Commons Math's simplex (the one LP library Maven serves here; a dense tableau, so for small
 * trees only: it is the cross-check of {@link CfrPlus}, not the mini's solver). For player p:
 * maximise (for player 0; minimise for player 1) the value v_root such that his realization plan
 * x satisfies the sequence constraints E x = e, x >= 0, and for every information set j of the
 * opponent and each of its actions, v_j <= (A^T x)_{seq} + sum of v over the opponent's
 * information sets whose parent is that sequence (the opponent's best response, dualised).
 */
public final class LinearProgramSolver {
    /** The dense tableau holds (constraints x variables) doubles; refuse trees past this. */
    public static final int MAX_SEQUENCES = 3_000;

    private LinearProgramSolver() {}

    public record Solution(double value, Strategy strategy) {}

    /** The value to player 0 and an equilibrium profile (each player's rows from his own program). */
    public static Solution solve(GameTree g) {
        SequenceForm sf = new SequenceForm(g);
        if (sf.sequences[0] + sf.sequences[1] > MAX_SEQUENCES) {
            throw new IllegalArgumentException("the tree has " + (sf.sequences[0] + sf.sequences[1])
                    + " sequences, too many for the dense simplex (at most " + MAX_SEQUENCES + ")");
        }
        double[][] prob = new double[g.infosets()][];
        double v0 = solveFor(sf, 0, prob);
        solveFor(sf, 1, prob);
        return new Solution(v0, new Strategy(prob));
    }

    /** Player p's program; fills his rows of {@code prob} and returns the value to player 0. */
    private static double solveFor(SequenceForm sf, int p, double[][] prob) {
        GameTree g = sf.g;
        int q = 1 - p;
        int nx = sf.sequences[p];
        // the opponent's information sets, numbered 1..; 0 stands for the root of his sequences
        int[] oppIndex = new int[g.infosets()];
        int nv = 1;
        for (int i = 0; i < g.infosets(); i++) {
            oppIndex[i] = g.infosetPlayer(i) == q ? nv++ : -1;
        }
        int vars = nx + nv;
        double sign = p == 0 ? 1 : -1;
        List<LinearConstraint> cons = new ArrayList<>();
        // E x = e: the empty sequence has weight 1, each information set's actions sum to its parent's weight
        double[] root = new double[vars];
        root[0] = 1;
        cons.add(new LinearConstraint(root, Relationship.EQ, 1));
        for (int i = 0; i < g.infosets(); i++) {
            if (g.infosetPlayer(i) != p) {
                continue;
            }
            double[] row = new double[vars];
            row[sf.parentSequence[i]] = -1;
            for (int a = 0; a < g.actions(i); a++) {
                row[sf.firstSequence[i] + a] = 1;
            }
            cons.add(new LinearConstraint(row, Relationship.EQ, 0));
        }
        for (int s = 0; s < nx; s++) {
            double[] row = new double[vars];
            row[s] = 1;
            cons.add(new LinearConstraint(row, Relationship.GEQ, 0));
        }
        // one constraint per opponent sequence t: sign * v(parent info of t) <= sign * (A^T x)_t + sum over children
        double[][] rows = new double[sf.sequences[q]][vars];
        for (Map.Entry<Long, Double> e : sf.payoff.entrySet()) {
            int s0 = (int) (e.getKey() / sf.sequences[1]);
            int s1 = (int) (e.getKey() % sf.sequences[1]);
            int mine = p == 0 ? s0 : s1;
            int theirs = p == 0 ? s1 : s0;
            rows[theirs][mine] -= sign * e.getValue();
        }
        for (int i = 0; i < g.infosets(); i++) {
            if (g.infosetPlayer(i) != q) {
                continue;
            }
            for (int a = 0; a < g.actions(i); a++) {
                rows[sf.firstSequence[i] + a][nx + oppIndex[i]] += sign;
            }
            rows[sf.parentSequence[i]][nx + oppIndex[i]] -= sign;
        }
        rows[0][nx] += sign;
        for (double[] row : rows) {
            cons.add(new LinearConstraint(row, Relationship.LEQ, 0));
        }
        double[] objective = new double[vars];
        objective[nx] = 1;
        PointValuePair best = new SimplexSolver(1e-9, 10, 1e-12).optimize(new MaxIter(1_000_000),
                new LinearObjectiveFunction(objective, 0), new LinearConstraintSet(cons),
                p == 0 ? GoalType.MAXIMIZE : GoalType.MINIMIZE, new NonNegativeConstraint(false));
        double[] x = java.util.Arrays.copyOf(best.getPoint(), nx);
        sf.fill(prob, p, x);
        return best.getValue();
    }
}
