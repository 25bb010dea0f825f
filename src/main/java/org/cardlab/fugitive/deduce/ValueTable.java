package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

/**
 * The manhunt's value table in one pass: every way the face-down hideouts can be, as their
 * numbers and, per hideout, how many of its sprint cards come from each card category (starting
 * hand or deck, times parity), with the exact number of hidden histories of each ({@link ValueRows}).
 * Which sprint cards lie beneath, by name, is not in a row: given the numbers and the categories,
 * every choice of the cards is equally likely (a history's weight depends on a card only through
 * its category), so a reveal's named cards are weighed by counting sets at the node that needs
 * them ({@link NamedCards}), not walked here.
 *
 * <p>Why one pass works: once the categories are named, a history's draws are a product of local
 * factors (each placed deck card takes a free draw slot made before it, a staircase along the
 * placements; the free slots left hold the other unseen cards, a falling factorial), and the
 * cards themselves are a multinomial per category, over the cards no face-down hideout holds,
 * taken at the end when every number is known. The sprint cards under 42, never shown, are
 * summed per category. A prefix is cut as soon as a number, a step, a card of a category or a draw
 * slot is missing for what is ahead.
 *
 * <p>Rows come out in the walk's order, which is the order of their packed columns
 * ({@link ValueRows#column}): numbers rising, then categories counted from the first. Counts are
 * longs, each product checked; the build gives up (null) on an overflow, past {@code maxRows},
 * or on a shape it does not cover (hidden sprint cards under a position other than a face-down
 * one or the last), and the caller then uses the search.
 */
final class ValueTable {
    private final HistorySpace sp;
    private final FugitiveRules rules;
    private final long maxRows;
    /** Per position: the numbers it holds in some history (from the root's value counts). */
    private final long[] possible;
    /** At {@code 64 * p + prev}: whether positions p and on can be completed from a route standing at prev (cards aside). */
    private final boolean[] reach;
    private final int[] openIndex;
    private final ValueRows rows;
    // The walk's running state.
    private final int[] values;
    private final int[] patterns;
    private final int[] routeValue;
    /** Per category: the cards taken so far, as numbers or sprint cards. */
    private final int[] usedCat = new int[HistorySpace.CATS];
    private final int[] placed = new int[3];
    private long used;

    /** Thrown past the row limit. */
    static final class TooLarge extends RuntimeException {
        TooLarge() {
            super(null, null, false, false);
        }
    }

