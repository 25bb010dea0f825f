package org.cardlab.fugitive.deduce;

import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The transitions of the exact count's walk out of one state: a value step (the hideout, the
 * class of its sprint cards, and for a few cards their spread over the categories) or a
 * category step (how many sprint cards of one category, or of one group's two). Each goes to
 * {@link CountPass#emit} with its weight: the ways to choose draw slots and card identities
 * that the state does not keep.
 *
 * <p>What depends only on the source state (its frozen categories, the cards it placed per
 * deck) is worked out once per state, not once per transition; which steps a position's
 * sprint cards can pay for comes from {@link CountPlan#gapOk} as a bit mask.
 */
final class Transitions {
    private final CountPass pass;
    private final HistorySpace sp;
    private final CountPlan plan;
    private final StateLayout layout;
    private final FugitiveRules rules;
    private boolean killed;
    /** Per deck: the cards placed in the source state of a value step (before its position). */
    private final int[] placedBefore = new int[3];
    /** Per deck: the cards placed in the state a direct spread starts from (its own cards are added from its spread). */
    private final int[] rootPlaced = new int[3];
    /** The categories frozen in the states a direct spread goes through (their prev is the spread's value). */
    private int spreadFrozen;
    /** The groups a direct spread's states are folded by (see {@link CountPass#emit}). */
    private int spreadFold;

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
            valueStep(t, plan.position[t], a, b);
        } else {
            categoryStep(t, a, b);
        }
    }

    /** The groups of {@code foldMask} whose two categories are both frozen in {@code frozen}. */
    static int foldable(int foldMask, int frozen) {
        int m = frozen & frozen >>> 1 & 0x55;
        return foldMask & (m & 1 | m >>> 1 & 2 | m >>> 2 & 4 | m >>> 3 & 8);
    }

    private void valueStep(int t, int p, long a, long b) {
        int prev = (int) (a & 63);
        long values = sp.allowed[p] & plan.gapOk[p] << prev;
        if (values == 0) {
            return;
        }
        int v0 = sp.fixedValue[p];
        int hid = sp.hidden[p];
        int frozenBefore = sp.frozenMask(prev, p - 1);
        for (int d = 1; d <= 3; d++) {
            placedBefore[d - 1] = placed(a, b, 3 * p, d, frozenBefore);
        }
        long coverBits = layout.coverBits(b);
        int foldMask = plan.foldMask[t];
        for (long vs = values; vs != 0; vs &= vs - 1) {
            int v = Long.numberOfTrailingZeros(vs);
            long w = 1;
            long na = a & ~63L | v;
            long nb = b;
            int ownDeck = 0;
            if (v0 < 0) {
                int c = sp.catOf[v];
                int g = c >> 1;
                int h = layout.get(a, b, StateLayout.h(c));
                if (h + 1 + layout.get(a, b, StateLayout.s(c)) > sp.pool[c]) {
                    continue;
                }
                if (g > 0) {
                    int avail = sp.slotsBefore(p, g) - placedBefore[g - 1];
                    if (avail <= 0) {
                        continue;
                    }
                    w = avail;
                }
                ownDeck = g;
                na = layout.setA(na, StateLayout.h(c), h + 1);
                nb = layout.setB(nb, StateLayout.h(c), h + 1);
            } else {
                w = fixedCardsWeight(p, v);
                if (w == 0) {
                    continue;
                }
            }
            if (coverBits != 0) {
                nb = covers(nb, coverBits, prev, v, p);
                if (killed) {
                    continue;
                }
            }
            int frozenAfter = sp.frozenMask(v, p);
            boolean ok = true;
            for (int fs = frozenAfter & ~frozenBefore; fs != 0 && ok; fs &= fs - 1) {
                // No later hideout is of category c: its pending sprint cards take their identities now.
                int c = Integer.numberOfTrailingZeros(fs);
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
            if (!ok) {
                continue;
            }
            int fold = foldable(foldMask, frozenAfter);
            if (hid == 0) {
                pass.emit(na, nb, w, v, 0, fold);
                continue;
            }
            long classes = plan.classesAt[64 * p + v - prev];
            if (plan.direct[p]) {
                // Freezing keeps each deck's placed count (free = pool - placed): only this position's own cards add.
                for (int g = 1; g <= 3; g++) {
                    rootPlaced[g - 1] = placedBefore[g - 1] + (g == ownDeck ? 1 : 0)
                            + sp.fixedBefore[3 * p + 3 + g - 1] - sp.fixedBefore[3 * p + g - 1];
                }
                spreadFrozen = frozenAfter;
                spreadFold = fold;
            }
            for (long is = classes; is != 0; is &= is - 1) {
                int i = Long.numberOfTrailingZeros(is);
                if (plan.direct[p]) {
                    spread(p, 0, i, hid - i, na, nb, w, v, 0);
                } else {
                    long xa = layout.setA(layout.setA(na, StateLayout.ODD_LEFT, i), StateLayout.EVEN_LEFT, hid - i);
                    long xb = layout.setB(layout.setB(nb, StateLayout.ODD_LEFT, i), StateLayout.EVEN_LEFT, hid - i);
                    pass.emit(xa, xb, w, v, 0, fold);
                }
            }
        }
    }

    /** The draw slots of a fixed position's known deck cards (hideout and sprint cards), in placement order; 0 when they do not fit. */
    private long fixedCardsWeight(int p, int v) {
        long cards = (v == rules.escape ? 0 : 1L << v) | sp.fixedSprints[p];
        long w = 1;
        int used1 = 0;
        int used2 = 0;
        int used3 = 0;
        for (long cs = cards; cs != 0; cs &= cs - 1) {
            int d = rules.deckOf(Long.numberOfTrailingZeros(cs));
            if (d > 0) {
                int used = d == 1 ? used1++ : d == 2 ? used2++ : used3++;
                int avail = sp.slotsBefore(p, d) - placedBefore[d - 1] - used;
                if (avail <= 0) {
                    return 0;
                }
                w = Arith.weight(w, avail);
            }
        }
        return w;
    }

    /** Spreads the sprint cards of position p over its categories from index idx on, then emits (direct positions). */
    private void spread(int p, int idx, int oddLeft, int evenLeft, long a, long b, long w, int v, int packed) {
        int[] cats = plan.cats[p];
        if (oddLeft == 0 && evenLeft == 0) {
            pass.emit(a, b, w, v, packed, spreadFold); // every card placed: the other categories give none
            return;
        }
        if (idx == cats.length) {
            return;
        }
        int c = cats[idx];
        boolean odd = (c & 1) == 1;
        int rem = odd ? oddLeft : evenLeft;
        boolean last = plan.lastCat[p][idx];
        if (rem == 0 || !last) {
            spread(p, idx + 1, oddLeft, evenLeft, a, b, w, v, packed); // none from this category
        }
        int g = c >> 1;
        // The group's placed cards: those of the state the spread started from, and what the spread put there since.
        int avail = g == 0 ? Integer.MAX_VALUE
                : sp.slotsBefore(p, g) - rootPlaced[g - 1] - (packed >>> 8 * g & 15) - (packed >>> 8 * g + 4 & 15);
        boolean frozen = (spreadFrozen >> c & 1) != 0;
        int s = layout.get(a, b, StateLayout.s(c));
        for (int k = last ? Math.max(rem, 1) : 1, top = most(c, a, b, frozen, rem, avail); k <= top; k++) {
            int ns = frozen ? s - k : s + k;
            spread(p, idx + 1, odd ? oddLeft - k : oddLeft, odd ? evenLeft : evenLeft - k,
                    layout.setA(a, StateLayout.s(c), ns), layout.setB(b, StateLayout.s(c), ns),
                    Arith.weight(w, categoryWeight(frozen, s, k, g, avail)), v, packed | k << 4 * c);
        }
    }

    private void categoryStep(int t, long a, long b) {
        int p = plan.position[t];
        int c = plan.category[t];
        int frozenMask = sp.frozenMask((int) (a & 63), p);
        int fold = foldable(plan.foldMask[t], frozenMask);
        int leftField = (c & 1) == 1 ? StateLayout.ODD_LEFT : StateLayout.EVEN_LEFT;
        int rem = layout.get(a, b, leftField);
        int g = c >> 1;
        int avail = freeSlots(p, g, a, b, frozenMask);
        boolean frozen = (frozenMask >> c & 1) != 0;
        int s = layout.get(a, b, StateLayout.s(c));
        for (int k = plan.lastOfParity[t] ? rem : 0, top = most(c, a, b, frozen, rem, avail); k <= top; k++) {
            long w = categoryWeight(frozen, s, k, g, avail);
            int ns = frozen ? s - k : s + k;
            long na = layout.setA(layout.setA(a, StateLayout.s(c), ns), leftField, rem - k);
            long nb = layout.setB(layout.setB(b, StateLayout.s(c), ns), leftField, rem - k);
            if (plan.paired[t]) {
                pairedEven(t, p, c - 1, na, nb, w, k << 4 * c, frozenMask, fold);
                continue;
            }
            pass.emit(na, nb, w, -1, k << 4 * c, fold);
        }
    }

    /** The even category of a paired step, after its odd one placed its cards. */
    private void pairedEven(int t, int p, int e, long a, long b, long w, int packed, int frozenMask, int fold) {
        int rem = layout.get(a, b, StateLayout.EVEN_LEFT);
        int g = e >> 1;
        int avail = freeSlots(p, g, a, b, frozenMask);
        boolean frozen = (frozenMask >> e & 1) != 0;
        int s = layout.get(a, b, StateLayout.s(e));
        for (int k = plan.pairedLast[t] ? rem : 0, top = most(e, a, b, frozen, rem, avail); k <= top; k++) {
            int ns = frozen ? s - k : s + k;
            long na = layout.setA(layout.setA(a, StateLayout.s(e), ns), StateLayout.EVEN_LEFT, rem - k);
            long nb = layout.setB(layout.setB(b, StateLayout.s(e), ns), StateLayout.EVEN_LEFT, rem - k);
            pass.emit(na, nb, Arith.weight(w, categoryWeight(frozen, s, k, g, avail)), -1, packed | k << 4 * e, fold);
        }
    }

    /**
     * The most sprint cards of category c that can go beneath a position: at most the {@code rem}
     * still to spread, the category's room (its free cards once frozen, else what its pool has
     * left) and the free draw slots {@code avail}.
     */
    private int most(int c, long a, long b, boolean frozen, int rem, int avail) {
        int s = layout.get(a, b, StateLayout.s(c));
        int room = frozen ? s : sp.pool[c] - layout.get(a, b, StateLayout.h(c)) - s;
        return Math.min(rem, Math.min(room, avail));
    }

    /**
     * The ways to put k sprint cards of a category (of group g, with sprint field s) beneath a
     * position, when they fit (k at most the room left and the free draw slots {@code avail}):
     * each deck card takes a free earlier draw slot; a frozen category chooses which k of its
     * s free cards, a pending one builds up the multinomial of its cards over the positions.
     */
    private static long categoryWeight(boolean frozen, int s, int k, int g, int avail) {
        long w = frozen ? Binomial.of(s, k) : Binomial.of(s + k, k);
        for (int i = 0; i < k && g > 0; i++) {
            w = Arith.weight(w, avail - i);
        }
        return w;
    }

    /** The draw slots of group g's deck still free for sprint cards beneath position p in state (a, b) (no limit for the starting hand). */
    private int freeSlots(int p, int g, long a, long b, int frozenMask) {
        return g == 0 ? Integer.MAX_VALUE : sp.slotsBefore(p, g) - placed(a, b, 3 * p + 3, g, frozenMask);
    }

    /**
     * Deck-g cards placed in state (a, b) whose frozen categories are {@code frozenMask}:
     * the known ones ({@code sp.fixedBefore[fixedAt + g - 1]}), then per category its hideouts
     * and sprint cards, or all but its free cards once frozen.
     */
    int placed(long a, long b, int fixedAt, int g, int frozenMask) {
        int n = sp.fixedBefore[fixedAt + g - 1];
        for (int c = 2 * g; c <= 2 * g + 1; c++) {
            int s = layout.get(a, b, StateLayout.s(c));
            n += (frozenMask >> c & 1) != 0 ? sp.pool[c] - s : layout.get(a, b, StateLayout.h(c)) + s;
        }
        return n;
    }

    /**
     * Whether the sprint cards of position p still to spread in a state made by step t fit the
     * categories the later steps of p spread them over: per parity, at most what those
     * categories can still give (cards left, and for a deck free draw slots made before p).
     * A state that fails can never be completed; the walk drops it instead of spreading it on.
     */
    boolean spreadFits(long a, long b, int t) {
        int oddLeft = layout.get(a, b, StateLayout.ODD_LEFT);
        int evenLeft = layout.get(a, b, StateLayout.EVEN_LEFT);
        if (oddLeft + evenLeft == 0) {
            return true;
        }
        int p = plan.position[t];
        int frozen = sp.frozenMask((int) (a & 63), p);
        for (int cs = plan.catsAfter[t]; cs != 0 && (oddLeft > 0 || evenLeft > 0); cs &= cs - 1) {
            int c = Integer.numberOfTrailingZeros(cs);
            int g = c >> 1;
            int most = most(c, a, b, (frozen >> c & 1) != 0, Integer.MAX_VALUE, freeSlots(p, g, a, b, frozen));
            if ((c & 1) == 1) {
                oddLeft -= most;
            } else {
                evenLeft -= most;
            }
        }
        return oddLeft <= 0 && evenLeft <= 0;
    }

    /**
     * Whether a state of position p (its hideout chosen, its sprint cards spread or being
     * spread) leaves the next position a face-down hideout to take: some value it may take
     * whose category still has a card and, for a deck, a free draw slot made before it. Spreading
     * more sprint cards only takes cards and slots away, so a state that fails can never be
     * completed: the walk drops it at once instead of spreading it further (exact counts are
     * unchanged; only states of no history are skipped).
     */
    boolean nextHideoutFits(long a, long b, int p) {
        int prev = (int) (a & 63);
        int cats = plan.nextCats[64 * p + prev];
        if (cats == CountPlan.ANY_NEXT) {
            return true;
        }
        int frozen = sp.frozenMask(prev, p);
        for (; cats != 0; cats &= cats - 1) {
            int c = Integer.numberOfTrailingZeros(cats);
            int g = c >> 1;
            if (layout.get(a, b, StateLayout.h(c)) + 1 + layout.get(a, b, StateLayout.s(c)) <= sp.pool[c]
                    && (g == 0 || sp.slotsBefore(p + 1, g) - placed(a, b, 3 * p + 3, g, frozen) > 0)) {
                return true;
            }
        }
        return false;
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
