package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.NameLists;
import org.cardlab.cli.Progress;
import org.cardlab.cli.TournamentOptions;
import org.cardlab.cli.TournamentProgress;
import org.cardlab.core.Counts;
import org.cardlab.core.Games;
import org.cardlab.core.Home;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.Stats;
import org.cardlab.core.TextTable;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.bots.FallbackCounter;
import org.cardlab.tournament.DecisionTimes;
import org.cardlab.tournament.EntryTally;
import org.cardlab.tournament.Lineups;
import org.cardlab.tournament.SeatBots;
import org.cardlab.tournament.SeatRatings;
import org.cardlab.tournament.Standings;
import org.cardlab.tournament.Tournament;
import org.cardlab.tournament.TournamentChart;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "tournament",
        description = {"Every Marshal bot against every Fugitive bot, under each spec, on the same seeded deals.",
            "Game i of every pairing is dealt from a seed derived from --seed and i, so the pairings meet the same deals and"
                + " the figures do not depend on --threads or --engine (--checkpoint keeps finished ranges, so a stopped run"
                + " resumes). Prints each pairing's Marshal win rate with its 95%% Wilson interval"
                + " and the Marshal's decision time (median, p95, max, wall clock; they do depend on the machine and the threads),"
                + " how often a bot fell back to another's move, and a rating per bot (Bradley-Terry on the Elo scale, with a seat"
                + " advantage per spec). Progress on stderr. By default: every registered bot for each seat, every spec under"
                + " specs/fugitive/ built from a rulebook.",
            "--json prints {\"pairings\": [{\"spec\", \"marshal\", \"fugitive\", \"games\", \"marshalWinRate\", \"interval\": [lo, hi],"
                + " \"marshalWins\", \"decisionMs\", \"fallbacks\" (null for a bot that never falls back)}, ...],"
                + " \"ratings\": {\"marshal\", \"fugitive\","
                + " \"marshalSeatAdvantage\"}}."})
public final class FugitiveTournamentCommand extends CommandWithSpec {
    @Option(names = "--marshal", paramLabel = "BOT", split = ",",
            description = "Marshal bots, separated by commas (default: every registered bot that plays the Marshal).")
    List<String> marshals;

    @Option(names = "--fugitive", paramLabel = "BOT", split = ",",
            description = "Fugitive bots, separated by commas (default: every registered bot that plays the Fugitive).")
    List<String> fugitives;

    /** --spec (default: every spec under specs/fugitive/ built from a rulebook), the run, the engine, the output. */
    @Mixin
    TournamentOptions options = new TournamentOptions(200);

    @Override
    public Integer call() {
        List<FugitiveGame> games = new ArrayList<>();
        if (options.specs == null) {
            // The rulebooks' specs: a spec of cardlab's own (the reduced mini) is a study game, asked for by name.
            Home.specNames("fugitive").stream().map(Games.get("fugitive")::spec).filter(s -> s.rulebook() != null)
                    .forEach(s -> games.add(FugitiveGame.of(s)));
        } else {
            NameLists.specs(spec, "--spec", options.specs).forEach(s -> games.add(FugitiveGame.of(s)));
        }
        if (games.isEmpty()) {
            throw new UserError("--spec: no Fugitive spec found under " + Home.specsDir().resolve("fugitive"));
        }
        if (games.stream().map(g -> g.spec().name()).distinct().count() < games.size()) {
            throw new UserError("--spec: a spec is named twice");
        }
        FugitiveGame first = games.get(0);
        List<String> ms = marshals == null ? SeatBots.forSeat(first, FugitiveSeat.MARSHAL.index())
                : SeatBots.check(first, NameLists.bots(spec, "--marshal", marshals), FugitiveSeat.MARSHAL.index(), "--marshal");
        List<String> fs = fugitives == null ? SeatBots.forSeat(first, FugitiveSeat.FUGITIVE.index())
                : SeatBots.check(first, NameLists.bots(spec, "--fugitive", fugitives), FugitiveSeat.FUGITIVE.index(), "--fugitive");
        options.output.check();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Lineups lineups = Lineups.bySeat(List.of(fs, ms));
        Tournament.Result r = options.play("fugitive tournament", games, lineups, String.format("fugitive tournament under %s, %,d games"
                + " a pairing, seed %d", String.join(",", games.stream().map(g -> g.spec().name()).toList()), options.run.run().games(),
                options.run.run().seed()), FugitiveTournamentCommand::fallbacks,
                new TournamentProgress(err, "pairing", e -> e.seats().get(1) + " Marshal vs " + e.seats().get(0) + " Fugitive"));
        List<org.cardlab.core.Side> sides = first.sides();
        Standings standings = Standings.of(r, sides);
        options.output.write(out, () -> toJson(r, standings), () -> lines(r, standings), () -> TournamentChart.twoSeats(r, sides, "Fugitive",
                "Marshal", first.type().botNames()));
        return 0;
    }

    /** A Fugitive bot's fallbacks to another bot's move so far; -1 for a bot that never falls back. */
    static long fallbacks(Policy<?, ?> bot) {
        return bot instanceof FallbackCounter c ? c.fallbacks() : -1;
    }

