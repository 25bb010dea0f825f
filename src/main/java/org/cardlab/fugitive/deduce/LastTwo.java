package org.cardlab.fugitive.deduce;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The manhunt with two positions left, in closed form for every outcome class of the reveal that
 * left them ({@link NamedCards}). The class's named cards only remove rows, those holding one of
 * them, so each first guess is worth, class by class, the closed form of its reveals over the
 * numbers not removed: naming n first reveals a position with some pattern, and the Marshal then
 * names the likeliest number of the other position not shown, summed over every set the reveal
 * may show ({@link NamedCards#bestNotShown}). The lists behind these sums are made once for the
 * reveal; a class only skips the numbers it removes, with no node, no count and no memo.
 */
final class LastTwo {
    /** A first guess's reveal of one position with one pattern: the other position's numbers by weight, and the free cards. */
    private record Group(int pattern, int[] free, int[] numbers, long[] weights) {}

    /** Per first guess, its reveals, and its hits over every class (a bound: a class only removes). */
    private final List<List<Group>> byGuess = new ArrayList<>(Collections.nCopies(ManhuntNode.NUMBERS, null));
    private final int[] order;
    private final long[] hits = new long[ManhuntNode.NUMBERS];
    private final int[] catOf;
    private final int[] childAvail;

    /** The two positions left by a reveal: its rows (two columns each, in column order) and the free cards after it. */
    LastTwo(NamedCards reveal, int[] childAvail, int[] catOf) {
        this.catOf = catOf;
        this.childAvail = childAvail;
        long[] rows = reveal.rows;
        int n = reveal.count;
        Integer[] bySecond = new Integer[n];
        for (int r = 0; r < n; r++) {
            bySecond[r] = r;
            long w = rows[3 * r + 2];
            hits[ValueRows.value(rows[3 * r])] = Math.addExact(hits[ValueRows.value(rows[3 * r])], w);
            hits[ValueRows.value(rows[3 * r + 1])] = Math.addExact(hits[ValueRows.value(rows[3 * r + 1])], w);
        }
        groups(rows, java.util.stream.IntStream.range(0, n).toArray(), 0);
        java.util.Arrays.sort(bySecond, (a, b) -> Long.compare(rows[3 * a + 1], rows[3 * b + 1])); // stable: the first column stays in order
        groups(rows, java.util.Arrays.stream(bySecond).mapToInt(Integer::intValue).toArray(), 1);
        order = ManhuntNode.byCountDescending(hits);
    }

    /**
     * The reveals of column j, over the rows in an order that keeps each column j value together
     * and the other column rising within it: per run, the other number's histories after the reveal.
     */
    private void groups(long[] rows, int[] order, int j) {
        for (int a = 0; a < order.length;) {
            long mine = rows[3 * order[a] + j];
            int b = a;
            while (b < order.length && rows[3 * order[b] + j] == mine) {
                b++;
            }
            int n = ValueRows.value(mine);
            int pattern = ValueRows.pattern(mine);
            int[] free = childAvail.clone();
            free[catOf[n]]--;
            int[] numbers = new int[b - a];
            long[] weights = new long[b - a];
            int k = -1;
            for (int i = a; i < b; i++) {
                int r = order[i];
                int m = ValueRows.value(rows[3 * r + 1 - j]);
                long ways = 1;
                for (int c = 0; c < HistorySpace.CATS; c++) {
                    int take = ValueRows.count(pattern, c);
                    if (take > 0) {
                        ways = Math.multiplyExact(ways, Binomial.of(free[c] - (catOf[m] == c ? 1 : 0), take));
                    }
                }
                long w = rows[3 * r + 2];
                long q = ways == 0 ? -1 : w / ways;
                if (q < 0 || q * ways != w) {
                    throw new IllegalStateException("a row's histories do not split evenly over its sprint sets");
                }
                if (k < 0 || numbers[k] != m) {
                    numbers[++k] = m;
                }
                weights[k] = Math.addExact(weights[k], q);
            }
            Group g = sorted(pattern, free, java.util.Arrays.copyOf(numbers, k + 1), java.util.Arrays.copyOf(weights, k + 1));
            if (byGuess.get(n) == null) {
                byGuess.set(n, new ArrayList<>(2));
            }
            byGuess.get(n).add(g);
            a = b;
        }
    }

    /** The group with its numbers in order of their histories, most first (then the lowest). */
    private static Group sorted(int pattern, int[] free, int[] numbers, long[] weights) {
        Integer[] idx = new Integer[numbers.length];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = i;
        }
        java.util.Arrays.sort(idx, (x, y) -> weights[x] != weights[y] ? Long.compare(weights[y], weights[x]) : Integer.compare(numbers[x], numbers[y]));
        int[] ns = new int[idx.length];
        long[] ws = new long[idx.length];
        for (int i = 0; i < idx.length; i++) {
            ns[i] = numbers[idx[i]];
            ws[i] = weights[idx[i]];
        }
        return new Group(pattern, free, ns, ws);
    }

    /** The captures of the best order from the class that shows {@code shown} by name (its rows' histories after the reveal). */
    long value(long shown) {
        long best = 0;
        for (int n : order) {
            if (hits[n] <= best) {
                break; // sorted by hits over every class, which bound a guess's value in each
            }
            if ((shown >> n & 1) != 0) {
                continue; // shown beneath the revealed position: no row holds it here
            }
            long v = 0;
            for (Group g : byGuess.get(n)) {
                v = Math.addExact(v, bestNotShown(g, shown));
            }
            best = Math.max(best, v);
        }
        return best;
    }

    /** As {@link NamedCards#bestNotShown}, over the group's numbers not removed by the class. */
    private long bestNotShown(Group g, long shown) {
        int[] inSet = new int[HistorySpace.CATS];
        long sum = 0;
        for (int i = 0; i < g.numbers.length; i++) {
            int m = g.numbers[i];
            if ((shown >> m & 1) != 0) {
                continue;
            }
            int cm = catOf[m];
            long sets = 1;
            for (int c = 0; c < HistorySpace.CATS && sets != 0; c++) {
                int k = ValueRows.count(g.pattern, c);
                sets = Math.multiplyExact(sets, Binomial.of(g.free[c] - inSet[c] - (c == cm ? 1 : 0), k - inSet[c]));
            }
            sum = Math.addExact(sum, Math.multiplyExact(g.weights[i], sets));
            if (++inSet[cm] > ValueRows.count(g.pattern, cm)) {
                break;
            }
        }
        return sum;
    }
}
