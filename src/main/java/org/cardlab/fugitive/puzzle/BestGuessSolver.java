package org.cardlab.fugitive.puzzle;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Assumptions;
import org.cardlab.fugitive.deduce.ExactCounter;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * Solves a best-guess puzzle: the Marshal is to guess, no face-down hideout is certain, and the
 * question is which one number catches the most of the routes he could have laid.
 *
 * <p>The oracle side: the deduction's exact counter lists every possible route (a walk over the
 * face-down positions in order, each value fixed by a cover query), with the count of hidden
 * histories behind each, and the exhaustive oracle must agree with it on each position's values.
 * The person's side: each position's values by the step solver's notes (grade 1, or 2 with card
 * counting), then every route those values allow but the counter rules out is refuted in one
 * sentence by the same reasoning. The puzzle holds only when one number catches more routes than
 * any other and the exact count of histories agrees by a clear margin, so the answer is the same
 * whether a solver counts routes or weighs every hidden history alike.
 */
record BestGuessSolver(PositionOracle oracle, int maxLevel) {
    /** More possible routes than this are too many to list and count on a page. */
    static final int MAX_ROUTES = 8;
    /** More routes at first sight (before the refutations) than this make an answer too long to follow. */
    static final int MAX_FIRST_SIGHT = 12;
    /** The best guess's share of every hidden history must beat the runner-up's by this factor. */
    static final double SHARE_MARGIN = 1.15;
    /** The exact counter's work limit per query (DP states): endgames of the shipped games stay far below it. */
    static final long WORK_LIMIT = 2_000_000;

    Solution solve(PublicTrack g, Notes notes) {
        PositionOracle.Possible poss = oracle.possible(g, Set.of());
        long work = poss.work();
        int[] base = new int[g.positions.size()];
        for (int p = 0; p < base.length; p++) {
            base[p] = g.positions.get(p).value;
        }
        if (!poss.consistent()) {
            return fail(base, work, "no hidden history explains the notes");
        }
        List<Integer> down = g.faceDown();
        if (down.size() < 2) {
            return fail(base, work, "a best guess needs two face-down hideouts or more (one alone: every value catches one route)");
        }
        for (int p : down) {
            if (Long.bitCount(poss.values().get(p)) == 1) {
                return fail(base, work, "#" + p + " is certain (" + Long.numberOfTrailingZeros(poss.values().get(p)) + "): name it, no guess is needed");
            }
        }
        Map<List<Integer>, BigInteger> routes = new LinkedHashMap<>();
        long[] counted = new long[1];
        if (!walk(g, down, 0, Assumptions.NONE, new ArrayList<>(), routes, counted)) {
            return fail(base, work, "more than " + MAX_ROUTES + " possible routes: too many to count by hand");
        }
        work += counted[0];
        for (int p : down) {
            long union = 0;
            for (List<Integer> r : routes.keySet()) {
                union |= 1L << r.get(down.indexOf(p));
            }
            if (union != poss.values().get(p)) {
                throw new IllegalStateException("the exact counter's routes give #" + p + " the values " + Cards.toArray(union).length
                        + " but the " + oracle.name() + " oracle " + Long.bitCount(poss.values().get(p)));
            }
        }
        Map<Integer, Integer> catches = new TreeMap<>();
        Map<Integer, BigInteger> histories = new TreeMap<>();
        BigInteger total = BigInteger.ZERO;
        for (Map.Entry<List<Integer>, BigInteger> e : routes.entrySet()) {
            total = total.add(e.getValue());
            for (int v : e.getKey()) {
                catches.merge(v, 1, Integer::sum);
                histories.merge(v, e.getValue(), BigInteger::add);
            }
        }
        int best = catches.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        for (Map.Entry<Integer, Integer> e : catches.entrySet()) {
            if (e.getKey() != best && e.getValue() >= catches.get(best)) {
                return fail(base, work, "no single best guess: " + best + " and " + e.getKey() + " each lie on " + e.getValue() + " of the "
                        + routes.size() + " routes");
            }
        }
        Map<Integer, Double> share = new TreeMap<>();
        for (Map.Entry<Integer, BigInteger> e : histories.entrySet()) {
            share.put(e.getKey(), new java.math.BigDecimal(e.getValue()).divide(new java.math.BigDecimal(total), java.math.MathContext.DECIMAL64).doubleValue());
        }
        for (Map.Entry<Integer, Double> e : share.entrySet()) {
            if (e.getKey() != best && e.getValue() * SHARE_MARGIN > share.get(best)) {
                return fail(base, work, best + " lies on the most routes, but by the count of hidden histories " + e.getKey() + " is about as likely ("
                        + Math.round(100 * e.getValue()) + "% against " + Math.round(100 * share.get(best)) + "%)");
            }
        }
        List<int[]> full = new ArrayList<>();
        for (List<Integer> r : routes.keySet()) {
            int[] route = base.clone();
            for (int i = 0; i < down.size(); i++) {
                route[down.get(i)] = r.get(i);
            }
            full.add(route);
        }
        Words words = new Words(g, notes);
        for (int level = 1; level <= Math.min(2, maxLevel); level++) {
            List<Guess.Line> lines = reasoning(g, words, down, routes.keySet(), poss, level);
            if (lines != null) {
                // One hidden history on each route, for the page (a buyer could not check "each fits every note" without one):
                // sampled only for a puzzle that holds, as each is an exact walk.
                List<Map<Integer, Long>> witnesses = full.stream().map(route -> RouteWitness.of(g, down, route, WORK_LIMIT)).toList();
                Guess guess = new Guess(down, full, best, catches, share, lines, witnesses);
                return new Solution(List.of(), base, grade(lines), work, null, Map.of(), guess);
            }
        }
        return fail(base, work, "the techniques of grades 1 to " + Math.min(2, maxLevel) + " do not rule out every impossible route");
    }

