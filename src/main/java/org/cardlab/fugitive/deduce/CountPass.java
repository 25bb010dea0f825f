package org.cardlab.fugitive.deduce;

import org.cardlab.fugitive.FugitiveRules;

/**
 * One run of the exact count's layered walk in one arithmetic: checked longs (EXACT), residues
 * modulo a 31-bit prime (MODULAR) or doubles (FLOATING, only to bound the size of the count).
 * The forward pass builds each layer from the one before; the closing factor finishes each
 * last state; the backward pass (with marginals) gives every state the count of its
 * completions and adds forward x weight x backward into the value counts.
 */
final class CountPass {
    private final ExactCounter owner;
    final HistorySpace sp;
    final CountPlan plan;
    final StateLayout layout;
    private final FugitiveRules rules;
    final Arith arith;
    private final boolean marginals;
    private final Transitions moves;
    StateTable[] tables;
    /** The count of histories (over the common factor), in this pass's arithmetic. */
    long total;
    /** Per face-down position, the count of each value (null without marginals). */
    long[][] counts;
    /** Per deck: the most deck cards a last state places; the free draws beyond it are a factor every history shares. */
    final int[] placedCap = new int[3];
    /** That shared factor, kept out of the walk's arithmetic: (unseen - cap) falling (slots - cap), per deck. */
    java.math.BigInteger factor;

    /** Per step, its transitions as the forward pass made them (null once they pass {@link #EDGE_BUDGET}). */
    EdgeLog[] edges;
    private static final long EDGE_BUDGET = 8_000_000;
    private long edgeCount;
    private EdgeLog log;
    /** Whether the edges keep the sprint cards they spread (only the sampler reads them). */
    private final boolean spreads;
    /**
     * Whether the walk is kept for the weighted passes of a model measure ({@link WeightedWalk}):
     * every state's key stays, and the values in longs end at the forward pass (the weighted passes
     * compute their own, in doubles, along the edges).
     */
    private final boolean forWeights;
    private boolean back;
    private StateTable next;
    private long curFwd;
    private long acc;
    private long[] row;
    private final long[] factors = new long[64];
    /** The step being enumerated. */
    private int curStep;

    CountPass(ExactCounter owner, Arith arith, boolean marginals) {
        this(owner, arith, marginals, false);
    }

    /** {@code spreads}: keep each edge's sprint cards per category (for sampling). */
    CountPass(ExactCounter owner, Arith arith, boolean marginals, boolean spreads) {
        this(owner, arith, marginals, spreads, false);
    }

    /** A walk kept whole (edges with their spreads, every state's key) for {@link WeightedWalk}. */
    static CountPass forWeights(ExactCounter owner) {
        return new CountPass(owner, Arith.exact(), true, true, true);
    }

    private CountPass(ExactCounter owner, Arith arith, boolean marginals, boolean spreads, boolean forWeights) {
        this.forWeights = forWeights;
        this.spreads = spreads;
        this.owner = owner;
        this.sp = owner.space;
        this.plan = owner.plan;
        this.layout = sp.layout;
        this.rules = sp.rules;
        this.arith = arith;
        this.marginals = marginals;
        this.moves = new Transitions(this);
    }

