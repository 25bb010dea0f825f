package org.cardlab.fugitive.deduce;

import java.util.Arrays;

/**
 * Where a manhunt node falls apart into two independent manhunts: the positions before column
 * {@code k} (side A) and from it on (side B), when every row's histories are A's part times B's
 * part (over the node's histories, with every pair of parts present) and no card a side's sprint
 * cards may be is a number the other side may hold: per category, either A's numbers or B's sprint
 * cards are absent, and the other way round.
 *
 * <p>Why the value is then a product: a row's sprint cards by name are, given the row, any sets of
 * its pattern alike; the cards that can remove numbers on a side lie in categories only that side
 * draws its sprint cards from and the other side holds no number in, so what a reveal shows on one
 * side reweighs and removes rows on that side alone, and the rows stay a product after every
 * reveal. The Marshal must clear both sides; what he learns on one says nothing of the other, and
 * each guess hits one side only. So the best order captures in the product of the sides'
 * chances: in whole numbers, with each side's rows weighed by its part's histories summed over the
 * other side (so each side's total is the node's), captures = A's captures times B's over the
 * node's histories.
 */
final class ProductSplit {
    private ProductSplit() {}

    /** The first column k (1 to width - 1) at which the node splits into independent sides, or -1. */
    static int find(ManhuntNode node, int[] catOf) {
        int w = node.width;
        int stride = w + 1;
        int[] sprintCats = new int[w]; // per column: the categories its sprint cards may come from
        int[] numberCats = new int[w]; // per column: the categories its number may be in
        for (int r = 0; r < node.count; r++) {
            for (int j = 0; j < w; j++) {
                long c = node.rows[r * stride + j];
                numberCats[j] |= 1 << catOf[ValueRows.value(c)];
                int p = ValueRows.pattern(c);
                for (int k = 0; k < HistorySpace.CATS; k++) {
                    sprintCats[j] |= ValueRows.count(p, k) > 0 ? 1 << k : 0;
                }
            }
        }
        int[] sb = new int[w + 1]; // the sprint and number categories of the columns from j on
        int[] nb = new int[w + 1];
        for (int j = w - 1; j >= 0; j--) {
            sb[j] = sb[j + 1] | sprintCats[j];
            nb[j] = nb[j + 1] | numberCats[j];
        }
        int sa = 0;
        int na = 0;
        for (int k = 1; k < w; k++) {
            sa |= sprintCats[k - 1];
            na |= numberCats[k - 1];
            if ((sa & nb[k]) == 0 && (sb[k] & na) == 0 && isProduct(node, k)) {
                return k;
            }
        }
        return -1;
    }

    /**
     * Whether the rows are every pair of an A part (columns before k) and a B part, each row's
     * histories times the node's equal to its A part's histories times its B part's. Rows are in
     * the order of their columns, so an A part's rows are one run, and a product has the same B
     * parts, in the same order, in every run.
     */
    static boolean isProduct(ManhuntNode node, int k) {
        int w = node.width;
        int stride = w + 1;
        int run = 1;
        while (run < node.count && sameColumns(node, 0, run, 0, k)) {
            run++;
        }
        if (node.count % run != 0) {
            return false;
        }
        int runs = node.count / run;
        long[] byA = new long[runs];
        long[] byB = new long[run];
        for (int a = 0; a < runs; a++) {
            for (int b = 0; b < run; b++) {
                int r = a * run + b;
                if (b > 0 && !sameColumns(node, a * run, r, 0, k) || a > 0 && !sameColumns(node, b, r, k, w)) {
                    return false;
                }
                long h = node.rows[r * stride + w];
                byA[a] += h; // each sum at most the node's histories
                byB[b] += h;
            }
        }
        long t = node.total;
        for (int a = 0; a < runs; a++) {
            for (int b = 0; b < run; b++) {
                long h = node.rows[(a * run + b) * stride + w];
                if (h * t != byA[a] * byB[b] || Math.multiplyHigh(h, t) != Math.multiplyHigh(byA[a], byB[b])) {
                    return false; // compared as 128-bit products
                }
            }
        }
        return true;
    }

    private static boolean sameColumns(ManhuntNode node, int r1, int r2, int from, int to) {
        int stride = node.width + 1;
        return Arrays.equals(node.rows, r1 * stride + from, r1 * stride + to, node.rows, r2 * stride + from, r2 * stride + to);
    }

    /**
     * The two sides of a node that splits at column k (as {@link #find} found): A's distinct parts
     * and B's, in row order, each weighed by its histories summed over the other side.
     */
    static ManhuntNode[] sides(ManhuntNode node, int k) {
        int w = node.width;
        int stride = w + 1;
        int run = 1;
        while (run < node.count && sameColumns(node, 0, run, 0, k)) {
            run++;
        }
        int runs = node.count / run;
        long[] a = new long[runs * (k + 1)];
        long[] b = new long[run * (w - k + 1)];
        for (int i = 0; i < runs; i++) {
            System.arraycopy(node.rows, i * run * stride, a, i * (k + 1), k);
        }
        for (int j = 0; j < run; j++) {
            System.arraycopy(node.rows, j * stride + k, b, j * (w - k + 1), w - k);
        }
        for (int i = 0; i < runs; i++) {
            for (int j = 0; j < run; j++) {
                long h = node.rows[(i * run + j) * stride + w];
                a[i * (k + 1) + k] += h;
                b[j * (w - k + 1) + w - k] += h;
            }
        }
        int downA = 0;
        int d = node.down;
        for (int i = 0; i < k; i++) {
            downA |= d & -d;
            d &= d - 1;
        }
        int[] originsA = null;
        int[] originsB = null;
        if (node.origins != null) { // an A part's first row, and B's parts as the first run holds them
            originsA = new int[runs];
            for (int i = 0; i < runs; i++) {
                originsA[i] = node.origins[i * run];
            }
            originsB = Arrays.copyOf(node.origins, run);
        }
        return new ManhuntNode[] {new ManhuntNode(k, runs, a, downA, node.avail, node.table, originsA),
            new ManhuntNode(w - k, run, b, d, node.avail, node.table, originsB)};
    }
}
