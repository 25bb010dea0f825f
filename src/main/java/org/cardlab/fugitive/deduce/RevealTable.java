package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

/**
 * The joint reveal table of a manhunt in one pass: every way the face-down hideouts can turn up
 * together (per face-down position, route order: its number, the sprint cards beneath it that
 * some face-down position could hold as its hideout, by name, and how many of each category of
 * the others), with its exact number of hidden histories. No count per reveal.
 *
 * <p>Why one pass works here: once every placed card is named, the count of a history's draws is
 * a product of local factors (each placed deck card takes a free draw slot made before it, a
 * staircase along the placements; the free slots left hold the other unseen cards, a falling
 * factorial). So a walk over the route that names the hideouts and the candidate sprint cards
 * carries its weight as a running product: the interchangeable sprint cards (never a hideout in
 * any history) weigh a binomial per category, and the sprint cards under 42, never shown, are
 * summed per category at the end. Every reveal of the table is one leaf of that walk; a prefix
 * that cannot be completed is cut as soon as a cheap test shows it (a number, a step or a draw
 * slot left for what is ahead).
 *
 * <p>Counts are longs, each product checked; the build gives up (null) on an overflow, past a
 * number of leaves, or on a shape it does not cover (hidden sprint cards under a position other
 * than a face-down one or the last), and the caller then uses the search.
 */
final class RevealTable {
    private final HistorySpace sp;
    private final FugitiveRules rules;
    private final long maxRows;
    /** The most complete reveals by name the walk may make (many add up in one row). */
    private final long maxLeaves;
    private long leaves;
    /** Per position: the numbers it holds in some history (from the root's value counts). */
    private final long[] possible;
    /** Pool cards some face-down position can hold as its hideout: named in a reveal. */
    private final long named;
    /** Per category: the pool cards no face-down position can hold (interchangeable). */
    private final int[] never = new int[HistorySpace.CATS];
    /** At {@code 64 * p + prev}: whether positions p and on can be completed from a route standing at prev (cards aside). */
    private final boolean[] reach;
    private final int[] openIndex;
    /**
     * At {@code 64 * j + n}: the cards whose place a reveal of open position j holding n shows by name, those that
     * another open position can hold as its hideout when j holds n (below n before j, above n after it). Any other
     * card beneath j is a hideout in no history of that reveal: such cards are interchangeable within their
     * category, so the reveal keeps only how many of each category lie there.
     */
    private final long[] shownByName;
    private final RevealRows rows;
    // The walk's running state.
    private final int[] values;
    private final long[] shownNamed;
    private final int[] shownOthers;
    private final int[] routeValue;
    private final int[] usedCat = new int[HistorySpace.CATS];
    private final int[] neverUsed = new int[HistorySpace.CATS];
    private final int[] placed = new int[3];
    private long used;

