package org.cardlab.fugitive.deduce;

/**
 * The outcomes of one reveal at a manhunt node, for one pattern of sprint cards: position j of
 * the node's rows holds the guessed number with those many sprint cards of each category
 * ({@link ValueRows}). The Marshal then sees the cards by name, and they matter only as far as
 * they remove numbers the positions still face down may hold.
 *
 * <p>Why this is exact: given the numbers and the categories, every choice of the sprint cards is
 * equally likely (a history's weight depends on a card only through its category). So a row's
 * histories, with the revealed position's cards fixed to one set S of the pattern, are its
 * histories divided by the sets the row leaves possible ({@link #ways}), for each S that holds
 * none of the row's numbers, and none otherwise. The node after S is thus these rows with the
 * reweighed histories, less those holding a card of S. Cards of S that no remaining position holds
 * in any row are interchangeable: an outcome class is the named cards {@code Y} (S's cards some
 * remaining position may hold) and stands for every S with that named part, a product of binomials.
 *
 * <p>With one position left after the reveal, the best guess names the likeliest number not in S,
 * and the sum over every S has a closed form: with the numbers in order of their histories,
 * {@code m1, m2, ...}, number {@code mk} is named for the sets that hold {@code m1..mk-1} and not
 * {@code mk}, counted per category by one binomial. The same sum over the numbers' hits bounds
 * the outcomes of a reveal with more positions left (no order captures more often than its first
 * guess hits).
 */
final class NamedCards {
    /** The rows after the reveal: stride {@code width + 1}, the columns of the other positions, then the reweighed histories. */
    final long[] rows;
    final int width;
    final int count;
    /** The histories of the reveal, at the node's weights. */
    final long mass;
    final int pattern;
    /** The positions still down after the reveal (bit j: the table's j-th face-down position). */
    final int childDown;
    /** The node's table, and per row the table row it comes from (null for a node made by hand). */
    final ValueRows table;
    private final int[] origins;
    /** Per category: the cards the revealed set may hold (not yet seen, not the guessed number). */
    private final int[] free;
    /** Per row: the numbers its remaining positions hold. */
    private final long[] numbers;
    /** Per category: the cards shown by name, those some remaining position holds in some row. */
    private final long[] named;

    /**
     * The reveal of column {@code col} holding {@code number} with {@code pattern}, over the node
     * rows listed in {@code members} (in the node's order).
     */
    NamedCards(ManhuntNode node, int col, int number, int pattern, int[] members, int memberCount, int[] catOf) {
        int w = node.width;
        this.width = w - 1;
        this.count = memberCount;
        this.pattern = pattern;
        this.childDown = node.down & ~(1 << node.tableIndex(col));
        this.free = node.avail.clone();
        free[catOf[number]]--;
        int stride = width + 1;
        rows = new long[count * stride];
        numbers = new long[count];
        table = node.table;
        origins = node.origins == null ? null : new int[count];
        int[] active = new int[HistorySpace.CATS]; // the pattern's categories, then per card category its index there + 1
        int[] take = new int[HistorySpace.CATS];
        int actives = 0;
        int[] slot = new int[HistorySpace.CATS];
        for (int c = 0; c < HistorySpace.CATS; c++) {
            int k = ValueRows.count(pattern, c);
            if (k > 0) {
                active[actives] = c;
                take[actives++] = k;
                slot[c] = actives;
            }
        }
        long any = 0;
        long m = 0;
        int[] held = new int[actives + 1];
        for (int i = 0; i < count; i++) {
            int r = members[i];
            if (origins != null) {
                origins[i] = node.origins[r];
            }
            java.util.Arrays.fill(held, 0);
            long nums = 0;
            for (int t = 0, o = 0; t < w; t++) {
                if (t != col) {
                    long c = node.column(r, t);
                    rows[i * stride + o++] = c;
                    int v = ValueRows.value(c);
                    held[slot[catOf[v]]]++;
                    nums |= 1L << v;
                }
            }
            long h = node.weight(r);
            long ways = 1;
            for (int a = 0; a < actives; a++) {
                ways = Math.multiplyExact(ways, Binomial.of(free[active[a]] - held[a + 1], take[a]));
            }
            long q = ways == 1 ? h : ways == 0 ? -1 : h / ways;
            if (q < 0 || q * ways != h) {
                throw new IllegalStateException("a row's histories do not split evenly over its sprint sets");
            }
            rows[i * stride + width] = q;
            numbers[i] = nums;
            any |= nums;
            m = Math.addExact(m, h);
        }
        mass = m;
        named = new long[HistorySpace.CATS];
        for (long cs = any; cs != 0; cs &= cs - 1) {
            int card = Long.numberOfTrailingZeros(cs);
            named[catOf[card]] |= 1L << card;
        }
    }

    /** The free cards per category the child node keeps: those the revealed set did not take. */
    int[] childAvail() {
        int[] a = free.clone();
        for (int c = 0; c < HistorySpace.CATS; c++) {
            a[c] -= ValueRows.count(pattern, c);
        }
        return a;
    }

