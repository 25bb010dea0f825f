package org.cardlab.fugitive.calibration;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;
import org.cardlab.core.GameRef;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Study;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.WeightedWalk;
import org.cardlab.fugitive.deduce.model.Belief;
import org.cardlab.fugitive.deduce.model.FugitiveModel;
import org.cardlab.fugitive.deduce.model.GuessTurns;
import org.cardlab.fugitive.deduce.model.ModelRef;
import org.cardlab.fugitive.deduce.model.Population;

/**
 * How far to trust the deduction's probabilities: seeded games of each Fugitive bot against one
 * Marshal bot; at every Marshal guess the notes are read and each face-down position's forecast is
 * scored against the value it really held, by every forecaster on the same forecasts
 * ({@link Forecaster}): the uniform measure, an even spread over the same possible values, and the
 * model measure, with the whole population and with the population fitted without this bot (so
 * the model meets a Fugitive it never saw). Early turns (the Marshal's first {@code earlyTurns}
 * guesses) and late ones (the rest, the manhunt included) are kept apart. The games are a study's:
 * game i of every bot has the same deal, and they are the games {@code cardlab fugitive simulate}
 * plays with the same seed and bots.
 */
public final class CalibrationStudy {
    /** Who forecasts: its measure's name and whether the model was fitted without the bot it meets. */
    public enum Forecaster {
        UNIFORM("uniform", false, false), EVEN("even", false, false), MODEL("model", false, false), MODEL_HELD_OUT("model", true, false),
        /** The whole population's members of the bot that plays, alone: not a measure a Marshal has (he is not told the bot). */
        MODEL_TOLD("model", false, true);

        /** The model fitted without the bot it meets, which stands for a Fugitive the model never saw. */
        public static final String HELD_OUT = "held-out model";

        public final String measure;
        public final boolean heldOut;
        /** A diagnostic, in the text tables only (not in --json's rows nor in the diagram). */
        public final boolean diagnostic;

        Forecaster(String measure, boolean heldOut, boolean diagnostic) {
            this.measure = measure;
            this.heldOut = heldOut;
            this.diagnostic = diagnostic;
        }

        /** The one name the tables, the diagram and the docs give it ({@code --json} keeps its measure and heldOut). */
        public String label() {
            return diagnostic ? "model, told the bot (diagnostic)" : heldOut ? HELD_OUT : measure;
        }
    }

    /** One forecaster's tables early and late. */
    public record Tables(Reliability early, Reliability late) implements java.io.Serializable {
        public Reliability all() {
            Reliability a = new Reliability();
            a.addAll(early);
            a.addAll(late);
            return a;
        }
    }

    /**
     * One Fugitive bot's tables per forecaster (the held-out model's only when the model has a
     * population fitted without it), and the Marshal turns counted and skipped because a count passed
     * the work limit.
     */
    public record Result(String fugitive, Map<Forecaster, Tables> tables, long turns, long skipped, Map<String, Long> likeliest) {}

    private CalibrationStudy() {}

    /**
     * Runs the study for each Fugitive bot in turn on this machine's threads; {@code progress}
     * (may be null) hears the games done over all bots. Unknown bots, or bots for the wrong seat,
     * are refused before any game.
     */
    public static List<Result> run(FugitiveGame game, List<String> fugitives, String marshal, Study.Run run, int earlyTurns,
            long workLimit, FugitiveModel model, LongConsumer progress) {
        return run(game, fugitives, marshal, run, earlyTurns, workLimit, ModelRef.inThisJvm(model), Study.Plan.threads(), progress);
    }

    /**
     * The study on {@code plan}'s engine: each Fugitive bot's games are a study of their own, kept
     * in the checkpoint's part {@code fugitive-K} (K from 1, in the order given). The recipe carries
     * the game as a {@link GameRef} and the model as its file's text, so an executor makes both again.
     */
    public static List<Result> run(FugitiveGame game, List<String> fugitives, String marshal, Study.Run run, int earlyTurns,
            long workLimit, ModelRef model, Study.Plan plan, LongConsumer progress) {
        for (String f : fugitives) {
            Playout.seats(game, List.of(f, marshal));
        }
        GameRef ref = GameRef.of(game);
        long seed = run.seed();
        List<Result> out = new ArrayList<>();
        for (int k = 0; k < fugitives.size(); k++) {
            String f = fugitives.get(k);
            boolean heldOut = model.model().heldOutNames().contains(f);
            Study.Recipe<Worker> recipe = () -> {
                FugitiveModel m = model.model();
                return new Worker((FugitiveGame) ref.<FugitiveState, FugitiveMove>game(), f, marshal, seed, earlyTurns, workLimit, m.population(), heldOut ? m.population(f) : null);
            };
            Worker w = Study.run(run, plan.inPart("fugitive-" + (k + 1)), recipe, Study.partOf(progress, k * run.games())).result();
            out.add(new Result(f, w.tables, w.turns, w.skipped, new java.util.TreeMap<>(w.likeliest)));
        }
        return out;
    }