    private RevealTable(PublicTrack track, Map<Integer, BigInteger[]> rootCounts, long maxRows, long maxLeaves) {
        this.sp = new HistorySpace(track, Assumptions.NONE);
        this.rules = sp.rules;
        this.maxRows = maxRows;
        this.maxLeaves = maxLeaves;
        int n = sp.length;
        possible = new long[n];
        openIndex = new int[n];
        java.util.Arrays.fill(openIndex, -1);
        int[] open = new int[n];
        int k = 0;
        long anyHideout = 0;
        for (int p = 1; p < n; p++) {
            if (sp.fixedValue[p] < 0) {
                BigInteger[] row = rootCounts.get(p);
                for (int v = 1; v <= 41; v++) {
                    if (row != null && row[v].signum() > 0) {
                        possible[p] |= 1L << v;
                    }
                }
                anyHideout |= possible[p];
                openIndex[p] = k;
                open[k++] = p;
            } else {
                possible[p] = 1L << sp.fixedValue[p];
            }
        }
        long pool = 0;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            pool |= sp.poolCards[c];
            never[c] = Long.bitCount(sp.poolCards[c] & ~anyHideout);
        }
        named = pool & anyHideout;
        rows = new RevealRows(java.util.Arrays.copyOf(open, k), 1024);
        shownByName = new long[64 * k];
        for (int j = 0; j < k; j++) {
            for (int v = 1; v <= 41; v++) {
                long m = 0;
                for (int i = 0; i < k; i++) {
                    long below = (1L << v) - 1;
                    m |= i == j ? 0 : possible[open[i]] & (i < j ? below : ~below & ~(1L << v));
                }
                shownByName[64 * j + v] = m & named;
            }
        }
        values = new int[k];
        shownNamed = new long[k];
        shownOthers = new int[k];
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
     * The table of a manhunt's track (its root count's value counts given), or null when it
     * passes {@code maxRows} reveals, overflows a long, or has a shape the walk does not cover.
     */
    static RevealRows build(PublicTrack track, Map<Integer, BigInteger[]> rootCounts, long maxRows, long maxLeaves) {
        HistorySpace shape = new HistorySpace(track, Assumptions.NONE);
        for (int p = 1; p < shape.length; p++) {
            if (shape.fixedValue[p] >= 0 && shape.hidden[p] > 0 && p != shape.length - 1 || shape.hidden[p] > 15) {
                return null; // hidden sprint cards never shown before the last position, or past a category's 4 bits in a row
            }
        }
        RevealTable t = new RevealTable(track, rootCounts, maxRows, maxLeaves);
        try {
            t.walk(1, 0, 1);
        } catch (TableManhunt.TooLarge | ArithmeticException e) {
            if (Boolean.getBoolean("cardlab.revealTable.trace")) {
                System.err.println("reveal table given up: " + t.rows.size + " rows, " + t.leaves + " reveals walked, " + e);
            }
            return null;
        }
        t.rows.index = null; // only the walk merges rows
        t.rows.byName = t.shownByName;
        t.rows.catOf = t.sp.catOf;
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
            if (!reach[64 * (p + 1) + v] || !stepPossible(p, v - prev)) {
                continue;
            }
            int c = sp.catOf[v];
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

    /** Chooses how many of the position's sprint cards come from each category from {@code c} on. */
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
            for (int d = 1; d <= 3; d++) {
                placed[d - 1] += take[2 * d] + take[2 * d + 1];
            }
            name(p, v, 0, take, 0, 0, ws);
            for (int d = 1; d <= 3; d++) {
                placed[d - 1] -= take[2 * d] + take[2 * d + 1];
            }
            return;
        }
        int room = Long.bitCount(sp.poolCards[c] & named & ~used) + never[c] - neverUsed[c];
        if (c >= 2 && sp.slotsBefore(p, c >> 1) == 0) {
            room = 0; // a deck not yet drawn from gives no card
        }
        for (int x = 0; x <= Math.min(left, room); x++) {
            take[c] = x;
            spread(p, v, c + 1, left - x, odd + ((c & 1) == 1 ? x : 0), take, w);
        }
        take[c] = 0;
    }

    /** Splits each category's sprint cards between named candidates and interchangeable others, then walks on. */
    private void name(int p, int v, int c, int[] take, long shown, int packed, long w) {
        if (c == HistorySpace.CATS) {
            int j = openIndex[p];
            long byName = shownByName[64 * j + v];
            shownNamed[j] = shown & byName;
            for (long cs = shown & ~byName; cs != 0; cs &= cs - 1) {
                packed += 1 << 4 * sp.catOf[Long.numberOfTrailingZeros(cs)]; // counted with the interchangeable ones
            }
            shownOthers[j] = packed;
            long before = used;
            used |= shown;
            walk(p + 1, v, w);
            used = before;
            return;
        }
        if (take[c] == 0) {
            name(p, v, c + 1, take, shown, packed, w);
            return;
        }
        long cands = sp.poolCards[c] & named & ~used;
        int freeNever = never[c] - neverUsed[c];
        for (int a = Math.max(0, take[c] - freeNever); a <= Math.min(take[c], Long.bitCount(cands)); a++) {
            int o = take[c] - a;
            long wo = Math.multiplyExact(w, Binomial.of(freeNever, o));
            neverUsed[c] += o;
            usedCat[c] += take[c];
            for (long subset : org.cardlab.fugitive.Cards.subsets(cands, a)) {
                name(p, v, c + 1, take, shown | subset, packed | o << 4 * c, wo);
            }
            usedCat[c] -= take[c];
            neverUsed[c] -= o;
        }
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

    /** A complete reveal: the covers checked, its weight times the closing draws, one row. */
    private void close(long w) {
        if (sp.hidden[sp.length - 1] == 0 || sp.fixedValue[sp.length - 1] < 0) {
            w = Math.multiplyExact(w, closingFactor()); // no pile at the end: close here
        }
        if (w == 0 || !coversHold()) {
            return;
        }
        if (++leaves > maxLeaves) {
            throw new TableManhunt.TooLarge();
        }
        rows.add(values, shownNamed, shownOthers, w);
        if (rows.size > maxRows) {
            throw new TableManhunt.TooLarge();
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
