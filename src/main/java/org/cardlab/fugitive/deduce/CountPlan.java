package org.cardlab.fugitive.deduce;

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
    }

    private final int stepCount;

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
