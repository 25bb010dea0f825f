package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The first exact manhunt (kept as a reference for the tests): the same expectimax as
 * {@link Manhunt}, but every guess that may beat the best found is solved exactly, children and
 * all, with no threshold. Slow past four or five face-down hideouts, and simple to trust.
 */
final class ManhuntReference {
    /** Exact counts a manhunt may spend by default. */
    static final long DEFAULT_BUDGET = 20_000;

    private final PublicTrack track;
    private final long budget;
    private int used;
    private boolean cut;
    private final Map<Assumptions, BigInteger[]> memo = new HashMap<>();
    private final ManhuntOutcomes outcomes;

    ManhuntReference(PublicTrack track, long budget) {
        this.track = track;
        this.budget = budget;
        this.outcomes = new ManhuntOutcomes(track);
    }

    Manhunt.Result solve() {
        ExactCounter.Result r = count(Assumptions.NONE);
        BigInteger n = r.histories();
        Root root = new Root();
        BigInteger[] v = value(Assumptions.NONE, r, root);
        boolean exact = !cut && v[0].equals(v[1]);
        double firstHit = root.best < 0 ? 0 : Deduction.ratio(root.hits[root.best], n);
        boolean likeliest = true;
        for (int t : Cards.toArray(root.tied)) {
            likeliest &= t == root.best || root.hits[t].compareTo(root.hits[root.best]) < 0;
        }
        return new Manhunt.Result(Deduction.ratio(v[0], n), Deduction.ratio(v[1], n), root.best, exact, used,
                exact ? v[0] : null, n, root.tied, firstHit, likeliest);
    }

    /** What the root records: the best first guess, the guesses that tie with it, each guess's hits. */
    private static final class Root {
        int best = -1;
        long tied;
        BigInteger[] hits;
    }

    private ExactCounter.Result count(Assumptions a) {
        used++;
        return ExactCounter.count(track, a, true);
    }

    /** Face-down positions not decided by the branch's reveals. */
    private List<Integer> open(Assumptions a) {
        List<Integer> out = new ArrayList<>();
        for (PublicTrack.Position pos : track.positions) {
            if (pos.index > 0 && pos.faceDown() && !a.fixed().containsKey(pos.index)) {
                out.add(pos.index);
            }
        }
        return out;
    }

    /**
     * {low, high} of the number of the node's histories in which the best order captures.
     * {@code r} is the node's count with marginals; {@code root} collects the first guess.
     */
    private BigInteger[] value(Assumptions a, ExactCounter.Result r, Root root) {
        List<Integer> open = open(a);
        if (open.isEmpty()) {
            return new BigInteger[] {r.histories(), r.histories()};
        }
        if (root == null) {
            BigInteger[] known = memo.get(a);
            if (known != null) {
                return known;
            }
        }
        BigInteger[] hits = new BigInteger[FugitiveRules.CARDS];
        List<Integer> order = new ArrayList<>();
        for (int n = 1; n <= 41; n++) {
            hits[n] = BigInteger.ZERO;
            for (int p : open) {
                hits[n] = hits[n].add(r.valueCounts().get(p)[n]);
            }
            if (hits[n].signum() > 0) {
                order.add(n);
            }
        }
        order.sort((x, y) -> hits[y].compareTo(hits[x]) != 0 ? hits[y].compareTo(hits[x]) : Integer.compare(x, y));
        BigInteger lo = BigInteger.ZERO;
        BigInteger hi = BigInteger.ZERO;
        int best = order.isEmpty() ? -1 : order.get(0);
        long tied = 0;
        for (int n : order) {
            int cmp = hits[n].compareTo(lo);
            if (cmp < 0 || cmp == 0 && (root == null || lo.signum() == 0)) {
                break; // sorted by hits, which bound a guess's value: nothing later does better (at the root, ties are still sought)
            }
            BigInteger[] g = open.size() == 1 ? new BigInteger[] {hits[n], hits[n]} : guess(a, r, open, n);
            if (g[0].compareTo(lo) > 0) {
                lo = g[0];
                best = n;
                tied = 1L << n;
            } else if (g[0].equals(lo) && g[0].equals(g[1]) && lo.signum() > 0) {
                tied |= 1L << n;
            }
            hi = hi.max(g[1].min(hits[n]));
        }
        hi = hi.max(lo);
        BigInteger[] v = {lo, hi};
        if (root != null) {
            root.best = best;
            root.tied = tied;
            root.hits = hits;
        } else {
            memo.put(a, v);
        }
        return v;
    }

    /** {low, high} captures when guessing n at this node: a sum over its outcomes. */
    private BigInteger[] guess(Assumptions a, ExactCounter.Result r, List<Integer> open, int n) {
        BigInteger lo = BigInteger.ZERO;
        BigInteger hi = BigInteger.ZERO;
        for (int p : open) {
            BigInteger mass = r.valueCounts().get(p)[n];
            if (mass.signum() == 0) {
                continue;
            }
            BigInteger found = BigInteger.ZERO;
            for (ManhuntOutcomes.SprintClass sc : outcomes.classes(a, r.valueCounts(), open, p, n)) {
                if (used >= budget) {
                    cut = true;
                    break;
                }
                Assumptions child = a.withFixed(p, new Assumptions.Fixed(n, sc.cards()));
                ExactCounter.Result cr = count(child);
                if (cr.histories().signum() == 0) {
                    continue;
                }
                BigInteger m = BigInteger.valueOf(sc.size());
                found = found.add(cr.histories().multiply(m));
                BigInteger[] cv = value(child, cr, null);
                lo = lo.add(cv[0].multiply(m));
                hi = hi.add(cv[1].multiply(m));
                if (found.equals(mass)) {
                    break; // every history of this outcome is accounted for
                }
            }
            hi = hi.add(mass.subtract(found)); // outcomes left unsolved (budget): at most all their histories
        }
        return new BigInteger[] {lo, hi};
    }
}
