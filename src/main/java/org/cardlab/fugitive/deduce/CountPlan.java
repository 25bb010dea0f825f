package org.cardlab.fugitive.deduce;

import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Sprints;

/**
 * The steps of the exact count's layered walk: for each route position a value step, then,
 * when sprint cards lie face down beneath it, one step per card category that can give them
 * (odd categories, then even; group by group where a group gives its last sprint cards, so it
 * can merge at once); the last category of each parity takes what is left. Where few sprint cards lie beneath a position
 * ({@link #DIRECT_MAX} or fewer), the value step spreads them itself, without intermediate
 * layers. After each step, the groups that no later step gives sprint cards from are "done":
 * once both their categories are frozen, only how many of their cards are placed matters, and
 * the walk merges states that differ in nothing else.
 */
final class CountPlan {
    static final int DIRECT_MAX = 2;
    /** Ticks order the sprint placements: position * TICKS + index in the position's category order. */
    private static final int TICKS = 16;

    /** Per step: its position, its category (-1 for the value step), whether it is the last of its parity. */
    final int[] position;
    final int[] category;
    final boolean[] lastOfParity;
    /** Per step: the groups (bit g) done after it. */
    final int[] foldMask;
    /** Per step: whether it also places the even category of its (odd) category's group, and whether that is last of its parity. */
    final boolean[] paired;
    final boolean[] pairedLast;
    /** Per position: whether its categories go group by group. */
    final boolean[] byGroup;
    /** Per position: how many odd (even) sprint cards its active categories can give at most. */
    final int[] maxOdd;
    final int[] maxEven;
    /** Per position: whether its value step spreads the sprint cards itself. */
    final boolean[] direct;
    /** Per position: the categories that can give it sprint cards, in order, and which is last of its parity. */
    final int[][] cats;
    final boolean[][] lastCat;
    /**
     * Per position p, bit g: a step of g up to p can be paid for (some class of its sprint
     * cards is legal for it, and the step is within reach). Bit 0 is never set: the route rises.
     */
    final long[] gapOk;
    /**
     * At {@code 64 * p + prev}: the categories (bit c) of the values the next position p + 1 can
     * take as a face-down hideout after {@code prev} at p; {@link #ANY_NEXT} when p + 1 is not a
     * face-down hideout or p is the last position.
     */
    final int[] nextCats;
    static final int ANY_NEXT = -1;
    /** At {@code 64 * p + g}: the legal classes (i odd, hidden - i even) of position p's face-down sprint cards for a step of g, bit i. */
    final long[] classesAt;