    /**
     * Per number, the reweighed histories of the rows in which some remaining position holds it:
     * with one position left, what naming it captures.
     */
    long[] hits() {
        if (hits != null) {
            return hits;
        }
        long[] h = new long[ManhuntNode.NUMBERS];
        int stride = width + 1;
        for (int i = 0; i < count; i++) {
            long wt = rows[i * stride + width];
            for (int t = 0; t < width; t++) {
                int v = ValueRows.value(rows[i * stride + t]);
                h[v] = Math.addExact(h[v], wt);
            }
        }
        hits = h;
        return h;
    }

    private long[] hits;
    /** Per category, the named cards as an array (made once, for the classes). */
    private int[][] namedCards;

    /**
     * The sum over every set S of the pattern of the largest {@code h} of a number not in S: the
     * value of the reveal when one position is left (h its hits), a bound otherwise.
     */
    long bestNotShown(long[] h, int[] catOf) {
        int[] inSet = new int[HistorySpace.CATS];
        long sum = 0;
        long taken = 0;
        while (true) {
            int mk = ManhuntNode.likeliestExcept(h, taken);
            if (mk < 0) {
                break;
            }
            taken |= 1L << mk;
            int cm = catOf[mk];
            long sets = 1;
            for (int c = 0; c < HistorySpace.CATS && sets != 0; c++) {
                int k = ValueRows.count(pattern, c);
                sets = Math.multiplyExact(sets, Binomial.of(free[c] - inSet[c] - (c == cm ? 1 : 0), k - inSet[c]));
            }
            sum = Math.addExact(sum, Math.multiplyExact(h[mk], sets));
            if (++inSet[cm] > ValueRows.count(pattern, cm)) {
                break; // no set holds every number before the next ones
            }
        }
        return sum;
    }

    /**
     * One outcome class: the named cards shown, how many sets it stands for, and its rows and their
     * table rows (the first {@code count} of buffers reused for the next class: copy what must
     * outlive the visit; origins null for a node made by hand).
     */
    interface ClassVisitor {
        /** Returns false to stop. */
        boolean visit(long shown, long sets, long[] rows, int[] origins, int count);
    }

    /**
     * Visits every outcome class with at least one row: per category, the named cards shown
     * (at most the pattern's count, with the rest from the interchangeable cards), the rows that
     * hold none of them. Visits them in the same order every time; false when the visitor stopped.
     */
    boolean forEachClass(ClassVisitor visitor) {
        return classes(0, 0, 1, visitor, new long[rows.length], origins == null ? null : new int[count]);
    }

    /** Every outcome class's named cards and sets, whether or not a row holds none of them (no rows made). */
    void forEachShown(java.util.function.LongBinaryOperator visitor) {
        classes(0, 0, 1, (shown, sets, r, o, k) -> {
            visitor.applyAsLong(shown, sets);
            return true;
        }, null, null);
    }

    private boolean classes(int c, long shown, long sets, ClassVisitor visitor, long[] buffer, int[] originBuffer) {
        if (c == HistorySpace.CATS) {
            if (buffer == null) {
                return visitor.visit(shown, sets, null, null, 0);
            }
            int stride = width + 1;
            int k = 0;
            for (int i = 0; i < count; i++) {
                if ((numbers[i] & shown) == 0) {
                    if (originBuffer != null) {
                        originBuffer[k] = origins[i];
                    }
                    System.arraycopy(rows, i * stride, buffer, k++ * stride, stride);
                }
            }
            return k == 0 || visitor.visit(shown, sets, buffer, originBuffer, k); // the buffers are the visitor's until it returns
        }
        int take = ValueRows.count(pattern, c);
        if (take == 0) {
            return classes(c + 1, shown, sets, visitor, buffer, originBuffer);
        }
        if (namedCards == null) {
            namedCards = new int[HistorySpace.CATS][];
            for (int k = 0; k < HistorySpace.CATS; k++) {
                namedCards[k] = org.cardlab.fugitive.Cards.toArray(named[k]);
            }
        }
        int[] cards = namedCards[c];
        int others = free[c] - cards.length;
        for (int y = Math.max(0, take - others); y <= Math.min(take, cards.length); y++) {
            long mult = Math.multiplyExact(sets, Binomial.of(others, take - y));
            if (y == 0) {
                if (!classes(c + 1, shown, mult, visitor, buffer, originBuffer)) {
                    return false;
                }
                continue;
            }
            for (int pick = (1 << y) - 1; pick < 1 << cards.length; pick = nextSameSize(pick)) {
                long subset = 0;
                for (int b = pick; b != 0; b &= b - 1) {
                    subset |= 1L << cards[Integer.numberOfTrailingZeros(b)];
                }
                if (!classes(c + 1, shown | subset, mult, visitor, buffer, originBuffer)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The next larger int with as many bits set (Gosper's hack). */
    private static int nextSameSize(int x) {
        int low = x & -x;
        int ripple = x + low;
        return ripple | ((x ^ ripple) >>> 2) / low;
    }
}
