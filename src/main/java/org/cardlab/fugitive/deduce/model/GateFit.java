package org.cardlab.fugitive.deduce.model;

import java.util.Arrays;

/**
 * Fits the posterior's score weights of a population ({@link Population}) by maximum likelihood
 * over the training examples, of what each example truly was: which bot played it, and the value
 * each face-down position held. The model is the population's own: the bot is named with the
 * posterior mass of its members, P(bot | notes), and each position's value has the chance the
 * bot's members give it, mixed by their shares of that mass. So the loss of an example is
 * -log P(bot | notes) - sum over positions of log P(value | notes, bot), with a Gaussian prior (sd
 * {@link StyleFit#PRIOR_SD}) on each weight. Each example weighs {@link Item#weight()} (the caller
 * gives every bot's examples the same total: each bot equally likely before the notes), so the
 * fitted posterior estimates the Bayes posterior over the bots given what the score reads. Only
 * training games enter; nothing here looks at another forecaster or at the games a calibration
 * scores.
 *
 * <p>An earlier fit maximised only the values' likelihood, with the bot unnamed: the posterior was
 * then free to give a bot's games to whichever members forecast their last guesses as well, and
 * did (the random Fugitive's games went to the shadow's style in 710 of 1,000), though each
 * bot's own style forecasts its games best.
 *
 * <p>Every example also enters with its own bot's members left out (weight {@link #UNSEEN}), and
 * then, as no member is its bot's, only its values count: the posterior learns what to trust
 * when the Fugitive plays like none of its styles (a bot held out of the fit, a person). Logic
 * alone names no bot, so it carries weight only there.
 */
final class GateFit {
    /** The weight of an example seen without its own style's members. */
    static final double UNSEEN = 0.5;

    /** The smallest chance a log is taken of (every member gives every consistent value some chance; this guards rounding). */
    private static final double FLOOR = 1e-300;

    /**
     * One training example: its public statistics, per member the log-ratio, per face-down position
     * and member the chance the member gave the true value, which members are its own bot's, its weight.
     */
    record Item(double[] stats, double[] logRatio, double[][] truth, boolean[] own, double weight) {}

    private GateFit() {}

    private static boolean anyOwn(boolean[] own) {
        for (boolean b : own) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    static double[][] fit(Item[] items) {
        int members = items[0].logRatio().length;
        int d = PublicStats.COUNT + 1;
        Lbfgs.Objective f = (x, grad) -> {
            Arrays.fill(grad, 0);
            double loss = 0;
            double total = 0;
            double[] g = new double[members];
            boolean[] present = new boolean[members];
            double[] dg = new double[members];
            for (Item it : items) {
                for (int copy = 0; copy < 2; copy++) {
                    double w = it.weight() * (copy == 0 ? 1 : UNSEEN);
                    boolean any = false;
                    for (int m = 0; m < members; m++) {
                        present[m] = copy == 0 || !it.own()[m];
                        any |= present[m];
                        g[m] = Population.score(Arrays.copyOfRange(x, m * d, m * d + d), it.stats(), it.logRatio()[m]);
                    }
                    if (!any) {
                        continue;
                    }
                    Population.softmax(g, present);
                    // The members this example's likelihood sums: its own bot's when they are present (the label
                    // is known), else all present (a Fugitive like none of the styles: no label to learn).
                    boolean[] mask = copy == 0 && anyOwn(it.own()) ? it.own() : present;
                    double mass = 0;
                    for (int k = 0; k < members; k++) {
                        mass += mask[k] ? g[k] : 0;
                    }
                    if (!(mass > 0)) {
                        mass = FLOOR;
                    }
                    // -log P(bot | notes) - sum over positions of log P(true value | notes, bot), where
                    // P(value | bot) mixes the bot's members by their share of its mass:
                    // = -sum_p log Q_p + (P - 1) log mass, with Q_p = sum over the mask of g_k t_pk.
                    int positions = it.truth().length;
                    Arrays.fill(dg, 0);
                    double nll = (positions - 1) * Math.log(mass);
                    for (int k = 0; k < members; k++) {
                        dg[k] = mask[k] ? (positions - 1) / mass : 0;
                    }
                    for (double[] t : it.truth()) {
                        double q = 0;
                        for (int k = 0; k < members; k++) {
                            q += mask[k] ? g[k] * t[k] : 0;
                        }
                        q = Math.max(q, FLOOR);
                        nll -= Math.log(q);
                        for (int k = 0; k < members; k++) {
                            dg[k] -= mask[k] ? t[k] / q : 0; // d(-log q) / d g_k
                        }
                    }
                    loss += w * nll;
                    total += w;
                    // Through the softmax: d/d score_m = g_m (dg_m - sum_k g_k dg_k).
                    double mean = 0;
                    for (int k = 0; k < members; k++) {
                        mean += g[k] * dg[k];
                    }
                    for (int m = 0; m < members; m++) {
                        if (!present[m]) {
                            continue;
                        }
                        double s = w * g[m] * (dg[m] - mean);
                        for (int j = 0; j < d - 1; j++) {
                            grad[m * d + j] += s * it.stats()[j];
                        }
                        grad[m * d + d - 1] += s * it.logRatio()[m];
                    }
                }
            }
            double prior = 1 / (StyleFit.PRIOR_SD * StyleFit.PRIOR_SD);
            for (int j = 0; j < x.length; j++) {
                grad[j] = grad[j] / total + prior * x[j] / items.length;
                loss += 0.5 * prior * x[j] * x[j] * total / items.length;
            }
            return loss / total;
        };
        double[] x = Lbfgs.minimise(f, new double[members * d], 500, 1e-10, null).x();
        double[][] out = new double[members][];
        for (int m = 0; m < members; m++) {
            out[m] = Arrays.copyOfRange(x, m * d, m * d + d);
        }
        return out;
    }
}
