package org.cardlab.fugitive.deduce;

import java.util.ArrayList;
import java.util.List;

/**
 * The steps of the exact count's layered walk: for each route position a value step, then,
 * when sprint cards lie face down beneath it, one step per card category that can give them
 * (odd categories first, then even; the last of each parity takes what is left).
 */
final class CountPlan {
    /** Per step: its position, its category (-1 for the value step), whether it is the last of its parity. */
    final int[] position;
    final int[] category;
    final boolean[] lastOfParity;
    /** Per position: how many odd (even) sprint cards its active categories can give at most. */
    final int[] maxOdd;
    final int[] maxEven;

    CountPlan(HistorySpace sp) {
        List<int[]> steps = new ArrayList<>();
        maxOdd = new int[sp.length];
        maxEven = new int[sp.length];
        for (int p = 1; p < sp.length; p++) {
            steps.add(new int[] {p, -1, 0});
            if (sp.hidden[p] == 0) {
                continue;
            }
            for (int parity = 1; parity >= 0; parity--) {
                List<Integer> cats = new ArrayList<>();
                for (int c = parity; c < HistorySpace.CATS; c += 2) {
                    if (sp.active(c, p)) {
                        cats.add(c);
                        if (parity == 1) {
                            maxOdd[p] += sp.pool[c];
                        } else {
                            maxEven[p] += sp.pool[c];
                        }
                    }
                }
                for (int i = 0; i < cats.size(); i++) {
                    steps.add(new int[] {p, cats.get(i), i == cats.size() - 1 ? 1 : 0});
                }
            }
        }
        position = new int[steps.size()];
        category = new int[steps.size()];
        lastOfParity = new boolean[steps.size()];
        for (int t = 0; t < steps.size(); t++) {
            position[t] = steps.get(t)[0];
            category[t] = steps.get(t)[1];
            lastOfParity[t] = steps.get(t)[2] == 1;
        }
    }

    int steps() {
        return position.length;
    }
}
