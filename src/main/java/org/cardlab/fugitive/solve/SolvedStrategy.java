package org.cardlab.fugitive.solve;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cardlab.core.RuleSpec;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;

/**
 * A solved game's equilibrium keyed by what each seat has seen ({@link SeenKey}), as the
 * {@code solved} bot plays it; its file is {@link StrategyFile}'s.
 *
 * <p>The solved tree gives the Fugitive perfect recall by adding his hand at each earlier decision
 * to what he sees, which a bot asked at one state cannot rebuild: two cards of one deck drawn at
 * different times lie in his hand alike. So the tree's information sets of the Fugitive that show
 * the same key are merged ({@link #merged}), each row weighted by his own probability of reaching
 * it. That loses nothing: such sets differ only in the order his cards came, the games below them
 * are the same and the Marshal cannot tell them apart, so the merged row is the behaviour of the
 * same mixture of plans and wins exactly as much against every Marshal (the tests check that its
 * exploitability is the equilibrium's). The Marshal's notes hold his whole past: his rows are the
 * tree's.
 *
 * <p>Each row is then rounded to whole weights out of {@link #RESOLUTION}: a move whose share
 * rounds to nothing is not played, and a key the seat's own play no longer reaches is dropped (the
 * CFR+ average keeps a little of every move, and the file would hold every key). The value and
 * exploitability stated are those of the rounded strategy, computed exactly on the tree.
 */
public final class SolvedStrategy {
    /** The whole weight of a row's moves. */
    public static final int RESOLUTION = 1000;

    /** A row: the moves a seat plays at one key, each with a positive whole weight (its chance: weight / total). */
    public record Row(List<FugitiveMove> moves, int[] weights) {
        public int total() {
            int t = 0;
            for (int w : weights) {
                t += w;
            }
            return t;
        }
    }

    public final String spec;
    public final Map<String, JsonNode> rules;
    public final int turns;
    /** The exploitability the solver ran to reach, before rounding. */
    public final double target;
    /** The Fugitive's win probability when both seats play this strategy. */
    public final double value;
    /** This strategy's exploitability (both seats' best responses' gains, halved). */
    public final double exploitability;
    public final int iterations;
    private final Map<String, Row> fugitive;
    private final Map<String, Row> marshal;

    SolvedStrategy(String spec, Map<String, JsonNode> rules, int turns, double target, double value, double exploitability,
            int iterations, Map<String, Row> fugitive, Map<String, Row> marshal) {
        this.spec = spec;
        this.rules = rules;
        this.turns = turns;
        this.target = target;
        this.value = value;
        this.exploitability = exploitability;
        this.iterations = iterations;
        this.fugitive = fugitive;
        this.marshal = marshal;
    }

    /** Every row of {@code seat}, by key in sorted order. */
    Map<String, Row> rows(FugitiveSeat seat) {
        return seat == FugitiveSeat.FUGITIVE ? fugitive : marshal;
    }

    /** The row of {@code seat} at {@code key}, or null when the seat's own play never brings it there. */
    public Row row(FugitiveSeat seat, String key) {
        return rows(seat).get(key);
    }

    /** Whether this strategy is for {@code spec}'s game: every rule value the same. */
    public boolean plays(RuleSpec spec) {
        return spec.sameValues(RuleSpec.fromValues(spec.game(), this.spec, rules, Path.of(this.spec)));
    }

    /** The equilibrium of {@code s} keyed by what each seat has seen, rounded. */
    public static SolvedStrategy of(Solved s) {
        FugitiveTree ft = s.tree;
        GameTree g = ft.tree;
        String[] keys = keys(ft);
        Strategy merged = merged(s, keys);
        Map<String, Row> rounded = new HashMap<>();
        double[][] prob = new double[g.infosets()][];
        for (int i = 0; i < g.infosets(); i++) {
            int set = i;
            Row row = rounded.computeIfAbsent(keys[i], k -> round(ft.moves.get(set), merged.row(set)));
            prob[i] = probabilities(row, ft.moves.get(i));
        }
        Strategy profile = new Strategy(prob);
        double[] ownReach = ownReach(g, profile);
        List<Map<String, Row>> kept = List.of(new TreeMap<>(), new TreeMap<>());
        for (int i = 0; i < g.infosets(); i++) {
            if (ownReach[i] > 0) {
                kept.get(g.infosetPlayer(i)).put(keys[i], rounded.get(keys[i]));
            }
        }
        return new SolvedStrategy(ft.rules.name(), ft.rules.spec.values(), s.turns, s.target, profile.value(g),
                Exploitability.of(g, profile), s.iterations, kept.get(0), kept.get(1));
    }

