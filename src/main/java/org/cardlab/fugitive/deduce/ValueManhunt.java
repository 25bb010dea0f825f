package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiConsumer;
import org.cardlab.fugitive.Cards;

/**
 * The manhunt's expectimax over its value table ({@link ValueTable}), in whole numbers of
 * histories (longs: the table is built only when every count fits). A node holds the rows that
 * agree with the reveals so far ({@link ManhuntNode}); guessing n splits them by what the hit
 * shows: the position holding n and its sprint cards' categories, then the cards by name as far
 * as they remove numbers still possible ({@link NamedCards}); a row where no position down holds n
 * is a miss.
 *
 * <p>What keeps it small: nodes are solved once under a canonical key, and proportional nodes
 * share it ({@link NodeMemo}); a node whose rows fall apart into two independent sides is the
 * product of the sides' values, each side a node of its own, solved once whatever the other side
 * shows ({@link ProductSplit}); with one position left the value is the likeliest number's
 * histories, and a reveal that leaves one position is summed over its named cards in closed form;
 * a number every row holds is guessed first below the root (naming it loses nothing); guesses
 * are tried likeliest first while their hits can beat the best found, each first bounded by the
 * closed form over its reveals (no order captures more often than its first guess hits), and a
 * guess is dropped as soon as the bounds of its outcomes left show it cannot beat the best.
 */
final class ValueManhunt {
    private final int[] catOf;
    final NodeMemo memo;
    private final long maxWork;
    /** Row columns read so far: the work a caller bounds. */
    long work;
    /** Whether nodes of independent sides are solved side by side ({@link ProductSplit}); off only to cross-check it. */
    boolean splits = true;
    /** Nodes solved as the product of their sides. */
    long splitNodes;
    /** Nodes solved (not found in the memo). */
    long nodes;
    /** Told of every node solved, and whether it splits (a study counts them, ManhuntMergeStudy); null in use. */
    BiConsumer<ManhuntNode, Boolean> onSolve;

    /** Thrown past the work limit. */
    static final class TooLarge extends RuntimeException {
        TooLarge() {
            super(null, null, false, false);
        }
    }

    ValueManhunt(int[] catOf, long maxWork, long memoLongs) {
        this.catOf = catOf;
        this.maxWork = maxWork;
        this.memo = new NodeMemo(memoLongs);
    }

    /**
     * The root's outcome: bounds on its captures (equal when solved), the first guess named, the
     * guesses tied with it, and every guess's hits.
     */
    record Root(long captures, long upper, int best, long tied, long[] hits) {}

    /**
     * The root: every guess that may tie with the best is solved exactly, so that the tied first
     * guesses are known. Past the work limit, the guesses solved so far give the lower bound and the
     * hits of the first one not solved the upper bound (guesses are tried in order of hits).
     */
    Root root(ManhuntNode root) {
        long[] hits = root.hits();
        int[] order = ManhuntNode.byCountDescending(hits);
        if (root.width == 0) {
            return new Root(root.total, root.total, -1, 0, hits);
        }
        long best = 0;
        int bestGuess = order.length == 0 ? -1 : order[0];
        long tied = 0;
        for (int n : order) {
            if (hits[n] < best) {
                break; // sorted by hits, which bound a guess's value: none later can tie
            }
            long[] g;
            try {
                g = root.width == 1 ? new long[] {hits[n], hits[n]} : guess(root, n, best - 1); // one equal to the best is solved too
            } catch (TooLarge e) {
                return new Root(best, Math.max(best, hits[n]), bestGuess, 0, hits);
            }
            if (g[0] > best) {
                best = g[0];
                bestGuess = n;
                tied = 1L << n;
            } else if (g[0] == best && g[1] == best && best > 0) {
                tied |= 1L << n;
            }
        }
        return new Root(best, best, bestGuess, tied, hits);
    }

    private void charge(long columns) {
        work += columns;
        if (work > maxWork) {
            throw new TooLarge();
        }
    }

