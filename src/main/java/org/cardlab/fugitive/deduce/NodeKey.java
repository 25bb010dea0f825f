package org.cardlab.fugitive.deduce;

/**
 * What of a manhunt node the memo compares ({@link NodeMemo}): its columns, the positions down and the
 * free cards, less what categories that no position down holds a number of (idle categories) can change.
 *
 * <p>Why an idle category's counts change nothing but which rows a reveal tells apart: when a reveal shows
 * sprint cards of an idle category c, no position down may hold any of them, so no card of c is named
 * ({@link NamedCards}); each row's histories are divided by the same C(free_c, k) (its sets of c), and
 * the outcome classes are multiplied by the same C(free_c, k). The expectimax is linear in the rows'
 * histories, so the two cancel in every class: the captures do not depend on free_c, nor on k except as
 * the label that tells the reveal's rows apart. A reveal only drops positions and rows, so c stays idle
 * below. Hence two nodes capture in proportion when they agree on everything else and each position's
 * counts of c map onto each other one to one: each count is replaced by its rank among the counts that
 * position shows in the node, which keeps the rows' order (ranks keep the order of the counts), so the
 * rows are still compared one by one. The free cards of idle categories are left out.
 */
final class NodeKey {
    /** Category bits: those a position down holds a number of in some row. */
    final int busy;
    /** The pattern bits of the idle categories some position down shows a sprint card of; 0 when none. */
    final int idleBits;
    /** Per position and idle category (j * CATS + c): the counts shown there, bit k for count k; null when idleBits is 0. */
    private final int[] shown;
    /** A hash of the key: the same for nodes in proportion. */
    final int hash;
    /** The categories it was made with (a node's key is kept for the memo that made it). */
    final int[] catOf;

    NodeKey(ManhuntNode node, int[] catOf) {
        this.catOf = catOf;
        int w = node.width;
        int stride = w + 1;
        int b = 0;
        int patterns = 0;
        for (int r = 0; r < node.count; r++) {
            for (int j = 0; j < w; j++) {
                long col = node.rows[r * stride + j];
                b |= catOf == null ? -1 : 1 << catOf[ValueRows.value(col)];
                patterns |= ValueRows.pattern(col);
            }
        }
        busy = b;
        int idle = 0;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            if ((busy >> c & 1) == 0) {
                idle |= 15 << ValueRows.shift(c);
            }
        }
        idleBits = idle & patterns;
        shown = idleBits == 0 ? null : shown(node);
        long h = 31L * node.down + w;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            h = 31 * h + ((busy >> c & 1) == 0 ? -1 : node.avail[c]);
        }
        for (int r = 0; r < node.count; r++) {
            for (int j = 0; j < w; j++) {
                h = 0x9E3779B97F4A7C15L * (h ^ canonical(node.rows[r * stride + j], j)) + r;
            }
        }
        hash = (int) (h ^ h >>> 32);
    }

    private int[] shown(ManhuntNode node) {
        int w = node.width;
        int[] s = new int[w * HistorySpace.CATS];
        for (int r = 0; r < node.count; r++) {
            for (int j = 0; j < w; j++) {
                int p = ValueRows.pattern(node.column(r, j));
                for (int c = 0; c < HistorySpace.CATS; c++) {
                    if ((idleBits >>> ValueRows.shift(c) & 15) != 0) {
                        s[j * HistorySpace.CATS + c] |= 1 << ValueRows.count(p, c); // a count of 0 too: it has a rank
                    }
                }
            }
        }
        return s;
    }

    /** The column at position j as the key sees it: each idle category's count replaced by its rank there. */
    long canonical(long col, int j) {
        if (idleBits == 0) {
            return col;
        }
        int p = ValueRows.pattern(col);
        int out = p & ~idleBits;
        for (int c = 0; c < HistorySpace.CATS; c++) {
            int at = ValueRows.shift(c);
            if ((idleBits >>> at & 15) != 0) {
                int rank = Integer.bitCount(shown[j * HistorySpace.CATS + c] & ((1 << ValueRows.count(p, c)) - 1));
                out |= rank << at;
            }
        }
        return ValueRows.column(ValueRows.value(col), out);
    }

    /** Whether the free cards agree on every busy category (the idle ones change nothing). */
    boolean sameFree(int[] a, int[] b) {
        for (int c = 0; c < HistorySpace.CATS; c++) {
            if ((busy >> c & 1) != 0 && a[c] != b[c]) {
                return false;
            }
        }
        return true;
    }

    /** The longs an entry's key takes. */
    long longs() {
        return shown == null ? 2 : 2 + shown.length / 2;
    }
}