    /** Each information set's key: what its seat has seen, read on one of its states. */
    static String[] keys(FugitiveTree ft) {
        String[] keys = new String[ft.tree.infosets()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = SeenKey.of(ft.sample.get(i), FugitiveSeat.of(ft.tree.infosetPlayer(i)));
        }
        return keys;
    }

    /**
     * The equilibrium with every information set's row replaced by its key's: the reach-weighted
     * mean of the rows of the sets that show that key (the Marshal's keys are the sets themselves;
     * a key shown by two of his sets would be a key that forgets, and is an error).
     */
    static Strategy merged(Solved s, String[] keys) {
        GameTree g = s.tree.tree;
        double[] ownReach = ownReach(g, s.equilibrium);
        Map<String, double[]> sums = new HashMap<>();
        Map<String, Integer> firstSet = new HashMap<>();
        for (int i = 0; i < g.infosets(); i++) {
            Integer first = firstSet.putIfAbsent(keys[i], i);
            if (first != null && (g.infosetPlayer(i) == 1 || !s.tree.moves.get(first).equals(s.tree.moves.get(i)))) {
                throw new IllegalStateException("two information sets show the same key '" + keys[i] + "'");
            }
            double[] sum = sums.computeIfAbsent(keys[i], k -> new double[g.actions(firstSet.get(k))]);
            for (int a = 0; a < sum.length; a++) {
                sum[a] += ownReach[i] * s.equilibrium.prob(i, a);
            }
        }
        double[][] prob = new double[g.infosets()][];
        for (int i = 0; i < g.infosets(); i++) {
            double[] sum = sums.get(keys[i]);
            double total = java.util.Arrays.stream(sum).sum();
            prob[i] = total > 0 ? java.util.Arrays.stream(sum).map(x -> x / total).toArray() : s.equilibrium.row(i);
        }
        return new Strategy(prob);
    }

    /** A seat's own reach of each of its information sets under {@code profile}: the product of its own probabilities on the way. */
    static double[] ownReach(GameTree g, Strategy profile) {
        double[] ownReach = new double[g.infosets()];
        spread(g, profile, g.root(), 1, 1, ownReach);
        return ownReach;
    }

    private static void spread(GameTree g, Strategy profile, int n, double reach0, double reach1, double[] ownReach) {
        int pl = g.player[n];
        if (pl == GameTree.TERMINAL) {
            return;
        }
        if (pl != GameTree.CHANCE) {
            ownReach[g.infoset[n]] = pl == 0 ? reach0 : reach1;
        }
        for (int k = 0; k < g.childCount[n]; k++) {
            double p = pl == GameTree.CHANCE ? 1 : profile.prob(g.infoset[n], k);
            spread(g, profile, g.child[g.firstChild[n] + k], pl == 0 ? reach0 * p : reach0, pl == 1 ? reach1 * p : reach1, ownReach);
        }
    }

    /** A row of probabilities as whole weights out of {@link #RESOLUTION}, the moves of weight 0 left out (the likeliest always kept). */
    private static Row round(List<FugitiveMove> moves, double[] p) {
        int best = 0;
        for (int a = 1; a < p.length; a++) {
            best = p[a] > p[best] ? a : best;
        }
        List<FugitiveMove> kept = new ArrayList<>();
        List<Integer> weights = new ArrayList<>();
        for (int a = 0; a < p.length; a++) {
            int w = (int) Math.round(p[a] * RESOLUTION);
            if (w > 0 || a == best) {
                kept.add(moves.get(a));
                weights.add(Math.max(1, w));
            }
        }
        return new Row(List.copyOf(kept), weights.stream().mapToInt(Integer::intValue).toArray());
    }

    /** A row's chances over {@code moves} (0 for a move it does not play). */
    static double[] probabilities(Row row, List<FugitiveMove> moves) {
        double[] p = new double[moves.size()];
        int total = row.total();
        for (int a = 0; a < row.moves().size(); a++) {
            p[moves.indexOf(row.moves().get(a))] = (double) row.weights()[a] / total;
        }
        return p;
    }
}
