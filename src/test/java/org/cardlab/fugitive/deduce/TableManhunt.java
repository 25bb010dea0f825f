package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;

/**
 * The manhunt's expectimax over its joint reveal table ({@link RevealTable}), in whole numbers
 * of histories (longs: the table is built only when every count fits). A node is the reveals
 * made so far and holds the rows that agree with them; guessing n splits them by what the hit
 * shows (the position holding n, its named sprint cards, how many of each category of the
 * others); a row where no open position holds n is a miss. Nodes reached by several orders are
 * solved once; with one position left the value is the likeliest number's histories; a number
 * every row holds is guessed first below the root (naming it loses nothing); guesses are tried
 * likeliest first, and only while their hits (which bound their value) can beat the best found.
 */
final class TableManhunt {
    private final RevealRows t;
    private final int width;
    private final Map<Key, Long> solved = new HashMap<>();
    /** Nodes solved, the work a caller may bound. */
    long nodes;
    private final long maxNodes;
    /** At {@code row * width + j}: an id of what row's position j shows (number, named sprint cards, counts of the others). */
    private final int[] field;

    /** Thrown past the node limit. */
    static final class TooLarge extends RuntimeException {
        TooLarge() {
            super(null, null, false, false);
        }
    }

    TableManhunt(RevealRows t, long maxNodes) {
        this.t = t;
        this.width = t.open.length;
        this.maxNodes = maxNodes;
        field = new int[t.size * width];
        for (int j = 0; j < width; j++) {
            Map<List<Long>, Integer> ids = new HashMap<>();
            for (int r = 0; r < t.size; r++) {
                int at = r * width + j;
                List<Long> shown = List.of(t.named[at], (long) t.values[at] << 32 | t.others[at] & 0xffffffffL);
                Integer id = ids.putIfAbsent(shown, ids.size());
                field[at] = id == null ? ids.size() - 1 : id;
            }
        }
    }

    /** The root's outcome: its captures, the first guess named, the guesses tied with it, and every guess's hits. */
    record Root(long captures, int best, long tied, long[] hits) {}

    /** The root: every guess that may tie with the best is solved exactly, so that the tied first guesses are known. */
    Root root() {
        int[] all = new int[t.size];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        long[] hits = hits(all, 0);
        List<Integer> order = order(hits);
        if (width == 0) {
            return new Root(total(all), -1, 0, hits);
        }
        long best = 0;
        int bestGuess = order.isEmpty() ? -1 : order.get(0);
        long tied = 0;
        for (int n : order) {
            if (hits[n] < best) {
                break; // sorted by hits, which bound a guess's value: none later can tie
            }
            long v = width == 1 ? hits[n] : guess(all, 0, n, best - 1); // a guess equal to the best is solved too
            if (v > best) {
                best = v;
                bestGuess = n;
                tied = 1L << n;
            } else if (v == best && v > 0) {
                tied |= 1L << n;
            }
        }
        return new Root(best, bestGuess, tied, hits);
    }

    private long total(int[] idx) {
        long s = 0;
        for (int r : idx) {
            s += t.histories[r];
        }
        return s;
    }

    /** Per number, the histories of the node's rows in which an unrevealed position holds it. */
    private long[] hits(int[] idx, int revealed) {
        long[] h = new long[42];
        for (int r : idx) {
            long c = t.histories[r];
            for (int j = 0; j < width; j++) {
                if ((revealed >> j & 1) == 0) {
                    h[t.values[r * width + j]] += c;
                }
            }
        }
        return h;
    }

    /** The numbers some row holds, most hits first (then the lowest). */
    private static List<Integer> order(long[] hits) {
        List<Integer> order = new ArrayList<>();
        for (int n = 1; n <= 41; n++) {
            if (hits[n] > 0) {
                order.add(n);
            }
        }
        order.sort((x, y) -> hits[y] != hits[x] ? Long.compare(hits[y], hits[x]) : Integer.compare(x, y));
        return order;
    }

