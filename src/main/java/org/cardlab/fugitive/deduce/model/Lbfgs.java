package org.cardlab.fugitive.deduce.model;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A small limited-memory BFGS minimiser with a backtracking (Armijo) line search, for the smooth
 * convex objectives of fitting a style (each evaluation is a pass over thousands of exact walks,
 * so the method must take few evaluations per step; the libraries at hand offer none with a
 * limited-memory quasi-Newton step).
 */
final class Lbfgs {
    /** An objective: its value at x, with its gradient written into {@code grad}. */
    interface Objective {
        double value(double[] x, double[] grad);
    }

    /** What a minimisation reached: the point, the value, the iterations and evaluations it took. */
    record Result(double[] x, double value, int iterations, int evaluations) {}

    private static final int MEMORY = 8;

    private Lbfgs() {}

    /** Minimises from {@code start} until the value improves by less than {@code tol} (relative) or {@code maxIter} steps. */
    static Result minimise(Objective f, double[] start, int maxIter, double tol, java.util.function.IntConsumer progress) {
        int n = start.length;
        double[] x = start.clone();
        double[] g = new double[n];
        double fx = f.value(x, g);
        int evals = 1;
        Deque<double[]> ss = new ArrayDeque<>();
        Deque<double[]> ys = new ArrayDeque<>();
        int it = 0;
        for (; it < maxIter; it++) {
            double[] d = direction(g, ss, ys);
            double slope = dot(g, d);
            if (slope >= 0) {
                ss.clear();
                ys.clear();
                d = negate(g);
                slope = dot(g, d);
            }
            double step = it == 0 ? 1 / Math.max(1, Math.sqrt(dot(g, g))) : 1;
            double[] xn = new double[n];
            double[] gn = new double[n];
            double fn;
            while (true) {
                for (int i = 0; i < n; i++) {
                    xn[i] = x[i] + step * d[i];
                }
                fn = f.value(xn, gn);
                evals++;
                if (fn <= fx + 1e-4 * step * slope || step < 1e-10) {
                    break;
                }
                step *= 0.5;
            }
            double[] s = new double[n];
            double[] y = new double[n];
            for (int i = 0; i < n; i++) {
                s[i] = xn[i] - x[i];
                y[i] = gn[i] - g[i];
            }
            if (dot(s, y) > 1e-12) {
                ss.addLast(s);
                ys.addLast(y);
                if (ss.size() > MEMORY) {
                    ss.removeFirst();
                    ys.removeFirst();
                }
            }
            double improvement = fx - fn;
            x = xn;
            g = gn;
            fx = fn;
            if (progress != null) {
                progress.accept(it + 1);
            }
            if (improvement < tol * Math.max(1, Math.abs(fx))) {
                it++;
                break;
            }
        }
        return new Result(x, fx, it, evals);
    }

    /** The two-loop recursion: minus the inverse-Hessian estimate times the gradient. */
    private static double[] direction(double[] g, Deque<double[]> ss, Deque<double[]> ys) {
        double[] q = g.clone();
        int m = ss.size();
        double[][] s = ss.toArray(new double[0][]);
        double[][] y = ys.toArray(new double[0][]);
        double[] alpha = new double[m];
        for (int i = m - 1; i >= 0; i--) {
            alpha[i] = dot(s[i], q) / dot(y[i], s[i]);
            for (int j = 0; j < q.length; j++) {
                q[j] -= alpha[i] * y[i][j];
            }
        }
        double gamma = m == 0 ? 1 : dot(s[m - 1], y[m - 1]) / dot(y[m - 1], y[m - 1]);
        for (int j = 0; j < q.length; j++) {
            q[j] *= gamma;
        }
        for (int i = 0; i < m; i++) {
            double beta = dot(y[i], q) / dot(y[i], s[i]);
            for (int j = 0; j < q.length; j++) {
                q[j] += (alpha[i] - beta) * s[i][j];
            }
        }
        return negate(q);
    }

    private static double[] negate(double[] v) {
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = -v[i];
        }
        return out;
    }

    static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}