    static ObjectNode toJson(Tournament.Result r, Standings standings) {
        ObjectNode o = Json.object();
        ArrayNode ps = o.putArray("pairings");
        for (Tournament.Outcome p : r.outcomes()) {
            EntryTally<?> t = p.tally();
            var rate = Stats.wilson(t.sideWins(FugitiveSeat.MARSHAL.index()), t.games());
            ObjectNode po = ps.addObject();
            po.put("spec", p.entry().spec()).put("marshal", p.entry().seats().get(FugitiveSeat.MARSHAL.index()))
                    .put("fugitive", p.entry().seats().get(FugitiveSeat.FUGITIVE.index())).put("games", t.games())
                    .put("marshalWins", t.sideWins(FugitiveSeat.MARSHAL.index())).put("marshalWinRate", rate.estimate());
            po.putArray("interval").add(rate.low()).add(rate.high());
            DecisionTimes times = t.times(FugitiveSeat.MARSHAL.index());
            ObjectNode d = po.putObject("decisionMs");
            d.put("decisions", times.count()).put("median", times.quantileMs(0.5)).put("p95", times.quantileMs(0.95))
                    .put("max", times.maxMs());
            long fallbacks = t.fallbacks(FugitiveSeat.MARSHAL.index());
            if (fallbacks >= 0) {
                po.put("fallbacks", fallbacks);
            } else {
                po.putNull("fallbacks"); // a bot that never falls back
            }
        }
        ObjectNode rt = o.putObject("ratings");
        rt.put("method", "Bradley-Terry with a Marshal seat advantage per spec, fitted by maximum likelihood (half a win and half a"
                + " loss added per pairing); Elo scale (400 points = odds x 10); Marshal bots and Fugitive bots each centred on 1500;"
                + " intervals are 95% (1.96 standard errors)");
        rt.set("marshal", ratingsJson(standings, FugitiveSeat.MARSHAL.index()));
        rt.set("fugitive", ratingsJson(standings, FugitiveSeat.FUGITIVE.index()));
        ObjectNode adv = Json.object();
        standings.seatAdvantage().forEach((k, v) -> rating(adv, k, v));
        rt.set("marshalSeatAdvantage", adv);
        return o;
    }

    private static ObjectNode ratingsJson(Standings standings, int seat) {
        ObjectNode o = Json.object();
        standings.all().stream().filter(st -> st.seat() == seat).forEach(st -> rating(o, st.bot(), st.rating()));
        return o;
    }

    private static void rating(ObjectNode o, String name, SeatRatings.Rating v) {
        ObjectNode x = o.putObject(name);
        x.put("rating", v.value());
        x.putArray("interval").add(v.value() - v.halfWidth()).add(v.value() + v.halfWidth());
    }

    static List<String> lines(Tournament.Result r, Standings standings) {
        List<String> out = new ArrayList<>();
        out.add(String.format("Fugitive tournament: %s a pairing, seed %d, on the same deals in every pairing (%.0f s)",
                Counts.of(r.run().games(), "game"), r.run().seed(), r.seconds()));
        out.add("");
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"spec", "Marshal", "Fugitive", "Marshal wins [95% interval]", "decision ms: median", "p95", "max",
            "fallbacks"});
        for (Tournament.Outcome p : r.outcomes()) {
            EntryTally<?> t = p.tally();
            DecisionTimes times = t.times(FugitiveSeat.MARSHAL.index());
            long fallbacks = t.fallbacks(FugitiveSeat.MARSHAL.index());
            rows.add(new String[] {p.entry().spec(), p.entry().seats().get(FugitiveSeat.MARSHAL.index()),
                p.entry().seats().get(FugitiveSeat.FUGITIVE.index()), Stats.wilson(t.sideWins(FugitiveSeat.MARSHAL.index()), t.games()).toString(),
                ms(times.quantileMs(0.5)), ms(times.quantileMs(0.95)), ms(times.maxMs()),
                fallbacks < 0 ? "-" : fallbacks + " of " + times.count()});
        }
        out.addAll(TextTable.render(rows));
        out.add("");
        out.add("Ratings (Bradley-Terry, Elo scale: 400 points = odds x 10; each seat's bots centred on 1500; 95% intervals):");
        standings.all().stream().filter(st -> st.seat() == FugitiveSeat.MARSHAL.index()).forEach(st -> out.add(
                String.format("  Marshal  %-10s %6.0f +- %.0f", st.bot(), st.rating().value(), st.rating().halfWidth())));
        standings.all().stream().filter(st -> st.seat() == FugitiveSeat.FUGITIVE.index()).forEach(st -> out.add(
                String.format("  Fugitive %-10s %6.0f +- %.0f", st.bot(), st.rating().value(), st.rating().halfWidth())));
        standings.seatAdvantage().forEach((k, v) -> out.add(String.format("  the Marshal's seat under %s: %+.0f +- %.0f", k, v.value(),
                v.halfWidth())));
        return out;
    }

    private static String ms(double v) {
        return Double.isNaN(v) ? "-" : v < 1 ? String.format("%.3f", v) : v < 100 ? String.format("%.1f", v) : String.format("%.0f", v);
    }
}