    private ValueTable(PublicTrack track, Map<Integer, BigInteger[]> rootCounts, long maxRows) {
        this.sp = new HistorySpace(track, Assumptions.NONE);
        this.rules = sp.rules;
        this.maxRows = maxRows;
        int n = sp.length;
        possible = new long[n];
        openIndex = new int[n];
        java.util.Arrays.fill(openIndex, -1);
        int[] open = new int[n];
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
                open[k++] = p;
            } else {
                possible[p] = 1L << sp.fixedValue[p];
            }
        }
        rows = new ValueRows(java.util.Arrays.copyOf(open, k), sp.pool.clone(), sp.catOf, 1024);
        values = new int[k];
        patterns = new int[k];
        routeValue = new int[n];
        reach = new boolean[64 * (n + 1)];
        java.util.Arrays.fill(reach, 64 * n, 64 * n + 64, true);
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
     * The value table of a manhunt's track (its root count's value counts given), or null when it
     * passes {@code maxRows} rows, overflows a long, or has a shape the walk does not cover.
     */
    static ValueRows build(PublicTrack track, Map<Integer, BigInteger[]> rootCounts, long maxRows) {
        HistorySpace shape = new HistorySpace(track, Assumptions.NONE);
        for (int p = 1; p < shape.length; p++) {
            if (shape.fixedValue[p] >= 0 && shape.hidden[p] > 0 && p != shape.length - 1 || shape.hidden[p] > 15) {
                return null; // hidden sprint cards never shown before the last position, or past a category's 4 bits
            }
        }
        ValueTable t = new ValueTable(track, rootCounts, maxRows);
        try {
            t.walk(1, 0, 1);
        } catch (TooLarge | ArithmeticException e) {
            return null;
        }
        return t.rows;
    }

    /** Whether some class of the position's sprint cards pays a step of {@code gap} (cards aside). */
    private boolean stepPossible(int p, int gap) {
        int need = Sprints.need(rules, 0, gap);
        if (sp.fixedValue[p] >= 0 && sp.hidden[p] == 0) {
            int odd = Long.bitCount(sp.fixedSprints[p] & rules.oddMask);
            return Sprints.classOk(rules, odd, Long.bitCount(sp.fixedSprints[p]) - odd, need);
        }
        return ExactCounter.anyClass(rules, sp.hidden[p], sp.hidden[p], sp.hidden[p], need);
    }

    /** Walks position p on, the route standing at {@code prev}, with {@code w} the weight so far. */
    private void walk(int p, int prev, long w) {
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

    /** Chooses how many of the position's sprint cards come from each category from {@code c} on, then walks on. */
    private void spread(int p, int v, int c, int left, int odd, int[] take, long w) {
        if (c == HistorySpace.CATS) {
            if (left > 0 || !Sprints.classOk(rules, odd, sp.hidden[p] - odd, Sprints.need(rules, 0, v - routeValue[p - 1]))) {
                return;
            }
            long ws = w;
            for (int d = 1; d <= 3; d++) {
                int m = take[2 * d] + take[2 * d + 1];
                for (int i = 0; i < m; i++) {
                    int avail = sp.slotsBefore(p, d) - placed[d - 1] - i;
                    if (avail <= 0) {
                        return;
                    }
                    ws = Math.multiplyExact(ws, avail);
                }
            }
            int pattern = 0;
            for (int k = 0; k < HistorySpace.CATS; k++) {
                pattern |= take[k] << ValueRows.shift(k);
                usedCat[k] += take[k];
            }
            for (int d = 1; d <= 3; d++) {
                placed[d - 1] += take[2 * d] + take[2 * d + 1];
            }
            patterns[openIndex[p]] = pattern;
            walk(p + 1, v, ws);
            for (int d = 1; d <= 3; d++) {
                placed[d - 1] -= take[2 * d] + take[2 * d + 1];
            }
            for (int k = 0; k < HistorySpace.CATS; k++) {
                usedCat[k] -= take[k];
            }
            return;
        }
        int room = sp.pool[c] - usedCat[c];
        if (c >= 2 && sp.slotsBefore(p, c >> 1) == 0) {
            room = 0; // a deck not yet drawn from gives no card
        }
        for (int x = 0; x <= Math.min(left, room); x++) {
            take[c] = x;
            spread(p, v, c + 1, left - x, odd + ((c & 1) == 1 ? x : 0), take, w);
        }
        take[c] = 0;
    }

    /** A fixed position: its known cards take draw slots; the last one's hidden sprint cards are summed per category. */
    private void fixedPosition(int p, int prev, long w) {
        int v = sp.fixedValue[p];
        if (v <= prev || !stepPossible(p, v - prev)) {
            return;
        }
        long cards = (v == FugitiveRules.ESCAPE ? 0 : 1L << v) | sp.fixedSprints[p];
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

    /**
     * A complete walk: the covers checked, its weight times the closing draws (when no pile closed
     * it) and times the ways to name each face-down hideout's sprint cards, one row.
     */
    private void close(long w) {
        if (sp.hidden[sp.length - 1] == 0 || sp.fixedValue[sp.length - 1] < 0) {
            w = Math.multiplyExact(w, closingFactor()); // no pile at the end: close here
        }
        if (w == 0 || !coversHold()) {
            return;
        }
        w = Math.multiplyExact(w, namings());
        rows.add(values, patterns, w);
        if (rows.size > maxRows) {
            throw new TooLarge();
        }
    }

    /**
     * The ways to name the face-down hideouts' sprint cards: per category, the cards no hideout
     * holds (the pile under 42 took its own from what is left, in {@link #pile}) shared out as
     * the row says, a multinomial.
     */
    private long namings() {
        long f = 1;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            int a = sp.pool[c];
            for (int v : values) {
                a -= sp.catOf[v] == c ? 1 : 0;
            }
            for (int pattern : patterns) {
                int k = ValueRows.count(pattern, c);
                f = Math.multiplyExact(f, Binomial.of(a, k));
                a -= k;
            }
        }
        return f;
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
