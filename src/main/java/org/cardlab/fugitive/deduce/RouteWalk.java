package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

/**
 * A walk over a manhunt's route that names each face-down hideout and how its sprint cards fall,
 * carrying the weight of the histories so far as a running product (the count of a history's
 * draws is a product of local factors once the cards' categories are named: each placed deck
 * card takes a free draw slot made before it, a staircase along the placements; the free slots
 * left hold the other unseen cards of the deck, a falling factorial). What a table keeps of a
 * face-down position's sprint cards is the subclass's: {@link #spread} chooses them and walks on,
 * {@link #emit} keeps a complete walk. The rest is here: the numbers, the fixed positions, the
 * pile under 42, the closing draws and the multi-number misses.
 */
abstract class RouteWalk {
    final HistorySpace sp;
    final FugitiveRules rules;
    /** Per position: the numbers it holds in some history (from the root's value counts). */
    final long[] possible;
    /** The face-down positions, route order; and per position its index there (-1 when not face down). */
    final int[] open;
    final int[] openIndex;
    /** At {@code 64 * p + prev}: whether positions p and on can be completed from a route standing at prev (cards aside). */
    private final boolean[] reach;
    // The walk's running state.
    /** Per face-down position (index in {@link #open}): its number. */
    final int[] values;
    /** Per position: its number. */
    final int[] routeValue;
    /** Per category: the cards taken so far, as numbers or sprint cards. */
    final int[] usedCat = new int[HistorySpace.CATS];
    /** Per deck: its cards placed so far. */
    final int[] placed = new int[3];
    /** The cards known taken so far, by name. */
    long used;

    RouteWalk(PublicTrack track, Map<Integer, BigInteger[]> rootCounts) {
        this.sp = new HistorySpace(track, Assumptions.NONE);
        this.rules = sp.rules;
        int n = sp.length;
        possible = new long[n];
        openIndex = new int[n];
        Arrays.fill(openIndex, -1);
        int[] all = new int[n];
        int k = 0;
        for (int p = 1; p < n; p++) {
            if (sp.fixedValue[p] < 0) {
                BigInteger[] row = rootCounts.get(p);
                for (int v = 1; v <= 41; v++) {
                    if (row != null && row[v].signum() > 0) {
                        possible[p] |= 1L << v;
                    }
                }
                openIndex[p] = k;
                all[k++] = p;
            } else {
                possible[p] = 1L << sp.fixedValue[p];
            }
        }
        open = Arrays.copyOf(all, k);
        values = new int[k];
        routeValue = new int[n];
        reach = new boolean[64 * (n + 1)];
        Arrays.fill(reach, 64 * n, 64 * n + 64, true);
        for (int p = n - 1; p >= 1; p--) {
            for (int prev = 0; prev < 64; prev++) {
                boolean ok = false;
                for (long vs = possible[p] & sp.allowed[p] & ~((2L << prev) - 1); vs != 0 && !ok; vs &= vs - 1) {
                    int v = Long.numberOfTrailingZeros(vs);
                    ok = reach[64 * (p + 1) + v] && stepPossible(p, v - prev);
                }
                reach[64 * p + prev] = ok;
            }
        }
    }

    /**
     * Whether a walk covers the track's shape: hidden sprint cards only under a face-down position
     * or the last one, at most 15 under one (a category's 4 bits in a packed row).
     */
    static boolean covers(PublicTrack track) {
        HistorySpace shape = new HistorySpace(track, Assumptions.NONE);
        for (int p = 1; p < shape.length; p++) {
            if (shape.fixedValue[p] >= 0 && shape.hidden[p] > 0 && p != shape.length - 1 || shape.hidden[p] > 15) {
                return false;
            }
        }
        return true;
    }

