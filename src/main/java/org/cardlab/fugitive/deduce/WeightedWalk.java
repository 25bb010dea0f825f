package org.cardlab.fugitive.deduce;

import org.cardlab.core.Rng;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The exact count's walk kept whole, so that a parametric style can weigh it exactly: each edge
 * of the walk (a value step or a spread of sprint cards) is multiplied by the style's factor,
 * exp(theta . features), with the features of {@link StyleFeatures}. A forward and a backward
 * pass along the edges in doubles (each layer scaled by its largest value, the scales kept as
 * logarithms) give the style's weighted count of the consistent hidden histories, each face-down
 * position's value chances, the expected features (for fitting a style), and exact samples from
 * the weighted measure. With theta = 0 the weights are the counts: the uniform measure.
 *
 * <p>The walk is the counter's own ({@link CountPass}): the same states, edges and closing
 * factors, so the weighted measure is over exactly the histories the uniform count counts.
 */
public final class WeightedWalk {
    final PublicTrack track;
    final HistorySpace sp;
    final CountPlan plan;
    final CountPass walk;
    final StyleFeatures.Context context;
    private final int steps;
    /** Per step and edge: the source state (edges are grouped by source; kept for the passes' speed). */
    private final int[][] source;
    /** Per step and edge: the edge's count weight as a double. */
    private final double[][] weight;
    /** Per last state: its closing weight (0 when it cannot close). */
    private final double[] closing;
    /** The log of the factor every history shares (the free draws beyond the cap). */
    private final double logShared;

    private WeightedWalk(PublicTrack track, Assumptions assume, long workLimit) {
        this.track = track;
        ExactCounter counter = new ExactCounter(track, assume).withWorkLimit(workLimit);
        this.sp = counter.space;
        this.plan = counter.plan;
        this.walk = CountPass.forWeights(counter);
        walk.run();
        if (!walk.replayable()) {
            throw new WorkLimitExceeded("the exact walk has more transitions than a weighted count can keep");
        }
        this.context = new StyleFeatures.Context(track);
        this.steps = plan.steps();
        source = new int[steps][];
        weight = new double[steps][];
        for (int t = 0; t < steps; t++) {
            EdgeLog l = walk.edges[t];
            source[t] = new int[l.size];
            weight[t] = new double[l.size];
            for (int s = 0, n = walk.tables[t].size; s < n; s++) {
                for (int e = l.first(s), end = l.first(s + 1); e < end; e++) {
                    source[t][e] = s;
                    weight[t][e] = l.weight(e);
                }
            }
        }
        StateTable last = walk.tables[steps];
        closing = new double[last.size];
        long[] f = new long[64];
        for (int i = 0; i < last.size; i++) {
            int k = walk.closingFactors(last.keyA[i], last.keyB[i], f);
            double c = k < 0 ? 0 : 1;
            for (int j = 0; j < k; j++) {
                c *= f[j];
            }
            closing[i] = c;
        }
        logShared = walk.factor.signum() == 0 ? Double.NEGATIVE_INFINITY : logOf(walk.factor);
    }

    /** The walk of the notes' consistent histories, giving up past {@code workLimit} DP states ({@link WorkLimitExceeded}). */
    public static WeightedWalk of(PublicTrack track, long workLimit) {
        return new WeightedWalk(track, Assumptions.NONE, workLimit);
    }

    /** The walk of the histories that also meet {@code assume} (a joint guess's condition, for instance). */
    static WeightedWalk of(PublicTrack track, Assumptions assume, long workLimit) {
        return new WeightedWalk(track, assume, workLimit);
    }

    /**
     * The log weighted count, under a style, of the histories in which every number of {@code numbers}
     * is a face-down hideout among the positions of {@code window}: with {@link Weighted#logWeight}
     * of the whole walk, the joint chance of an all-or-nothing guess.
     */
    public static double logWeightAll(PublicTrack track, long numbers, long window, double[] theta, long workLimit) {
        Assumptions a = Assumptions.NONE.withCover(new Assumptions.Cover(numbers, window, true));
        return new WeightedWalk(track, a, workLimit).weigh(theta).logWeight;
    }

    public PublicTrack track() {
        return track;
    }

