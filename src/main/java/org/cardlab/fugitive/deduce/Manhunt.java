package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The manhunt: the Marshal names single numbers until a miss (the Fugitive escapes) or the
 * last reveal (capture). Each hit reveals a hideout and the sprint cards beneath it, which
 * informs the next guess; so the best order is a tree, valued by expectimax under the uniform
 * consistent history measure. Every outcome of a guess (which position holds the number, and
 * which cards lie beneath it) is an exact count with that reveal assumed.
 *
 * <p>A work budget caps the number of counts; a subtree cut short is bounded: at least 0, at
 * most the chance that its next guess hits (a capture needs that hit). Guesses whose hit
 * chance cannot beat the best value found are skipped, which keeps the bounds proven.
 */
public final class Manhunt {
    /** Capture probability bounds, the first guess of the best order found, and whether the search was complete. */
    public record Result(double low, double high, int firstGuess, boolean exact, int counts) {}

    private final PublicTrack track;
    private final long budget;
    private int used;
    private boolean cut;

    public Manhunt(PublicTrack track, long budget) {
        this.track = track;
        this.budget = budget;
    }

    public Result solve() {
        double[] v = value(Assumptions.NONE, 0L, null);
        return new Result(v[0], v[1], (int) v[2], !cut && Math.abs(v[1] - v[0]) < 1e-12, used);
    }

    private ExactCounter.Result count(Assumptions a) {
        used++;
        return ExactCounter.count(track, a, true);
    }

    /** Face-down positions not yet decided on this branch. */
    private List<Integer> open(long decided) {
        List<Integer> out = new ArrayList<>();
        for (PublicTrack.Position pos : track.positions) {
            if (pos.index > 0 && !pos.escape && !pos.revealed() && !Cards.has(decided, pos.index)) {
                out.add(pos.index);
            }
        }
        return out;
    }

    /** Each number's hit chance at a node, or null when no history is left. */
    private static double[] hits(ExactCounter.Result r, List<Integer> open) {
        double[] hit = new double[FugitiveRules.CARDS];
        for (int n = 1; n <= 41; n++) {
            BigInteger c = BigInteger.ZERO;
            for (int p : open) {
                c = c.add(r.valueCounts().get(p)[n]);
            }
            hit[n] = Deduction.ratio(c, r.histories());
        }
        return hit;
    }

    private static List<Integer> byChance(double[] hit) {
        List<Integer> order = new ArrayList<>();
        for (int n = 1; n <= 41; n++) {
            if (hit[n] > 0) {
                order.add(n);
            }
        }
        order.sort((x, y) -> Double.compare(hit[y], hit[x]));
        return order;
    }

