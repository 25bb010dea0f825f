package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The manhunt: the Marshal names single numbers until a miss (the Fugitive escapes) or the
 * last reveal (capture). Each hit shows a position's hideout and the sprint cards beneath it,
 * which informs the next guess, so the best order is a tree, valued by expectimax under the
 * uniform consistent history measure, in whole numbers: a node's value is the number of its
 * histories in which the best order from there captures (the chance is that over the node's
 * count), so every comparison and the result are exact fractions.
 *
 * <p>An outcome of a guess is (position, hideout, sprint cards beneath). Sprint cards that no
 * other face-down position could hold as its hideout are interchangeable within their card
 * category (deck and parity): the count and the rest of the tree are the same whichever of
 * them lie there. So outcomes are grouped into classes (the candidate cards shown, and how
 * many others of each category), each counted once on a representative and weighed by its
 * size. Nodes reached by several orders are solved once. A guess is tried only while its hit
 * chance (which bounds its value) can beat the best found.
 *
 * <p>A work budget caps the exact counts; past it a subtree is bounded (at least 0, at most the
 * histories in which its guess hits) and the result is an interval, marked not exact.
 */
public final class Manhunt {
    /** Exact counts a manhunt may spend by default. */
    public static final long DEFAULT_BUDGET = 20_000;

    /**
     * Capture probability bounds, the first guess of the best order, whether the search was
     * complete, the counts spent; when exact, the capture count over the history count; the
     * first guesses that tie with the best (bit n), and each first guess's hit chance.
     */
    public record Result(double low, double high, int firstGuess, boolean exact, int counts, BigInteger captures,
            BigInteger histories, long tied, double firstHitChance, boolean likeliestOfTied) {
        /** Why the first guess was chosen among equals, or null when it has no equal. */
        public String tieBreak() {
            if (Long.bitCount(tied) < 2) {
                return null;
            }
            String why = likeliestOfTied ? "it is the likeliest of them to hit now (" + Deduction.percent(firstHitChance) + ")"
                    : "they are as likely to hit now (" + Deduction.percent(firstHitChance) + ") and it is the lowest number";
            return "the first guesses " + Cards.toString(tied).replace(" ", ", ") + " capture equally often; " + firstGuess
                    + " is named because " + why;
        }
    }

    private final PublicTrack track;
    private final long budget;
    private int used;
    private boolean cut;
    private final Map<Assumptions, BigInteger[]> memo = new HashMap<>();
    private final long sprintable;

    public Manhunt(PublicTrack track, long budget) {
        this.track = track;
        this.budget = budget;
        long inPlay = 0;
        for (int c : track.rules.startingHand) {
            inPlay |= 1L << c;
        }
        for (int d = 0; d < 3; d++) {
            inPlay |= Cards.range(track.rules.deckLow[d], track.rules.deckHigh[d]);
        }
        sprintable = inPlay & ~1L & ~(1L << FugitiveRules.ESCAPE); // 42 is played: never a sprint card in the manhunt
    }

    public Result solve() {
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
        return new Result(Deduction.ratio(v[0], n), Deduction.ratio(v[1], n), root.best, exact, used,
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
            for (SprintClass sc : classes(a, r, open, p, n)) {
                if (used >= budget) {
                    cut = true;
                    break;
                }
                Assumptions child = a.withFixed(p, new Assumptions.Fixed(n, sc.cards));
                ExactCounter.Result cr = count(child);
                if (cr.histories().signum() == 0) {
                    continue;
                }
                BigInteger m = BigInteger.valueOf(sc.size);
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

    /** A class of sprint sets beneath a revealed position: a representative and how many sets it stands for. */
    private record SprintClass(long cards, long size) {}

    /**
     * The classes of k-card sprint sets beneath position p holding n: which candidate cards
     * (possible hideouts of the other face-down positions) it holds, and how many others of each
     * category; the representative takes the lowest cards of each category.
     */
    private List<SprintClass> classes(Assumptions a, ExactCounter.Result r, List<Integer> open, int p, int n) {
        int k = track.positions.get(p).sprints;
        long known = track.seen | 1L << n;
        for (Assumptions.Fixed f : a.fixed().values()) {
            known |= 1L << f.value() | f.sprintCards();
        }
        long free = sprintable & ~known;
        int placedAt = track.positions.get(p).placedAt;
        for (int d = 1; d <= 3; d++) {
            if (track.drawsBefore(d, placedAt) == 0) {
                free &= ~Cards.range(track.rules.deckLow[d - 1], track.rules.deckHigh[d - 1]); // no card of the deck in hand yet
            }
        }
        long candidates = 0;
        for (int q : open) {
            if (q == p) {
                continue;
            }
            BigInteger[] row = r.valueCounts().get(q);
            for (int v = 1; v <= 41; v++) {
                if (row[v].signum() > 0 && (q < p ? v < n : v > n)) {
                    candidates |= 1L << v;
                }
            }
        }
        candidates &= free;
        List<Long> groups = new ArrayList<>();
        for (int c = 0; c < 8; c++) {
            long g = 0;
            for (long f = free & ~candidates; f != 0; f &= f - 1) {
                int card = Long.numberOfTrailingZeros(f);
                if (category(card) == c) {
                    g |= 1L << card;
                }
            }
            if (g != 0) {
                groups.add(g);
            }
        }
        List<SprintClass> out = new ArrayList<>();
        for (int j = 0; j <= Math.min(k, Long.bitCount(candidates)); j++) {
            for (long subset : subsets(candidates, j)) {
                spreadOthers(groups, 0, k - j, subset, 1, out);
            }
        }
        return out;
    }

    private void spreadOthers(List<Long> groups, int i, int left, long cards, long size, List<SprintClass> out) {
        if (i == groups.size()) {
            if (left == 0) {
                out.add(new SprintClass(cards, size));
            }
            return;
        }
        long g = groups.get(i);
        int available = Long.bitCount(g);
        for (int m = 0; m <= Math.min(left, available); m++) {
            long lowest = 0;
            long rest = g;
            for (int t = 0; t < m; t++) {
                lowest |= Long.lowestOneBit(rest);
                rest &= rest - 1;
            }
            spreadOthers(groups, i + 1, left - m, cards | lowest, size * Binomial.of(available, m), out);
        }
    }

    /** The card's category for the interchangeability of sprint cards: starting hand or deck, and parity. */
    private int category(int card) {
        boolean start = false;
        for (int c : track.rules.startingHand) {
            start |= c == card;
        }
        return 2 * (start ? 0 : track.rules.deckOf(card)) + (card & 1);
    }

    private static List<Long> subsets(long set, int k) {
        List<Long> out = new ArrayList<>();
        collect(Cards.toArray(set), 0, k, 0L, out);
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