    /** The exact number of consistent histories, or null when it passed a long (then {@link ExactCounter} gives it). */
    public java.math.BigInteger exactHistories() {
        return walk.arith.overflowed ? null : java.math.BigInteger.valueOf(walk.total).multiply(walk.factor);
    }

    /** The number of edges kept (what the walk holds in memory, about 40 bytes each). */
    public long edges() {
        long n = 0;
        for (double[] w : weight) {
            n += w.length;
        }
        return n;
    }

    static double logOf(java.math.BigInteger x) {
        int shift = Math.max(0, x.bitLength() - 1000);
        return Math.log(x.shiftRight(shift).doubleValue()) + shift * Math.log(2);
    }

    /** The log-factor of each edge under a style, theta . features. */
    private double[][] factors(double[] theta) {
        double[][] lf = new double[steps][];
        Dot dot = new Dot(theta);
        EdgeFeatures ef = new EdgeFeatures(this);
        for (int t = 0; t < steps; t++) {
            EdgeLog l = walk.edges[t];
            lf[t] = new double[l.size];
            for (int e = 0; e < l.size; e++) {
                dot.sum = 0;
                ef.edge(t, source[t][e], e, dot);
                lf[t][e] = dot.sum;
            }
        }
        return lf;
    }

    /** The features of the public decisions made before the first hideout (the same in every history). */
    private void rootFeatures(StyleFeatures.Sink out) {
        StyleFeatures.after(context, 0, 0, out);
    }

    /** The style's measure over these notes' histories: forward and backward values along the edges. */
    public Weighted weigh(double[] theta) {
        return new Weighted(theta, factors(theta));
    }

    /** theta . features, summed. */
    private static final class Dot implements StyleFeatures.Sink {
        private final double[] theta;
        double sum;

        Dot(double[] theta) {
            this.theta = theta;
        }

        @Override
        public void add(int feature, double value) {
            sum += theta[feature] * value;
        }
    }

    /** One style's measure: the weighted count, and every state's forward and backward value (scaled per layer). */
    public final class Weighted {
        /** Per step and edge: count weight times the style's factor. */
        private final double[][] mult;
        private final double[][] fwd;
        private final double[][] bwd;
        private final double[] fwdScale;
        private final double[] bwdScale;
        /** Per step: what turns forward x edge x backward into the edge's chance. */
        private final double[] norm;
        /** log of the weighted count over the shared factor, and with it. */
        private final double logInner;
        public final double logWeight;

        private Weighted(double[] theta, double[][] lf) {
            mult = new double[steps][];
            for (int t = 0; t < steps; t++) {
                double[] m = mult[t] = new double[lf[t].length];
                for (int e = 0; e < m.length; e++) {
                    m[e] = weight[t][e] * Math.exp(lf[t][e]);
                }
            }
            fwd = new double[steps + 1][];
            bwd = new double[steps + 1][];
            fwdScale = new double[steps + 1];
            bwdScale = new double[steps + 1];
            fwd[0] = new double[] {1};
            for (int t = 0; t < steps; t++) {
                double[] to = fwd[t + 1] = new double[walk.tables[t + 1].size];
                double[] from = fwd[t];
                double[] m = mult[t];
                EdgeLog l = walk.edges[t];
                for (int e = 0; e < l.size; e++) {
                    to[l.to(e)] += from[source[t][e]] * m[e];
                }
                fwdScale[t + 1] = fwdScale[t] + rescale(to);
            }
            double z = 0;
            double[] last = fwd[steps];
            for (int i = 0; i < last.length; i++) {
                z += last[i] * closing[i];
            }
            Dot root = new Dot(theta);
            rootFeatures(root);
            logInner = Math.log(z) + fwdScale[steps];
            logWeight = logInner + logShared + root.sum;
            bwd[steps] = closing.clone();
            bwdScale[steps] = rescale(bwd[steps]);
            for (int t = steps - 1; t >= 0; t--) {
                double[] b = bwd[t] = new double[walk.tables[t].size];
                double[] after = bwd[t + 1];
                double[] m = mult[t];
                EdgeLog l = walk.edges[t];
                for (int e = 0; e < l.size; e++) {
                    b[source[t][e]] += m[e] * after[l.to(e)];
                }
                bwdScale[t] = bwdScale[t + 1] + rescale(b);
            }
            norm = new double[steps];
            for (int t = 0; t < steps; t++) {
                norm[t] = Math.exp(fwdScale[t] + bwdScale[t + 1] - logInner);
            }
        }

