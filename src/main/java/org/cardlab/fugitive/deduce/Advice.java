package org.cardlab.fugitive.deduce;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.Phase;

/**
 * The Marshal's guesses worth making, under a measure ({@link Chances}: the uniform one of
 * {@link Deduction}, or the model's): single
 * numbers ranked by their chance to hit; the multi-number guess with the most expected
 * reveals (all-or-nothing: its size times its joint chance); the numbers certain to hit; and
 * in a manhunt, the best guessing order's capture chance and its first guess.
 */
public final class Advice {
    /** Candidates for the multi-number search: the likeliest numbers. */
    private static final int MULTI_CANDIDATES = 8;
    public static final long MANHUNT_BUDGET = Manhunt.DEFAULT_BUDGET;

    public record Single(int number, double probability) {}

    public record Multi(long numbers, double probability, double expectedReveals) {}

    /** The measure the chances come from. */
    public final Chances chances;
    public final List<Single> single = new ArrayList<>();
    public final long certain;
    public final Multi multi;
    public final Manhunt.Result manhunt;
    /** Why the manhunt's first guess was named among equals, or null when it has none. */
    public final String tieBreak;

    private final long workLimit;

    public Advice(Chances d, boolean withManhunt, long manhuntBudget) {
        this(d, withManhunt, manhuntBudget, Long.MAX_VALUE);
    }

    /** With a work limit on each joint count ({@link org.cardlab.core.WorkLimitExceeded} past it). */
    public Advice(Chances d, boolean withManhunt, long manhuntBudget, long workLimit) {
        this.chances = d;
        this.workLimit = workLimit;
        PublicTrack t = d.track();
        long cert = 0;
        for (int n = 1; n <= 41; n++) {
            if (d.possibleNumber(n)) {
                // a number every history holds is certain by logic: 1, not the model's 0.9999999999999991 summed in floating point
                single.add(new Single(n, d.certainNumber(n) ? 1.0 : d.numberChance(n)));
                if (d.certainNumber(n)) {
                    cert |= 1L << n;
                }
            }
        }
        java.util.Comparator<Integer> order = d.likelierFirst();
        single.sort((a, b) -> order.compare(a.number(), b.number()));
        certain = cert;
        boolean manhuntNow = t.phase() == Phase.MANHUNT;
        boolean singlesOnly = manhuntNow && t.rules.manhuntSingleGuesses;
        // In a manhunt of single guesses there is no multi-number guess to offer at all.
        multi = single.isEmpty() || singlesOnly ? null : t.rules.multiGuess ? bestMulti() : singleAsMulti();
        Manhunt.Result solved = manhuntNow && withManhunt ? new Manhunt(t, manhuntBudget).solve() : null;
        manhunt = solved == null ? null : likeliestOfTied(solved, d);
        tieBreak = solved == null ? null : manhunt == solved ? solved.tieBreak() : tieBreakByChances(manhunt, d);
    }

    /**
     * The manhunt is solved with logic only; among its first guesses that capture equally often, the one the chances shown
     * rate likeliest to hit now (the lowest of equals), so that the advice never names a first guess its own table ranks
     * below an equal one. Under logic only, the manhunt's own choice, which already is that.
     */
    private static Manhunt.Result likeliestOfTied(Manhunt.Result r, Chances d) {
        if (Long.bitCount(r.tied()) < 2 || d.measure().equals(Deduction.UNIFORM)) {
            return r;
        }
        int best = -1;
        for (int n : Cards.toArray(r.tied())) {
            if (best < 0 || d.numberChance(n) > d.numberChance(best)) {
                best = n;
            }
        }
        return new Manhunt.Result(r.low(), r.high(), best, r.exact(), r.counts(), r.captures(), r.histories(), r.tied(),
                d.numberChance(best), true);
    }

    private static String tieBreakByChances(Manhunt.Result r, Chances d) {
        // tied holds two numbers or more here: the one named is alone when every other is less likely
        boolean alone = java.util.Arrays.stream(Cards.toArray(r.tied())).allMatch(n -> n == r.firstGuess() || d.numberChance(n) < r.firstHitChance());
        return "the first guesses " + Cards.toString(r.tied()).replace(" ", ", ") + " capture equally often (logic only); "
                + r.firstGuess() + " is named because " + (alone ? "it is the likeliest of them to hit now" : "none of them is likelier to"
                + " hit now and it is the lowest number") + " (" + Deduction.percent(r.firstHitChance()) + " by the chances shown)";
    }

    public static Advice of(Chances d) {
        return new Advice(d, true, MANHUNT_BUDGET);
    }

    private Multi singleAsMulti() {
        Single s = single.get(0);
        return new Multi(1L << s.number(), s.probability(), s.probability());
    }