    /** Each position's values, then each route they allow that is impossible, refuted; null when this level cannot. */
    private List<Guess.Line> reasoning(PublicTrack g, Words words, List<Integer> down, Set<List<Integer>> possible, PositionOracle.Possible poss, int level) {
        Knowledge k = new Knowledge(g, words);
        StepSolver steps = new StepSolver(g, words, level);
        List<Guess.Line> lines = new ArrayList<>();
        // Notes written out once in the answer, cited "as above" after (Best guess 237 wrote one count out in six steps).
        Set<String> stated = new java.util.HashSet<>();
        long[] doms = new long[down.size()];
        for (int i = 0; i < down.size(); i++) {
            int p = down.get(i);
            Knowledge.Domain d1 = k.domain(p, Map.of(), 1);
            Knowledge.Domain d = level == 1 ? d1 : k.domain(p, Map.of(), 2);
            if ((poss.values().get(p) & ~d.values()) != 0) {
                throw new IllegalStateException("the step solver ruled out a possible value of #" + p + ": " + DomainWords.describe(d));
            }
            boolean counts = d.values() != d1.values();
            Knowledge.Domain shown = counts ? d : d1;
            Technique t = StepIdea.of(shown, counts ? 2 : 1);
            lines.add(new Guess.Line(p, d.values(), null, t, uses(shown),
                    "#" + p + " can be " + Solution.orList(d.values()) + ". " + DomainWords.describe(shown, stated, t)));
            stated.addAll(DomainWords.shownNotes(shown, t));
            doms[i] = d.values();
        }
        List<int[]> firstSight = rising(doms, MAX_FIRST_SIGHT + 1);
        if (firstSight.size() > MAX_FIRST_SIGHT) {
            return null;
        }
        for (int[] r : firstSight) {
            if (possible.contains(Arrays.stream(r).boxed().toList())) {
                continue;
            }
            Map<Integer, Integer> hyp = new LinkedHashMap<>();
            for (int i = 0; i < r.length; i++) {
                hyp.put(down.get(i), r[i]);
            }
            Cut c = steps.refuteRoute(hyp, level, stated);
            if (c == null) {
                return null;
            }
            lines.add(new Guess.Line(0, 0, r, c.technique(), c.uses(), Words.capitalize(named(down, r)) + " together fail: " + Words.sentence(c.text())));
        }
        return lines;
    }

    /** Every rising choice of one value per position (values in increasing order), up to {@code limit} of them. */
    static List<int[]> rising(long[] doms, int limit) {
        List<int[]> out = new ArrayList<>();
        combos(doms, 0, new int[doms.length], out, limit);
        return out;
    }

    private static void combos(long[] doms, int i, int[] cur, List<int[]> out, int limit) {
        if (i == doms.length) {
            out.add(cur.clone());
            return;
        }
        for (int v : Cards.toArray(doms[i])) {
            if (i == 0 || v > cur[i - 1]) {
                cur[i] = v;
                combos(doms, i + 1, cur, out, limit);
                if (out.size() >= limit) {
                    return;
                }
            }
        }
    }

    /**
     * The possible routes, position by position: each value the exact counter gives the next
     * position, fixed, and on. False when there are more than {@link #MAX_ROUTES}.
     */
    private static boolean walk(PublicTrack g, List<Integer> down, int i, Assumptions fixed, List<Integer> prefix,
            Map<List<Integer>, BigInteger> routes, long[] counted) {
        ExactCounter.Result r = ExactCounter.count(g, fixed, i < down.size(), WORK_LIMIT);
        counted[0]++;
        if (r.histories().signum() == 0) {
            return true;
        }
        if (i == down.size()) {
            routes.put(List.copyOf(prefix), r.histories());
            return routes.size() <= MAX_ROUTES;
        }
        int p = down.get(i);
        BigInteger[] counts = r.valueCounts().get(p);
        for (int v = 1; v < counts.length; v++) {
            if (counts[v] != null && counts[v].signum() > 0) {
                prefix.add(v);
                boolean ok = walk(g, down, i + 1, fixed.withCover(new Assumptions.Cover(1L << v, 1L << p, true)), prefix, routes, counted);
                prefix.remove(prefix.size() - 1);
                if (!ok) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Grade grade(List<Guess.Line> lines) {
        Guess.Line key = null;
        for (Guess.Line l : lines) {
            if (key == null || l.level() > key.level()
                    || l.level() == key.level() && StepSolver.PRIORITY.indexOf(l.technique()) < StepSolver.PRIORITY.indexOf(key.technique())) {
                key = l;
            }
        }
        return new Grade(key.level(), 1, Set.of(), key.technique().label);
    }

    /** "#2 = 15 and #3 = 17". */
    private static String named(List<Integer> down, int[] r) {
        List<String> s = new ArrayList<>();
        for (int i = 0; i < r.length; i++) {
            s.add("#" + down.get(i) + " = " + r[i]);
        }
        return String.join(", ", s.subList(0, s.size() - 1)) + " and " + s.get(s.size() - 1);
    }

    private static long uses(Knowledge.Domain d) {
        long u = 0;
        for (Cut c : d.cuts()) {
            u |= c.uses();
        }
        return u;
    }

    private static Solution fail(int[] base, long work, String why) {
        return new Solution(List.of(), base, null, work, why, Map.of(), null);
    }
}