        /** Whether some history has weight (the notes are consistent). */
        public boolean consistent() {
            return logInner > Double.NEGATIVE_INFINITY && !Double.isNaN(logInner);
        }

        /** The chance of edge e of step t under this measure. */
        double edgeChance(int t, int e) {
            double x = fwd[t][source[t][e]] * mult[t][e] * bwd[t + 1][walk.edges[t].to(e)];
            return x == 0 ? 0 : x * norm[t];
        }

        /** Per face-down position (null elsewhere), the chance of each value. */
        public double[][] valueChances() {
            double[][] out = new double[sp.length][];
            for (int p = 1; p < sp.length; p++) {
                if (sp.fixedValue[p] < 0) {
                    out[p] = new double[FugitiveRules.CARDS];
                }
            }
            if (!consistent()) {
                return out;
            }
            for (int t = 0; t < steps; t++) {
                int p = plan.position[t];
                if (plan.category[t] >= 0 || out[p] == null) {
                    continue;
                }
                EdgeLog l = walk.edges[t];
                for (int e = 0; e < l.size; e++) {
                    out[p][l.value(e)] += edgeChance(t, e);
                }
            }
            return out;
        }

        /** The expected value of every feature under this measure (the root's decisions included). */
        public double[] expectedFeatures() {
            double[] out = new double[StyleFeatures.COUNT];
            rootFeatures((f, x) -> out[f] += x);
            if (!consistent()) {
                return out;
            }
            Scaled into = new Scaled(out);
            EdgeFeatures ef = new EdgeFeatures(WeightedWalk.this);
            for (int t = 0; t < steps; t++) {
                EdgeLog l = walk.edges[t];
                for (int e = 0; e < l.size; e++) {
                    into.scale = edgeChance(t, e);
                    if (into.scale != 0) {
                        ef.edge(t, source[t][e], e, into);
                    }
                }
            }
            return out;
        }

        /** One complete history drawn from this measure, exactly. */
        public HistorySampler.Sample sample(Rng rng) {
            if (!consistent()) {
                throw new IllegalStateException("no hidden history explains these notes");
            }
            int[] route = new int[sp.length];
            int[][] spread = new int[sp.length][HistorySpace.CATS];
            int s = 0;
            for (int t = 0; t < steps; t++) {
                EdgeLog l = walk.edges[t];
                int from = l.first(s);
                int to = l.first(s + 1);
                double total = 0;
                for (int e = from; e < to; e++) {
                    total += mult[t][e] * bwd[t + 1][l.to(e)];
                }
                double r = rng.nextDouble() * total;
                int pick = -1;
                for (int e = from; e < to; e++) {
                    double x = mult[t][e] * bwd[t + 1][l.to(e)];
                    if (x > 0) {
                        pick = e; // the last edge with weight takes what rounding leaves
                        r -= x;
                        if (r < 0) {
                            break;
                        }
                    }
                }
                int p = plan.position[t];
                if (plan.category[t] < 0) {
                    route[p] = l.value(pick);
                }
                for (int c = 0; c < HistorySpace.CATS; c++) {
                    spread[p][c] += l.spread(pick) >>> 4 * c & 15;
                }
                s = l.to(pick);
            }
            return Identities.draw(track, sp, route, spread, rng);
        }
    }

    /** Adds scale x value into an array. */
    private static final class Scaled implements StyleFeatures.Sink {
        private final double[] into;
        double scale;

        Scaled(double[] into) {
            this.into = into;
        }

        @Override
        public void add(int feature, double value) {
            into[feature] += scale * value;
        }
    }

    /** Divides a layer by its largest value; returns the log of that value (0 for a layer of zeros). */
    private static double rescale(double[] xs) {
        double m = 0;
        for (double x : xs) {
            m = Math.max(m, x);
        }
        if (m == 0 || m == 1) {
            return 0;
        }
        for (int i = 0; i < xs.length; i++) {
            xs[i] /= m;
        }
        return Math.log(m);
    }
}
