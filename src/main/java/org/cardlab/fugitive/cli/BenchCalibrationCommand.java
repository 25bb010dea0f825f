package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.EngineOptions;
import org.cardlab.cli.Outputs;
import org.cardlab.cli.Progress;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SpecOption;
import org.cardlab.cli.StudyOptions;
import org.cardlab.core.Counts;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.calibration.CalibrationStudy;
import org.cardlab.fugitive.calibration.Reliability;
import org.cardlab.fugitive.calibration.ReliabilitySvg;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.Table;
import org.cardlab.fugitive.deduce.model.FugitiveModel;
import org.cardlab.fugitive.deduce.model.ModelRef;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "calibration",
        description = {"Measures how far to trust the deduction's probabilities, against what was true in seeded games.",
            "Each Fugitive bot plays the same deals against one Marshal bot (the games 'cardlab fugitive simulate' plays"
                + " with the same seed and bots). At every Marshal guess each face-down position's forecast is scored against"
                + " the value it held, on the same forecasts by: the uniform measure (logic only), an even spread over the same"
                + " possible values, the model measure (what the tool shows by default), and the held-out model (the model fitted"
                + " without that bot, so a Fugitive it never saw). Per bot and"
                + " forecaster, early (the Marshal's first --early guesses) and late: the Brier score, the log-loss and a"
                + " reliability table (forecasts bucketed by probability, how often they came true, 95%% Wilson intervals;"
                + " a value logic makes certain, the one possible value of its position, is counted on its own, not in a bin)."
                + " --svg draws a reliability diagram per forecaster. Progress on stderr."})
public final class BenchCalibrationCommand extends CommandWithSpec {
    @Mixin
    SpecOption specOption = new SpecOption();

    @Mixin
    StudyOptions study = new StudyOptions(300);

    @Mixin
    FugitiveLineup lineup = new FugitiveLineup();

    @Option(names = "--early", paramLabel = "K", converter = RunOptions.PositiveIntConverter.class,
            description = "The Marshal's first K guesses count as early.")
    int early = 3;

    @Option(names = "--work", paramLabel = "STATES", converter = RunOptions.PositiveConverter.class,
            description = "Work limit of one exact count, in DP states; a guess past it is skipped and counted.")
    long work = Deduction.COMMAND_WORK_LIMIT;

    @Option(names = "--model", paramLabel = "FILE", description = "The Fugitive model file (default: the shipped "
            + FugitiveModel.SHIPPED + ").")
    Path modelFile;

    @Option(names = "--json", description = "Print JSON: {\"spec\", \"marshal\", \"games\", \"seed\", \"early\", \"rows\":"
            + " [{\"spec\", \"fugitive\", \"heldOut\", \"measure\", \"phase\", \"forecasts\", \"brier\", \"logLoss\", \"certain\","
            + " \"binsOff\", \"binsOfGoalSize\", \"bins\": [{\"low\", \"high\", \"values\", \"meanForecast\", \"cameTrue\", \"interval\"}]}, ...],"
            + " \"pooled\": [the same, \"fugitive\": \"all\", every forecast of every bot counted once]}; \"forecasts\" counts position forecasts (one per"
            + " face-down position per Marshal guess, each scored whole), while the reliability bins count value forecasts"
            + " (one per possible value of a position) of the uncertain positions: \"certain\" counts the value forecasts"
            + " of positions logic leaves one possible value, left out of the bins; binsOff: bins of 200 or more off by"
            + " over 0.05 (of binsOfGoalSize).")
    boolean json;

    @Option(names = "--svg", paramLabel = "FILE", description = "Also write the reliability diagram as SVG to FILE.")
    Path svg;

    @Override
    public Integer call() {
        FugitiveGame game = FugitiveGame.of(specOption.spec);
        List<String> fugitives = lineup.checked(List.of(game));
        PrintWriter out = spec.commandLine().getOut();
        if (svg != null) {
            OutputFiles.check(svg);
        }
        Path file = modelFile == null ? Home.dir().resolve(FugitiveModel.SHIPPED) : modelFile;
        if (modelFile == null) {
            FugitiveModel.shipped(); // its own message when the shipped file is missing
        }
        ModelRef model = ModelRef.of(Json.readText(file), file.toString());
        if (model.model().training().get("seed").asLong() == study.run.seed()) {
            // the same seed deals the same games: the model would be scored on the games it learned from
            throw new UserError("--seed: " + study.run.seed() + " is the seed of the model's training games; score it on another seed");
        }
        List<CalibrationStudy.Result> results;
        try (EngineOptions.Session s = study.engine.open(identity(game, model, fugitives), String.format("bench calibration under %s, Fugitive %s,"
                + " Marshal %s, %,d games, seed %d, model %s", game.spec().name(), String.join(",", fugitives), lineup.marshal.bot, study.run.games,
                study.run.seed(), file))) {
            results = CalibrationStudy.run(game, fugitives, lineup.marshal.bot, study.run.run(), early, work, model, s.plan(),
                    new Progress(spec.commandLine().getErr(), "games", study.run.games * fugitives.size()));
        }
        FugitiveRules rules = game.rules();
        String title = String.format("The deduction's calibration (%s): %s per Fugitive bot, %s Marshal (seed %d)", rules.name(),
                Counts.plain(study.run.games, "game"), lineup.marshal.bot, study.run.seed());
        try (OutputFiles staged = new OutputFiles()) {
            if (svg != null) {
                staged.stage(svg, ReliabilitySvg.render(title, results, early));
            }
            if (json) {
                out.print(Json.write(toJson(rules, results)));
                out.flush();
            } else {
                print(out, title, results);
            }
            Outputs.commit(staged, out);
        }
        return 0;
    }