    /**
     * Proven bounds {lo, hi} on the histories the best order captures from the node: exact (they
     * meet) when the value is above {@code bar}; otherwise perhaps only {@code hi <= bar}. A node
     * searched against a bar and met again is solved exactly, so that no node is searched thrice.
     */
    long[] value(ManhuntNode node, long bar) {
        if (node.width == 0) {
            return new long[] {node.total, node.total};
        }
        charge((long) node.count * (node.width + 1));
        long[] hits = node.hits();
        int[] order = ManhuntNode.byCountDescending(hits);
        if (node.width == 1) {
            long top = order.length == 0 ? 0 : hits[order[0]];
            return new long[] {top, top};
        }
        long[] known = memo.get(node);
        long lo = 0;
        if (known != null) {
            if (known[0] == known[1] || known[1] <= bar) {
                return new long[] {known[0], known[1]};
            }
            lo = known[0];
            bar = known[2] == 1 ? -1 : bar; // searched before against a higher bar: solve it now
        }
        nodes++;
        int k = splits ? ProductSplit.find(node, catOf) : -1;
        if (onSolve != null) {
            onSolve.accept(node, k > 0);
        }
        if (k > 0) {
            splitNodes++;
            return product(node, k, bar); // not kept: its sides are, and the memo's room goes further on them
        }
        long hi = 0;
        if (hits[order[0]] == node.total) { // held in every history: naming it first is best
            long[] g = guess(node, order[0], Math.max(bar, lo));
            lo = Math.max(lo, g[0]);
            hi = g[1];
        } else {
            for (int n : order) {
                long need = Math.max(bar, lo);
                if (hits[n] <= need) {
                    hi = Math.max(hi, hits[n]); // sorted by hits, which bound a guess's value: nothing later beats the bar
                    break;
                }
                long[] g = guess(node, n, need);
                lo = Math.max(lo, g[0]);
                hi = Math.max(hi, g[1]);
            }
        }
        hi = Math.max(hi, lo);
        memo.put(node, lo, hi, true);
        return new long[] {lo, hi};
    }

    /**
     * The value of a node that splits into independent sides at column k ({@link ProductSplit}):
     * A's captures times B's over the node's histories, each side searched only as far as the bar
     * needs. Each side captures at most its likeliest number's hits; the node beats the bar only if
     * A beats the bar scaled by B's bound, and then only if B beats it scaled by A's value.
     */
    private long[] product(ManhuntNode node, int k, long bar) {
        ManhuntNode[] sides = ProductSplit.sides(node, k);
        long topB = top(sides[1]);
        long atMost = scaled(top(sides[0]), topB, node.total);
        if (atMost <= bar) {
            return new long[] {0, atMost}; // refuted by the sides' first guesses alone
        }
        long[] a = value(sides[0], bar < 0 ? -1 : scaled(bar, node.total, topB));
        if (a[0] != a[1]) {
            return new long[] {0, scaled(a[1], topB, node.total)}; // A is below its bar: so is the node
        }
        if (a[0] == 0) {
            return new long[] {0, 0};
        }
        long[] b = value(sides[1], bar < 0 ? -1 : scaled(bar, node.total, a[0]));
        if (b[0] == b[1] && BigInteger.valueOf(a[0]).multiply(BigInteger.valueOf(b[0])).mod(BigInteger.valueOf(node.total)).signum() != 0) {
            throw new IllegalStateException("a node's sides do not capture a whole number of histories");
        }
        return new long[] {scaled(a[0], b[0], node.total), scaled(a[0], b[1], node.total)};
    }

    /** The hits of the node's likeliest number: no order captures more. */
    private static long top(ManhuntNode node) {
        long[] hits = node.hits();
        long t = 0;
        for (long h : hits) {
            t = Math.max(t, h);
        }
        return node.width == 0 ? node.total : t;
    }

    /** x times y over z, rounded down (z > 0). */
    private static long scaled(long x, long y, long z) {
        return BigInteger.valueOf(x).multiply(BigInteger.valueOf(y)).divide(BigInteger.valueOf(z)).longValueExact();
    }

