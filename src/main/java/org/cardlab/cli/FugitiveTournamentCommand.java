package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.TextTable;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.FugitiveType;
import org.cardlab.fugitive.tournament.TournamentBots;
import org.cardlab.tournament.Ratings;
import org.cardlab.tournament.Tournament;
import org.cardlab.tournament.TournamentChart;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "tournament",
        description = {"Every Marshal bot against every Fugitive bot, under each spec, on the same seeded deals.",
            "Game i of every pairing is dealt from a seed derived from --seed and i, so the pairings meet the same deals and"
                + " the figures do not depend on --threads. Prints each pairing's Marshal win rate with its 95%% Wilson interval"
                + " and the Marshal's decision time (median, p95, max, wall clock; they do depend on the machine and the threads),"
                + " how often a bot fell back to another's move, and a rating per bot (Bradley-Terry on the Elo scale, with a seat"
                + " advantage per spec). Progress on stderr. By default: every registered bot for each seat, every spec under"
                + " specs/fugitive/.",
            "--json prints {\"pairings\": [{\"spec\", \"marshal\", \"fugitive\", \"games\", \"marshalWinRate\", \"interval\": [lo, hi],"
                + " \"marshalWins\", \"decisionMs\", \"fallbacks\"}, ...], \"ratings\": {\"marshal\", \"fugitive\","
                + " \"marshalSeatAdvantage\"}}."})
