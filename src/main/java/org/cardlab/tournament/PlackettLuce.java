package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ratings from finishing orders (placements), by the Plackett-Luce model with teams, on the Elo
 * scale. A side (a seat, or a team of seats) has strength exp(sum of its players' ratings, in
 * logits); a finishing order is drawn by picking the first side with chance proportional to its
 * strength, then the second among the rest, and so on. Two sides alone are Bradley-Terry; a team's
 * rating is the sum of its players', so team games rate the players that make the teams (as
 * TrueSkill does). Sides that tie count as every order among them, equally weighted.
 *
 * <p>Fitted by maximum likelihood (Newton's method), with half a win and half a loss added
 * between every two players, so that a player who always won still gets a finite rating. The
 * ratings are centred on 1500; each one's 95% interval is +-1.96 standard errors, from the inverse
 * of the observed information. There is no seat advantage: the tournament rotates the seats.
 */
public final class PlackettLuce {
    private static final double SCALE = Math.log(10) / 400;
    private static final double PRIOR = 0.5;

    /**
     * Games of one kind: its sides, each the number of seats of every player in it, and how often
     * each finishing order came; an order lists groups of sides that tied, best first.
     */
    public record Observation(int[][] sides, List<int[][]> orders, List<Long> counts) {}

    private PlackettLuce() {}

    /** The rating of each of {@code players} (in that order) from the observations. */
    public static Map<String, SeatRatings.Rating> fit(List<String> players, List<Observation> observations) {
        int n = players.size();
        List<double[][]> stages = new ArrayList<>(); // rows: one choice set, then the chosen side's index in it
        List<Double> weights = new ArrayList<>();
        for (Observation o : observations) {
            for (int k = 0; k < o.orders().size(); k++) {
                for (int[] order : orders(o.orders().get(k))) {
                    double w = o.counts().get(k) / (double) ties(o.orders().get(k));
                    addStages(o.sides(), order, w, n, stages, weights);
                }
            }
        }
        for (int a = 0; a < n; a++) { // the prior: a drawn pair of games between every two players
            for (int b = a + 1; b < n; b++) {
                int[][] pair = {new int[n], new int[n]};
                pair[0][a] = 1;
                pair[1][b] = 1;
                addStages(pair, new int[] {0, 1}, PRIOR, n, stages, weights);
                addStages(pair, new int[] {1, 0}, PRIOR, n, stages, weights);
            }
        }
        // free parameters: players 1..n-1 (player 0 is fixed at 0, then all are centred)
        int k = n - 1;
        double[] theta = new double[k];
        double[][] info = new double[k][k];
        for (int iter = 0; iter < 200 && k > 0; iter++) {
            double[] grad = new double[k];
            info = new double[k][k];
            for (int s = 0; s < stages.size(); s++) {
                accumulate(stages.get(s), weights.get(s), theta, grad, info);
            }
            if (Matrices.newtonStep(theta, info, grad) < 1e-10) {
                break;
            }
        }
        double[][] cov = k > 0 ? Matrices.inverse(info) : new double[0][0];
        Map<String, SeatRatings.Rating> out = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            double[] a = new double[k]; // the centred rating of player i as a linear map of theta
            for (int j = 1; j < n; j++) {
                a[j - 1] = (i == j ? 1 : 0) - 1.0 / n;
            }
            double v = 0;
            for (int x = 0; x < k; x++) {
                v += a[x] * theta[x];
            }
            double half = 1.959963984540054 * Math.sqrt(Math.max(0, Matrices.variance(a, cov))) / SCALE;
            out.put(players.get(i), new SeatRatings.Rating(1500 + v / SCALE, half));
        }
        return out;
    }

    /** One stage per pick but the last: the sides still in play (as rows of player counts) and the one picked (row 0). */
    private static void addStages(int[][] sides, int[] order, double w, int n, List<double[][]> stages, List<Double> weights) {
        for (int j = 0; j + 1 < order.length; j++) {
            double[][] set = new double[order.length - j][];
            for (int l = j; l < order.length; l++) {
                set[l - j] = toDoubles(sides[order[l]], n);
            }
            stages.add(set);
            weights.add(w);
        }
    }

    private static double[] toDoubles(int[] counts, int n) {
        double[] x = new double[n];
        for (int p = 0; p < n; p++) {
            x[p] = counts[p];
        }
        return x;
    }

    /** Adds one stage's gradient and information (the choice of row 0 among the rows) with weight w. */
    private static void accumulate(double[][] set, double w, double[] theta, double[] grad, double[][] info) {
        int k = theta.length;
        double[] eta = new double[set.length];
        double max = Double.NEGATIVE_INFINITY;
        for (int r = 0; r < set.length; r++) {
            for (int p = 1; p <= k; p++) {
                eta[r] += set[r][p] * theta[p - 1];
            }
            max = Math.max(max, eta[r]);
        }
        double z = 0;
        double[] prob = new double[set.length];
        for (int r = 0; r < set.length; r++) {
            prob[r] = Math.exp(eta[r] - max);
            z += prob[r];
        }
        double[] mean = new double[k];
        for (int r = 0; r < set.length; r++) {
            prob[r] /= z;
            for (int p = 0; p < k; p++) {
                mean[p] += prob[r] * set[r][p + 1];
            }
        }
        for (int p = 0; p < k; p++) {
            grad[p] += w * (set[0][p + 1] - mean[p]);
        }
        for (int r = 0; r < set.length; r++) {
            for (int a = 0; a < k; a++) {
                double da = set[r][a + 1] - mean[a];
                if (da == 0) {
                    continue;
                }
                for (int b = 0; b < k; b++) {
                    info[a][b] += w * prob[r] * da * (set[r][b + 1] - mean[b]);
                }
            }
        }
    }

    /** Every order of the sides that the tie groups allow (each group's sides in every order). */
    static List<int[]> orders(int[][] groups) {
        List<int[]> out = new ArrayList<>();
        out.add(new int[0]);
        for (int[] g : groups) {
            List<int[]> next = new ArrayList<>();
            for (int[] head : out) {
                for (int[] perm : permutations(g)) {
                    int[] o = java.util.Arrays.copyOf(head, head.length + perm.length);
                    System.arraycopy(perm, 0, o, head.length, perm.length);
                    next.add(o);
                }
            }
            out = next;
        }
        return out;
    }

    /** How many orders the tie groups allow. */
    static long ties(int[][] groups) {
        long t = 1;
        for (int[] g : groups) {
            for (int i = 2; i <= g.length; i++) {
                t *= i;
            }
        }
        return t;
    }

    private static List<int[]> permutations(int[] xs) {
        List<int[]> out = new ArrayList<>();
        if (xs.length <= 1) {
            out.add(xs.clone());
            return out;
        }
        for (int i = 0; i < xs.length; i++) {
            int[] rest = new int[xs.length - 1];
            for (int j = 0, k = 0; j < xs.length; j++) {
                if (j != i) {
                    rest[k++] = xs[j];
                }
            }
            for (int[] p : permutations(rest)) {
                int[] o = new int[xs.length];
                o[0] = xs[i];
                System.arraycopy(p, 0, o, 1, p.length);
                out.add(o);
            }
        }
        return out;
    }
}