    /**
     * Greedy growth from the best single number, each step adding the number that keeps the
     * joint chance highest. Two bounds spare exact counts without changing the result: adding n
     * cannot give a joint chance above n's own chance (candidates are in falling order of it),
     * and no larger set can expect more reveals than the largest size times the current joint chance.
     */
    private Multi bestMulti() {
        PublicTrack t = chances.track();
        long window = t.faceDownNow();
        List<Single> cand = single.subList(0, Math.min(single.size(), MULTI_CANDIDATES));
        long set = 1L << cand.get(0).number();
        double p = cand.get(0).probability();
        Multi best = new Multi(set, p, p);
        int maxSize = Math.min(cand.size(), Long.bitCount(window));
        for (int size = 2; size <= maxSize; size++) {
            if (maxSize * p <= best.expectedReveals() + 1e-12) {
                break;
            }
            long bestSet = 0;
            double bestP = -1;
            for (Single n : cand) {
                if (Cards.has(set, n.number())) {
                    continue;
                }
                if (n.probability() <= bestP) {
                    break;
                }
                long g = set | 1L << n.number();
                double q = joint(g, window);
                if (q > bestP) {
                    bestP = q;
                    bestSet = g;
                }
            }
            if (bestP <= 0) {
                break;
            }
            set = bestSet;
            p = bestP;
            if (size * bestP > best.expectedReveals() + 1e-12) {
                best = new Multi(set, bestP, size * bestP);
            }
        }
        return best;
    }

    /** The chance that every number of g is a face-down hideout now. */
    public double joint(long g, long window) {
        return chances.joint(g, window, workLimit);
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("measure", chances.measure());
        ArrayNode s = o.putArray("single");
        for (Single x : single) {
            s.addObject().put("number", x.number()).put("probability", x.probability());
        }
        if (multi != null) {
            ObjectNode m = o.putObject("multi");
            ArrayNode nums = m.putArray("numbers");
            for (int n : Cards.toArray(multi.numbers())) {
                nums.add(n);
            }
            m.put("probability", multi.probability());
            m.put("expectedReveals", multi.expectedReveals());
        }
        ArrayNode c = o.putArray("certain");
        for (int n : Cards.toArray(certain)) {
            c.add(n);
        }
        if (manhunt != null) {
            ObjectNode m = o.putObject("manhunt");
            m.put("captureProbability", manhunt.low());
            m.put("firstGuess", manhunt.firstGuess());
            m.put("exact", manhunt.exact());
            if (!manhunt.exact()) {
                ArrayNode iv = m.putArray("interval");
                iv.add(manhunt.low());
                iv.add(manhunt.high());
            }
            m.put("counts", manhunt.counts());
            if (manhunt.exact()) {
                m.put("captures", manhunt.captures().toString());
                m.put("histories", manhunt.histories().toString());
            }
            if (tieBreak != null) {
                ArrayNode tied = m.putArray("tiedFirstGuesses");
                for (int n : Cards.toArray(manhunt.tied())) {
                    tied.add(n);
                }
                m.put("tieBreak", tieBreak);
            }
        }
        return o;
    }

    public List<String> lines(int top) {
        List<String> out = new ArrayList<>();
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"single guess", "hit chance"});
        for (int i = 0; i < Math.min(top, single.size()); i++) {
            rows.add(new String[] {Integer.toString(single.get(i).number()), Deduction.percent(single.get(i).probability())});
        }
        out.addAll(Table.render(rows));
        out.add("");
        out.add("Certain to hit: " + (certain == 0 ? "none" : Cards.toString(certain)));
        if (multi != null) {
            out.add(String.format("Best multi-number guess: %s (all hit: %s, expected reveals %.3f)",
                    Cards.toString(multi.numbers()), Deduction.percent(multi.probability()), multi.expectedReveals()));
        }
        if (manhunt != null) {
            out.add(manhunt.exact()
                    ? String.format("Manhunt: the best order of single guesses captures with probability %s (exactly %s/%s); first guess %d",
                            Deduction.percent(manhunt.low()), manhunt.captures(), manhunt.histories(), manhunt.firstGuess())
                    // counts() is 1 when the value table gave up (its limits scale with the budget): the count says nothing of the budget
                    : String.format("Manhunt: capture probability in [%s, %s] (not exact: past the work the budget allows;"
                            + " a larger --budget narrows it); first guess %d",
                            Deduction.percent(manhunt.low()), Deduction.percent(manhunt.high()), manhunt.firstGuess()));
            if (tieBreak != null) {
                out.add("Tie: " + tieBreak + ".");
            }
        }
        out.add("Measure: " + (chances.measure().equals(Deduction.UNIFORM) ? Deduction.MEASURE
                : "the model's chances; the manhunt's capture chance is logic only"));
        return out;
    }
}