    /** The captures of guessing n at the node: the sum of its outcomes' values; at most {@code best} when it cannot beat it. */
    private long guess(int[] idx, int revealed, int n, long best) {
        // Each row that n hits, keyed by what the hit shows (position and its reveal's id), sorted so that outcomes are runs.
        long[] keyed = new long[idx.length];
        int m = 0;
        long upper = 0; // the guess's hits, then less what each outcome solved falls short of all its histories
        for (int r : idx) {
            for (int j = 0; j < width; j++) {
                if ((revealed >> j & 1) == 0 && t.values[r * width + j] == n) {
                    keyed[m++] = ((long) j << 27 | field[r * width + j]) << 32 | r;
                    upper += t.histories[r];
                    break;
                }
            }
        }
        Arrays.sort(keyed, 0, m);
        long v = 0;
        for (int a = 0; a < m;) {
            int b = a + 1;
            while (b < m && keyed[b] >>> 32 == keyed[a] >>> 32) {
                b++;
            }
            int[] child = new int[b - a];
            long all = 0;
            for (int i = a; i < b; i++) {
                child[i - a] = (int) keyed[i];
                all += t.histories[child[i - a]];
            }
            long cv = value(child, revealed | 1 << (int) (keyed[a] >>> 59));
            v += cv;
            upper -= all - cv;
            if (upper <= best) {
                return upper; // cannot beat the best found, whatever the outcomes left give
            }
            a = b;
        }
        return v;
    }

    /** A node: the open positions revealed (bit j) and what each showed, by reveal id (any row of the node shows the same). */
    private record Key(int revealed, int[] shown) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.revealed == revealed && Arrays.equals(k.shown, shown);
        }

        @Override
        public int hashCode() {
            return 31 * revealed + Arrays.hashCode(shown);
        }
    }

    /** The histories the best order captures from the node holding rows {@code idx}. */
    private long value(int[] idx, int revealed) {
        int left = width - Integer.bitCount(revealed);
        if (left == 0) {
            return total(idx);
        }
        long[] hits = hits(idx, revealed);
        if (left == 1) {
            long best = 0;
            for (long h : hits) {
                best = Math.max(best, h);
            }
            return best;
        }
        int[] shown = new int[Integer.bitCount(revealed)];
        for (int j = 0, i = 0; j < width; j++) {
            if ((revealed >> j & 1) != 0) {
                shown[i++] = field[idx[0] * width + j];
            }
        }
        Key key = new Key(revealed, shown);
        Long known = solved.get(key);
        if (known != null) {
            return known;
        }
        if (++nodes > maxNodes) {
            throw new TooLarge();
        }
        long all = total(idx);
        List<Integer> order = order(hits);
        long best = 0;
        if (hits[order.get(0)] == all) {
            best = guess(idx, revealed, order.get(0), -1); // held in every history: naming it first is best
        } else {
            for (int n : order) {
                if (hits[n] <= best) {
                    break; // sorted by hits, which bound a guess's value: nothing later beats the best
                }
                best = Math.max(best, guess(idx, revealed, n, best));
            }
        }
        solved.put(key, best);
        return best;
    }

    /**
     * The manhunt solved over its table, as a {@link Manhunt.Result} (one exact count, the root's),
     * or null when the table or its search passes its limits or a count would not fit a long.
     */
    static Manhunt.Result solve(PublicTrack track, ExactCounter.Result root, long maxRows, long maxLeaves, long maxNodes) {
        BigInteger n = root.histories();
        if (n.bitLength() > 62) {
            return null;
        }
        RevealRows rows = RevealTable.build(track, root.valueCounts(), maxRows, maxLeaves);
        if (rows == null || !rows.total().equals(n)) {
            return null; // not covered, too large, or (never seen) a table that does not add up to the count: the search decides
        }
        Root r;
        try {
            r = new TableManhunt(rows, maxNodes).root();
        } catch (TooLarge e) {
            return null;
        }
        double firstHit = r.best() < 0 ? 0 : Deduction.ratio(BigInteger.valueOf(r.hits()[r.best()]), n);
        boolean likeliest = true;
        for (int g : Cards.toArray(r.tied())) {
            likeliest &= g == r.best() || r.hits()[g] < r.hits()[r.best()];
        }
        BigInteger captures = BigInteger.valueOf(r.captures());
        double p = Deduction.ratio(captures, n);
        return new Manhunt.Result(p, p, r.best(), true, 1, captures, n, r.tied(), firstHit, likeliest);
    }
}
