package org.cardlab.fugitive.deduce;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

/**
 * The transitions of the exact count's walk out of one state: a value step (the hideout, the
 * class of its sprint cards, and for a few cards their spread over the categories) or a
 * category step (how many sprint cards of one category, or of one group's two). Each goes to
 * {@link CountPass#emit} with its weight: the ways to choose draw slots and card identities
 * that the state does not keep.
 */
final class Transitions {
    private final CountPass pass;
    private final HistorySpace sp;
    private final CountPlan plan;
    private final StateLayout layout;
    private final FugitiveRules rules;
    private boolean killed;
    /** Per deck: the cards placed in the state a direct spread starts from (its own cards are added from its spread). */
    private final int[] rootPlaced = new int[3];

    Transitions(CountPass pass) {
        this.pass = pass;
        this.sp = pass.sp;
        this.plan = pass.plan;
        this.layout = pass.layout;
        this.rules = pass.sp.rules;
    }

    /** Enumerates the transitions of step t out of state (a, b), each through {@link CountPass#emit}. */
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
                pass.emit(na, nb, w, v, 0);
                continue;
            }
            if (plan.direct[p]) {
                for (int g = 1; g <= 3; g++) {
                    rootPlaced[g - 1] = placed(na, nb, sp.fixedBefore[p + 1], g, v, p);
                }
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
                    pass.emit(xa, xb, w, v, 0);
                }
            }
        }
    }

    /** Spreads the sprint cards of position p over its categories from index idx on, then emits (direct positions). */
    private void spread(int p, int idx, int oddLeft, int evenLeft, long a, long b, long w, int v, int packed) {
        int[] cats = plan.cats[p];
        if (oddLeft == 0 && evenLeft == 0) {
            pass.emit(a, b, w, v, packed); // every card placed: the other categories give none
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
        int g = c >> 1;
        // The group's placed cards: those of the state the spread started from, and what the spread put there since.
        int avail = g == 0 ? Integer.MAX_VALUE
                : sp.slotsBefore[p][g - 1] - rootPlaced[g - 1] - (packed >>> 8 * g & 15) - (packed >>> 8 * g + 4 & 15);
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
            pass.emit(na, nb, w, -1, k << 4 * c);
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
            pass.emit(na, nb, Arith.weight(w, we), -1, packed | k << 4 * e);
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
    int placed(long a, long b, int[] fixed, int g, int prev, int p) {
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
}
