package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;

/**
 * The joint reveal table of a manhunt: every way the face-down hideouts can turn up together
 * (each one's number and the sprint cards beneath it), with how many consistent hidden
 * histories give it. The manhunt's whole tree is then a search over this table, with no count
 * per guess ({@link ManhuntTable}).
 *
 * <p>Sprint cards that no face-down position can hold as its hideout in any history (the
 * root's never-hideouts) are interchangeable within their category: a reveal keeps the other
 * sprint cards by name and only how many of these per category, and its count is that of one
 * representative times the number of ways to choose them. The table is built in route order,
 * one exact count per prefix of reveals (the count's value counts give the next position's
 * numbers, and rule out prefixes with no history); it gives up past a number of counts.
 */
final class JointReveals {
    /** One joint reveal: per open position (route order) its number, named sprint cards, and per category how many others. */
    record Reveal(int[] values, long[] named, int[] others, BigInteger histories) {}

    private final PublicTrack track;
    private final ManhuntOutcomes outcomes;
    private final ManhuntPrecheck precheck;
    private final int[] open;
    private final long named;
    private final long never;
    private final long limit;
    private int counts;
    private final List<Reveal> table = new ArrayList<>();

    /** {@code outcomes} has read the root's value counts; {@code limit}: the most exact counts to spend. */
    JointReveals(PublicTrack track, ManhuntOutcomes outcomes, long limit) {
        this.track = track;
        this.outcomes = outcomes;
        this.precheck = new ManhuntPrecheck(track);
        this.open = track.faceDown().stream().mapToInt(Integer::intValue).toArray();
        this.never = outcomes.neverHideouts();
        this.named = outcomes.sprintable() & ~track.seen & ~never;
        this.limit = limit;
    }

    /** The table, or null past the limit of counts; {@code root} is the notes' count with value counts. */
    List<Reveal> build(ExactCounter.Result root) {
        for (int p : open) {
            if (track.positions.get(p).sprints > 15) {
                return null; // beyond the 4 bits a category's count has in a reveal
            }
        }
        try {
            extend(Assumptions.NONE, root, 0, new int[open.length], new long[open.length], new int[open.length], BigInteger.ONE);
        } catch (Limit e) {
            return null;
        }
        return table;
    }

    /** Exact counts spent. */
    int counts() {
        return counts;
    }

    private static final class Limit extends RuntimeException {
        Limit() {
            super(null, null, false, false);
        }
    }

    private void extend(Assumptions a, ExactCounter.Result r, int j, int[] values, long[] names, int[] others, BigInteger ways) {
        if (r.histories().signum() == 0) {
            return;
        }
        if (j == open.length) {
            table.add(new Reveal(values.clone(), names.clone(), others.clone(), r.histories().multiply(ways)));
            return;
        }
        int p = open[j];
        Map<Integer, BigInteger[]> vc = r.valueCounts();
        BigInteger[] row = vc.get(p);
        int k = track.positions.get(p).sprints;
        for (int n = 1; n <= 41; n++) {
            if (row[n].signum() == 0) {
                continue;
            }
            long known = track.seen | 1L << n;
            for (Assumptions.Fixed f : a.fixed().values()) {
                known |= 1L << f.value() | f.sprintCards();
            }
            long free = outcomes.sprintable() & ~known & outcomes.drawnBy(track.positions.get(p).placedAt);
            long[] groups = new long[8];
            for (long c = free & never; c != 0; c &= c - 1) {
                int card = Long.numberOfTrailingZeros(c);
                groups[outcomes.category(card)] |= 1L << card;
            }
            long candidates = free & named;
            for (int i = 0; i <= Math.min(k, Long.bitCount(candidates)); i++) {
                for (long subset : Cards.subsets(candidates, i)) {
                    spread(a, vc, j, p, n, groups, 0, k - i, subset, 0, BigInteger.ONE, values, names, others, ways);
                }
            }
        }
    }

    /** Spreads {@code left} interchangeable sprint cards over the categories from {@code g} on, then counts the reveal. */
    private void spread(Assumptions a, Map<Integer, BigInteger[]> vc, int j, int p, int n, long[] groups, int g, int left, long subset,
            int packed, BigInteger size, int[] values, long[] names, int[] others, BigInteger ways) {
        if (g == groups.length) {
            if (left > 0) {
                return;
            }
            long cards = subset;
            for (int c = 0; c < groups.length; c++) {
                long rest = groups[c];
                for (int m = packed >> 4 * c & 15; m > 0; m--) {
                    cards |= Long.lowestOneBit(rest); // the lowest free ones stand for any of their category
                    rest &= rest - 1;
                }
            }
            if (!precheck.possible(a, vc, p, n, cards)) {
                return;
            }
            if (++counts > limit) {
                throw new Limit();
            }
            Assumptions at = a.withFixed(p, new Assumptions.Fixed(n, cards));
            ExactCounter.Result cr = ExactCounter.count(track, at, j + 1 < open.length);
            values[j] = n;
            names[j] = subset;
            others[j] = packed;
            extend(at, cr, j + 1, values, names, others, ways.multiply(size));
            return;
        }
        int available = Long.bitCount(groups[g]);
        for (int m = 0; m <= Math.min(Math.min(left, available), 15); m++) {
            spread(a, vc, j, p, n, groups, g + 1, left - m, subset, packed | m << 4 * g, size.multiply(BigInteger.valueOf(Binomial.of(available, m))),
                    values, names, others, ways);
        }
    }
}