    /** What decides the figures, for the checkpoint: the game, the bots, the phases, the work limit, the model (by a hash of its text). */
    private ObjectNode identity(FugitiveGame game, ModelRef model, List<String> fugitives) {
        ObjectNode o = Json.object();
        o.put("command", "bench calibration");
        o.set("game", EngineOptions.game(game));
        fugitives.forEach(o.putArray("fugitives")::add);
        o.put("marshal", lineup.marshal.bot).put("early", early).put("work", work);
        o.put("modelSha256", sha256(model.text()));
        o.put("games", study.run.games).put("seed", study.run.seed());
        return o;
    }

    private static String sha256(String text) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e); // every JDK has SHA-256
        }
    }

    private void print(PrintWriter out, String title, List<CalibrationStudy.Result> results) {
        out.println(title);
        out.println("Measures: uniform (" + Deduction.MEASURE + "); even (an even spread over the same possible values);"
                + " model (the Fugitive model's mixture of styles, what the tool shows by default); "
                + CalibrationStudy.Forecaster.HELD_OUT + " (the model fitted without the bot it meets: a Fugitive it never saw)");
        for (CalibrationStudy.Result r : results) {
            out.println();
            CalibrationStudy.Tables u = r.tables().get(CalibrationStudy.Forecaster.UNIFORM);
            out.printf("%s Fugitive: %d Marshal turns (%d skipped at the work limit), %d position forecasts; %s%n",
                    r.fugitive(), r.turns(), r.skipped(), u.all().forecasts(), certain(u.all()));
            out.println("  the likeliest style at the Marshal's last guess of each game: " + String.join(", ",
                    r.likeliest().entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList()));
            List<String[]> scores = new ArrayList<>();
            scores.add(SCORE_HEADER);
            r.tables().forEach((f, t) -> scores.add(scoreRow(f, t)));
            Table.render(scores).forEach(out::println);
            for (Map.Entry<CalibrationStudy.Forecaster, CalibrationStudy.Tables> e : r.tables().entrySet()) {
                out.println("  reliability, " + e.getKey().label() + " (n: value forecasts, one per possible value of an uncertain position):");
                List<String[]> rows = new ArrayList<>();
                rows.add(new String[] {"    forecast", "early: n", "mean", "came true", "late: n", "mean", "came true"});
                for (int b = 0; b < Reliability.BINS; b++) {
                    Reliability.Row x = e.getValue().early().row(b);
                    Reliability.Row l = e.getValue().late().row(b);
                    rows.add(new String[] {String.format("    %.1f-%.1f", x.low(), x.high()), Long.toString(x.count()), mean(x), observed(x),
                        Long.toString(l.count()), mean(l), observed(l)});
                }
                Table.render(rows).forEach(out::println);
                out.printf("    and not in the bins: early %s; late %s%n", certain(e.getValue().early()), certain(e.getValue().late()));
            }
        }
        if (results.size() > 1) {
            printPooled(out, results);
        }
    }

    /** The certain values of a table, and whether every one came true. */
    private static String certain(Reliability t) {
        String n = Counts.plain(t.certain(), "certain value");
        return t.certainWrong() == 0 ? n + (t.certain() == 0 ? "" : t.certain() == 1 ? ", it came true" : ", every one came true")
                : n + ", " + t.certainWrong() + " of them did not come true";
    }

    /**
     * Every bot's forecasts in one table, each forecast counted once (so a bot whose games give more
     * forecasts weighs more: not each bot equally likely). Against one bot alone a posterior over
     * the bots need not be calibrated, where the notes cannot yet tell that bot from another.
     */
    private static void printPooled(PrintWriter out, List<CalibrationStudy.Result> results) {
        out.println();
        out.println("All " + results.size() + " Fugitive bots pooled (every forecast counted once: a bot whose games give more forecasts weighs more):");
        List<String[]> scores = new ArrayList<>();
        scores.add(SCORE_HEADER);
        pooled(results).forEach((f, t) -> scores.add(scoreRow(f, t)));
        Table.render(scores).forEach(out::println);
    }

    /** Every bot's tables added up, per forecaster: what the text's last table and --json's "pooled" show. */
    private static Map<CalibrationStudy.Forecaster, CalibrationStudy.Tables> pooled(List<CalibrationStudy.Result> results) {
        Map<CalibrationStudy.Forecaster, CalibrationStudy.Tables> pooled = new java.util.EnumMap<>(CalibrationStudy.Forecaster.class);
        for (CalibrationStudy.Result r : results) {
            r.tables().forEach((f, t) -> {
                CalibrationStudy.Tables into = pooled.computeIfAbsent(f, k -> new CalibrationStudy.Tables(new Reliability(), new Reliability()));
                into.early().addAll(t.early());
                into.late().addAll(t.late());
            });
        }
        return pooled;
    }

    private static final String[] SCORE_HEADER = {"  forecaster", "Brier early", "Brier late", "log-loss early", "log-loss late",
        "bins of 200+ off by > 0.05 (of 200+), uncertain values"};

    /** A forecaster's scores, and how many of its bins of 200 or more forecasts (early and late) miss the 0.05. */
    private static String[] scoreRow(CalibrationStudy.Forecaster f, CalibrationStudy.Tables t) {
        int min = Reliability.GOAL_MIN_COUNT;
        double tolerance = Reliability.GOAL_TOLERANCE;
        long off = t.early().offBins(min, tolerance).size() + t.late().offBins(min, tolerance).size();
        long big = t.early().offBins(min, -1).size() + t.late().offBins(min, -1).size();
        return new String[] {"  " + f.label(), f4(t.early().brier()), f4(t.late().brier()), f4(t.early().logLoss()), f4(t.late().logLoss()),
            off + " (" + big + ")"};
    }

    private static String f4(double x) {
        return Double.isNaN(x) ? "-" : String.format("%.4f", x);
    }

    private static String mean(Reliability.Row r) {
        return r.count() == 0 ? "-" : String.format("%.3f", r.meanPredicted());
    }

    private static String observed(Reliability.Row r) {
        return r.count() == 0 ? "-" : String.format("%.3f [%.3f, %.3f]", r.observed().estimate(), r.observed().low(), r.observed().high());
    }

    /**
     * The rows the issue names, each with what its claims rest on (its bins off the goal and its reliability bins), the run's
     * settings, and every bot pooled (as the text's last table).
     */
    private ObjectNode toJson(FugitiveRules rules, List<CalibrationStudy.Result> results) {
        ObjectNode o = Json.object();
        o.put("spec", rules.name()).put("marshal", lineup.marshal.bot).put("games", study.run.games).put("seed", study.run.seed()).put("early", early);
        ArrayNode rows = o.putArray("rows");
        for (CalibrationStudy.Result r : results) {
            for (Map.Entry<CalibrationStudy.Forecaster, CalibrationStudy.Tables> e : r.tables().entrySet()) {
                if (e.getKey().diagnostic) {
                    continue; // the rows hold the measures only
                }
                for (boolean earlyPhase : new boolean[] {true, false}) {
                    row(rows.addObject().put("spec", rules.name()).put("fugitive", r.fugitive()), e.getKey(), e.getValue(), earlyPhase);
                }
            }
        }
        ArrayNode all = o.putArray("pooled");
        pooled(results).forEach((f, t) -> {
            if (f.diagnostic) {
                return;
            }
            for (boolean earlyPhase : new boolean[] {true, false}) {
                row(all.addObject().put("spec", rules.name()).put("fugitive", "all"), f, t, earlyPhase);
            }
        });
        return o;
    }

    /**
     * One forecaster's figures in one phase: "forecasts" counts position forecasts (certain ones too), each bin's "values"
     * value forecasts of uncertain positions, "certain" the certain values left out of the bins.
     */
    private static void row(ObjectNode x, CalibrationStudy.Forecaster f, CalibrationStudy.Tables tables, boolean earlyPhase) {
        Reliability t = earlyPhase ? tables.early() : tables.late();
        x.put("heldOut", f.heldOut).put("measure", f.measure).put("phase", earlyPhase ? "early" : "late").put("forecasts", t.forecasts());
        if (t.forecasts() > 0) {
            x.put("brier", t.brier()).put("logLoss", t.logLoss());
        } else {
            x.putNull("brier").putNull("logLoss");
        }
        x.put("certain", t.certain());
        x.put("binsOff", t.offBins(Reliability.GOAL_MIN_COUNT, Reliability.GOAL_TOLERANCE).size())
                .put("binsOfGoalSize", t.offBins(Reliability.GOAL_MIN_COUNT, -1).size());
        ArrayNode bins = x.putArray("bins");
        for (int b = 0; b < Reliability.BINS; b++) {
            Reliability.Row r = t.row(b);
            if (r.count() > 0) {
                bins.addObject().put("low", r.low()).put("high", r.high()).put("values", r.count()).put("meanForecast", r.meanPredicted())
                        .put("cameTrue", r.observed().estimate()).putArray("interval").add(r.observed().low()).add(r.observed().high());
            }
        }
    }
}
