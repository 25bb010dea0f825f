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
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.calibration.CalibrationStudy;
import org.cardlab.fugitive.calibration.Reliability;
import org.cardlab.fugitive.calibration.ReliabilitySvg;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.Table;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "calibration",
        mixinStandardHelpOptions = true,
        description = {"How far to trust the deduction's probabilities. Seeded games of each",
            "Fugitive bot against one Marshal bot; at every Marshal guess the deduction",
            "reads his notes, and each face-down position's forecast is scored against",
            "the value it held. Per bot: a reliability table (forecasts bucketed by",
            "probability, how often they came true, 95%% Wilson intervals) and the Brier",
            "score, early (the Marshal's first --early turns) and late, beside the score",
            "of an even spread over the same possible values. --svg draws the reliability",
            "diagram."})
public final class BenchCalibrationCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--spec", defaultValue = "pt", description = "Rule spec (default: ${DEFAULT-VALUE}).")
    String specName;

    @Option(names = "--games", paramLabel = "N", defaultValue = "300", description = "Games per Fugitive bot (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Study seed; every bot plays the same deals (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--fugitive", paramLabel = "BOT", arity = "1..*", defaultValue = "random,heuristic,shadow", split = ",",
            description = "Fugitive bots, space- or comma-separated (default: ${DEFAULT-VALUE}).")
    List<String> fugitives;

    @Option(names = "--marshal", paramLabel = "BOT", defaultValue = "heuristic", description = "The Marshal bot (default: ${DEFAULT-VALUE}).")
    String marshal;

    @Option(names = "--early", paramLabel = "K", defaultValue = "3", description = "The Marshal's first K turns count as early (default: ${DEFAULT-VALUE}).")
    int early;

    @Option(names = "--work", paramLabel = "W", defaultValue = "2000000", description = "Work limit of one exact count; a turn past it is skipped and counted (default: ${DEFAULT-VALUE}).")
    long work;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Worker threads; results do not depend on it (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--json", description = "Print JSON: per bot, early, late and all: forecasts, brier, evenBrier, bins (low, high, count, meanPredicted, observed, interval).")
    boolean json;

    @Option(names = "--svg", paramLabel = "FILE", description = "Write the reliability diagram as SVG.")
    Path svg;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        FugitiveRules rules = FugitiveRules.load(specName);
        if (svg != null) {
            OutputFiles.check(svg);
        }
        List<CalibrationStudy.Result> results = CalibrationStudy.run(rules, fugitives, marshal, games, seed, early, work, threads,
                new Progress(spec.commandLine().getErr(), "games", (long) games * fugitives.size()));
        String title = String.format("The deduction's calibration (%s): %d games per Fugitive bot, %s Marshal", rules.name(), games, marshal);
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

    private void print(PrintWriter out, String title, List<CalibrationStudy.Result> results) {
        out.println(title + " (seed " + seed + ")");
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
        o.put("spec", rules.name()).put("marshal", marshal).put("games", games).put("seed", seed).put("earlyTurns", early);
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
