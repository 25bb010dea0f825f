package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A rating per bot, fitted to the tournament by Bradley-Terry with a seat advantage per spec,
 * on the Elo scale: the Marshal bot m beats the Fugitive bot f under spec s with chance
 * 1 / (1 + 10^(-(r_m - r_f + h_s) / 400)). Every game pits a Marshal against a Fugitive, so only
 * differences across the two seats are measured together with the seat advantage h_s: the
 * Marshal bots' ratings are centred on 1500, the Fugitive bots' too, and h_s carries the rest.
 * A Marshal rated 100 above another wins more often against every Fugitive, by the odds ratio
 * 10^(100/400) = 1.78.
 *
 * <p>Fitted by maximum likelihood (Newton's method) over the pairings' win counts, each with half
 * a win and half a loss added, so that a pairing won in every game still gives a finite rating.
 * Each rating's 95% interval is +-1.96 standard errors from the inverse of the information matrix.
 */
public final class Ratings {
    private static final double SCALE = Math.log(10) / 400;
    private static final double PRIOR = 0.5;

    /** A rating with its 95% interval half-width. */
    public record Rating(double value, double halfWidth) {}

    public final Map<String, Rating> marshals = new LinkedHashMap<>();
    public final Map<String, Rating> fugitives = new LinkedHashMap<>();
    /** The seat advantage of the Marshal per spec, in rating points. */
    public final Map<String, Rating> marshalSeat = new LinkedHashMap<>();

    private Ratings() {}

    public static Ratings fit(List<Tournament.Pairing> pairings) {
        List<String> ms = new ArrayList<>();
        List<String> fs = new ArrayList<>();
        List<String> ss = new ArrayList<>();
        for (Tournament.Pairing p : pairings) {
            addNew(ms, p.marshal());
            addNew(fs, p.fugitive());
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
            for (Tournament.Pairing p : pairings) {
                int[] col = columns(ms.indexOf(p.marshal()), fs.indexOf(p.fugitive()), ss.indexOf(p.spec()), nm, nf);
                double x = logit(theta, col);
                double n = p.games() + 2 * PRIOR;
                double w = p.marshalWins() + PRIOR;
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
            double[] step = solve(info, grad);
            double size = 0;
            for (int i = 0; i < k; i++) {
                theta[i] += step[i];
                size = Math.max(size, Math.abs(step[i]));
            }
            if (size < 1e-10) {
                break;
            }
        }
        double[][] cov = inverse(info);
        // centred ratings as linear maps of theta: rating = A theta (in logits), then scaled
        Ratings r = new Ratings();
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
                r.marshals.put(ms.get(i), new Rating(1500 + v / SCALE, half));
            } else if (i < ms.size() + fs.size()) {
                r.fugitives.put(fs.get(i - ms.size()), new Rating(1500 + v / SCALE, half));
            } else {
                r.marshalSeat.put(ss.get(i - ms.size() - fs.size()), new Rating(v / SCALE, half));
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
     * The columns of a pairing's Marshal, Fugitive and spec among the free parameters (-1 where
     * the rating is the fixed first one, 0), from their indices in the lists of bots and specs.
     */
    private static int[] columns(int marshal, int fugitive, int spec, int nm, int nf) {
        return new int[] {marshal - 1, fugitive < 1 ? -1 : nm + fugitive - 1, nm + nf + spec};
    }

    private static double logit(double[] theta, int[] col) {
        return (col[0] >= 0 ? theta[col[0]] : 0) - (col[1] >= 0 ? theta[col[1]] : 0) + theta[col[2]];
    }

    /** Solves m x = b by Gaussian elimination with partial pivoting (m is small and positive definite). */
    static double[] solve(double[][] m, double[] b) {
        int n = b.length;
        double[][] a = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(m[i], 0, a[i], 0, n);
            a[i][n] = b[i];
        }
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(a[r][c]) > Math.abs(a[p][c])) {
                    p = r;
                }
            }
            double[] t = a[c];
            a[c] = a[p];
            a[p] = t;
            for (int r = 0; r < n; r++) {
                if (r != c && a[c][c] != 0) {
                    double f = a[r][c] / a[c][c];
                    for (int x = c; x <= n; x++) {
                        a[r][x] -= f * a[c][x];
                    }
                }
            }
        }
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = a[i][i] == 0 ? 0 : a[i][n] / a[i][i];
        }
        return out;
    }

    static double[][] inverse(double[][] m) {
        int n = m.length;
        double[][] out = new double[n][n];
        for (int j = 0; j < n; j++) {
            double[] e = new double[n];
            e[j] = 1;
            double[] col = solve(m, e);
            for (int i = 0; i < n; i++) {
                out[i][j] = col[i];
            }
        }
        return out;
    }
}
