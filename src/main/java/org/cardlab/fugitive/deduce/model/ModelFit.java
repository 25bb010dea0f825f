package org.cardlab.fugitive.deduce.model;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.cardlab.core.Counts;
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
 * each population without one bot ({@link GateFit}). A pure function of the settings: the
 * same settings give the same model for any number of threads.
 */
public final class ModelFit {
    /** What to fit on: games per bot and spec, their seed, the Fugitive bots, the specs, the Marshal, threads, L-BFGS steps, the exact walks' work limit. */
    public record Settings(long games, long seed, List<String> bots, List<FugitiveGame> specs, String marshal, int threads, int maxIterations,
            long workLimit, FugitiveModel reuseStyles) {
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
            if (s.reuseStyles() != null) {
                thetas.add(s.reuseStyles().style(bot));
                fits.set(bot, s.reuseStyles().training().get("fits").get(bot).deepCopy());
                continue;
            }
            StyleFit fit = new StyleFit(byBot.get(b), s.workLimit(), s.threads());
            Lbfgs.Result r = fit.fit(s.maxIterations(), it -> progress.accept(bot + " style: step " + it));
            thetas.add(r.x());
            fits.putObject(bot).put("examples", byBot.get(b).size()).put("skippedAtWorkLimit", fit.skipped())
                    .put("steps", r.iterations()).put("meanNegativeLogLikelihood", Math.round(r.value() * 1e6) / 1e6);
            progress.accept(bot + " style fitted: " + Counts.plain(r.iterations(), "step") + ", mean -log-likelihood " + String.format("%.4f", r.value()));
        }
        // Every member: each style at each temper, and logic alone.
        List<Population.Member> all = new ArrayList<>();
        for (int b = 0; b < s.bots().size(); b++) {
            for (double t : Population.TEMPERS) {
                double[] th = thetas.get(b).clone();
                for (int f = 0; f < th.length; f++) {
                    th[f] *= t;
                }
                all.add(new Population.Member(s.bots().get(b), t, th, null));
            }
        }
        all.add(new Population.Member(null, 0, new double[StyleFeatures.COUNT], null));
        // The posterior's data: every example's public statistics and, per member, its log-ratio and its log-chance of the truth.
        List<Row> rows = new ArrayList<>();
        for (int b = 0; b < s.bots().size(); b++) {
            rows.addAll(rows(byBot.get(b), b, all, s));
            progress.accept("posterior data: " + s.bots().get(b) + " done");
        }
        List<Population> pops = new ArrayList<>();
        ObjectNode robust = training.putObject("posteriorFits");
        pops.add(population(s.bots(), all, rows, -1, robust.putObject("whole")));
        progress.accept("posterior fitted");
        for (int out = 0; out < s.bots().size() && s.bots().size() > 1; out++) {
            pops.add(population(s.bots(), all, rows, out, robust.putObject("without " + s.bots().get(out))));
            progress.accept("posterior without " + s.bots().get(out) + " fitted");
        }
        java.util.Map<String, double[]> styles = new java.util.LinkedHashMap<>();
        for (int b = 0; b < s.bots().size(); b++) {
            styles.put(s.bots().get(b), thetas.get(b));
        }
        return new FugitiveModel(1, training, styles, pops);
    }

    /**
     * One example for the posterior: its bot, its public statistics, per member the log-ratio, and per
     * face-down position and member the chance the member gave the value the position truly held;
     * for the Brier scores, per position the members' pairwise chance products ({@link RobustGate#gram})
     * and how many values it could hold, and whether the guess is early.
     */
    private record Row(int bot, double[] stats, double[] logRatio, double[][] truth, double[][] gram, int[] possible, boolean early) {}

    /**
     * The population of every member but {@code without}'s (-1: all), its posterior fitted on the other
     * bots' examples ({@link RobustGate}); what the fit did goes to {@code record}.
     */
    private static Population population(List<String> bots, List<Population.Member> all, List<Row> rows, int without, ObjectNode record) {
        List<Integer> keep = new ArrayList<>();
        for (int m = 0; m < all.size(); m++) {
            if (without < 0 || !bots.get(without).equals(all.get(m).style())) {
                keep.add(m);
            }
        }
        List<Row> use = rows.stream().filter(r -> r.bot() != without).toList();
        // Each bot's examples weigh the same in all (each bot equally likely before the notes); nothing else is reweighed.
        java.util.Map<Integer, Integer> perBot = new java.util.HashMap<>();
        use.forEach(r -> perBot.merge(r.bot(), 1, Integer::sum));
        GateFit.Item[] items = new GateFit.Item[use.size()];
        RobustGate.Scoring[] scoring = new RobustGate.Scoring[use.size()];
        for (int i = 0; i < items.length; i++) {
            Row r = use.get(i);
            int k = keep.size();
            scoring[i] = new RobustGate.Scoring(kept(r.gram(), all.size(), keep), r.possible(), group(r.bot(), r.early()));
            double[] ratio = new double[k];
            double[][] truth = new double[r.truth().length][k];
            boolean[] own = new boolean[k];
            for (int a = 0; a < k; a++) {
                ratio[a] = r.logRatio()[keep.get(a)];
                own[a] = bots.get(r.bot()).equals(all.get(keep.get(a)).style());
                for (int p = 0; p < truth.length; p++) {
                    truth[p][a] = r.truth()[p][keep.get(a)];
                }
            }
            items[i] = new GateFit.Item(r.stats(), ratio, truth, own, 1.0 / perBot.get(r.bot()));
        }
        RobustGate.Result fit = RobustGate.fit(items, scoring, 2 * bots.size());
        double[][] w = fit.weights();
        record.put("fits", fit.rounds());
        ObjectNode groups = record.putObject("groups");
        for (int b = 0; b < bots.size(); b++) {
            for (boolean early : new boolean[] {true, false}) {
                int g = group(b, early);
                if (!Double.isNaN(fit.gap()[g])) {
                    groups.putObject(bots.get(b) + (early ? " early" : " late")).put("weight", round(fit.multiplier()[g]))
                            .put("brierMinusEven", round(fit.gap()[g]));
                }
            }
        }
        List<Population.Member> members = new ArrayList<>();
        for (int k = 0; k < keep.size(); k++) {
            Population.Member m = all.get(keep.get(k));
            members.add(new Population.Member(m.style(), m.temper(), m.theta(), w[k]));
        }
        return new Population(members, without < 0 ? null : bots.get(without));
    }

    private static int group(int bot, boolean early) {
        return 2 * bot + (early ? 0 : 1);
    }

    private static double round(double x) {
        return Math.round(x * 1e6) / 1e6;
    }

    /** The kept members' rows and columns of each position's pairwise products. */
    private static double[][] kept(double[][] gram, int members, List<Integer> keep) {
        int k = keep.size();
        double[][] out = new double[gram.length][k * k];
        for (int p = 0; p < gram.length; p++) {
            for (int a = 0; a < k; a++) {
                for (int b = 0; b < k; b++) {
                    out[p][a * k + b] = gram[p][keep.get(a) * members + keep.get(b)];
                }
            }
        }
        return out;
    }

    /** The examples of one bot under one spec, in game order. */
    private static List<Example> examples(FugitiveGame g, String bot, Settings s, Consumer<String> progress) {
        @SuppressWarnings({"unchecked", "rawtypes"})
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
        progress.accept(g.spec().name() + ": " + Counts.plain(s.games(), "game") + " of the " + bot + " Fugitive, " + Counts.plain(all.size(), "example"));
        return all;
    }

    /** The posterior's rows of one bot's examples (those past the work limit left out), in example order. */
    private static List<Row> rows(List<Example> ex, int bot, List<Population.Member> all, Settings s) {
        Row[] out = new Row[ex.size()];
        parallel(s.threads(), ex.size(), i -> {
            Example e = ex.get(i);
            try {
                WeightedWalk w = WeightedWalk.of(e.track(), s.workLimit());
                double u = w.weigh(new double[StyleFeatures.COUNT]).logWeight;
                int k = all.size();
                double[] ratio = new double[k];
                double[][][] chances = new double[k][][];
                for (int m = 0; m < k; m++) {
                    WeightedWalk.Weighted x = w.weigh(all.get(m).theta());
                    ratio[m] = x.logWeight - u;
                    chances[m] = x.valueChances();
                }
                List<Integer> down = e.track().faceDown();
                double[][] truth = new double[down.size()][k];
                double[][] gram = new double[down.size()][];
                int[] possible = new int[down.size()];
                for (int i2 = 0; i2 < down.size(); i2++) {
                    int p = down.get(i2);
                    double[][] byMember = new double[k][];
                    for (int m = 0; m < k; m++) {
                        truth[i2][m] = chances[m][p][e.route()[p]];
                        byMember[m] = chances[m][p];
                    }
                    gram[i2] = RobustGate.gram(byMember);
                    for (double c : chances[k - 1][p]) {
                        possible[i2] += c > 0 ? 1 : 0; // logic alone (the last member) gives every possible value a chance
                    }
                }
                out[i] = new Row(bot, PublicStats.of(e.track()), ratio, truth, gram, possible, e.turn() <= RobustGate.EARLY_GUESSES);
            } catch (WorkLimitExceeded x) {
                out[i] = null;
            }
        });
        List<Row> rows = new ArrayList<>();
        for (Row r : out) {
            if (r != null) {
                rows.add(r);
            }
        }
        return rows;
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
