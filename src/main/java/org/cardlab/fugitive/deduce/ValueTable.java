package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.Map;

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
 * factors ({@link RouteWalk}), and the cards themselves are a multinomial per category, over the
 * cards no face-down hideout holds, taken at the end when every number is known. The sprint cards
 * under 42, never shown, are summed per category. A prefix is cut as soon as a number, a step, a
 * card of a category or a draw slot is missing for what is ahead.
 *
 * <p>Rows come out in the walk's order, which is the order of their packed columns
 * ({@link ValueRows#column}): numbers rising, then categories counted from the first. Counts are
 * longs, each product checked; the build gives up (null) on an overflow or on a shape it does
 * not cover (hidden sprint cards under a position other than a face-down one or the last), and
 * the caller then uses the search; past {@code maxRows} it throws {@link TooLarge}, and the caller
 * keeps the bounds it has (the search, with far more to tell apart, would not finish there either).
 */
final class ValueTable extends RouteWalk {
    private final long maxRows;
    private final ValueRows rows;
    /** Per face-down position: how many of its sprint cards come from each category (packed, {@link ValueRows#shift}). */
    private final int[] patterns;
    /**
     * Per position, stride {@code CATS + 1}: the sprint cards categories c and after may still take there (the
     * sum of their room). The room is fixed while a position's cards are spread (the categories' use changes
     * only once all are chosen), so it is summed once per spread and bounds each category's count from below:
     * the walk skips the counts that would leave cards no later category can take, which end in no row.
     */
    private final int[] roomFrom;

    /** Thrown past the row limit. */
    static final class TooLarge extends RuntimeException {
        TooLarge() {
            super(null, null, false, false);
        }
    }

    private ValueTable(PublicTrack track, Map<Integer, BigInteger[]> rootCounts, long maxRows) {
        super(track, rootCounts);
        this.maxRows = maxRows;
        rows = new ValueRows(open, sp.pool.clone(), sp.catOf, 1024);
        patterns = new int[open.length];
        roomFrom = new int[sp.length * (HistorySpace.CATS + 1)];
    }

    /**
     * The value table of a manhunt's track (its root count's value counts given), or null when it
     * overflows a long or has a shape the walk does not cover.
     *
     * @throws TooLarge past {@code maxRows} rows (the manhunt is then too large to solve exactly)
     */
    static ValueRows build(PublicTrack track, Map<Integer, BigInteger[]> rootCounts, long maxRows) {
        if (!covers(track)) {
            return null;
        }
        ValueTable t = new ValueTable(track, rootCounts, maxRows);
        return t.walkAll() ? t.rows : null;
    }

    /**
     * Chooses how many of the position's sprint cards come from each category from {@code c} on, then walks on.
     * Only the counts that can give every card a category are tried (see {@link #roomFrom}): the rows, and
     * their order, are those of trying every count.
     */
    @Override
    void spread(int p, int v, int c, int left, int odd, int[] take, long w) {
        int base = p * (HistorySpace.CATS + 1);
        if (c == 0) {
            for (int k = HistorySpace.CATS - 1; k >= 0; k--) {
                roomFrom[base + k] = roomFrom[base + k + 1] + (drawn(p, k) ? sp.pool[k] - usedCat[k] : 0);
            }
        }
        if (c == HistorySpace.CATS || left == 0) { // no card left to place: the categories after c take none
            leaf(p, v, left, odd, take, w);
            return;
        }
        int room = roomFrom[base + c] - roomFrom[base + c + 1];
        for (int x = Math.max(0, left - roomFrom[base + c + 1]); x <= Math.min(left, room); x++) {
            take[c] = x;
            spread(p, v, c + 1, left - x, odd + ((c & 1) == 1 ? x : 0), take, w);
        }
        take[c] = 0;
    }

    /** Every category's count chosen: the position's row part, then the walk on from the next position. */
    private void leaf(int p, int v, int left, int odd, int[] take, long w) {
        long ws = sprintWeight(p, v, left, odd, take, w);
        if (ws == 0) {
            return;
        }
        int pattern = 0;
        for (int k = 0; k < HistorySpace.CATS; k++) {
            pattern |= take[k] << ValueRows.shift(k);
            usedCat[k] += take[k];
        }
        place(take, 1);
        patterns[openIndex[p]] = pattern;
        walk(p + 1, v, ws);
        place(take, -1);
        for (int k = 0; k < HistorySpace.CATS; k++) {
            usedCat[k] -= take[k];
        }
    }

    /** A complete walk, times the ways to name each face-down hideout's sprint cards: one row. */
    @Override
    void emit(long w) {
        rows.add(values, patterns, Math.multiplyExact(w, namings()));
        if (rows.size > maxRows) {
            throw new TooLarge();
        }
    }

    /**
     * The ways to name the face-down hideouts' sprint cards: per category, the cards no hideout
     * holds (the pile under 42 took its own from what is left) shared out as the row says, a
     * multinomial.
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
}
