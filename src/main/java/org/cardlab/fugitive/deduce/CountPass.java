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
    final int mode;
    private final long mod;
    private final boolean marginals;
    final long one;
    StateTable[] tables;
    /** The count of histories (over the common factor), in this pass's arithmetic. */
    long total;
    /** Per face-down position, the count of each value (null without marginals). */
    long[][] counts;

    private boolean back;
    private StateTable next;
    private long curFwd;
    private long acc;
    private long[] row;
    private boolean killed;

    CountPass(ExactCounter owner, int mode, long mod, boolean marginals) {
        this.owner = owner;
        this.sp = owner.space;
        this.plan = owner.plan;
        this.layout = sp.layout;
        this.rules = sp.rules;
        this.mode = mode;
        this.mod = mod;
        this.marginals = marginals;
        this.one = mode == ExactCounter.FLOATING ? Double.doubleToRawLongBits(1.0) : 1;
    }

    void run() {
        int n = plan.steps();
        tables = new StateTable[n + 1];
        tables[0] = new StateTable(1);
        long a = 0;
        long b = layout.covers == 64 ? -1L : (1L << layout.covers) - 1;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            if (sp.frozen(c, 0)) {
                a = layout.setA(a, StateLayout.s(c), sp.pool[c]);
                b = layout.setB(b, StateLayout.s(c), sp.pool[c]);
            }
        }
        tables[0].forward[tables[0].intern(a, b, 0)] = one;
        back = false;
        for (int t = 0; t < n; t++) {
            StateTable cur = tables[t];
            next = new StateTable(Math.max(16, cur.size * 2));
            for (int i = 0; i < cur.size; i++) {
                curFwd = cur.forward[i];
                if (curFwd == 0) {
                    continue;
                }
                int before = next.size;
                step(t, cur.keyA[i], cur.keyB[i]);
                owner.charge(next.size - before);
            }
            tables[t + 1] = next;
            if (!marginals) {
                tables[t] = null;
            }
        }
        StateTable last = tables[n];
        last.backward = new long[last.size];
        total = 0;
        for (int i = 0; i < last.size; i++) {
            long c = closing(last.keyA[i], last.keyB[i]);
            last.backward[i] = c;
            total = add(total, mul(last.forward[i], c));
        }
        if (!marginals) {
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
            for (int i = 0; i < cur.size; i++) {
                curFwd = cur.forward[i];
                acc = 0;
                step(t, cur.keyA[i], cur.keyB[i]);
                cur.backward[i] = acc;
            }
        }
    }

    /** Enumerates the transitions of step t out of state (a, b), each through {@link #emit}. */
    void step(int t, long a, long b) {
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
            long w = one;
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
                    int avail = sp.slotsBefore[p][g - 1] - placed(a, b, sp.fixedBefore[p], g, prev);
                    if (avail <= 0) {
                        continue;
                    }
                    w = times(w, avail);
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
                        int avail = sp.slotsBefore[p][d - 1] - placed(a, b, sp.fixedBefore[p], d, prev) - used;
                        ok = avail > 0;
                        w = ok ? times(w, avail) : w;
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
                if (sp.top[c] > prev && sp.top[c] <= v) {
                    // No later hideout is of category c: its pending sprint cards take their identities now.
                    int h = layout.get(na, nb, StateLayout.h(c));
                    int s = layout.get(na, nb, StateLayout.s(c));
                    int free = sp.pool[c] - h - s;
                    ok = free >= 0;
                    if (ok) {
                        w = times(w, Binomial.of(sp.pool[c] - h, s));
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
                if (Sprints.classOk(rules, i, hid - i, need)) {
                    long xa = layout.setA(layout.setA(na, StateLayout.ODD_LEFT, i), StateLayout.EVEN_LEFT, hid - i);
                    long xb = layout.setB(layout.setB(nb, StateLayout.ODD_LEFT, i), StateLayout.EVEN_LEFT, hid - i);
                    emit(xa, xb, w, v);
                }
            }
        }
    }

    private void categoryStep(int t, long a, long b) {
        int p = plan.position[t];
        int c = plan.category[t];
        int prev = (int) (a & 63);
        int leftField = (c & 1) == 1 ? StateLayout.ODD_LEFT : StateLayout.EVEN_LEFT;
        int rem = layout.get(a, b, leftField);
        int g = c >> 1;
        int avail = g > 0 ? sp.slotsBefore[p][g - 1] - placed(a, b, sp.fixedBefore[p + 1], g, prev) : Integer.MAX_VALUE;
        boolean frozen = sp.frozen(c, prev);
        int h = layout.get(a, b, StateLayout.h(c));
        int s = layout.get(a, b, StateLayout.s(c));
        int kmin = plan.lastOfParity[t] ? rem : 0;
        long slotWays = one;
        for (int k = 0; k <= rem; k++) {
            if (k > 0 && g > 0) {
                if (avail - (k - 1) <= 0) {
                    return;
                }
                slotWays = times(slotWays, avail - (k - 1));
            }
            if (frozen ? k > s : h + s + k > sp.pool[c]) {
                return;
            }
            if (k < kmin) {
                continue;
            }
            // Frozen: which k of the s free cards. Pending: the multinomial of the category's sprint cards, built up.
            long w = times(slotWays, frozen ? Binomial.of(s, k) : Binomial.of(s + k, k));
            int ns = frozen ? s - k : s + k;
            long na = layout.setA(layout.setA(a, StateLayout.s(c), ns), leftField, rem - k);
            long nb = layout.setB(layout.setB(b, StateLayout.s(c), ns), leftField, rem - k);
            emit(na, nb, w, -1);
        }
    }

    /** Deck-g cards placed before the current position in state (a, b), {@code fixed} counting the known ones. */
    private int placed(long a, long b, int[] fixed, int g, int prev) {
        int n = fixed[g - 1];
        for (int c = 2 * g; c <= 2 * g + 1; c++) {
            int s = layout.get(a, b, StateLayout.s(c));
            n += sp.frozen(c, prev) ? sp.pool[c] - s : layout.get(a, b, StateLayout.h(c)) + s;
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

    /** The closing factor of a last state: zero when a cover fails; else the sprint identities still pending and the free draws. */
    long closing(long a, long b) {
        int prev = (int) (a & 63);
        for (long bs = layout.coverBits(b); bs != 0; bs &= bs - 1) {
            if (sp.coverAll[Long.numberOfTrailingZeros(bs)]) {
                return 0;
            }
        }
        long w = one;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            if (!sp.frozen(c, prev)) {
                int h = layout.get(a, b, StateLayout.h(c));
                int s = layout.get(a, b, StateLayout.s(c));
                if (h + s > sp.pool[c]) {
                    return 0;
                }
                w = times(w, Binomial.of(sp.pool[c] - h, s));
            }
        }
        for (int d = 1; d <= 3; d++) {
            int placed = placed(a, b, sp.fixedBefore[sp.length], d, prev);
            int free = sp.slots[d - 1] - placed;
            int cards = sp.unseenInDeck[d - 1] - placed;
            if (free < 0 || cards < free) {
                return 0;
            }
            for (int t = 0; t < sp.maxPlaced[d - 1] - placed; t++) {
                w = times(w, cards - t);
            }
        }
        return w;
    }

    private void emit(long na, long nb, long w, int v) {
        if (!back) {
            int k = next.intern(na, nb, 0);
            next.forward[k] = add(next.forward[k], mul(curFwd, w));
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
        long x = mul(w, bw);
        acc = add(acc, x);
        if (row != null) {
            row[v] = add(row[v], mul(curFwd, x));
        }
    }

    /** x times a small exact factor f >= 0. */
    long times(long x, long f) {
        if (mode == ExactCounter.EXACT) {
            return Math.multiplyExact(x, f);
        }
        if (mode == ExactCounter.MODULAR) {
            return x * (f % mod) % mod;
        }
        return Double.doubleToRawLongBits(Double.longBitsToDouble(x) * f);
    }

    long mul(long x, long y) {
        if (mode == ExactCounter.EXACT) {
            return Math.multiplyExact(x, y);
        }
        if (mode == ExactCounter.MODULAR) {
            return x * y % mod;
        }
        return Double.doubleToRawLongBits(Double.longBitsToDouble(x) * Double.longBitsToDouble(y));
    }

    long add(long x, long y) {
        if (mode == ExactCounter.EXACT) {
            return Math.addExact(x, y);
        }
        if (mode == ExactCounter.MODULAR) {
            long s = x + y;
            return s >= mod ? s - mod : s;
        }
        return Double.doubleToRawLongBits(Double.longBitsToDouble(x) + Double.longBitsToDouble(y));
    }
}