public final class FugitiveTournamentCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--marshal", paramLabel = "BOT", split = ",",
            description = "Marshal bots, separated by commas (default: every registered bot that plays the Marshal).")
    List<String> marshals;

    @Option(names = "--fugitive", paramLabel = "BOT", split = ",",
            description = "Fugitive bots, separated by commas (default: every registered bot that plays the Fugitive).")
    List<String> fugitives;

    @Option(names = "--spec", paramLabel = "SPEC", split = SpecOption.LIST_SPLIT, splitSynopsisLabel = ",",
            descriptionKey = SpecOption.LIST_KEY, description = "Rule specs, separated by commas (default: every spec under specs/fugitive/).")
    List<RuleSpec> specs;

    @Mixin
    RunOptions run = RunOptions.games(200);

    @Mixin
    JsonOption output = new JsonOption();

    @Option(names = "--svg", paramLabel = "FILE", description = "Also write the chart of win rates with their intervals to FILE.")
    Path svg;

    @Override
    public Integer call() {
        List<FugitiveGame> games = new ArrayList<>();
        if (specs == null) {
            Home.specNames("fugitive").forEach(name -> games.add(FugitiveGame.of(FugitiveType.INSTANCE.spec(name))));
        } else {
            specs.forEach(s -> games.add(FugitiveGame.of(s)));
        }
        if (games.isEmpty()) {
            throw new UserError("--spec: no Fugitive spec found under " + Home.specsDir().resolve("fugitive"));
        }
        if (games.stream().map(g -> g.spec().name()).distinct().count() < games.size()) {
            throw new UserError("--spec: a spec is named twice");
        }
        FugitiveGame first = games.get(0);
        List<String> ms = marshals == null ? TournamentBots.forSeat(first, FugitiveState.MARSHAL)
                : TournamentBots.check(first, strip(marshals), FugitiveState.MARSHAL, "--marshal");
        List<String> fs = fugitives == null ? TournamentBots.forSeat(first, FugitiveState.FUGITIVE)
                : TournamentBots.check(first, strip(fugitives), FugitiveState.FUGITIVE, "--fugitive");
        if (svg != null) {
            OutputFiles.check(svg);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long total = (long) games.size() * ms.size() * fs.size();
        long[] pairingNo = {0};
        long start = System.nanoTime();
        String[] current = {""};
        Tournament.Result r = Tournament.run(games, ms, fs, run.run(), (sp, m, f, done, all) -> {
            String name = sp + ": " + m + " Marshal vs " + f + " Fugitive";
            synchronized (current) {
                if (!name.equals(current[0])) {
                    current[0] = name;
                    pairingNo[0]++;
                }
                if (done % Math.max(1, all / 10) == 0 || done == all) {
                    err.printf("pairing %d/%d, %s: %d/%d games (%.0f s in all)%n", pairingNo[0], total, name, done, all,
                            (System.nanoTime() - start) / 1e9);
                    err.flush();
                }
            }
        }, null);
        try (OutputFiles files = new OutputFiles()) {
            if (svg != null) {
                files.stage(svg, TournamentChart.svg(r));
            }
            if (output.json) {
                OutputOptions.print(out, toJson(r));
            } else {
                lines(r).forEach(out::println);
                if (svg != null) {
                    out.println("Chart: " + svg);
                }
                out.flush();
            }
            Outputs.commit(files, out);
        }
        return 0;
    }

    private static List<String> strip(List<String> names) {
        return names.stream().map(String::strip).toList();
    }

    static ObjectNode toJson(Tournament.Result r) {
        ObjectNode o = Json.object();
        ArrayNode ps = o.putArray("pairings");
        for (Tournament.Pairing p : r.pairings()) {
            var rate = p.marshalRate();
            ObjectNode po = ps.addObject();
            po.put("spec", p.spec()).put("marshal", p.marshal()).put("fugitive", p.fugitive()).put("games", p.games())
                    .put("marshalWins", p.marshalWins()).put("marshalWinRate", rate.estimate());
            po.putArray("interval").add(rate.low()).add(rate.high());
            ObjectNode t = po.putObject("decisionMs");
            t.put("decisions", p.times().count()).put("median", p.times().quantileMs(0.5)).put("p95", p.times().quantileMs(0.95))
                    .put("max", p.times().maxMs());
            if (p.fallbacks() >= 0) {
                po.put("fallbacks", p.fallbacks());
            }
        }
        ObjectNode rt = o.putObject("ratings");
        rt.put("method", "Bradley-Terry with a Marshal seat advantage per spec, fitted by maximum likelihood (half a win and half a"
                + " loss added per pairing); Elo scale (400 points = odds x 10); Marshal bots and Fugitive bots each centred on 1500;"
                + " intervals are 95% (1.96 standard errors)");
        rt.set("marshal", ratingsJson(r.ratings().marshals));
        rt.set("fugitive", ratingsJson(r.ratings().fugitives));
        rt.set("marshalSeatAdvantage", ratingsJson(r.ratings().marshalSeat));
        return o;
    }

    private static ObjectNode ratingsJson(Map<String, Ratings.Rating> m) {
        ObjectNode o = Json.object();
        m.forEach((k, v) -> {
            ObjectNode x = o.putObject(k);
            x.put("rating", v.value());
            x.putArray("interval").add(v.value() - v.halfWidth()).add(v.value() + v.halfWidth());
        });
        return o;
    }

    static List<String> lines(Tournament.Result r) {
        List<String> out = new ArrayList<>();
        out.add(String.format("Fugitive tournament: %,d games a pairing, seed %d, on the same deals in every pairing (%.0f s)",
                r.run().games(), r.run().seed(), r.seconds()));
        out.add("");
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"spec", "Marshal", "Fugitive", "Marshal wins [95% interval]", "decision ms: median", "p95", "max",
            "fallbacks"});
        for (Tournament.Pairing p : r.pairings()) {
            rows.add(new String[] {p.spec(), p.marshal(), p.fugitive(), p.marshalRate().toString(), ms(p.times().quantileMs(0.5)),
                ms(p.times().quantileMs(0.95)), ms(p.times().maxMs()),
                p.fallbacks() < 0 ? "-" : p.fallbacks() + " of " + p.times().count()});
        }
        out.addAll(TextTable.render(rows));
        out.add("");
        out.add("Ratings (Bradley-Terry, Elo scale: 400 points = odds x 10; each seat's bots centred on 1500; 95% intervals):");
        r.ratings().marshals.forEach((k, v) -> out.add(String.format("  Marshal  %-10s %6.0f +- %.0f", k, v.value(), v.halfWidth())));
        r.ratings().fugitives.forEach((k, v) -> out.add(String.format("  Fugitive %-10s %6.0f +- %.0f", k, v.value(), v.halfWidth())));
        r.ratings().marshalSeat.forEach((k, v) -> out.add(String.format("  the Marshal's seat under %s: %+.0f +- %.0f", k, v.value(),
                v.halfWidth())));
        return out;
    }

    private static String ms(double v) {
        return Double.isNaN(v) ? "-" : v < 1 ? String.format("%.3f", v) : v < 100 ? String.format("%.1f", v) : String.format("%.0f", v);
    }
}