    /**
     * One range's games of one Fugitive bot, summed (integer sums only: any thread count or engine
     * gives the same). Only the sums travel (to a Spark driver, into a checkpoint).
     */
    private static final class Worker implements Study.Worker<Worker> {
        private final transient FugitiveGame game;
        private final transient List<Policy<FugitiveState, FugitiveMove>> seats;
        private final long seed;
        private final int earlyTurns;
        private final long workLimit;
        private final transient Population whole;
        private final transient Population heldOut;
        private final String fugitive;
        final Map<Forecaster, Tables> tables = new EnumMap<>(Forecaster.class);
        /** Per style: the games at whose last scored guess it was the likeliest (the whole population's posterior). */
        final Map<String, Long> likeliest = new java.util.HashMap<>();
        long turns;
        long skipped;
        private transient String lastLikeliest;

        Worker(FugitiveGame game, String fugitive, String marshal, long seed, int earlyTurns, long workLimit, Population whole,
                Population heldOut) {
            this.game = game;
            this.seats = Playout.seats(game, List.of(fugitive, marshal));
            this.seed = seed;
            this.earlyTurns = earlyTurns;
            this.workLimit = workLimit;
            this.whole = whole;
            this.heldOut = heldOut;
            this.fugitive = fugitive;
            boolean told = whole.styleNames().contains(fugitive);
            for (Forecaster f : Forecaster.values()) {
                if ((f != Forecaster.MODEL_HELD_OUT || heldOut != null) && (f != Forecaster.MODEL_TOLD || told)) {
                    tables.put(f, new Tables(new Reliability(), new Reliability()));
                }
            }
        }

        @Override
        public void play(long index) {
            lastLikeliest = null;
            GuessTurns.play(game, seats, seed, index, (s, turn) -> {
                turns++;
                try {
                    score(s, turn <= earlyTurns);
                } catch (WorkLimitExceeded e) {
                    skipped++;
                }
            });
            if (lastLikeliest != null) {
                likeliest.merge(lastLikeliest, 1L, Long::sum);
            }
        }

        /** Scores every forecaster on the same face-down positions of one Marshal turn. */
        private void score(FugitiveState s, boolean early) {
            PublicTrack t = PublicTrack.read(s.rules(), s.notes(), "game");
            WeightedWalk walk = WeightedWalk.of(t, workLimit);
            Belief all = Belief.of(walk, whole, workLimit);
            lastLikeliest = all.styles().get(0).style();
            Belief out = heldOut == null ? null : Belief.of(walk, heldOut, workLimit);
            for (int p : t.faceDown()) {
                double[] uniform = new double[FugitiveRules.CARDS];
                double[] model = new double[FugitiveRules.CARDS];
                double[] model2 = new double[FugitiveRules.CARDS];
                for (int v = 1; v <= 41; v++) {
                    uniform[v] = all.uniformChance(p, v);
                    model[v] = all.chance(p, v);
                    model2[v] = out == null ? 0 : out.chance(p, v);
                }
                int truth = s.hideout(p);
                boolean certain = Reliability.possible(uniform) == 1; // logic leaves one value: left out of every measure's bins
                add(Forecaster.UNIFORM, early, uniform, truth, certain);
                add(Forecaster.EVEN, early, Reliability.even(uniform), truth, certain);
                add(Forecaster.MODEL, early, model, truth, certain);
                if (out != null) {
                    add(Forecaster.MODEL_HELD_OUT, early, model2, truth, certain);
                }
                if (tables.containsKey(Forecaster.MODEL_TOLD)) {
                    double[] told = all.chancesOf(fugitive, p);
                    add(Forecaster.MODEL_TOLD, early, told == null ? model : told, truth, certain);
                }
            }
        }

        private void add(Forecaster f, boolean early, double[] p, int truth, boolean certain) {
            Tables t = tables.get(f);
            (early ? t.early() : t.late()).add(p, truth, certain);
        }

        @Override
        public void merge(Worker o) {
            for (Map.Entry<Forecaster, Tables> e : o.tables.entrySet()) {
                tables.get(e.getKey()).early().addAll(e.getValue().early());
                tables.get(e.getKey()).late().addAll(e.getValue().late());
            }
            turns += o.turns;
            skipped += o.skipped;
            o.likeliest.forEach((k, v) -> likeliest.merge(k, v, Long::sum));
        }
    }
}