    /**
     * Bounds {lo, hi} on the captures of guessing n first at the node, a sum over its reveals'
     * outcome classes: exact when above {@code bar}, else perhaps only {@code hi <= bar}. Every
     * class is bounded first (its histories, and the hits of its likeliest number), then each is
     * searched only as far as the bar needs: what the guess must still make up, given the bounds
     * of its other classes.
     */
    private long[] guess(ManhuntNode node, int n, long bar) {
        List<NamedCards> reveals = reveals(node, n);
        long[] closed = new long[reveals.size()];
        long upper = 0;
        long exact = 0;
        for (int i = 0; i < reveals.size(); i++) {
            NamedCards rv = reveals.get(i);
            closed[i] = rv.bestNotShown(rv.hits(), catOf); // one position left: the closed form is its value
            if (rv.width == 1) {
                exact = Math.addExact(exact, closed[i]);
            }
            upper = Math.addExact(upper, Math.min(rv.mass, closed[i]));
        }
        if (upper <= bar) {
            return new long[] {0, upper}; // refuted by the bounds alone
        }
        // per reveal being searched: {closed form left, histories left, solved sum}; the guess's bound is kept in state[0]
        long[] state = {upper, exact};
        for (int i : largestBoundFirst(reveals, closed)) {
            NamedCards rv = reveals.get(i);
            if (rv.width == 1) {
                continue;
            }
            int[] childAvail = rv.childAvail();
            if (rv.width == 2) { // two positions left: every class in closed form
                LastTwo two = new LastTwo(rv, childAvail, catOf);
                charge((long) rv.count * 3);
                long[] sum = {0};
                rv.forEachShown((shown, sets) -> sum[0] = Math.addExact(sum[0], Math.multiplyExact(two.value(shown), sets)));
                state[0] = state[0] - Math.min(rv.mass, closed[i]) + sum[0];
                state[1] = Math.addExact(state[1], sum[0]);
                if (state[0] <= bar) {
                    return new long[] {0, state[0]};
                }
                continue;
            }
            long[] left = {closed[i], rv.mass, 0};
            long[] hitsAfter = rv.hits();
            boolean whole = rv.forEachClass((shown, sets, rows, origins, count) -> {
                ManhuntNode child = new ManhuntNode(rv.width, count, rows, rv.childDown, childAvail, rv.table, origins);
                long share = Math.multiplyExact(bestOutside(hitsAfter, shown), sets);
                long mass = Math.multiplyExact(child.total, sets);
                long contribution = left[2] + Math.min(left[0], left[1]);
                long without = state[0] - contribution + left[2] + Math.min(left[0] - share, left[1] - mass);
                long need = bar - without; // what this class must make up on its own
                long childBar = need < 0 ? -1 : need / sets;
                long[] c = value(child, childBar);
                left[0] -= share;
                left[1] -= mass;
                left[2] = Math.addExact(left[2], Math.multiplyExact(c[1], sets));
                state[0] = without + Math.multiplyExact(c[1], sets);
                state[1] = Math.addExact(state[1], Math.multiplyExact(c[0], sets));
                return state[0] > bar; // else the guess cannot beat the bar, whatever the classes left give
            });
            if (!whole) {
                return new long[] {0, state[0]};
            }
            state[0] = state[0] - (left[2] + Math.min(left[0], left[1])) + left[2]; // every class solved: nothing left to bound
        }
        return new long[] {state[1], state[0]};
    }

