package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The manhunt's expectimax over its joint reveal table ({@link JointReveals}): a node is the
 * reveals made so far, and holds the table's rows that agree with them; guessing n splits the
 * rows by what the hit shows (the position holding n, the sprint cards by name, how many of each
 * category of the interchangeable ones); a row where no open position holds n is a miss. A
 * node's value is the histories its best order captures, an exact whole number; nodes reached
 * by several orders are solved once. A guess is tried only while its hits (which bound its
 * value) can beat the best found.
 */
final class ManhuntTable {
    private final List<JointReveals.Reveal> rows;
    private final int positions;
    private final Map<Key, BigInteger> solved = new HashMap<>();

    /** The root's outcome: its value, the guesses that reach it, and every guess's hits. */
    record Root(BigInteger captures, int best, long tied, BigInteger[] hits) {}

    /**
     * The manhunt solved over its joint reveal table, as a {@link Manhunt.Result}: exact, or
     * {@code exact} false with the interval [0, 1] when the table needs more than {@code limit} counts.
     */
    static Manhunt.Result solve(PublicTrack track, long limit) {
        ExactCounter.Result r = ExactCounter.count(track, Assumptions.NONE, true);
        ManhuntOutcomes outcomes = new ManhuntOutcomes(track);
        outcomes.root(r.valueCounts());
        JointReveals joint = new JointReveals(track, outcomes, limit);
        List<JointReveals.Reveal> rows = joint.build(r);
        BigInteger n = r.histories();
        if (rows == null) {
            return new Manhunt.Result(0, 1, -1, false, joint.counts() + 1, null, n, 0, 0, true);
        }
        Root t = new ManhuntTable(rows, track.faceDownCount()).root();
        double firstHit = t.best() < 0 ? 0 : Deduction.ratio(t.hits()[t.best()], n);
        boolean likeliest = true;
        for (int g : org.cardlab.fugitive.Cards.toArray(t.tied())) {
            likeliest &= g == t.best() || t.hits()[g].compareTo(t.hits()[t.best()]) < 0;
        }
        double p = Deduction.ratio(t.captures(), n);
        return new Manhunt.Result(p, p, t.best(), true, joint.counts() + 1, t.captures(), n, t.tied(), firstHit, likeliest);
    }

    ManhuntTable(List<JointReveals.Reveal> rows, int positions) {
        this.rows = rows;
        this.positions = positions;
    }

    /** A node: the open positions revealed (bit j, route order among the open ones) and what each showed. */
    private record Key(int revealed, long[] shown) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.revealed == revealed && Arrays.equals(k.shown, shown);
        }

        @Override
        public int hashCode() {
            return 31 * revealed + Arrays.hashCode(shown);
        }
    }

    /** What row r shows when position j is hit, as two longs: the named sprint cards, and the number with the others' counts. */
    private long named(int r, int j) {
        return rows.get(r).named()[j];
    }

    private long rest(int r, int j) {
        JointReveals.Reveal x = rows.get(r);
        return (long) x.values()[j] << 32 | x.others()[j] & 0xffffffffL;
    }

    /** The root: every guess that may tie with the best is solved, so that the tied first guesses are known. */
    Root root() {
        int[] all = new int[rows.size()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        if (positions == 0) {
            return new Root(total(all), -1, 0, new BigInteger[42]);
        }
        Split s = split(all, 0);
        BigInteger best = BigInteger.ZERO;
        int bestGuess = s.order.isEmpty() ? -1 : s.order.get(0);
        long tied = 0;
        for (int n : s.order) {
            if (s.hits[n].compareTo(best) < 0) {
                break; // sorted by hits, which bound a guess's value: none later can tie
            }
            BigInteger v = guess(s, n, 0, new long[0]);
            if (v.compareTo(best) > 0) {
                best = v;
                bestGuess = n;
                tied = 1L << n;
            } else if (v.equals(best) && v.signum() > 0) {
                tied |= 1L << n;
            }
        }
        return new Root(best, bestGuess, tied, s.hits);
    }

    private BigInteger total(int[] idx) {
        BigInteger t = BigInteger.ZERO;
        for (int r : idx) {
            t = t.add(rows.get(r).histories());
        }
        return t;
    }

    /** A node's rows split by guess: per number, per outcome, the rows; and each number's hits, likeliest first. */
    private static final class Split {
        final Map<Integer, Map<List<Long>, List<Integer>>> byGuess = new HashMap<>();
        final BigInteger[] hits = new BigInteger[42];
        final List<Integer> order = new ArrayList<>();
    }

    private Split split(int[] idx, int revealed) {
        Split s = new Split();
        Arrays.fill(s.hits, BigInteger.ZERO);
        for (int r : idx) {
            JointReveals.Reveal x = rows.get(r);
            for (int j = 0; j < positions; j++) {
                if ((revealed >> j & 1) == 0) {
                    int n = x.values()[j];
                    s.byGuess.computeIfAbsent(n, k -> new HashMap<>())
                            .computeIfAbsent(List.of((long) j, named(r, j), rest(r, j)), k -> new ArrayList<>()).add(r);
                    s.hits[n] = s.hits[n].add(x.histories());
                }
            }
        }
        for (int n = 1; n <= 41; n++) {
            if (s.hits[n].signum() > 0) {
                s.order.add(n);
            }
        }
        s.order.sort((x, y) -> s.hits[y].compareTo(s.hits[x]) != 0 ? s.hits[y].compareTo(s.hits[x]) : Integer.compare(x, y));
        return s;
    }

    /** The captures of guessing n at a node: the sum of its outcomes' values. */
    private BigInteger guess(Split s, int n, int revealed, long[] shown) {
        BigInteger v = BigInteger.ZERO;
        for (Map.Entry<List<Long>, List<Integer>> e : s.byGuess.get(n).entrySet()) {
            int j = e.getKey().get(0).intValue();
            long[] next = Arrays.copyOf(shown, 2 * positions);
            next[2 * j] = e.getKey().get(1);
            next[2 * j + 1] = e.getKey().get(2);
            v = v.add(value(e.getValue().stream().mapToInt(Integer::intValue).toArray(), revealed | 1 << j, next));
        }
        return v;
    }

    /** The histories the best order captures from the node holding rows {@code idx}. */
    private BigInteger value(int[] idx, int revealed, long[] shown) {
        if (revealed == (1 << positions) - 1) {
            return total(idx);
        }
        Key key = new Key(revealed, shown);
        BigInteger known = solved.get(key);
        if (known != null) {
            return known;
        }
        Split s = split(idx, revealed);
        BigInteger best = BigInteger.ZERO;
        for (int n : s.order) {
            if (s.hits[n].compareTo(best) <= 0) {
                break; // sorted by hits, which bound a guess's value: nothing later beats the best
            }
            best = best.max(guess(s, n, revealed, shown));
        }
        solved.put(key, best);
        return best;
    }
}