    /**
     * {low, high, best first guess} at a node: {@code a} holds what the branch's reveals fixed,
     * {@code decided} the positions they turned up.
     */
    private double[] value(Assumptions a, long decided, ExactCounter.Result known) {
        List<Integer> open = open(decided);
        if (open.isEmpty()) {
            return new double[] {1, 1, -1};
        }
        ExactCounter.Result r = known != null ? known : count(a);
        double[] hit = hits(r, open);
        List<Integer> order = byChance(hit);
        if (order.isEmpty()) {
            return new double[] {0, 0, -1};
        }
        double bestLow = -1;
        double bestHigh = 0;
        int bestGuess = order.get(0);
        for (int n : order) {
            if (hit[n] <= bestLow + 1e-15) {
                break; // sorted by hit chance, which bounds a guess's value: nothing later can do better
            }
            if (used >= budget) {
                cut = true;
                double lo = greedy(a, decided, r, n);
                if (lo > bestLow) {
                    bestLow = lo;
                    bestGuess = n;
                }
                bestHigh = Math.max(bestHigh, hit[n]);
                continue;
            }
            double lo = 0;
            double hi = 0;
            for (int p : open) {
                BigInteger cp = r.valueCounts().get(p)[n];
                if (cp.signum() == 0) {
                    continue;
                }
                double pr = Deduction.ratio(cp, r.histories());
                int hidden = track.positions.get(p).sprints;
                List<Long> sets = hidden == 0 ? List.of(0L) : sprintSets(a, n, hidden);
                if (used + sets.size() > budget) {
                    // Too many sprint outcomes: ignore what they show (a lower bound), bound the rest by the next hit chance.
                    cut = true;
                    Assumptions child = a.withCover(new Assumptions.Cover(1L << n, 1L << p, true));
                    ExactCounter.Result cr = count(child);
                    lo += pr * greedy(child, decided | 1L << p, cr, -1);
                    List<Integer> rest = open(decided | 1L << p);
                    double next = rest.isEmpty() ? 1 : maxOf(hits(cr, rest));
                    hi += pr * next;
                    continue;
                }
                for (long s : sets) {
                    Assumptions child = a.withFixed(p, new Assumptions.Fixed(n, s));
                    ExactCounter.Result cr = count(child);
                    if (cr.histories().signum() == 0) {
                        continue;
                    }
                    double ps = Deduction.ratio(cr.histories(), r.histories());
                    double[] v = value(child, decided | 1L << p, cr);
                    lo += ps * v[0];
                    hi += ps * v[1];
                }
            }
            if (lo > bestLow) {
                bestLow = lo;
                bestGuess = n;
            }
            bestHigh = Math.max(bestHigh, Math.min(hi, hit[n]));
        }
        bestLow = Math.max(bestLow, 0);
        bestHigh = Math.max(bestHigh, bestLow);
        return new double[] {bestLow, bestHigh, bestGuess};
    }

    private static double maxOf(double[] xs) {
        double m = 0;
        for (double x : xs) {
            m = Math.max(m, x);
        }
        return m;
    }

    /**
     * The capture chance of a plain strategy from this node: guess {@code first} (or the likeliest
     * number), then always the likeliest, ignoring the sprint cards each reveal shows. A strategy
     * that ignores information wins no more often than the best one: a proven lower bound.
     */
    private double greedy(Assumptions a, long decided, ExactCounter.Result r, int first) {
        List<Integer> open = open(decided);
        if (open.isEmpty()) {
            return 1;
        }
        double[] hit = hits(r, open);
        int n = first;
        if (n < 0) {
            List<Integer> order = byChance(hit);
            if (order.isEmpty()) {
                return 0;
            }
            n = order.get(0);
        }
        double lo = 0;
        for (int p : open) {
            BigInteger cp = r.valueCounts().get(p)[n];
            if (cp.signum() == 0) {
                continue;
            }
            Assumptions child = a.withCover(new Assumptions.Cover(1L << n, 1L << p, true));
            ExactCounter.Result cr = count(child);
            lo += Deduction.ratio(cp, r.histories()) * greedy(child, decided | 1L << p, cr, -1);
        }
        return lo;
    }

    /** Candidate sets of {@code k} sprint cards: unseen cards in play other than the fixed ones and n. */
    private List<Long> sprintSets(Assumptions a, int n, int k) {
        long used = track.seen | 1L << n | 1L | 1L << FugitiveRules.ESCAPE;
        for (Map.Entry<Integer, Assumptions.Fixed> e : a.fixed().entrySet()) {
            used |= 1L << e.getValue().value() | e.getValue().sprintCards();
        }
        long cand = 0;
        for (int c : track.rules.startingHand) {
            cand |= 1L << c;
        }
        cand |= Cards.range(track.rules.deckLow[0], track.rules.deckHigh[2]);
        cand &= ~used;
        List<Long> out = new ArrayList<>();
        collect(Cards.toArray(cand), 0, k, 0L, out);
        return out;
    }

    private static void collect(int[] cards, int from, int k, long acc, List<Long> out) {
        if (k == 0) {
            out.add(acc);
            return;
        }
        for (int i = from; i <= cards.length - k; i++) {
            collect(cards, i + 1, k - 1, acc | 1L << cards[i], out);
        }
    }
}
