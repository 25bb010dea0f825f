package org.cardlab.fugitive.deduce;

import org.cardlab.fugitive.FugitiveRules;

/**
 * The style features of one edge of a kept walk ({@link WeightedWalk}), read from the walk itself:
 * the position and kind of its step, the hideout before it (its source state's), its value, the
 * class of the sprint cards beneath (from its spread, or from the state it leads to when the
 * position spreads them in later steps; the seen ones from the notes), and the sprint cards it
 * spreads per category. Each history's features are the sum over the edges of its path, the same
 * as {@link HistoryFeatures} computes from the history itself.
 */
final class EdgeFeatures {
    private final WeightedWalk w;
    private final FugitiveRules rules;

    EdgeFeatures(WeightedWalk w) {
        this.w = w;
        this.rules = w.sp.rules;
    }

    void edge(int t, int s, int e, StyleFeatures.Sink out) {
        CountPlan plan = w.plan;
        HistorySpace sp = w.sp;
        int p = plan.position[t];
        int prev = (int) (w.walk.tables[t].keyA[s] & 63);
        EdgeLog l = w.walk.edges[t];
        int spread = l.spread(e);
        if (plan.category[t] >= 0) {
            spreadFeatures(prev, spread, out); // a category step: the source's hideout is this position's
            return;
        }
        int v = l.value(e);
        int odd = Long.bitCount(sp.fixedSprints[p] & rules.oddMask);
        int even = Long.bitCount(sp.fixedSprints[p] & ~rules.oddMask);
        if (sp.hidden[p] > 0) {
            if (plan.direct[p]) {
                for (int c = 0; c < HistorySpace.CATS; c++) {
                    int k = spread >>> 4 * c & 15;
                    odd += (c & 1) == 1 ? k : 0;
                    even += (c & 1) == 0 ? k : 0;
                }
            } else {
                StateTable next = w.walk.tables[t + 1];
                int dst = l.to(e);
                int i = sp.layout.get(next.keyA[dst], next.keyB[dst], StateLayout.ODD_LEFT);
                odd += i;
                even += sp.hidden[p] - i;
            }
        }
        StyleFeatures.placement(w.context, p, prev, v, odd, even, out);
        for (long cs = sp.fixedSprints[p]; cs != 0; cs &= cs - 1) {
            StyleFeatures.sprints(w.context, v, sp.catOf[Long.numberOfTrailingZeros(cs)], 1, out);
        }
        spreadFeatures(v, spread, out);
    }

    private void spreadFeatures(int v, int spread, StyleFeatures.Sink out) {
        for (int c = 0; spread != 0 && c < HistorySpace.CATS; c++) {
            StyleFeatures.sprints(w.context, v, c, spread >>> 4 * c & 15, out);
        }
    }
}
