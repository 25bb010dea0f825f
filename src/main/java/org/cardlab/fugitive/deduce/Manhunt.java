package org.cardlab.fugitive.deduce;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
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
 * <p>A guess's outcomes are grouped into classes of interchangeable sprint cards
 * ({@link ManhuntOutcomes}); nodes reached by several orders are solved once. The search is a
 * branch and bound with a threshold, as alpha-beta is for games with chance (Ballard's *-minimax):
 * a guess only has to be shown no better than the best one found, so each of its outcomes is
 * searched only as far as that proof needs (its bar is what the guess must still make up,
 * given the bounds of its other outcomes), and a bound proven once is kept for the next visit.
 * A guess is tried only while its hit chance (which bounds its value) can beat the best found.
 * A number every history holds is guessed first below the root: naming it first loses nothing
 * and shows its sprint cards.
 *
 * <p>A work budget caps the exact counts; past it an outcome is bounded (at least 0, at most its
 * histories) and the result is an interval. Bounds that meet are the exact value, whether or
 * not the budget was reached.
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
            // the manhunt is solved over the consistent histories, each counted once (logic only), whatever measure is shown
            String why = likeliestOfTied ? "it hits now in more of the consistent hidden histories than the others ("
                    + Deduction.percent(firstHitChance) + ", by logic only)"
                    : "each hits now in as many of the consistent hidden histories (" + Deduction.percent(firstHitChance)
                    + ", by logic only) and it is the lowest number";
            return "the first guesses " + Cards.toString(tied).replace(" ", ", ") + " capture equally often; " + firstGuess
                    + " is named because " + why;
        }
    }

    private final PublicTrack track;
    private final long budget;
    private final ManhuntOutcomes outcomes;
    private final ManhuntPrecheck precheck;
    private int used;
    /** Every node counted: its histories, the bound its own counts give, and the bounds proven on its captures. */
    private final Map<Assumptions, Known> known = new HashMap<>();

    /** Whether the value table is tried first ({@link ValueManhunt}); the search alone otherwise. */
    private final boolean table;

    /**
     * The manhunt solved over its value table ({@link ValueManhunt}); the search only where the table
     * does not apply (a count past a long, a shape its walk does not cover).
     */
    public Manhunt(PublicTrack track, long budget) {
        this(track, budget, true);
    }

    /** The search alone, never the table: the cross-check of the table, and what runs where the table does not apply. */
    public static Manhunt searchOnly(PublicTrack track, long budget) {
        return new Manhunt(track, budget, false);
    }

    private Manhunt(PublicTrack track, long budget, boolean table) {
        this.track = track;
        this.budget = budget;
        this.table = table;
        this.outcomes = new ManhuntOutcomes(track);
        this.precheck = new ManhuntPrecheck(track);
    }

    /** What is proven about a node's captures: {@code lo <= captures <= hi}; exact when they meet. */
    private static final class Known {
        final BigInteger histories;
        BigInteger lo;
        BigInteger hi;
        /** Whether the node has been searched before (perhaps only against a bar). */
        boolean searched;

        Known(BigInteger histories, BigInteger lo, BigInteger hi) {
            this.histories = histories;
            this.lo = lo;
            this.hi = hi;
        }

        boolean exact() {
            return lo.equals(hi);
        }

        /** Narrows the bounds by newly proven ones. */
        Known narrow(BigInteger[] v) {
            lo = lo.max(v[0]);
            hi = hi.min(v[1]);
            return this;
        }
    }

    /**
     * The value table's limits, in proportion to the budget (at the default: 500,000 rows, 100
     * million row columns read by its search, 4 million longs of solved nodes kept), so that a
     * manhunt too large to solve is given up within a few seconds of one core (at most 3.5 s of CPU
     * on the random Marshal's seeded manhunts measured), with the bounds proven by then.
     */
    static final int TABLE_ROWS_PER_COUNT = 25;
    static final int TABLE_WORK_PER_COUNT = 5_000;
    static final int TABLE_MEMO_PER_COUNT = 200;

    public Result solve() {
        ExactCounter.Result r = count(Assumptions.NONE);
        if (table) {
            Result t = ValueManhunt.solve(track, r, TABLE_ROWS_PER_COUNT * budget, TABLE_WORK_PER_COUNT * budget,
                    TABLE_MEMO_PER_COUNT * budget);
            if (t != null) {
                return t;
            }
        }
        outcomes.root(r.valueCounts());
        BigInteger n = r.histories();
        Root root = new Root();
        BigInteger[] v = root(r, root);
        boolean exact = v[0].equals(v[1]);
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

    /** The node's entry, made from its count: with one face-down position or none its value is in its counts. */
    private Known known(Assumptions a, ExactCounter.Result r) {
        List<Integer> open = open(a);
        BigInteger top = open.isEmpty() ? r.histories() : BigInteger.ZERO;
        for (int n = 1; n <= 41 && !open.isEmpty(); n++) {
            top = top.max(hits(r, open, n)); // no order captures more often than its first guess hits
        }
        Known k = new Known(r.histories(), open.size() <= 1 ? top : BigInteger.ZERO, top);
        known.put(a, k);
        return k;
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

    private static BigInteger hits(ExactCounter.Result r, List<Integer> open, int n) {
        BigInteger h = BigInteger.ZERO;
        for (int p : open) {
            h = h.add(r.valueCounts().get(p)[n]);
        }
        return h;
    }

    /** The numbers some history holds at an open position, likeliest first (then the lowest). */
    private static List<Integer> guesses(BigInteger[] hits) {
        List<Integer> order = new ArrayList<>();
        for (int n = 1; n <= 41; n++) {
            if (hits[n].signum() > 0) {
                order.add(n);
            }
        }
        order.sort((x, y) -> hits[y].compareTo(hits[x]) != 0 ? hits[y].compareTo(hits[x]) : Integer.compare(x, y));
        return order;
    }

    /**
     * The root: as {@link #value}, but every guess that may tie with the best is solved exactly,
     * so that the guesses tied for best are known; it records the first guess.
     */
    private BigInteger[] root(ExactCounter.Result r, Root root) {
        Known k = known(Assumptions.NONE, r);
        List<Integer> open = open(Assumptions.NONE);
        BigInteger[] hits = new BigInteger[FugitiveRules.CARDS];
        for (int n = 1; n <= 41; n++) {
            hits[n] = open.isEmpty() ? BigInteger.ZERO : hits(r, open, n);
        }
        root.hits = hits;
        if (open.isEmpty()) {
            return new BigInteger[] {k.histories, k.histories};
        }
        List<Integer> order = guesses(hits);
        root.best = order.isEmpty() ? -1 : order.get(0);
        BigInteger lo = BigInteger.ZERO;
        BigInteger hi = BigInteger.ZERO;
        boolean certainSolved = false;
        for (int n : order) {
            boolean certain = hits[n].equals(k.histories);
            if (certain && certainSolved) { // every number all histories hold is a best first guess: no search needed
                root.tied |= (root.tied >> root.best & 1) == 1 ? 1L << n : 0; // tied when the first of them was solved exactly
                continue;
            }
            certainSolved |= certain;
            BigInteger bar = lo.signum() == 0 ? lo : lo.subtract(BigInteger.ONE); // a guess equal to the best is solved too
            if (hits[n].compareTo(bar) <= 0) {
                hi = hi.max(hits[n]); // sorted by hits, which bound a guess's value: nothing later reaches the bar
                break;
            }
            BigInteger[] g = open.size() == 1 ? new BigInteger[] {hits[n], hits[n]} : guess(Assumptions.NONE, r, open, n, bar);
            if (g[0].compareTo(lo) > 0) {
                lo = g[0];
                root.best = n;
                root.tied = g[0].equals(g[1]) ? 1L << n : 0;
            } else if (g[0].equals(lo) && g[0].equals(g[1]) && lo.signum() > 0) {
                root.tied |= 1L << n;
            }
            hi = hi.max(g[1]);
        }
        return bounds(k.narrow(new BigInteger[] {lo, hi.max(lo)}));
    }

    /**
     * Proven bounds {lo, hi} on the node's captures: exact (they meet) when the value is above
     * {@code bar}; otherwise perhaps only {@code hi <= bar} (the node cannot beat the bar), or,
     * past the budget, whatever was proven. {@code r} is the node's count with marginals.
     */
    private BigInteger[] value(Assumptions a, ExactCounter.Result r, BigInteger bar) {
        Known k = known.get(a);
        if (k.exact() || k.hi.compareTo(bar) <= 0 || used >= budget) { // past the budget the bounds proven stand
            return new BigInteger[] {k.lo, k.hi};
        }
        if (k.searched) {
            bar = BigInteger.ONE.negate(); // searched before against a higher bar: solve it now, so no node is searched thrice
        }
        k.searched = true;
        List<Integer> open = open(a);
        BigInteger[] hits = new BigInteger[FugitiveRules.CARDS];
        for (int n = 1; n <= 41; n++) {
            hits[n] = hits(r, open, n);
        }
        List<Integer> order = guesses(hits);
        if (hits[order.get(0)].equals(k.histories)) { // a number every history holds: naming it first is best
            return bounds(k.narrow(guess(a, r, open, order.get(0), bar)));
        }
        BigInteger lo = k.lo;
        BigInteger hi = BigInteger.ZERO;
        for (int n : order) {
            BigInteger need = bar.max(lo);
            if (hits[n].compareTo(need) <= 0) {
                hi = hi.max(hits[n]); // sorted by hits, which bound a guess's value: nothing later beats the bar
                break;
            }
            BigInteger[] g = guess(a, r, open, n, need);
            lo = lo.max(g[0]);
            hi = hi.max(g[1]);
        }
        return bounds(k.narrow(new BigInteger[] {lo, hi.max(lo)}));
    }

    private static BigInteger[] bounds(Known k) {
        return new BigInteger[] {k.lo, k.hi};
    }

    /** An outcome class of a guess, counted: its reveal, its weight (sprint sets it stands for), its entry. */
    private record Child(Assumptions at, BigInteger weight, Known known, ExactCounter.Result count) {
        BigInteger hi() {
            return known.hi.multiply(weight);
        }
    }

    /**
     * {low, high} captures when guessing n at this node, a sum over its outcomes; exact when
     * above {@code bar}, else perhaps only {@code high <= bar}. The outcomes are counted first,
     * so that each is searched only against what the others can still give; counting stops as
     * soon as the counted outcomes' bounds (an uncounted one: at most all its histories
     * captured) show that the guess cannot beat the bar.
     */
    private BigInteger[] guess(Assumptions a, ExactCounter.Result r, List<Integer> open, int n, BigInteger bar) {
        List<Child> children = new ArrayList<>();
        BigInteger hi = BigInteger.ZERO; // the guess's hits: every outcome at most all captured, until counted
        for (int p : open) {
            hi = hi.add(r.valueCounts().get(p)[n]);
        }
        BigInteger lo = BigInteger.ZERO;
        counting:
        for (int p : open) {
            BigInteger mass = r.valueCounts().get(p)[n];
            if (mass.signum() == 0) {
                continue;
            }
            BigInteger found = BigInteger.ZERO;
            for (ManhuntOutcomes.SprintClass sc : outcomes.classes(a, r.valueCounts(), open, p, n)) {
                if (hi.compareTo(bar) <= 0) {
                    break counting; // refuted by the outcomes counted so far
                }
                if (!precheck.possible(a, r.valueCounts(), p, n, sc.cards())) {
                    continue; // no history shows it: no count needed
                }
                Assumptions at = outcomes.canonical(a.withFixed(p, new Assumptions.Fixed(n, sc.cards())));
                Known k = known.get(at);
                ExactCounter.Result cr = null;
                if (k == null) {
                    if (used >= budget) {
                        break counting;
                    }
                    cr = count(at);
                    k = known(at, cr);
                }
                if (k.exact()) {
                    cr = null; // settled by its own counts: nothing to search, nothing to hold
                }
                if (k.histories.signum() == 0) {
                    continue;
                }
                BigInteger w = BigInteger.valueOf(sc.size());
                Child c = new Child(at, w, k, cr);
                children.add(c);
                lo = lo.add(k.lo.multiply(w));
                hi = hi.subtract(k.histories.multiply(w)).add(c.hi());
                found = found.add(k.histories.multiply(w));
                if (found.equals(mass)) {
                    break; // every history of this outcome is accounted for
                }
            }
        }
        children.sort(Comparator.comparing(Child::hi).reversed());
        for (Child c : children) {
            if (hi.compareTo(bar) <= 0) {
                break; // the guess cannot beat the bar, whatever the outcomes left give
            }
            if (c.known.exact()) {
                continue;
            }
            BigInteger need = bar.subtract(hi.subtract(c.hi())); // what this outcome must make up on its own
            BigInteger childBar = need.signum() < 0 ? BigInteger.ONE.negate() : need.divide(c.weight);
            BigInteger loBefore = c.known.lo;
            BigInteger hiBefore = c.known.hi;
            if (used >= budget) {
                break; // past the budget: the outcomes' bounds stand
            }
            value(c.at, c.count != null ? c.count : count(c.at), childBar);
            lo = lo.add(c.known.lo.subtract(loBefore).multiply(c.weight));
            hi = hi.subtract(hiBefore.subtract(c.known.hi).multiply(c.weight));
        }
        return new BigInteger[] {lo, hi};
    }
}
