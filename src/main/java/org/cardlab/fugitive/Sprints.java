package org.cardlab.fugitive;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.cardlab.core.Rng;

/**
 * Which sets of sprint cards may go under a new hideout. The excess of a step over the step
 * limit ("need") must be covered by the cards' footprints. With overpay allowed any covering
 * set is legal (even when nothing is needed); without it every card must be needed: removing
 * any one would leave the excess uncovered (so no sprint card at all when none is needed).
 *
 * <p>Since footprints take two values (odd and even cards), whether a set is legal depends
 * only on how many odd and even cards it holds: a "class" (i odd, j even). Counting and
 * sampling work on classes, so a random player never lists the (possibly 2^20) sets.
 */
public final class Sprints {
    private Sprints() {}

    /** The cards of {@code hand} that may serve as sprint cards under {@code hideout}. */
    public static long pool(FugitiveRules rules, long hand, int hideout) {
        long pool = hand & ~(1L << hideout);
        if (!rules.sprintWith42) {
            pool &= ~(1L << rules.escape);
        }
        return pool;
    }

    /** The footprints needed to step from {@code from} to {@code to}. */
    public static int need(FugitiveRules rules, int from, int to) {
        return to - from - rules.stepLimit;
    }

    /** Whether a set of i odd and j even sprint cards is legal for this need. */
    public static boolean classOk(FugitiveRules rules, int i, int j, int need) {
        if (i + j > rules.maxSprintCards) {
            return false;
        }
        int sum = i * rules.footprintOdd + j * rules.footprintEven;
        if (sum < need) {
            return false;
        }
        if (rules.overpay) {
            return true;
        }
        if (i + j == 0) {
            return true;
        }
        boolean oddNeeded = i == 0 || sum - rules.footprintOdd < need;
        boolean evenNeeded = j == 0 || sum - rules.footprintEven < need;
        return oddNeeded && evenNeeded;
    }

    /** Whether {@code sprints} is a legal set of sprint cards (taken from {@code pool}) for this need. */
    public static boolean legal(FugitiveRules rules, long pool, long sprints, int need) {
        if ((sprints & ~pool) != 0) {
            return false;
        }
        int i = Long.bitCount(sprints & rules.oddMask);
        int j = Long.bitCount(sprints & ~rules.oddMask);
        return classOk(rules, i, j, need);
    }

    /** The legal classes {i, j} for a pool, in canonical order (fewest cards first, then fewer odd cards). */
    public static List<int[]> classes(FugitiveRules rules, long pool, int need) {
        int a = Long.bitCount(pool & rules.oddMask);
        int b = Long.bitCount(pool & ~rules.oddMask);
        List<int[]> out = new ArrayList<>();
        for (int n = 0; n <= a + b; n++) {
            for (int i = Math.max(0, n - b); i <= Math.min(a, n); i++) {
                if (classOk(rules, i, n - i, need)) {
                    out.add(new int[] {i, n - i});
                }
            }
        }
        return out;
    }

    /** Whether some legal sprint set exists. */
    public static boolean any(FugitiveRules rules, long pool, int need) {
        if (need <= 0) {
            return true; // no sprint card at all is always legal
        }
        int a = Long.bitCount(pool & rules.oddMask);
        int b = Long.bitCount(pool & ~rules.oddMask);
        for (int i = 0; i <= a; i++) {
            for (int j = 0; j <= b; j++) {
                if (classOk(rules, i, j, need)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A random legal set: a legal class chosen with weight halving at each step of the
     * canonical order (so small sets are likely, yet every class has a chance), then its
     * cards uniformly. Null when none.
     */
    public static Long sample(FugitiveRules rules, long pool, int need, Rng rng) {
        List<int[]> cls = classes(rules, pool, need);
        if (cls.isEmpty()) {
            return null;
        }
        int k = 0;
        while (k < cls.size() - 1 && rng.nextInt(2) == 0) {
            k++;
        }
        int[] c = cls.get(k);
        return randomSubset(pool & rules.oddMask, c[0], rng) | randomSubset(pool & ~rules.oddMask, c[1], rng);
    }

    /** k cards drawn uniformly from a set. */
    public static long randomSubset(long set, int k, Rng rng) {
        long out = 0;
        long rest = set;
        int n = Long.bitCount(rest);
        for (int t = 0; t < k; t++) {
            int c = Cards.nth(rest, rng.nextInt(n - t));
            out |= 1L << c;
            rest &= ~(1L << c);
        }
        return out;
    }

    /**
     * The legal sets in canonical order: by size, then lexicographically by their cards
     * (lowest card first). Lazy: nothing is listed before it is asked for.
     */
    public static Iterator<Long> enumerate(FugitiveRules rules, long pool, int need) {
        int n = Long.bitCount(pool);
        int odd = Long.bitCount(pool & rules.oddMask);
        return new Iterator<>() {
            /** The size of the sets in {@link #sets}; -1 before the first. */
            private int size = -1;
            private Iterator<Long> sets = Collections.emptyIterator();
            private Long next = advance();

            private Long advance() {
                while (true) {
                    while (sets.hasNext()) {
                        long set = sets.next();
                        if (legal(rules, pool, set, need)) {
                            return set;
                        }
                    }
                    size++;
                    while (size > 0 && size <= n && !sizeHasLegalClass(rules, size, odd, n - odd, need)) {
                        size++; // skip sizes where no mix of odd and even cards is legal
                    }
                    if (size > n || size > Math.max(0, rules.maxSprintCards)) {
                        return null;
                    }
                    sets = Cards.combinations(pool, size);
                }
            }

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public Long next() {
                if (next == null) {
                    throw new NoSuchElementException();
                }
                Long r = next;
                next = advance();
                return r;
            }
        };
    }

    /** Whether some sets of {@code size} cards, from {@code odd} odd and {@code even} even ones, have a legal mix. */
    private static boolean sizeHasLegalClass(FugitiveRules rules, int size, int odd, int even, int need) {
        for (int i = Math.max(0, size - even); i <= Math.min(odd, size); i++) {
            if (classOk(rules, i, size - i, need)) {
                return true;
            }
        }
        return false;
    }
}
