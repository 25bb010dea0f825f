package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
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
import org.cardlab.games.Games;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "calibration",
        description = {"Measures how far to trust the deduction's probabilities, against what was true in seeded games.",
            "Each Fugitive bot plays the same deals against one Marshal bot (the games 'cardlab fugitive simulate' plays"
                + " with the same seed and bots). At every Marshal guess the deduction reads his notes, and each face-down"
                + " position's forecast is scored against the value it held. Per bot: a reliability table (forecasts"
                + " bucketed by probability, how often they came true, 95%% Wilson intervals) and the Brier score, early"
                + " (the Marshal's first --early guesses) and late, beside the score of an even spread over the same"
                + " possible values. --svg draws the reliability diagram. Progress on stderr."})
public final class BenchCalibrationCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    SpecOption specOption = new SpecOption();

    @Mixin
    RunOptions run = RunOptions.games(300);

    @Option(names = "--fugitive", paramLabel = "BOT", split = ",",
            description = "Fugitive bots, one table each, separated by commas.")
    List<String> fugitives = List.of("random", "heuristic", "shadow");

    @Option(names = "--marshal", paramLabel = "BOT", description = "The Marshal bot.")
    String marshal = "heuristic";

    @Option(names = "--early", paramLabel = "K", converter = RunOptions.PositiveIntConverter.class,
            description = "The Marshal's first K guesses count as early.")
    int early = 3;

    @Option(names = "--work", paramLabel = "STATES", converter = RunOptions.PositiveConverter.class,
            description = "Work limit of one exact count, in DP states; a guess past it is skipped and counted.")
    long work = Deduction.COMMAND_WORK_LIMIT;

    @Option(names = "--json", description = "Print JSON: per bot, early, late and all: forecasts, brier, evenBrier, bins"
            + " (low, high, count, meanPredicted, observed, interval).")
    boolean json;

    @Option(names = "--svg", paramLabel = "FILE", description = "Also write the reliability diagram as SVG to FILE.")
    Path svg;

    @Override
    public Integer call() {
        fugitives = botList(fugitives, "--fugitive");
        fugitives.forEach(f -> GameOptions.known(Games.get("fugitive"), "--fugitive", f));
        GameOptions.known(Games.get("fugitive"), "--marshal", marshal);
        PrintWriter out = spec.commandLine().getOut();
        FugitiveGame game = FugitiveGame.of(specOption.spec);
        if (svg != null) {
            OutputFiles.check(svg);
        }
        List<CalibrationStudy.Result> results = CalibrationStudy.run(game, fugitives, marshal, run.run(), early, work,
                new Progress(spec.commandLine().getErr(), "games", run.games * fugitives.size()));
        FugitiveRules rules = game.rules();
        String title = String.format("The deduction's calibration (%s): %d games per Fugitive bot, %s Marshal", rules.name(), run.games, marshal);
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

    /** The bots of a comma-separated option: at least one, none named twice (as {@code tournament} takes them). */
    static List<String> botList(List<String> names, String option) {
        List<String> out = names.stream().map(String::strip).toList();
        if (out.isEmpty() || out.stream().anyMatch(String::isEmpty)) {
            throw new UserError(option + ": name at least one bot, and no empty name between commas");
        }
        if (out.stream().distinct().count() < out.size()) {
            throw new UserError(option + ": a bot is named twice");
        }
        return out;
    }

    private void print(PrintWriter out, String title, List<CalibrationStudy.Result> results) {
        out.println(title + " (seed " + run.seed + ")");
        out.println("Measure: " + Deduction.MEASURE);
        for (CalibrationStudy.Result r : results) {
            out.println();
            out.printf("%s Fugitive: %d Marshal turns (%d skipped at the work limit), %d position forecasts; values called certain: %d, wrong: %d%n",
                    r.fugitive(), r.turns(), r.skipped(), r.all().forecasts(), r.all().certain(), r.all().certainWrong());
            out.printf("  Brier score (0 is perfect): early %.4f, late %.4f, all %.4f; an even spread over the possible values: %.4f, %.4f, %.4f%n",
                    r.early().brier(), r.late().brier(), r.all().brier(), r.early().evenBrier(), r.late().evenBrier(), r.all().evenBrier());
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"  forecast", "early: n", "mean", "came true", "late: n", "mean", "came true"});
            for (int b = 0; b < Reliability.BINS; b++) {
                Reliability.Row e = r.early().row(b);
                Reliability.Row l = r.late().row(b);
                rows.add(new String[] {String.format("  %.1f-%.1f", e.low(), e.high()), Long.toString(e.count()), mean(e), observed(e),
                    Long.toString(l.count()), mean(l), observed(l)});
            }
            Table.render(rows).forEach(out::println);
        }
    }

    private static String mean(Reliability.Row r) {
        return r.count() == 0 ? "-" : String.format("%.3f", r.meanPredicted());
    }

    private static String observed(Reliability.Row r) {
        return r.count() == 0 ? "-" : String.format("%.3f [%.3f, %.3f]", r.observed().estimate(), r.observed().low(), r.observed().high());
    }

    private ObjectNode toJson(FugitiveRules rules, List<CalibrationStudy.Result> results) {
        ObjectNode o = Json.object();
        o.put("spec", rules.name()).put("marshal", marshal).put("games", run.games).put("seed", run.seed).put("earlyTurns", early);
        o.put("measure", Deduction.MEASURE);
        ArrayNode fs = o.putArray("fugitives");
        for (CalibrationStudy.Result r : results) {
            ObjectNode f = fs.addObject();
            f.put("fugitive", r.fugitive()).put("marshalTurns", r.turns()).put("skipped", r.skipped());
            f.put("certain", r.all().certain()).put("certainWrong", r.all().certainWrong());
            f.set("early", table(r.early()));
            f.set("late", table(r.late()));
            f.set("all", table(r.all()));
        }
        return o;
    }

    private static ObjectNode table(Reliability r) {
        ObjectNode t = Json.object();
        t.put("forecasts", r.forecasts());
        if (r.forecasts() > 0) {
            t.put("brier", r.brier()).put("evenBrier", r.evenBrier());
        }
        ArrayNode bins = t.putArray("bins");
        for (int b = 0; b < Reliability.BINS; b++) {
            Reliability.Row row = r.row(b);
            ObjectNode x = bins.addObject().put("low", row.low()).put("high", row.high()).put("count", row.count());
            if (row.count() > 0) {
                x.put("meanPredicted", row.meanPredicted()).put("observed", row.observed().estimate());
                x.putArray("interval").add(row.observed().low()).add(row.observed().high());
            }
        }
        return t;
    }
}