    void run() {
        int n = plan.steps();
        tables = new StateTable[n + 1];
        tables[0] = new StateTable(1);
        long a = 0;
        long b = layout.covers == 64 ? -1L : (1L << layout.covers) - 1;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            if (sp.frozen(c, 0, 0)) {
                a = layout.setA(a, StateLayout.s(c), sp.pool[c]);
                b = layout.setB(b, StateLayout.s(c), sp.pool[c]);
            }
        }
        tables[0].forward[tables[0].intern(a, b, 0)] = arith.one;
        back = false;
        edges = marginals ? new EdgeLog[n] : null;
        for (int t = 0; t < n; t++) {
            StateTable cur = tables[t];
            next = new StateTable(Math.max(8, cur.size));
            log = edges == null ? null : (edges[t] = new EdgeLog(cur.size, plan.category[t] < 0, spreads));
            for (int i = 0; i < cur.size; i++) {
                curFwd = cur.forward[i]; // never skipped when zero: a residue may be, and every pass keeps the same states
                int before = next.size;
                if (log != null) {
                    log.source(i);
                }
                step(t, cur.keyA[i], cur.keyB[i]);
                if (arith.exact) {
                    owner.charge(next.size - before); // later passes redo the same walk: its size is charged once
                }
            }
            if (log != null) {
                log.close();
                if ((edgeCount += log.size) > EDGE_BUDGET) {
                    edges = null; // too many to keep: the backward pass enumerates them again
                }
            }
            if (edges != null && t > 0) {
                cur.dropIndex(); // replayed along edges, never looked up again (rebuilt if the edges are dropped)
            }
            tables[t + 1] = next;
            if (!marginals) {
                tables[t] = null;
            }
        }
        if (edges != null && !forWeights) {
            // Every later pass (backward, replays, the sampler) follows the edges: only the last layer's keys are read again.
            for (int t = 0; t < n; t++) {
                tables[t].dropKeys();
            }
        }
        StateTable last = tables[n];
        sharedFactor(last);
        if (arith.overflowed) {
            return; // the values are lost; the states and edges are kept for a replay in other arithmetic
        }
        long[] closed = last.backward = new long[last.size];
        total = 0;
        for (int i = 0; i < last.size; i++) {
            long c = closing(last.keyA[i], last.keyB[i], arith);
            closed[i] = c;
            total = arith.add(total, arith.mul(last.forward[i], c));
        }
        if (!marginals || arith.overflowed || forWeights) {
            return; // (a walk kept for weights has its own backward passes, in doubles)
        }
        counts = new long[sp.length][];
        for (int p = 1; p < sp.length; p++) {
            if (sp.fixedValue[p] < 0) {
                counts[p] = new long[FugitiveRules.CARDS];
            }
        }
        back = true;
        for (int t = n - 1; t >= 0; t--) {
            StateTable cur = tables[t];
            next = tables[t + 1];
            long[] bwd = cur.backward = new long[cur.size];
            int p = plan.position[t];
            row = plan.category[t] < 0 ? counts[p] : null;
            if (edges != null) {
                replayBackward(edges[t], cur);
                if (!spreads) {
                    next.backward = null; // read only by the sampler from now on
                }
                continue;
            }
            next.index();
            for (int i = 0; i < cur.size; i++) {
                curFwd = cur.forward[i];
                acc = 0;
                step(t, cur.keyA[i], cur.keyB[i]);
                bwd[i] = acc;
            }
            next.dropIndex();
        }
    }

    /** Whether every state and edge of the walk is kept (a replay in other arithmetic is then cheap). */
    boolean replayable() {
        return edges != null;
    }

    private void replayBackward(EdgeLog l, StateTable cur) {
        long[] bwd = cur.backward;
        long[] after = next.backward;
        for (int s = 0; s < cur.size; s++) {
            long sum = 0;
            long f = cur.forward[s];
            for (int e = l.first(s), end = l.first(s + 1); e < end; e++) {
                long bw = after[l.to(e)];
                if (bw == 0) {
                    continue;
                }
                long x = arith.times(bw, l.weight(e));
                sum = arith.add(sum, x);
                if (row != null) {
                    row[l.value(e)] = arith.add(row[l.value(e)], arith.mul(f, x));
                }
            }
            bwd[s] = sum;
        }
    }

    /** Enumerates the transitions of step t out of state (a, b), each through {@link #emit}. */
    void step(int t, long a, long b) {
        curStep = t;
        moves.step(t, a, b);
    }

    /** Sets {@link #placedCap} from the last states, and the factor the caps leave out of every closing. */
    private void sharedFactor(StateTable last) {
        for (int i = 0; i < last.size; i++) {
            int frozen = sp.frozenMask((int) (last.keyA[i] & 63), sp.length - 1);
            for (int d = 1; d <= 3; d++) {
                placedCap[d - 1] = Math.max(placedCap[d - 1], moves.placed(last.keyA[i], last.keyB[i], 3 * sp.length, d, frozen));
            }
        }
        factor = java.math.BigInteger.ONE;
        for (int d = 0; d < 3; d++) {
            placedCap[d] = Math.min(placedCap[d], sp.slots[d]);
            for (int t = 0; t < sp.slots[d] - placedCap[d]; t++) {
                factor = factor.multiply(java.math.BigInteger.valueOf(Math.max(0, sp.unseenInDeck[d] - placedCap[d] - t)));
            }
        }
    }

    /** The closing factor of a last state in arithmetic {@code ar}: zero when a cover fails. */
    long closing(long a, long b, Arith ar) {
        long[] f = factors;
        int n = closingFactors(a, b, f);
        long w = n < 0 ? 0 : ar.one;
        for (int i = 0; i < n; i++) {
            w = ar.times(w, f[i]);
        }
        return w;
    }

    /**
     * The small factors whose product closes a last state (-1: it cannot close, a cover fails or
     * the draws do not fit): the sprint identities still pending, and the free draws up to the cap.
     */
    int closingFactors(long a, long b, long[] out) {
        int frozen = sp.frozenMask((int) (a & 63), sp.length - 1);
        for (long bs = layout.coverBits(b); bs != 0; bs &= bs - 1) {
            if (sp.coverAll[Long.numberOfTrailingZeros(bs)]) {
                return -1;
            }
        }
        int n = 0;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            if ((frozen >> c & 1) == 0) {
                int h = layout.get(a, b, StateLayout.h(c));
                int s = layout.get(a, b, StateLayout.s(c));
                if (h + s > sp.pool[c]) {
                    return -1;
                }
                out[n++] = Binomial.of(sp.pool[c] - h, s);
            }
        }
        for (int d = 1; d <= 3; d++) {
            int placed = moves.placed(a, b, 3 * sp.length, d, frozen);
            int free = sp.slots[d - 1] - placed;
            int cards = sp.unseenInDeck[d - 1] - placed;
            if (free < 0 || cards < free) {
                return -1;
            }
            for (int t = 0; t < placedCap[d - 1] - placed; t++) {
                out[n++] = cards - t; // at most 8 + 41 factors in all: out has 64 places
            }
        }
        return n;
    }

    /**
     * Adds a transition to the next layer (forward) or its completions to the source (backward);
     * {@code spread}: sprint cards per category; {@code fold}: the groups done after this step
     * whose two categories are frozen in the target (see {@link Transitions#foldable}).
     */
    void emit(long xa, long xb, long w, int v, int spread, int fold) {
        long na = xa;
        long nb = xb;
        if (fold != 0) {
            for (int g = 0; g < 4; g++) {
                int odd = 2 * g + 1;
                int even = 2 * g;
                if ((fold >> g & 1) == 0) {
                    continue;
                }
                // Done and frozen: only the group's placed cards matter; put them in one canonical split.
                int used = g == 0 ? 0 : sp.pool[odd] - layout.get(na, nb, StateLayout.s(odd)) + sp.pool[even] - layout.get(na, nb, StateLayout.s(even));
                int usedOdd = Math.min(used, sp.pool[odd]);
                int freeOdd = sp.pool[odd] - usedOdd;
                int freeEven = sp.pool[even] - (used - usedOdd);
                na = layout.setA(layout.setA(na, StateLayout.s(odd), freeOdd), StateLayout.s(even), freeEven);
                nb = layout.setB(layout.setB(nb, StateLayout.s(odd), freeOdd), StateLayout.s(even), freeEven);
            }
        }
        if (!back) {
            if (!moves.spreadFits(na, nb, curStep) || !moves.nextHideoutFits(na, nb, plan.position[curStep])) {
                return; // no history goes on from there
            }
            int k = next.intern(na, nb, 0);
            next.forward[k] = arith.add(next.forward[k], arith.times(curFwd, w));
            if (log != null) {
                log.add(k, w, v, spread);
            }
            return;
        }
        int k = next.find(na, nb);
        if (k < 0) {
            return;
        }
        long bw = next.backward[k];
        if (bw == 0) {
            return;
        }
        long x = arith.times(bw, w);
        acc = arith.add(acc, x);
        if (row != null) {
            row[v] = arith.add(row[v], arith.mul(curFwd, x));
        }
    }
}