    /** Walks the whole route; false when a count overflowed a long (what the walk kept is then not to be used). */
    final boolean walkAll() {
        try {
            walk(1, 0, 1);
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** Chooses how the sprint cards of face-down position p (holding v) fall, from category {@code c} on, then walks on. */
    abstract void spread(int p, int v, int c, int left, int odd, int[] take, long w);

    /** Keeps a complete walk of weight {@code w} (not 0, its multi-number misses met, its draws closed). */
    abstract void emit(long w);

    /** Whether some class of the position's sprint cards pays a step of {@code gap} (cards aside). */
    final boolean stepPossible(int p, int gap) {
        int need = Sprints.need(rules, 0, gap);
        if (sp.fixedValue[p] >= 0 && sp.hidden[p] == 0) {
            int odd = Long.bitCount(sp.fixedSprints[p] & rules.oddMask);
            return Sprints.classOk(rules, odd, Long.bitCount(sp.fixedSprints[p]) - odd, need);
        }
        return ExactCounter.anyClass(rules, sp.hidden[p], sp.hidden[p], sp.hidden[p], need);
    }

    /** Walks position p on, the route standing at {@code prev}, with {@code w} the weight so far. */
    final void walk(int p, int prev, long w) {
        if (p == sp.length) {
            close(w);
            return;
        }
        if (!reach[64 * p + prev]) {
            return;
        }
        if (sp.fixedValue[p] >= 0) {
            fixedPosition(p, prev, w);
            return;
        }
        for (long vs = possible[p] & sp.allowed[p] & ~used & ~((2L << prev) - 1); vs != 0; vs &= vs - 1) {
            int v = Long.numberOfTrailingZeros(vs);
            int c = sp.catOf[v];
            if (!reach[64 * (p + 1) + v] || !stepPossible(p, v - prev) || usedCat[c] >= sp.pool[c]) {
                continue;
            }
            int g = c >> 1;
            long wv = w;
            if (g > 0) {
                int avail = sp.slotsBefore(p, g) - placed[g - 1];
                if (avail <= 0) {
                    continue;
                }
                wv = Math.multiplyExact(w, avail);
                placed[g - 1]++;
            }
            usedCat[c]++;
            used |= 1L << v;
            values[openIndex[p]] = v;
            routeValue[p] = v;
            spread(p, v, 0, sp.hidden[p], 0, new int[HistorySpace.CATS], wv);
            used &= ~(1L << v);
            usedCat[c]--;
            if (g > 0) {
                placed[g - 1]--;
            }
        }
    }

    /**
     * {@code w} times the draw slots taken by the sprint cards of position p holding v, {@code take}
     * per category ({@code left} not yet given one, {@code odd} of them odd): 0 when some are left,
     * when they do not pay the step from the hideout before, or when their draw slots do not fit.
     */
    final long sprintWeight(int p, int v, int left, int odd, int[] take, long w) {
        if (left > 0 || !Sprints.classOk(rules, odd, sp.hidden[p] - odd, Sprints.need(rules, 0, v - routeValue[p - 1]))) {
            return 0;
        }
        return slots(p, take, w);
    }

    /** Whether position p may hold sprint cards of category c: not from a deck not yet drawn from. */
    final boolean drawn(int p, int c) {
        return c < 2 || sp.slotsBefore(p, c >> 1) > 0;
    }

    /** {@code w} times the draw slots the deck cards of {@code take} (per category) take at position p; 0 when they do not fit. */
    private long slots(int p, int[] take, long w) {
        long ws = w;
        for (int d = 1; d <= 3; d++) {
            int m = take[2 * d] + take[2 * d + 1];
            for (int i = 0; i < m; i++) {
                int avail = sp.slotsBefore(p, d) - placed[d - 1] - i;
                if (avail <= 0) {
                    return 0;
                }
                ws = Math.multiplyExact(ws, avail);
            }
        }
        return ws;
    }

    /** Places the deck cards of {@code take} ({@code sign} 1), or takes them back (-1). */
    final void place(int[] take, int sign) {
        for (int d = 1; d <= 3; d++) {
            placed[d - 1] += sign * (take[2 * d] + take[2 * d + 1]);
        }
    }

    /** A fixed position: its known cards take draw slots; the last one's hidden sprint cards are summed per category. */
    private void fixedPosition(int p, int prev, long w) {
        int v = sp.fixedValue[p];
        if (v <= prev || !stepPossible(p, v - prev)) {
            return;
        }
        long cards = (v == rules.escape ? 0 : 1L << v) | sp.fixedSprints[p];
        int[] mine = new int[3];
        long wf = w;
        for (long cs = cards; cs != 0; cs &= cs - 1) {
            int d = rules.deckOf(Long.numberOfTrailingZeros(cs));
            if (d > 0) {
                int avail = sp.slotsBefore(p, d) - placed[d - 1] - mine[d - 1]++;
                if (avail <= 0) {
                    return;
                }
                wf = Math.multiplyExact(wf, avail);
            }
        }
        for (int d = 0; d < 3; d++) {
            placed[d] += mine[d];
        }
        routeValue[p] = v;
        if (sp.hidden[p] == 0) {
            walk(p + 1, v, wf);
        } else {
            long pile = pile(p, v - prev, 0, sp.hidden[p], 0, wf);
            if (pile > 0) {
                close(pile);
            }
        }
        for (int d = 0; d < 3; d++) {
            placed[d] -= mine[d];
        }
    }

    /** The last position's hidden sprint cards, summed over how many come from each category from {@code c} on (then closed). */
    private long pile(int p, int gap, int c, int left, int odd, long w) {
        if (c == HistorySpace.CATS) {
            if (left > 0 || !Sprints.classOk(rules, odd, sp.hidden[p] - odd, Sprints.need(rules, 0, gap))) {
                return 0;
            }
            return Math.multiplyExact(w, closingFactor());
        }
        int room = sp.pool[c] - usedCat[c];
        long sum = 0;
        for (int x = 0; x <= Math.min(left, room); x++) {
            long wx = Math.multiplyExact(w, Binomial.of(room, x));
            int d = c >> 1;
            boolean fits = true;
            for (int i = 0; i < x && d > 0 && fits; i++) {
                int avail = sp.slotsBefore(p, d) - placed[d - 1] - i;
                fits = avail > 0;
                wx = fits ? Math.multiplyExact(wx, avail) : 0;
            }
            if (!fits) {
                break;
            }
            if (d > 0) {
                placed[d - 1] += x;
            }
            usedCat[c] += x;
            sum = Math.addExact(sum, pile(p, gap, c + 1, left - x, odd + ((c & 1) == 1 ? x : 0), wx));
            usedCat[c] -= x;
            if (d > 0) {
                placed[d - 1] -= x;
            }
        }
        return sum;
    }

    /** The free draw slots left hold the other unseen cards of their deck: a falling factorial per deck; 0 when they do not fit. */
    private long closingFactor() {
        long f = 1;
        for (int d = 0; d < 3; d++) {
            int free = sp.slots[d] - placed[d];
            int cards = sp.unseenInDeck[d] - placed[d];
            if (free < 0 || cards < free) {
                return 0;
            }
            for (int t = 0; t < free; t++) {
                f = Math.multiplyExact(f, cards - t);
            }
        }
        return f;
    }

    /** A complete walk: its draws closed (when no pile closed them), its multi-number misses checked, then kept. */
    private void close(long w) {
        if (sp.hidden[sp.length - 1] == 0 || sp.fixedValue[sp.length - 1] < 0) {
            w = Math.multiplyExact(w, closingFactor()); // no pile at the end: close here
        }
        if (w != 0 && coversHold()) {
            emit(w);
        }
    }

    /** Each multi-number miss: an "all" cover needs each number a hideout inside its window, a "not all" one forbids that. */
    private boolean coversHold() {
        for (int i = 0; i < sp.coverNumbers.length; i++) {
            boolean met = true;
            for (long ns = sp.coverNumbers[i]; ns != 0 && met; ns &= ns - 1) {
                int n = Long.numberOfTrailingZeros(ns);
                boolean in = false;
                for (long ws = sp.coverWindow[i]; ws != 0 && !in; ws &= ws - 1) {
                    int q = Long.numberOfTrailingZeros(ws);
                    in = q < sp.length && routeValue[q] == n;
                }
                met = in;
            }
            if (met != sp.coverAll[i]) {
                return false;
            }
        }
        return true;
    }
}
