package org.cardlab.fugitive.deduce.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.cardlab.core.Games;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.Tempered;
import org.cardlab.fugitive.calibration.Reliability;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.StyleFeatures;
import org.cardlab.fugitive.deduce.WeightedWalk;

/**
 * A study aid, not a test: is per-bot calibration reachable at all? The games of {@code bench calibration}
 * (game i of each bot, the heuristic Marshal, seed 1, spec pt) for the random and the heuristic Fugitive,
 * the two bots that state their move chances cheaply (the racer's and the shadow's cost 15-50 ms per
 * replayed history and are left out). At every Marshal guess, every face-down position is forecast by
 * the Bayes posterior over those two bots ({@link BotBayes}, importance sampled from each bot's fitted
 * style): (a) the mixture, which a Marshal not told the bot could have; (b) told the bot, that bot's own
 * chances; (c) the even spread over logic's possible values. Scored as {@code bench calibration} scores:
 * early (the first 3 guesses) and late, the Brier score, and reliability bins over the values logic leaves
 * uncertain, per bot and pooled (every forecast once). The figures do not depend on the thread count:
 * each guess's samples are seeded by the bot, the game and the guess, and the tables are integer sums.
 *
 * <p>Usage: GAMES SAMPLES [THREADS [FIRST_GAME [EPSILON [SHARPEN [SUBSET [early]]]]]]: games per bot from game FIRST_GAME (default
 * 0), histories per bot and guess, at most THREADS threads (default 1), the uniform share mixed into the
 * heuristic bot's stated chances (default 0.05, as {@code deduce --as-bot} and the cross-check use), and a factor on
 * the heuristic's proposal style (default 1; any proposal leaves the estimate unbiased, a sharper one may raise its ESS); with SUBSET,
 * the figures of the first SUBSET games per bot are printed apart too (to check them against a run with other samples);
 * with {@code early}, the early guesses alone are forecast (the late rows stay empty).
 */
final class BayesCalibrationStudy {
    static final List<String> BOTS = List.of("random", "heuristic");
    static final String MARSHAL = "heuristic";
    static final long SEED = 1;
    static final int EARLY = 3;
    static final String[] FORECASTERS = {"Bayes mixture", "told the bot", "even spread"};
    static final int MIXTURE = 0;
    static final int TOLD = 1;
    static final int EVEN = 2;

    private BayesCalibrationStudy() {}

    /** One game's or one bot's sums: per forecaster, early and late tables; the effective sample sizes; the true bot's posterior. */
    static final class Sums {
        final Reliability[][] tables = new Reliability[FORECASTERS.length][2];
        /** Per guess, early then late: the ESS of each bot's samples (random, heuristic). */
        final List<double[]> ess = new ArrayList<>();
        final List<Boolean> essEarly = new ArrayList<>();
        /** Sum over guesses of the true bot's posterior mass, early and late, and the guesses. */
        final double[] truePosterior = new double[2];
        final long[] guesses = new long[2];
        /** Guesses where the true bot had the lower posterior, early and late. */
        final long[] wrongSide = new long[2];
        long skipped;

        Sums() {
            for (Reliability[] r : tables) {
                r[0] = new Reliability();
                r[1] = new Reliability();
            }
        }

        void addAll(Sums o) {
            for (int f = 0; f < tables.length; f++) {
                tables[f][0].addAll(o.tables[f][0]);
                tables[f][1].addAll(o.tables[f][1]);
            }
            ess.addAll(o.ess);
            essEarly.addAll(o.essEarly);
            for (int i = 0; i < 2; i++) {
                truePosterior[i] += o.truePosterior[i];
                guesses[i] += o.guesses[i];
                wrongSide[i] += o.wrongSide[i];
            }
            skipped += o.skipped;
        }
    }

    /** The two bots as {@link BotBayes} weighs them, as {@code BayesCrossCheckTest} builds them: stated chances, the fitted style as proposal. */
    static List<BotBayes.Bot> bots(double epsilon, double sharpen) {
        Tempered.Settings settings = new Tempered.Settings(epsilon, Tempered.Settings.DEFAULT.temperature());
        List<BotBayes.Bot> out = new ArrayList<>();
        for (String b : BOTS) {
            double[] theta = FugitiveModel.shipped().style(b).clone();
            for (int i = 0; i < theta.length; i++) {
                theta[i] *= b.equals("heuristic") ? sharpen : 1;
            }
            out.add(new BotBayes.Bot(b, FugitiveBots.odds(b, settings), theta));
        }
        return out;
    }

    /** Game {@code index} of Fugitive bot {@code fugitive} (an index into {@link #BOTS}), scored at each Marshal guess. */
    static boolean earlyOnly;

