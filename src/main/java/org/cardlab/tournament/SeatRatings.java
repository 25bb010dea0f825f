package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A rating per bot of a two-seat game whose seats are roles (each seat has bots of its own, as
 * Fugitive's Marshal and Fugitive), fitted by Bradley-Terry with a seat advantage per spec, on
 * the Elo scale: the bot m of seat 1 beats the bot f of seat 0 under spec s with chance
 * 1 / (1 + 10^(-(r_m - r_f + h_s) / 400)). Every game pits one seat against the other, so only
 * differences across the two seats are measured together with the seat advantage h_s: seat 1's
 * bots' ratings are centred on 1500, seat 0's too, and h_s carries the rest. A bot rated 100
 * above another of its seat wins more often against every bot of the other seat, by the odds
 * ratio 10^(100/400) = 1.78.
 *
 * <p>Fitted by maximum likelihood (Newton's method) over the pairings' win counts, each with half
 * a win and half a loss added, so that a pairing won in every game still gives a finite rating.
 * Each rating's 95% interval is +-1.96 standard errors from the inverse of the information matrix.
 */
public final class SeatRatings {
    private static final double SCALE = Math.log(10) / 400;
    private static final double PRIOR = 0.5;

    /** A rating with its 95% interval half-width. */
    public record Rating(double value, double halfWidth) {}

    /** One pairing: under {@code spec}, the bot of seat 1 against the bot of seat 0, and how often seat 1 won. */
    public record Pairing(String spec, String seat1, String seat0, long games, long seat1Wins) {}

    /** The ratings of seat 1's bots. */
    public final Map<String, Rating> seat1 = new LinkedHashMap<>();
    /** The ratings of seat 0's bots. */
    public final Map<String, Rating> seat0 = new LinkedHashMap<>();
    /** The advantage of seat 1 per spec, in rating points. */
    public final Map<String, Rating> seat1Advantage = new LinkedHashMap<>();

    private SeatRatings() {}

    public static SeatRatings fit(List<Pairing> pairings) {
        List<String> ms = new ArrayList<>();
        List<String> fs = new ArrayList<>();
        List<String> ss = new ArrayList<>();
        for (Pairing p : pairings) {
            addNew(ms, p.seat1());
            addNew(fs, p.seat0());
            addNew(ss, p.spec());
        }
        // free parameters: Marshals 1.., Fugitives 1.., then every spec's seat advantage (logit units)
        int nm = ms.size() - 1;
        int nf = fs.size() - 1;
        int k = nm + nf + ss.size();
        double[] theta = new double[k];
        double[][] info = new double[k][k];
        for (int iter = 0; iter < 100; iter++) {
            double[] grad = new double[k];
            info = new double[k][k];
            for (Pairing p : pairings) {
                int[] col = columns(ms.indexOf(p.seat1()), fs.indexOf(p.seat0()), ss.indexOf(p.spec()), nm, nf);
                double x = logit(theta, col);
                double n = p.games() + 2 * PRIOR;
                double w = p.seat1Wins() + PRIOR;
                double prob = 1 / (1 + Math.exp(-x));
                double g = w - n * prob;
                double h = n * prob * (1 - prob);
                double[] sign = {1, -1, 1};
                for (int a = 0; a < 3; a++) {
                    if (col[a] < 0) {
                        continue;
                    }
                    grad[col[a]] += sign[a] * g;
                    for (int b = 0; b < 3; b++) {
                        if (col[b] >= 0) {
                            info[col[a]][col[b]] += sign[a] * sign[b] * h;
                        }
                    }
                }
            }
            if (Matrices.newtonStep(theta, info, grad) < 1e-10) {
                break;
            }
        }
        double[][] cov = Matrices.inverse(info);
        // centred ratings as linear maps of theta: rating = A theta (in logits), then scaled
        // (ms: seat 1's bots, fs: seat 0's bots, ss: the specs)
        SeatRatings r = new SeatRatings();
        int rows = ms.size() + fs.size() + ss.size();
        double[][] a = new double[rows][k];
        for (int i = 0; i < ms.size(); i++) {
            for (int j = 1; j < ms.size(); j++) {
                a[i][j - 1] = (i == j ? 1 : 0) - 1.0 / ms.size();
            }
        }
        for (int i = 0; i < fs.size(); i++) {
            for (int j = 1; j < fs.size(); j++) {
                a[ms.size() + i][nm + j - 1] = (i == j ? 1 : 0) - 1.0 / fs.size();
            }
        }
        for (int s = 0; s < ss.size(); s++) {
            double[] row = a[ms.size() + fs.size() + s];
            row[nm + nf + s] = 1;
            for (int j = 1; j < ms.size(); j++) {
                row[j - 1] += 1.0 / ms.size(); // the Marshals' mean moves into the seat advantage
            }
            for (int j = 1; j < fs.size(); j++) {
                row[nm + j - 1] -= 1.0 / fs.size();
            }
        }
        for (int i = 0; i < rows; i++) {
            double v = 0;
            double var = 0;
            for (int x = 0; x < k; x++) {
                v += a[i][x] * theta[x];
                for (int y = 0; y < k; y++) {
                    var += a[i][x] * cov[x][y] * a[i][y];
                }
            }
            double half = 1.959963984540054 * Math.sqrt(Math.max(0, var)) / SCALE;
            if (i < ms.size()) {
                r.seat1.put(ms.get(i), new Rating(1500 + v / SCALE, half));
            } else if (i < ms.size() + fs.size()) {
                r.seat0.put(fs.get(i - ms.size()), new Rating(1500 + v / SCALE, half));
            } else {
                r.seat1Advantage.put(ss.get(i - ms.size() - fs.size()), new Rating(v / SCALE, half));
            }
        }
        return r;
    }

    private static void addNew(List<String> list, String x) {
        if (!list.contains(x)) {
            list.add(x);
        }
    }

    /**
     * The columns of a pairing's seat-1 bot, seat-0 bot and spec among the free parameters (-1 where
     * the rating is the fixed first one, 0), from their indices in the lists of bots and specs.
     */
    private static int[] columns(int bot1, int bot0, int spec, int nm, int nf) {
        return new int[] {bot1 - 1, bot0 < 1 ? -1 : nm + bot0 - 1, nm + nf + spec};
    }

    private static double logit(double[] theta, int[] col) {
        return (col[0] >= 0 ? theta[col[0]] : 0) - (col[1] >= 0 ? theta[col[1]] : 0) + theta[col[2]];
    }
}
