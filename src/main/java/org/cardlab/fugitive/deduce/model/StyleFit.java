package org.cardlab.fugitive.deduce.model;

import java.util.List;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.deduce.HistoryFeatures;
import org.cardlab.fugitive.deduce.StyleFeatures;
import org.cardlab.fugitive.deduce.WeightedWalk;

/**
 * Fits one parametric style to one bot's games by maximum likelihood: the theta that makes the
 * true hidden histories likeliest given the notes, at every Marshal guess of the training games.
 * The log-likelihood of one example is theta . features(truth) minus the log of the weighted count
 * of the notes' histories, so its gradient is the truth's features minus their expectation under
 * the style, both exact from the walk. It is concave, with a Gaussian prior on each weight (sd
 * {@link #PRIOR_SD}) so that features the games never show stay at 0.
 *
 * <p>Each example's value and gradient are computed on worker threads into its own slot and summed
 * in example order, so the fit is the same for any number of threads.
 */
final class StyleFit {
    static final double PRIOR_SD = 3.0;
    /** Walks kept between evaluations, in edges (about 40 bytes each); the others are walked again each time. */
    static final long CACHE_EDGES = 12_000_000;

    private final List<Example> examples;
    private final double[][] truth;
    private final WeightedWalk[] cached;
    private final boolean[] skipped;
    private final long workLimit;
    private final int threads;

    StyleFit(List<Example> examples, long workLimit, int threads) {
        this.examples = examples;
        this.workLimit = workLimit;
        this.threads = threads;
        truth = new double[examples.size()][];
        cached = new WeightedWalk[examples.size()];
        skipped = new boolean[examples.size()];
        java.util.concurrent.atomic.AtomicLong kept = new java.util.concurrent.atomic.AtomicLong();
        ModelFit.parallel(threads, examples.size(), i -> {
            Example e = examples.get(i);
            truth[i] = HistoryFeatures.of(e.track(), e.route(), e.sprints());
            try {
                WeightedWalk w = WeightedWalk.of(e.track(), workLimit);
                // Which walks are kept only changes the time an evaluation takes, never its result.
                if (kept.addAndGet(w.edges()) <= CACHE_EDGES) {
                    cached[i] = w;
                } else {
                    kept.addAndGet(-w.edges());
                }
            } catch (WorkLimitExceeded x) {
                skipped[i] = true;
            }
        });
    }

    /** Examples left out because their walk passed the work limit. */
    int skipped() {
        int n = 0;
        for (boolean b : skipped) {
            n += b ? 1 : 0;
        }
        return n;
    }

    /** The fitted weights, from 0. */
    Lbfgs.Result fit(int maxIter, java.util.function.IntConsumer progress) {
        return Lbfgs.minimise(this::objective, new double[StyleFeatures.COUNT], maxIter, 1e-7, progress);
    }

    /** Minus the mean log-likelihood plus the prior's penalty, and its gradient. */
    double objective(double[] theta, double[] grad) {
        int n = examples.size();
        double[] values = new double[n];
        double[][] grads = new double[n][];
        ModelFit.parallel(threads, n, i -> {
            if (skipped[i]) {
                return;
            }
            WeightedWalk w = cached[i] != null ? cached[i] : WeightedWalk.of(examples.get(i).track(), workLimit);
            WeightedWalk.Weighted m = w.weigh(theta);
            values[i] = m.logWeight - HistoryFeatures.logWeight(theta, truth[i]);
            double[] ex = m.expectedFeatures();
            for (int f = 0; f < ex.length; f++) {
                ex[f] -= truth[i][f];
            }
            grads[i] = ex;
        });
        int used = n - skipped();
        double total = 0;
        java.util.Arrays.fill(grad, 0);
        for (int i = 0; i < n; i++) {
            if (grads[i] == null) {
                continue;
            }
            total += values[i];
            for (int f = 0; f < grad.length; f++) {
                grad[f] += grads[i][f];
            }
        }
        double prior = 1 / (PRIOR_SD * PRIOR_SD);
        for (int f = 0; f < grad.length; f++) {
            total += 0.5 * prior * theta[f] * theta[f];
            grad[f] += prior * theta[f];
            grad[f] /= used;
        }
        return total / used;
    }
}
