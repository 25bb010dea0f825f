package org.cardlab.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Sequential halving over common worlds: a bot's candidate moves are compared on the same
 * playout streams, and the worse half is dropped after each round until one is left.
 *
 * <p>Why common worlds: in a card game most of a playout's value comes from the hidden deal, not
 * from the move tried. Playing every candidate on the same determinized world (the same stream)
 * makes the comparison a paired one, whose noise is only what the move changes. With a
 * deterministic rollout policy two candidates that lead to the same play-out score alike, so ties
 * are exact and go to the lower index: put the default move first.
 *
 * <p>The budget is split evenly among the rounds (about log2 of the candidates). A round plays
 * each candidate still in on at least one new world. Every stream is split off one {@link Rng}
 * in a fixed order, so a decision depends only on that stream.
 */
public final class PairedHalving {
    private PairedHalving() {}

    /** Shares about {@code budget} playouts among {@code candidates}; the result's best survived every round. */
    public static FlatMonteCarlo.Result search(int candidates, int budget, FlatMonteCarlo.Playout playout, Rng rng) {
        double[] sum = new double[candidates];
        int[] n = new int[candidates];
        List<Integer> alive = new ArrayList<>();
        for (int i = 0; i < candidates; i++) {
            alive.add(i);
        }
        int rounds = Math.max(1, 32 - Integer.numberOfLeadingZeros(candidates - 1));
        while (alive.size() > 1) {
            int worlds = Math.max(1, budget / (rounds * alive.size()));
            for (int w = 0; w < worlds; w++) {
                long stream = rng.nextLong();
                for (int i : alive) {
                    sum[i] += playout.value(i, new Rng(stream));
                    n[i]++;
                }
            }
            // every candidate still in has seen the same worlds, so the sums compare as means
            alive.sort(Comparator.comparingDouble((Integer i) -> -sum[i]).thenComparingInt(i -> i));
            alive = new ArrayList<>(alive.subList(0, (alive.size() + 1) / 2));
        }
        double[] means = new double[candidates];
        for (int i = 0; i < candidates; i++) {
            means[i] = n[i] == 0 ? 0 : sum[i] / n[i];
        }
        return new FlatMonteCarlo.Result(alive.get(0), means, n);
    }
}
