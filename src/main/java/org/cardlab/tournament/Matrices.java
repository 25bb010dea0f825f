package org.cardlab.tournament;

/** The little linear algebra the rating fits need: small, dense, positive definite systems. */
final class Matrices {
    private Matrices() {}

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

    /** One step of Newton's method: theta += info^-1 grad; returns the largest change. */
    static double newtonStep(double[] theta, double[][] info, double[] grad) {
        double[] step = solve(info, grad);
        double size = 0;
        for (int i = 0; i < theta.length; i++) {
            theta[i] += step[i];
            size = Math.max(size, Math.abs(step[i]));
        }
        return size;
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

    /** The variance of the linear map {@code a} of a vector with covariance {@code cov}: a cov a'. */
    static double variance(double[] a, double[][] cov) {
        double var = 0;
        for (int x = 0; x < a.length; x++) {
            for (int y = 0; y < a.length; y++) {
                var += a[x] * cov[x][y] * a[y];
            }
        }
        return var;
    }
}
