package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.Map;

/**
 * The joint reveal table of a manhunt in one pass: every way the face-down hideouts can turn up
 * together (per face-down position, route order: its number, the sprint cards beneath it that
 * some face-down position could hold as its hideout, by name, and how many of each category of
 * the others), with its exact number of hidden histories. No count per reveal.
 *
 * <p>Why one pass works here: once every placed card is named, the count of a history's draws is
 * a product of local factors ({@link RouteWalk}). So a walk over the route that names the
 * hideouts and the candidate sprint cards carries its weight as a running product: the interchangeable sprint cards (never a hideout in
 * any history) weigh a binomial per category, and the sprint cards under 42, never shown, are
 * summed per category at the end. Every reveal of the table is one leaf of that walk; a prefix
 * that cannot be completed is cut as soon as a cheap test shows it (a number, a step or a draw
 * slot left for what is ahead).
 *
 * <p>Counts are longs, each product checked; the build gives up (null) on an overflow, past a
 * number of leaves, or on a shape it does not cover (hidden sprint cards under a position other
 * than a face-down one or the last), and the caller then uses the search.
 */
final class RevealTable extends RouteWalk {
    private final long maxRows;
    /** The most complete reveals by name the walk may make (many add up in one row). */
    private final long maxLeaves;
    private long leaves;
    /** Pool cards some face-down position can hold as its hideout: named in a reveal. */
    private final long named;
    /** Per category: the pool cards no face-down position can hold (interchangeable). */
    private final int[] never = new int[HistorySpace.CATS];
    /**
     * At {@code 64 * j + n}: the cards whose place a reveal of open position j holding n shows by name, those that
     * another open position can hold as its hideout when j holds n (below n before j, above n after it). Any other
     * card beneath j is a hideout in no history of that reveal: such cards are interchangeable within their
     * category, so the reveal keeps only how many of each category lie there.
     */
    private final long[] shownByName;
    private final RevealRows rows;
    // The walk's running state.
    private final long[] shownNamed;
    private final int[] shownOthers;
    private final int[] neverUsed = new int[HistorySpace.CATS];

    private RevealTable(PublicTrack track, Map<Integer, BigInteger[]> rootCounts, long maxRows, long maxLeaves) {
        super(track, rootCounts);
        this.maxRows = maxRows;
        this.maxLeaves = maxLeaves;
        int k = open.length;
        long anyHideout = 0;
        for (int p : open) {
            anyHideout |= possible[p];
        }
        long pool = 0;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            pool |= sp.poolCards[c];
            never[c] = Long.bitCount(sp.poolCards[c] & ~anyHideout);
        }
        named = pool & anyHideout;
        rows = new RevealRows(open, 1024);
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
        shownNamed = new long[k];
        shownOthers = new int[k];
    }

    /**
     * The table of a manhunt's track (its root count's value counts given), or null when it
     * passes {@code maxRows} reveals, overflows a long, or has a shape the walk does not cover.
     */
    static RevealRows build(PublicTrack track, Map<Integer, BigInteger[]> rootCounts, long maxRows, long maxLeaves) {
        if (!covers(track)) {
            return null;
        }
        RevealTable t = new RevealTable(track, rootCounts, maxRows, maxLeaves);
        try {
            if (!t.walkAll()) {
                return null;
            }
        } catch (TableManhunt.TooLarge e) {
            return null;
        }
        t.rows.index = null; // only the walk merges rows
        t.rows.byName = t.shownByName;
        t.rows.catOf = t.sp.catOf;
        return t.rows;
    }

    /** Chooses how many of the position's sprint cards come from each category from {@code c} on. */
    @Override
    void spread(int p, int v, int c, int left, int odd, int[] take, long w) {
        if (c == HistorySpace.CATS) {
            long ws = sprintWeight(p, v, left, odd, take, w);
            if (ws == 0) {
                return;
            }
            place(take, 1);
            name(p, v, 0, take, 0, 0, ws);
            place(take, -1);
            return;
        }
        int room = drawn(p, c) ? Long.bitCount(sp.poolCards[c] & named & ~used) + never[c] - neverUsed[c] : 0;
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

    /** A complete reveal: one row. */
    @Override
    void emit(long w) {
        if (++leaves > maxLeaves) {
            throw new TableManhunt.TooLarge();
        }
        rows.add(values, shownNamed, shownOthers, w);
        if (rows.size > maxRows) {
            throw new TableManhunt.TooLarge();
        }
    }
}
