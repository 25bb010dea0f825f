package org.cardlab.fugitive.deduce;

import org.cardlab.fugitive.FugitiveRules;

/**
 * The values of a walk already made, recomputed in other arithmetics from its kept states and
 * edges: forward along the edges, the closing of each last state, and (with marginals)
 * backward along them into the value counts. No enumeration, no hashing.
 *
 * <p>Several arithmetics (the primes of the modular path) go along the edges together: a
 * state's values in all of them sit side by side, so the edges, which are far larger than the
 * caches on the walks that need this, are read once rather than once per prime.
 */
final class Replay {
    /** Per arithmetic: the count of histories over the shared factor. */
    final long[] totals;
    /** Per arithmetic: per face-down position, the count of each value (null without marginals). */
    final long[][][] counts;

    Replay(CountPass walk, Arith[] ars, boolean marginals) {
        StateTable[] tables = walk.tables;
        EdgeLog[] edges = walk.edges;
        CountPlan plan = walk.plan;
        int n = plan.steps();
        int k = ars.length;
        totals = new long[k];
        counts = new long[k][][];
        long[][] fwd = new long[n + 1][];
        fwd[0] = new long[k];
        for (int j = 0; j < k; j++) {
            fwd[0][j] = ars[j].one;
        }
        for (int t = 0; t < n; t++) {
            long[] from = fwd[t];
            long[] to = fwd[t + 1] = new long[k * tables[t + 1].size];
            EdgeLog l = edges[t];
            for (int s = 0; s < tables[t].size; s++) {
                for (int e = l.first(s), end = l.first(s + 1); e < end; e++) {
                    addTimes(ars, to, k * l.to(e), from, k * s, l.weight(e)); // forward: into the edge's end
                }
            }
        }
        StateTable last = tables[n];
        long[] bwd = new long[k * last.size];
        for (int i = 0; i < last.size; i++) {
            for (int j = 0; j < k; j++) {
                bwd[k * i + j] = walk.closing(last.keyA[i], last.keyB[i], ars[j]);
                totals[j] = ars[j].add(totals[j], ars[j].mul(fwd[n][k * i + j], bwd[k * i + j]));
            }
        }
        if (!marginals) {
            return;
        }
        HistorySpace sp = walk.sp;
        for (int j = 0; j < k; j++) {
            counts[j] = new long[sp.length][];
            for (int p = 1; p < sp.length; p++) {
                if (sp.fixedValue[p] < 0) {
                    counts[j][p] = new long[FugitiveRules.CARDS];
                }
            }
        }
        for (int t = n - 1; t >= 0; t--) {
            long[] after = bwd;
            bwd = new long[k * tables[t].size];
            fwd[t + 1] = null;
            int p = plan.position[t];
            boolean valueStep = plan.category[t] < 0 && sp.fixedValue[p] < 0; // a face-down position's value step: counted
            EdgeLog l = edges[t];
            for (int s = 0; s < tables[t].size; s++) {
                for (int e = l.first(s), end = l.first(s + 1); e < end; e++) {
                    int d = k * l.to(e);
                    if (!valueStep) {
                        addTimes(ars, bwd, k * s, after, d, l.weight(e)); // backward: into the edge's start
                        continue;
                    }
                    long w = l.weight(e);
                    int v = l.value(e);
                    for (int j = 0; j < k; j++) {
                        long x = ars[j].times(after[d + j], w);
                        bwd[k * s + j] = ars[j].add(bwd[k * s + j], x);
                        counts[j][p][v] = ars[j].add(counts[j][p][v], ars[j].mul(fwd[t][k * s + j], x));
                    }
                }
            }
        }
    }

    /** {@code into[at + j] += from[fromAt + j] * w} in each arithmetic j: one edge of a run, forward or backward. */
    private static void addTimes(Arith[] ars, long[] into, int at, long[] from, int fromAt, long w) {
        for (int j = 0; j < ars.length; j++) {
            into[at + j] = ars[j].add(into[at + j], ars[j].times(from[fromAt + j], w));
        }
    }
}
