package org.cardlab.fugitive.deduce.model;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.deduce.StyleFeatures;
import org.cardlab.fugitive.deduce.WeightedWalk;

/**
 * Makes the Fugitive model from seeded bot games: for each Fugitive bot, games against one Marshal
 * bot under each spec, an example at every Marshal guess; one style fitted per bot to its own
 * examples ({@link StyleFit}); then the posterior's weights over the whole population and over
 * each population without one bot ({@link PosteriorFit}). A pure function of the settings: the
 * same settings give the same model for any number of threads.
 */
public final class ModelFit {
    /** What to fit on: games per bot and spec, their seed, the Fugitive bots, the specs, the Marshal, threads, L-BFGS steps, the exact walks' work limit. */
    public record Settings(long games, long seed, List<String> bots, List<FugitiveGame> specs, String marshal, int threads, int maxIterations,
            long workLimit) {
        public Settings {
            bots = List.copyOf(bots);
            specs = List.copyOf(specs);
        }
    }

    private ModelFit() {}

    public static FugitiveModel fit(Settings s, String command, Consumer<String> progress) {
        for (FugitiveGame g : s.specs()) {
            for (String b : s.bots()) {
                Playout.seats(g, List.of(b, s.marshal())); // unknown bots, or bots of the other seat, before any game
            }
        }
        List<List<Example>> byBot = new ArrayList<>();
        for (String bot : s.bots()) {
            List<Example> ex = new ArrayList<>();
            for (FugitiveGame g : s.specs()) {
                ex.addAll(examples(g, bot, s, progress));
            }
            byBot.add(ex);
        }
        List<double[]> thetas = new ArrayList<>();
        ObjectNode training = Json.object();
        training.put("command", command);
        training.put("seed", s.seed()).put("gamesPerBotAndSpec", s.games()).put("marshal", s.marshal());
        var specs = training.putArray("specs");
        s.specs().forEach(g -> specs.add(g.spec().name()));
        ObjectNode fits = training.putObject("fits");
        for (int b = 0; b < s.bots().size(); b++) {
            String bot = s.bots().get(b);
            StyleFit fit = new StyleFit(byBot.get(b), s.workLimit(), s.threads());
            Lbfgs.Result r = fit.fit(s.maxIterations(), it -> progress.accept(bot + " style: step " + it));
            thetas.add(r.x());
            fits.putObject(bot).put("examples", byBot.get(b).size()).put("skippedAtWorkLimit", fit.skipped())
                    .put("steps", r.iterations()).put("meanNegativeLogLikelihood", Math.round(r.value() * 1e6) / 1e6);
            progress.accept(bot + " style fitted: " + r.iterations() + " steps, mean -log-likelihood " + String.format("%.4f", r.value()));
        }
        // The posterior's data: every example's public statistics and each style's log-ratio.
        List<double[]> stats = new ArrayList<>();
        List<double[]> ratios = new ArrayList<>();
        List<Integer> truth = new ArrayList<>();
        for (int b = 0; b < s.bots().size(); b++) {
            double[][] r = logRatios(byBot.get(b), thetas, s);
            for (int i = 0; i < r.length; i++) {
                if (r[i] != null) {
                    stats.add(PublicStats.of(byBot.get(b).get(i).track()));
                    ratios.add(r[i]);
                    truth.add(b);
                }
            }
            progress.accept("posterior data: " + s.bots().get(b) + " done");
        }
        List<Population> pops = new ArrayList<>();
        pops.add(population(s.bots(), thetas, stats, ratios, truth, -1));
        for (int out = 0; out < s.bots().size() && s.bots().size() > 1; out++) {
            pops.add(population(s.bots(), thetas, stats, ratios, truth, out));
            progress.accept("posterior without " + s.bots().get(out) + " fitted");
        }
        return new FugitiveModel(1, training, pops);
    }

    /** The population of every style but {@code without} (-1: all), its posterior fitted on the other bots' examples. */
    private static Population population(List<String> bots, List<double[]> thetas, List<double[]> stats, List<double[]> ratios,
            List<Integer> truth, int without) {
        List<Integer> keep = new ArrayList<>();
        for (int b = 0; b < bots.size(); b++) {
            if (b != without) {
                keep.add(b);
            }
        }
        List<double[]> st = new ArrayList<>();
        List<double[]> ra = new ArrayList<>();
        List<Integer> tr = new ArrayList<>();
        for (int i = 0; i < truth.size(); i++) {
            if (truth.get(i) != without) {
                st.add(stats.get(i));
                double[] r = new double[keep.size()];
                for (int k = 0; k < keep.size(); k++) {
                    r[k] = ratios.get(i)[keep.get(k)];
                }
                ra.add(r);
                tr.add(keep.indexOf(truth.get(i)));
            }
        }
        double[][] w = PosteriorFit.fit(st.toArray(new double[0][]), ra.toArray(new double[0][]),
                tr.stream().mapToInt(Integer::intValue).toArray(), keep.size());
        List<Population.Style> styles = new ArrayList<>();
        for (int k = 0; k < keep.size(); k++) {
            styles.add(new Population.Style(bots.get(keep.get(k)), thetas.get(keep.get(k)), w[k]));
        }
        return new Population(styles, without < 0 ? null : bots.get(without));
    }

    /** The examples of one bot under one spec, in game order. */
    private static List<Example> examples(FugitiveGame g, String bot, Settings s, Consumer<String> progress) {
        @SuppressWarnings("unchecked")
        List<Example>[] perGame = new List[(int) s.games()];
        parallel(s.threads(), (int) s.games(), i -> {
            List<Example> out = new ArrayList<>();
            GuessTurns.play(g, Playout.seats(g, List.of(bot, s.marshal())), s.seed(), i,
                    (state, turn) -> out.add(Example.of(bot, i, turn, state)));
            perGame[i] = out;
        });
        List<Example> all = new ArrayList<>();
        for (List<Example> e : perGame) {
            all.addAll(e);
        }
        progress.accept(g.spec().name() + ": " + s.games() + " games of the " + bot + " Fugitive, " + all.size() + " examples");
        return all;
    }

    /** Each example's log weighted count under each style minus the uniform one (null past the work limit). */
    private static double[][] logRatios(List<Example> ex, List<double[]> thetas, Settings s) {
        double[][] out = new double[ex.size()][];
        parallel(s.threads(), ex.size(), i -> {
            try {
                WeightedWalk w = WeightedWalk.of(ex.get(i).track(), s.workLimit());
                double u = w.weigh(new double[StyleFeatures.COUNT]).logWeight;
                double[] r = new double[thetas.size()];
                for (int k = 0; k < r.length; k++) {
                    r[k] = w.weigh(thetas.get(k)).logWeight - u;
                }
                out[i] = r;
            } catch (WorkLimitExceeded e) {
                out[i] = null;
            }
        });
        return out;
    }

    /** Runs task(i) for i in [0, n) on worker threads (each i's result goes to its own slot, so order does not matter). */
    static void parallel(int threads, int n, java.util.function.IntConsumer task) {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        try {
            List<Future<?>> parts = new ArrayList<>();
            for (int k = 0; k < threads; k++) {
                int first = k;
                parts.add(pool.submit(() -> {
                    for (int i = first; i < n; i += threads) {
                        task.accept(i);
                    }
                }));
            }
            for (Future<?> f : parts) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdown();
        }
    }
}