    CountPlan(HistorySpace sp) {
        int n = sp.length;
        maxOdd = new int[n];
        maxEven = new int[n];
        direct = new boolean[n];
        cats = new int[n][];
        lastCat = new boolean[n][];
        int[] lastTick = new int[HistorySpace.CATS];
        java.util.Arrays.fill(lastTick, -1);
        int[] lastSprintPosition = new int[4];
        byGroup = new boolean[n];
        for (int p = 1; p < n; p++) {
            for (int c = 0; c < HistorySpace.CATS; c++) {
                if (sp.hidden[p] > 0 && sp.active(c, p)) {
                    lastSprintPosition[c / 2] = p;
                }
            }
        }
        for (int p = 1; p < n; p++) {
            direct[p] = sp.hidden[p] <= DIRECT_MAX;
            // Group by group where a group gives its last sprint cards (it can then merge), else odd before even.
            for (int g = 0; g < 4; g++) {
                byGroup[p] |= lastSprintPosition[g] == p;
            }
            int[] order = new int[HistorySpace.CATS];
            int size = 0;
            for (int i = 0; i < HistorySpace.CATS && sp.hidden[p] > 0; i++) {
                int c = byGroup[p] ? 7 - i : i < 4 ? 7 - 2 * i : 6 - 2 * (i - 4);
                if (sp.active(c, p)) {
                    lastTick[c] = p * TICKS + size;
                    order[size++] = c;
                    if ((c & 1) == 1) {
                        maxOdd[p] += sp.pool[c];
                    } else {
                        maxEven[p] += sp.pool[c];
                    }
                }
            }
            cats[p] = java.util.Arrays.copyOf(order, size);
            lastCat[p] = new boolean[cats[p].length];
            for (int i = 0; i < cats[p].length; i++) {
                boolean later = false;
                for (int j = i + 1; j < cats[p].length; j++) {
                    later |= (cats[p][j] & 1) == (cats[p][i] & 1);
                }
                lastCat[p][i] = !later;
            }
        }
        gapOk = new long[n];
        classesAt = new long[64 * n];
        for (int p = 1; p < n; p++) {
            legalGaps(sp, p);
        }
        nextCats = new int[64 * n];
        for (int p = 1; p < n; p++) {
            nextHideoutCategories(sp, p);
        }
        int steps = 0;
        for (int p = 1; p < n; p++) {
            steps += 1 + (direct[p] ? 0 : cats[p].length);
        }
        position = new int[steps];
        category = new int[steps];
        lastOfParity = new boolean[steps];
        foldMask = new int[steps];
        paired = new boolean[steps];
        pairedLast = new boolean[steps];
        int t = 0;
        for (int p = 1; p < n; p++) {
            boolean inline = direct[p] || cats[p].length == 0;
            position[t] = p;
            category[t] = -1;
            foldMask[t++] = doneAfter(lastTick, inline ? (p + 1) * TICKS - 1 : p * TICKS - 1);
            for (int i = 0; !inline && i < cats[p].length; i++) {
                position[t] = p;
                category[t] = cats[p][i];
                lastOfParity[t] = lastCat[p][i];
                // Group by group, a group's two categories are one step: its states merge before the next group's multiply them.
                if (byGroup[p] && i + 1 < cats[p].length && cats[p][i + 1] == cats[p][i] - 1 && (cats[p][i] & 1) == 1) {
                    paired[t] = true;
                    pairedLast[t] = lastCat[p][i + 1];
                    i++;
                }
                foldMask[t++] = doneAfter(lastTick, p * TICKS + i);
            }
        }
        stepCount = t; // paired steps leave the arrays' last places unused
        catsAfter = new int[steps];
        for (int u = stepCount - 1; u > 0; u--) {
            if (position[u - 1] == position[u] && category[u] >= 0) {
                catsAfter[u - 1] = catsAfter[u] | 1 << category[u] | (paired[u] ? 1 << category[u] - 1 : 0);
            }
        }
    }

    private final int stepCount;
    /** Per step: the categories that give sprint cards to its position in the steps after it. */
    final int[] catsAfter;

    /** Fills {@link #gapOk} and {@link #classesAt} for position p: the class test of every step the walk may take. */
    private void legalGaps(HistorySpace sp, int p) {
        FugitiveRules rules = sp.rules;
        int hid = sp.hidden[p];
        int fixedOdd = Long.bitCount(sp.fixedSprints[p] & rules.oddMask);
        int fixedEven = Long.bitCount(sp.fixedSprints[p] & ~rules.oddMask);
        for (int g = 1; g <= Math.min(63, sp.maxStep[p]); g++) {
            int need = Sprints.need(rules, 0, g);
            long classes = 0;
            if (hid == 0) {
                classes = Sprints.classOk(rules, fixedOdd, fixedEven, need) ? 1 : 0;
            } else {
                for (int i = Math.max(0, hid - maxEven[p]); i <= Math.min(hid, maxOdd[p]); i++) {
                    if (Sprints.classOk(rules, i, hid - i, need)) {
                        classes |= 1L << i;
                    }
                }
            }
            classesAt[64 * p + g] = classes;
            if (classes != 0) {
                gapOk[p] |= 1L << g;
            }
        }
    }

    /** Fills {@link #nextCats} for position p, for the values p may take (any other is never looked up). */
    private void nextHideoutCategories(HistorySpace sp, int p) {
        int q = p + 1;
        java.util.Arrays.fill(nextCats, 64 * p, 64 * p + 64, ANY_NEXT);
        if (q == sp.length || sp.fixedValue[q] >= 0) {
            return;
        }
        for (long ps = sp.allowed[p]; ps != 0; ps &= ps - 1) {
            int prev = Long.numberOfTrailingZeros(ps);
            int cats = 0;
            for (long vs = sp.allowed[q] & gapOk[q] << prev; vs != 0; vs &= vs - 1) {
                cats |= 1 << sp.catOf[Long.numberOfTrailingZeros(vs)];
            }
            nextCats[64 * p + prev] = cats;
        }
    }

    /** The groups none of whose categories gives sprint cards after the given tick. */
    private static int doneAfter(int[] lastTick, int tick) {
        int mask = 0;
        for (int g = 0; g < 4; g++) {
            if (lastTick[2 * g] <= tick && lastTick[2 * g + 1] <= tick) {
                mask |= 1 << g;
            }
        }
        return mask;
    }

    int steps() {
        return stepCount;
    }
}
