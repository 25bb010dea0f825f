package org.cardlab.fugitive.deduce;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

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
    private int curSrc;
    private boolean back;
    private StateTable next;
    private long curFwd;
    private long acc;
    private long[] row;
    private boolean killed;
    /** The step being enumerated: its position and the groups done after it. */
    private int curPos;
    private int curFold;
    private final long[] factors = new long[64];
    /** The sprint cards per category (4 bits each) of the transition being emitted. */
    private int curSpread;

    CountPass(ExactCounter owner, Arith arith, boolean marginals) {
        this.owner = owner;
        this.sp = owner.space;
        this.plan = owner.plan;
        this.layout = sp.layout;
        this.rules = sp.rules;
        this.arith = arith;
        this.marginals = marginals;
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
            next = new StateTable(Math.max(16, cur.size * 2));
            log = edges == null ? null : (edges[t] = new EdgeLog());
            for (int i = 0; i < cur.size; i++) {
                curFwd = cur.forward[i]; // never skipped when zero: a residue may be, and every pass keeps the same states
                int before = next.size;
                curSrc = i;
                step(t, cur.keyA[i], cur.keyB[i]);
                if (arith.exact) {
                    owner.charge(next.size - before); // later passes redo the same walk: its size is charged once
                }
            }
            if (log != null && (edgeCount += log.size) > EDGE_BUDGET) {
                edges = null; // too many to keep: the backward pass enumerates them again
            }
            if (edges != null && t > 0) {
                cur.dropIndex(); // replayed along edges, never looked up again (rebuilt if the edges are dropped)
            }
            tables[t + 1] = next;
            if (!marginals) {
                tables[t] = null;
            }
        }
        StateTable last = tables[n];
        sharedFactor(last);
        if (arith.overflowed) {
            return; // the values are lost; the states and edges are kept for a replay in other arithmetic
        }
        last.backward = new long[last.size];
        total = 0;
        for (int i = 0; i < last.size; i++) {
            long c = closing(last.keyA[i], last.keyB[i], arith);
            last.backward[i] = c;
            total = arith.add(total, arith.mul(last.forward[i], c));
        }
        if (!marginals || arith.overflowed) {
            return;
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
            cur.backward = new long[cur.size];
            int p = plan.position[t];
            row = plan.category[t] < 0 ? counts[p] : null;
            if (edges != null) {
                replayBackward(edges[t], cur);
                continue;
            }
            next.index();
            for (int i = 0; i < cur.size; i++) {
                curFwd = cur.forward[i];
                acc = 0;
                step(t, cur.keyA[i], cur.keyB[i]);
                cur.backward[i] = acc;
            }
        }
    }

    /** Whether every state and edge of the walk is kept (a replay in other arithmetic is then cheap). */
    boolean replayable() {
        return edges != null;
    }

    private void replayBackward(EdgeLog l, StateTable cur) {
        long[] bwd = cur.backward;
        for (int e = 0; e < l.size; e++) {
            long bw = next.backward[l.to(e)];
            if (bw == 0) {
                continue;
            }
            long x = arith.times(bw, l.weight(e));
            int s = l.from(e);
            bwd[s] = arith.add(bwd[s], x);
            if (row != null) {
                row[l.value(e)] = arith.add(row[l.value(e)], arith.mul(cur.forward[s], x));
            }
        }
    }

    /** Enumerates the transitions of step t out of state (a, b), each through {@link #emit}. */
    void step(int t, long a, long b) {
        curPos = plan.position[t];
        curFold = plan.foldMask[t];
        curSpread = 0;
        if (plan.category[t] < 0) {
            valueStep(plan.position[t], a, b);
        } else {
            categoryStep(t, a, b);
        }
    }

    private void valueStep(int p, long a, long b) {
        int prev = (int) (a & 63);
        int v0 = sp.fixedValue[p];
        int hid = sp.hidden[p];
        long values = sp.allowed[p] & ~Cards.range(0, prev);
        int reach = prev + sp.maxStep[p];
        if (reach < 63) {
            values &= Cards.range(0, reach);
        }
        int fixedOdd = Long.bitCount(sp.fixedSprints[p] & rules.oddMask);
        int fixedEven = Long.bitCount(sp.fixedSprints[p] & ~rules.oddMask);
        int maxOdd = plan.maxOdd[p];
        int maxEven = plan.maxEven[p];
        long coverBits = layout.coverBits(b);
        for (long vs = values; vs != 0; vs &= vs - 1) {
            int v = Long.numberOfTrailingZeros(vs);
            int need = Sprints.need(rules, prev, v);
            if (hid == 0 ? !Sprints.classOk(rules, fixedOdd, fixedEven, need) : !ExactCounter.anyClass(rules, hid, maxOdd, maxEven, need)) {
                continue;
            }
            long w = 1;
            long na = a & ~63L | v;
            long nb = b;
            if (v0 < 0) {
                int c = sp.catOf[v];
                int g = c >> 1;
                int h = layout.get(a, b, StateLayout.h(c));
                if (h + 1 + layout.get(a, b, StateLayout.s(c)) > sp.pool[c]) {
                    continue;
                }
                if (g > 0) {
                    int avail = sp.slotsBefore[p][g - 1] - placed(a, b, sp.fixedBefore[p], g, prev, p - 1);
                    if (avail <= 0) {
                        continue;
                    }
                    w = Arith.weight(w, avail);
                }
                na = layout.setA(na, StateLayout.h(c), h + 1);
                nb = layout.setB(nb, StateLayout.h(c), h + 1);
            } else {
                long cards = (v == FugitiveRules.ESCAPE ? 0 : 1L << v) | sp.fixedSprints[p];
                int used1 = 0;
                int used2 = 0;
                int used3 = 0;
                boolean ok = true;
                for (long cs = cards; cs != 0 && ok; cs &= cs - 1) {
                    int d = rules.deckOf(Long.numberOfTrailingZeros(cs));
                    if (d > 0) {
                        int used = d == 1 ? used1++ : d == 2 ? used2++ : used3++;
                        int avail = sp.slotsBefore[p][d - 1] - placed(a, b, sp.fixedBefore[p], d, prev, p - 1) - used;
                        ok = avail > 0;
                        w = ok ? Arith.weight(w, avail) : w;
                    }
                }
                if (!ok) {
                    continue;
                }
            }
            if (coverBits != 0) {
                nb = covers(nb, coverBits, prev, v, p);
                if (killed) {
                    continue;
                }
            }
            boolean ok = true;
            for (int c = 0; c < HistorySpace.CATS && ok; c++) {
                if (!sp.frozen(c, prev, p - 1) && sp.frozen(c, v, p)) {
                    // No later hideout is of category c: its pending sprint cards take their identities now.
                    int h = layout.get(na, nb, StateLayout.h(c));
                    int s = layout.get(na, nb, StateLayout.s(c));
                    int free = sp.pool[c] - h - s;
                    ok = free >= 0;
                    if (ok) {
                        w = Arith.weight(w, Binomial.of(sp.pool[c] - h, s));
                        na = layout.setA(layout.setA(na, StateLayout.h(c), 0), StateLayout.s(c), free);
                        nb = layout.setB(layout.setB(nb, StateLayout.h(c), 0), StateLayout.s(c), free);
                    }
                }
            }
            if (!ok) {
                continue;
            }
            if (hid == 0) {
                emit(na, nb, w, v);
                continue;
            }
            for (int i = Math.max(0, hid - maxEven); i <= Math.min(hid, maxOdd); i++) {
                if (!Sprints.classOk(rules, i, hid - i, need)) {
                    continue;
                }
                if (plan.direct[p]) {
                    spread(p, 0, i, hid - i, na, nb, w, v, 0);
                } else {
                    long xa = layout.setA(layout.setA(na, StateLayout.ODD_LEFT, i), StateLayout.EVEN_LEFT, hid - i);
                    long xb = layout.setB(layout.setB(nb, StateLayout.ODD_LEFT, i), StateLayout.EVEN_LEFT, hid - i);
                    emit(xa, xb, w, v);
                }
            }
        }
    }

    /** Spreads the sprint cards of position p over its categories from index idx on, then emits (direct positions). */
    private void spread(int p, int idx, int oddLeft, int evenLeft, long a, long b, long w, int v, int packed) {
        int[] cats = plan.cats[p];
        if (oddLeft == 0 && evenLeft == 0) {
            curSpread = packed; // every card placed: the other categories give none
            emit(a, b, w, v);
            return;
        }
        if (idx == cats.length) {
            return;
        }
        int c = cats[idx];
        boolean odd = (c & 1) == 1;
        int rem = odd ? oddLeft : evenLeft;
        if (rem == 0 || !plan.lastCat[p][idx]) {
            spread(p, idx + 1, oddLeft, evenLeft, a, b, w, v, packed); // none from this category
        }
        int avail = rem > 0 ? freeSlots(p, c, a, b) : 0;
        for (int k = plan.lastCat[p][idx] ? Math.max(rem, 1) : 1; k <= rem; k++) {
            long cw = categoryWeight(p, c, a, b, k, avail);
            if (cw == 0) {
                return;
            }
            int ns = newSprintField(p, c, a, b, k);
            spread(p, idx + 1, odd ? oddLeft - k : oddLeft, odd ? evenLeft : evenLeft - k,
                    layout.setA(a, StateLayout.s(c), ns), layout.setB(b, StateLayout.s(c), ns), Arith.weight(w, cw), v, packed | k << 4 * c);
        }
    }

    private void categoryStep(int t, long a, long b) {
        int p = plan.position[t];
        int c = plan.category[t];
        int leftField = (c & 1) == 1 ? StateLayout.ODD_LEFT : StateLayout.EVEN_LEFT;
        int rem = layout.get(a, b, leftField);
        int avail = freeSlots(p, c, a, b);
        for (int k = plan.lastOfParity[t] ? rem : 0; k <= rem; k++) {
            long w = categoryWeight(p, c, a, b, k, avail);
            if (w == 0) {
                return;
            }
            int ns = newSprintField(p, c, a, b, k);
            long na = layout.setA(layout.setA(a, StateLayout.s(c), ns), leftField, rem - k);
            long nb = layout.setB(layout.setB(b, StateLayout.s(c), ns), leftField, rem - k);
            if (plan.paired[t]) {
                pairedEven(t, p, c - 1, na, nb, w, k << 4 * c);
                continue;
            }
            curSpread = k << 4 * c;
            emit(na, nb, w, -1);
        }
    }

    /** The even category of a paired step, after its odd one placed its cards. */
    private void pairedEven(int t, int p, int e, long a, long b, long w, int packed) {
        int rem = layout.get(a, b, StateLayout.EVEN_LEFT);
        int avail = freeSlots(p, e, a, b);
        for (int k = plan.pairedLast[t] ? rem : 0; k <= rem; k++) {
            long we = categoryWeight(p, e, a, b, k, avail);
            if (we == 0) {
                return;
            }
            int ns = newSprintField(p, e, a, b, k);
            long na = layout.setA(layout.setA(a, StateLayout.s(e), ns), StateLayout.EVEN_LEFT, rem - k);
            long nb = layout.setB(layout.setB(b, StateLayout.s(e), ns), StateLayout.EVEN_LEFT, rem - k);
            curSpread = packed | k << 4 * e;
            emit(na, nb, Arith.weight(w, we), -1);
        }
    }

    /**
     * The ways to put k sprint cards of category c beneath position p in state (a, b): each
     * deck card takes a free earlier draw slot; a frozen category chooses which k of its free
     * cards, a pending one builds up the multinomial of its cards over the positions. Zero
     * when it cannot be done (nor with more cards). {@code avail} is {@link #freeSlots}.
     */
    private long categoryWeight(int p, int c, long a, long b, int k, int avail) {
        int s = layout.get(a, b, StateLayout.s(c));
        boolean frozen = sp.frozen(c, (int) (a & 63), p);
        boolean fits = frozen ? k <= s : layout.get(a, b, StateLayout.h(c)) + s + k <= sp.pool[c];
        if (!fits || avail < k) {
            return 0;
        }
        long w = frozen ? Binomial.of(s, k) : Binomial.of(s + k, k);
        for (int i = 0; i < k && c >= 2; i++) {
            w = Arith.weight(w, avail - i);
        }
        return w;
    }

    /** The draw slots of category c's deck still free for sprint cards beneath position p in state (a, b) (no limit for the starting hand). */
    private int freeSlots(int p, int c, long a, long b) {
        int g = c >> 1;
        return g == 0 ? Integer.MAX_VALUE : sp.slotsBefore[p][g - 1] - placed(a, b, sp.fixedBefore[p + 1], g, (int) (a & 63), p);
    }

    /** Category c's sprint field after k more of its cards are placed. */
    private int newSprintField(int p, int c, long a, long b, int k) {
        int s = layout.get(a, b, StateLayout.s(c));
        return sp.frozen(c, (int) (a & 63), p) ? s - k : s + k;
    }

    /** Deck-g cards placed in state (a, b), whose last hideout is at position p; {@code fixed} counts the known ones. */
    private int placed(long a, long b, int[] fixed, int g, int prev, int p) {
        int n = fixed[g - 1];
        for (int c = 2 * g; c <= 2 * g + 1; c++) {
            int s = layout.get(a, b, StateLayout.s(c));
            n += sp.frozen(c, prev, p) ? sp.pool[c] - s : layout.get(a, b, StateLayout.h(c)) + s;
        }
        return n;
    }

    /**
     * The cover bits after placing v at position p: a cover dies when one of its numbers is
     * passed over or taken outside its window, and is decided once the route passes its top.
     * Sets {@link #killed} when the history breaks a cover.
     */
    private long covers(long nb, long bits, int prev, int v, int p) {
        killed = false;
        long passed = Cards.range(prev + 1, v - 1);
        long out = nb;
        for (long bs = bits; bs != 0; bs &= bs - 1) {
            int i = Long.numberOfTrailingZeros(bs);
            long g = sp.coverNumbers[i];
            boolean dies = (g & passed) != 0 || Cards.has(g, v) && !Cards.has(sp.coverWindow[i], p);
            if (dies || sp.coverTop[i] <= v) {
                if (sp.coverAll[i] == dies) {
                    killed = true; // an "all" cover broken, or a "not all" one met in full
                    return nb;
                }
                out &= ~(1L << i);
            }
        }
        return out;
    }

    /** Sets {@link #placedCap} from the last states, and the factor the caps leave out of every closing. */
    private void sharedFactor(StateTable last) {
        for (int i = 0; i < last.size; i++) {
            int prev = (int) (last.keyA[i] & 63);
            for (int d = 1; d <= 3; d++) {
                placedCap[d - 1] = Math.max(placedCap[d - 1], placed(last.keyA[i], last.keyB[i], sp.fixedBefore[sp.length], d, prev, sp.length - 1));
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
        int prev = (int) (a & 63);
        for (long bs = layout.coverBits(b); bs != 0; bs &= bs - 1) {
            if (sp.coverAll[Long.numberOfTrailingZeros(bs)]) {
                return -1;
            }
        }
        int n = 0;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            if (!sp.frozen(c, prev, sp.length - 1)) {
                int h = layout.get(a, b, StateLayout.h(c));
                int s = layout.get(a, b, StateLayout.s(c));
                if (h + s > sp.pool[c]) {
                    return -1;
                }
                out[n++] = Binomial.of(sp.pool[c] - h, s);
            }
        }
        for (int d = 1; d <= 3; d++) {
            int placed = placed(a, b, sp.fixedBefore[sp.length], d, prev, sp.length - 1);
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

    private void emit(long xa, long xb, long w, int v) {
        long na = xa;
        long nb = xb;
        if (curFold != 0) {
            int prev = (int) (xa & 63);
            for (int g = 0; g < 4; g++) {
                int odd = 2 * g + 1;
                int even = 2 * g;
                if ((curFold >> g & 1) == 0 || !sp.frozen(odd, prev, curPos) || !sp.frozen(even, prev, curPos)) {
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
            int k = next.intern(na, nb, 0);
            next.forward[k] = arith.add(next.forward[k], arith.times(curFwd, w));
            if (log != null) {
                log.add(curSrc, k, w, v, curSpread);
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