    static Sums game(FugitiveGame game, int fugitive, long index, int samples, double epsilon, double sharpen, long workLimit) {
        Sums out = new Sums();
        List<Policy<FugitiveState, FugitiveMove>> seats = Playout.seats(game, List.of(BOTS.get(fugitive), MARSHAL));
        List<BotBayes.Bot> bots = bots(epsilon, sharpen);
        double[] zero = new double[StyleFeatures.COUNT];
        GuessTurns.play(game, seats, SEED, index, (s, turn) -> {
            int phase = turn <= EARLY ? 0 : 1;
            if (phase == 1 && earlyOnly) {
                return;
            }
            PublicTrack t = PublicTrack.read(s.rules(), s.notes(), "game");
            BotBayes bayes;
            double[][] uniform;
            try {
                uniform = WeightedWalk.of(t, workLimit).weigh(zero).valueChances();
                // Each guess's samples seeded by the bot that plays, the game and the guess.
                long seed = ((fugitive * 1_000_003L + index) * 1_009L + turn) * 7_919L + 17;
                bayes = BotBayes.of(t, bots, samples, seed, workLimit);
            } catch (WorkLimitExceeded e) {
                out.skipped++;
                return;
            }
            out.ess.add(new double[] {bayes.ess(0), bayes.ess(1)});
            out.essEarly.add(phase == 0);
            double own = bayes.posterior(fugitive);
            out.truePosterior[phase] += own;
            out.guesses[phase]++;
            out.wrongSide[phase] += own < 0.5 ? 1 : 0;
            for (int p : t.faceDown()) {
                double[] mix = new double[FugitiveRules.CARDS];
                double[] told = new double[FugitiveRules.CARDS];
                for (int v = 0; v < FugitiveRules.CARDS; v++) {
                    mix[v] = bayes.chance(p, v);
                    told[v] = bayes.chance(fugitive, p, v);
                }
                int truth = s.hideout(p);
                boolean certain = Reliability.possible(uniform[p]) == 1; // as bench calibration: logic's one value, not binned
                out.tables[MIXTURE][phase].add(mix, truth, certain);
                out.tables[TOLD][phase].add(told, truth, certain);
                out.tables[EVEN][phase].add(Reliability.even(uniform[p]), truth, certain);
            }
        });
        return out;
    }