    /**
     * The reveals' indices, the largest bound first (its histories or its closed form, whichever is
     * less; ties in row order): a guess that cannot beat the bar is refuted by what its reveals lose
     * against their bounds, and the largest have the most to lose, so searching them first refutes
     * it sooner. The order changes no sum, so no value.
     */
    private static Integer[] largestBoundFirst(List<NamedCards> reveals, long[] closed) {
        Integer[] order = new Integer[reveals.size()];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.comparingLong((Integer i) -> Math.min(reveals.get(i).mass, closed[i])).reversed());
        return order;
    }

    /** The largest hits of a number not shown. */
    private static long bestOutside(long[] hits, long shown) {
        long b = 0;
        for (int v = 1; v < hits.length; v++) {
            if ((shown >> v & 1) == 0) {
                b = Math.max(b, hits[v]);
            }
        }
        return b;
    }

    /** The reveals of guessing n: the rows a position down holds n in, grouped by that position and its pattern, in row order. */
    private List<NamedCards> reveals(ManhuntNode node, int n) {
        int stride = node.width + 1;
        long[] keyed = new long[node.count];
        int m = 0;
        for (int r = 0; r < node.count; r++) {
            for (int j = 0; j < node.width; j++) {
                long c = node.rows[r * stride + j];
                if (ValueRows.value(c) == n) {
                    keyed[m++] = ((long) j << 32 | ValueRows.pattern(c) & 0xffffffffL) << 24 | r;
                    break;
                }
            }
        }
        charge((long) node.count * stride);
        Arrays.sort(keyed, 0, m);
        List<NamedCards> out = new ArrayList<>();
        int[] members = new int[m];
        for (int a = 0; a < m;) {
            int b = a;
            while (b < m && keyed[b] >>> 24 == keyed[a] >>> 24) {
                members[b - a] = (int) (keyed[b] & 0xffffff);
                b++;
            }
            int col = (int) (keyed[a] >>> 56);
            int pattern = (int) (keyed[a] >>> 24);
            out.add(new NamedCards(node, col, n, pattern, members, b - a, catOf));
            a = b;
        }
        return out;
    }

    /**
     * The manhunt solved over its value table, as a {@link Manhunt.Result} (one exact count, the
     * root's): exact, or past the limits (rows, work) the bounds proven by then; null when the table
     * does not apply (a count past a long, a shape the walk does not cover), and the search decides.
     */
    static Manhunt.Result solve(PublicTrack track, ExactCounter.Result root, long maxRows, long maxWork, long memoLongs) {
        BigInteger n = root.histories();
        if (n.bitLength() > 62) {
            return null;
        }
        Root r;
        try {
            ValueRows rows = ValueTable.build(track, root.valueCounts(), maxRows);
            if (rows == null || !rows.total().equals(n)) {
                return null; // not covered, or (never seen) a table that does not add up to the count: the search decides
            }
            r = new ValueManhunt(rows.catOf, maxWork, memoLongs).root(ManhuntNode.root(rows));
        } catch (ValueTable.TooLarge e) {
            r = unsolved(root);
        } catch (ArithmeticException e) {
            return null;
        }
        boolean exact = r.captures() == r.upper();
        double firstHit = r.best() < 0 ? 0 : Deduction.ratio(BigInteger.valueOf(r.hits()[r.best()]), n);
        boolean likeliest = true;
        for (int g : Cards.toArray(r.tied())) {
            likeliest &= g == r.best() || r.hits()[g] < r.hits()[r.best()];
        }
        return new Manhunt.Result(Deduction.ratio(BigInteger.valueOf(r.captures()), n), Deduction.ratio(BigInteger.valueOf(r.upper()), n),
                r.best(), exact, 1, exact ? BigInteger.valueOf(r.captures()) : null, n, r.tied(), firstHit, likeliest);
    }

    /** A table past its rows: at least nothing, at most the likeliest number's hits (no order captures more than its first guess hits). */
    private static Root unsolved(ExactCounter.Result root) {
        long[] hits = new long[ManhuntNode.NUMBERS];
        for (BigInteger[] row : root.valueCounts().values()) {
            for (int v = 1; v < ManhuntNode.NUMBERS; v++) {
                hits[v] += row[v].longValueExact(); // each at most the root's count, which fits
            }
        }
        int[] order = ManhuntNode.byCountDescending(hits);
        int first = order.length == 0 ? -1 : order[0];
        return new Root(0, first < 0 ? 0 : hits[first], first, 0, hits);
    }
}
