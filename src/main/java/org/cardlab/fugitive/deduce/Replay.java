package org.cardlab.fugitive.deduce;

import org.cardlab.fugitive.FugitiveRules;

/**
 * The values of a walk already made, recomputed in another arithmetic from its kept states
 * and edges: forward along the edges, the closing of each last state, and (with marginals)
 * backward along them into the value counts. No enumeration, no hashing.
 */
final class Replay {
    long total;
    long[][] counts;

    Replay(CountPass walk, Arith ar, boolean marginals) {
        StateTable[] tables = walk.tables;
        EdgeLog[] edges = walk.edges;
        CountPlan plan = walk.plan;
        int n = plan.steps();
        // The walk's own forward arrays hold the values: they are lost (overflowed) or no longer needed.
        long[][] fwd = new long[n + 1][];
        for (int t = 0; t <= n; t++) {
            fwd[t] = tables[t].forward;
            java.util.Arrays.fill(fwd[t], 0, tables[t].size, 0L);
        }
        fwd[0][0] = ar.one;
        for (int t = 0; t < n; t++) {
            long[] from = fwd[t];
            long[] to = fwd[t + 1];
            EdgeLog l = edges[t];
            for (int s = 0; s < tables[t].size; s++) {
                for (int e = l.first(s), end = l.first(s + 1); e < end; e++) {
                    to[l.to(e)] = ar.add(to[l.to(e)], ar.times(from[s], l.weight(e)));
                }
            }
        }
        StateTable last = tables[n];
        long[] bwd = new long[last.size];
        for (int i = 0; i < last.size; i++) {
            bwd[i] = walk.closing(last.keyA[i], last.keyB[i], ar);
            total = ar.add(total, ar.mul(fwd[n][i], bwd[i]));
        }
        if (!marginals) {
            return;
        }
        HistorySpace sp = walk.sp;
        counts = new long[sp.length][];
        for (int p = 1; p < sp.length; p++) {
            if (sp.fixedValue[p] < 0) {
                counts[p] = new long[FugitiveRules.CARDS];
            }
        }
        for (int t = n - 1; t >= 0; t--) {
            long[] after = bwd;
            bwd = new long[tables[t].size];
            long[] row = plan.category[t] < 0 ? counts[plan.position[t]] : null;
            EdgeLog l = edges[t];
            for (int s = 0; s < tables[t].size; s++) {
                for (int e = l.first(s), end = l.first(s + 1); e < end; e++) {
                    long x = ar.times(after[l.to(e)], l.weight(e));
                    bwd[s] = ar.add(bwd[s], x);
                    if (row != null) {
                        row[l.value(e)] = ar.add(row[l.value(e)], ar.mul(fwd[t][s], x));
                    }
                }
            }
        }
    }
}