    /** Every bot's games from {@code first}, {@code games} each, on at most {@code threads} threads, summed per bot in game order. */
    static Sums[][] run(int games, long first, int samples, double epsilon, double sharpen, int threads, int subset) throws Exception {
        FugitiveGame game = FugitiveGame.of(Games.get("fugitive").spec("pt"));
        long workLimit = Deduction.COMMAND_WORK_LIMIT;
        FugitiveModel.shipped();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<List<Future<Sums>>> futures = new ArrayList<>();
            for (int b = 0; b < BOTS.size(); b++) {
                List<Future<Sums>> fs = new ArrayList<>();
                for (long i = first; i < first + games; i++) {
                    int bot = b;
                    long index = i;
                    fs.add(pool.submit(() -> game(game, bot, index, samples, epsilon, sharpen, workLimit)));
                }
                futures.add(fs);
            }
            Sums[] out = new Sums[BOTS.size()];
            Sums[] head = new Sums[BOTS.size()];
            long done = 0;
            long start = System.nanoTime();
            for (int b = 0; b < BOTS.size(); b++) {
                out[b] = new Sums();
                head[b] = new Sums();
                for (int i = 0; i < games; i++) {
                    Sums g = futures.get(b).get(i).get();
                    out[b].addAll(g);
                    if (i < subset) {
                        head[b].addAll(g);
                    }
                    if (++done % 20 == 0) {
                        System.err.printf("%d of %d games, %.0f s%n", done, (long) games * BOTS.size(), (System.nanoTime() - start) / 1e9);
                    }
                }
            }
            return new Sums[][] {out, head};
        } finally {
            pool.shutdownNow();
        }
    }

    /** The q-quantile of {@code xs} (sorted here), by the nearest rank. */
    static double quantile(double[] xs, double q) {
        if (xs.length == 0) {
            return Double.NaN;
        }
        double[] s = xs.clone();
        Arrays.sort(s);
        return s[(int) Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
    }

    /** Bins of 200+ off by over 0.05, "k of n". */
    static String off(Reliability r) {
        int n = 0;
        for (int b = 0; b < Reliability.BINS; b++) {
            n += r.row(b).count() >= Reliability.GOAL_MIN_COUNT ? 1 : 0;
        }
        return r.offBins(Reliability.GOAL_MIN_COUNT, Reliability.GOAL_TOLERANCE).size() + " of " + n;
    }

    /** Bins off early plus late, of bins of 200+ early plus late. */
    static String off(Reliability early, Reliability late) {
        String[] a = off(early).split(" of ");
        String[] b = off(late).split(" of ");
        return (Integer.parseInt(a[0]) + Integer.parseInt(b[0])) + " of " + (Integer.parseInt(a[1]) + Integer.parseInt(b[1]));
    }

    static Reliability all(Reliability early, Reliability late) {
        Reliability a = new Reliability();
        a.addAll(early);
        a.addAll(late);
        return a;
    }

    /** A table's bins of 200+: mean forecast, came true, count; off bins starred. */
    static String bins(Reliability r, long min) {
        StringBuilder sb = new StringBuilder();
        for (int b = 0; b < Reliability.BINS; b++) {
            Reliability.Row row = r.row(b);
            if (row.count() >= min) {
                sb.append(String.format(" %.3f->%.3f(%d)%s", row.meanPredicted(), row.observed().estimate(), row.count(),
                        Reliability.missesGoal(row) ? "*" : ""));
            }
        }
        return sb.toString();
    }

    /** Prints per bot and pooled: Brier early / late, bins off early / late / both phases together, and the bins themselves. */
    static void print(Sums[] sums, int games, int samples, long min) {
        Sums pooled = new Sums();
        for (Sums s : sums) {
            pooled.addAll(s);
        }
        System.out.printf("pt, seed %d, Marshal %s, games %d per bot, samples %d per bot and guess%n", SEED, MARSHAL, games, samples);
        for (int b = 0; b <= BOTS.size(); b++) {
            Sums s = b < BOTS.size() ? sums[b] : pooled;
            String name = b < BOTS.size() ? BOTS.get(b) : "pooled";
            System.out.printf("%n== %s: guesses %d early, %d late, skipped %d", name, s.guesses[0], s.guesses[1], s.skipped);
            if (b < BOTS.size()) {
                System.out.printf("; true bot's posterior: mean %.3f early, %.3f late; under 0.5 at %d early, %d late", s.truePosterior[0]
                        / s.guesses[0], s.truePosterior[1] / s.guesses[1], s.wrongSide[0], s.wrongSide[1]);
            }
            System.out.println();
            for (int ph = 0; ph < 2; ph++) {
                for (int k = 0; k < BOTS.size(); k++) {
                    List<Double> xs = new ArrayList<>();
                    for (int i = 0; i < s.ess.size(); i++) {
                        if (s.essEarly.get(i) == (ph == 0)) {
                            xs.add(s.ess.get(i)[k]);
                        }
                    }
                    double[] a = xs.stream().mapToDouble(Double::doubleValue).toArray();
                    System.out.printf("  ESS %s, %s's samples: median %.1f, 5th percentile %.1f%n", ph == 0 ? "early" : "late ", BOTS.get(k),
                            quantile(a, 0.5), quantile(a, 0.05));
                }
            }
            for (int f = 0; f < FORECASTERS.length; f++) {
                if (f == TOLD && b == BOTS.size()) {
                    System.out.printf("  %-14s (each bot's own chances: the per-bot rows pooled)%n", FORECASTERS[f]);
                }
                Reliability e = s.tables[f][0];
                Reliability l = s.tables[f][1];
                System.out.printf("  %-14s Brier %.3f / %.3f   bins off early %s, late %s (the phases apart, as bench calibration counts: %s);"
                        + " phases merged %s; positions %d / %d%n", FORECASTERS[f], e.brier(), l.brier(), off(e), off(l), off(e, l),
                        off(all(e, l)), e.forecasts(), l.forecasts());
                if (f != EVEN) {
                    System.out.printf("      early:%s%n      late: %s%n", bins(e, min), bins(l, min));
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        int games = Integer.parseInt(args[0]);
        int samples = Integer.parseInt(args[1]);
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        long first = args.length > 3 ? Long.parseLong(args[3]) : 0;
        double epsilon = args.length > 4 ? Double.parseDouble(args[4]) : Tempered.Settings.DEFAULT.epsilon();
        double sharpen = args.length > 5 ? Double.parseDouble(args[5]) : 1;
        if (threads < 1 || threads > 2) {
            throw new IllegalArgumentException("1 or 2 threads (the machine is shared)");
        }
        long start = System.nanoTime();
        int subset = args.length > 6 ? Integer.parseInt(args[6]) : 0;
        earlyOnly = args.length > 7 && args[7].equals("early");
        Sums[][] sums = run(games, first, samples, epsilon, sharpen, threads, subset);
        System.out.printf("games %d..%d, heuristic's uniform share %.3f, its proposal style times %.2f%n", first, first + games - 1, epsilon, sharpen);
        print(sums[0], games, samples, Reliability.GOAL_MIN_COUNT);
        if (subset > 0) {
            System.out.printf("%n=== The first %d games per bot alone (for the check against other samples; bins of 50+ listed)%n", subset);
            print(sums[1], subset, samples, 50);
        }
        System.out.printf("%n%.0f s on %d thread(s)%n", (System.nanoTime() - start) / 1e9, threads);
    }
}
