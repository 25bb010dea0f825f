package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.GameType;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.TextTable;
import org.cardlab.core.UserError;
import org.cardlab.tournament.ByLineup;
import org.cardlab.tournament.DecisionTimes;
import org.cardlab.tournament.Lineups;
import org.cardlab.tournament.SeatBots;
import org.cardlab.tournament.Standings;
import org.cardlab.tournament.Tournament;
import org.cardlab.tournament.TournamentChart;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code cardlab <game> tournament}: bots against bots on the same seeded deals, the same for every game. */
@Command(name = "tournament",
        description = {"Plays the bots against each other on the same seeded deals and rates them.",
            "With one --bots list, every seat takes its bot from it: each line-up (a choice of bots for the seats, two"
                + " different ones at least; a list of one bot plays it in every seat, which measures the seats) is played with"
                + " its seats rotated, every rotation on the same deals, so each bot"
                + " meets the same cards from every seat (duplicate play). With one --bots list per seat, each seat takes the"
                + " bots of its list, every combination, seats not rotated. With --teams (a game of teams), each team takes"
                + " one bot of the one list for all its seats, every choice of bots for the teams, the teams rotated. Game i of"
                + " every seating is dealt from a seed derived from --seed and i, so the figures do not depend on --threads or"
                + " --engine; --checkpoint keeps finished ranges of games, so a stopped run resumes.",
            "Prints, by line-up and bot, how often the bot's side won alone (95%% Wilson intervals) and its mean place; then"
                + " per bot its rating (Plackett-Luce over the finishing orders, a team's rating the sum of its players';"
                + " Bradley-Terry with a seat advantage for two seats of their own bots), with 95%% intervals, and its decision"
                + " time (median, p95, max, wall clock: it depends on the machine). Progress on stderr. --json prints"
                + " {\"game\", \"specs\", \"params\", \"games\", \"seed\", \"rotated\", \"teams\", \"lineups\": [{\"spec\","
                + " \"lineup\", \"bot\", \"seatGames\", \"sideGames\", \"wins\", \"winRate\", \"interval\", \"meanPlace\"}], \"bots\":"
                + " [{\"bot\", \"seat\"?, \"seatGames\", \"sideGames\", \"wins\", \"winRate\", \"interval\", \"meanPlace\","
                + " \"rating\", \"ratingInterval\", \"decisionMs\"}],"
                + " \"ratings\": {\"method\", \"seatAdvantage\"?}}."})
final class TournamentCommand extends CommandWithSpec {
    private final GameType type;

    @Option(names = "--bots", paramLabel = "LIST",
            description = "Bots separated by commas: once for every seat (the seats rotated), or once per seat, in seat order"
                + " (default: every bot that plays every seat).")
    List<String> bots;

    @Option(names = "--teams",
            description = "A game of teams (one whose sides hold several seats, such as Da Guai Lu Zi): each team takes one bot of"
                + " the --bots list for all its seats, every choice of bots for the teams, the teams rotated. Without it one list"
                + " rotates the seats one by one, which mixes the bots within a team.")
    boolean teams;

    /** --spec, the run, the engine, the output. */
    @Mixin
    TournamentOptions options = new TournamentOptions(100);

    TournamentCommand(GameType type) {
        this.type = type;
    }

    /**
     * {@code --spec} defaults to the game's default spec. {@link TournamentOptions} is shared with
     * {@code fugitive tournament}, whose default is every rulebook's spec: the default is set here, so
     * the help shows it once, in picocli's Default line under the option.
     */
    @picocli.CommandLine.Spec
    void defaultSpec(picocli.CommandLine.Model.CommandSpec self) {
        picocli.CommandLine.Model.OptionSpec specs = self.findOption("--spec");
        self.remove(specs);
        self.addOption(specs.toBuilder().defaultValue(type.defaultSpec()).build());
    }

    @Override
    public Integer call() {
        List<RuleSpec> chosen = NameLists.specs(spec, "--spec", options.specs);
        List<Game<?, ?>> games = new ArrayList<>();
        chosen.forEach(s -> games.add(GameOptions.game(spec, type, s)));
        return play(games);
    }

    @SuppressWarnings("unchecked")
    private <S extends GameState<M>, M> int play(List<Game<?, ?>> all) {
        List<Game<S, M>> games = all.stream().map(g -> (Game<S, M>) g).toList(); // one game, one setup: one state class
        Game<S, M> first = games.get(0);
        Lineups lineups = lineups(first);
        options.output.check();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Tournament.Result r = options.play("tournament", games, lineups, String.format("%s tournament under %s, %,d games a seating, seed %d",
                type.id(), String.join(",", games.stream().map(g -> g.spec().name()).toList()), options.run.games, options.run.seed()),
                bot -> -1, new TournamentProgress(err, "seating", e -> String.join(", ", e.seats())));
        Standings standings = Standings.of(r, first.sides());
        List<ByLineup.Row> rows = ByLineup.of(r, first.sides());
        options.output.write(out, () -> json(first, r, rows, standings), () -> lines(first, r, rows, standings),
                () -> TournamentChart.byLineup(r, first.sides(), type.title(), first.gameNoun(), type.botNames()));
        return 0;
    }

    /** One --bots list: every seat from it, rotated; one per seat: each seat its own; none: the bots that play every seat. */
    private Lineups lineups(Game<?, ?> g) {
        int n = g.numPlayers();
        if (bots != null) {
            NameLists.noEmptyEntry(spec, "--bots"); // "greedy," is a comma too many, not a bot with no name
        }
        if (teams) {
            return teamLineups(g);
        }
        if (bots == null) {
            List<String> every = SeatBots.forEverySeat(g);
            if (!every.isEmpty()) {
                return Lineups.rotated(every, n);
            }
            List<List<String>> perSeat = new ArrayList<>();
            for (int s = 0; s < n; s++) {
                perSeat.add(SeatBots.forSeat(g, s));
            }
            return Lineups.bySeat(perSeat);
        }
        if (bots.size() != 1 && bots.size() != n) {
            throw new UserError("--bots is given " + bots.size() + " times for " + n + " seats (give it once for every seat, or once"
                    + " per seat)");
        }
        List<List<String>> lists = new ArrayList<>();
        for (int s = 0; s < bots.size(); s++) {
            List<String> names = Arrays.stream(bots.get(s).split(",", -1)).map(String::strip).toList();
            List<String> checked = bots.size() == 1 ? names : SeatBots.check(g, names, s, "--bots (seat " + s + ")");
            if (bots.size() == 1) {
                for (int seat = 0; seat < n; seat++) {
                    checked = SeatBots.check(g, names, seat, "--bots");
                }
            }
            lists.add(checked);
        }
        return lists.size() == 1 ? Lineups.rotated(lists.get(0), n) : Lineups.bySeat(lists);
    }

    /** --teams: one list (or every bot that plays every seat), one bot per team. */
    private Lineups teamLineups(Game<?, ?> g) {
        if (g.sides().stream().allMatch(side -> side.seats().length == 1)) {
            throw new UserError("--teams needs a game of teams; in " + type.title() + " every side is one seat (without --teams the seats"
                    + " are rotated already)");
        }
        if (bots != null && bots.size() != 1) {
            throw new UserError("--teams takes one --bots list (each team takes one of its bots), not " + bots.size());
        }
        List<String> names = bots == null ? SeatBots.forEverySeat(g)
                : Arrays.stream(bots.get(0).split(",", -1)).map(String::strip).toList();
        for (int seat = 0; seat < g.numPlayers(); seat++) {
            names = SeatBots.check(g, names, seat, "--bots");
        }
        return Lineups.teams(names, g.sides().stream().map(side -> side.seats()).toList());
    }

    private List<String> lines(Game<?, ?> g, Tournament.Result r, List<ByLineup.Row> rows, Standings standings) {
        List<String> out = new ArrayList<>();
        int seatings = r.outcomes().size();
        out.add(String.format("%s tournament under %s%s: %s%s, each dealt the same %s (%s), seed %d (%.0f s)",
                type.title(), String.join(", ", r.outcomes().stream().map(o -> o.entry().spec()).distinct().toList()),
                SimulateCommand.setup(g), Counts.plain(seatings, "seating"),
                r.lineups().isTeams() ? " (a bot per team, every line-up with its teams rotated)"
                : r.lineups().isRotated() ? " (every line-up with its seats rotated)" : "",
                Counts.of(r.run().games(), "deal"), Counts.of(seatings * r.run().games(), "game"), r.run().seed(), r.seconds()));
        if (r.lineups().isRotated() && !r.lineups().isTeams() && g.sides().stream().anyMatch(side -> side.seats().length > 1)) {
            out.add("The seats were rotated one by one, so a team may hold different bots (a bot on both teams of a line-up is counted");
            out.add("on both); --teams gives each team one bot.");
        }
        out.add("");
        List<String[]> t = new ArrayList<>();
        t.add(new String[] {"spec", "line-up (by seat)", "bot", "seats played", "its sides' games", "its side won alone [95% interval]",
            "mean place"});
        for (ByLineup.Row row : rows) {
            t.add(new String[] {row.spec(), String.join(", ", row.lineup()), row.bot(), String.format("%,d", row.seatGames()),
                String.format("%,d", row.sideGames()), row.winRate().toString(), String.format("%.2f", row.meanPlace())});
        }
        out.addAll(TextTable.render(t));
        out.add("");
        out.add("Bots (" + (standings.method().equals(Standings.SEATS) ? "Bradley-Terry with a seat advantage"
                : "Plackett-Luce over the finishing orders") + ", Elo scale: 400 points = odds x 10, centred on 1500; 95% intervals):");
        List<String[]> b = new ArrayList<>();
        b.add(new String[] {"bot", "seats played", "its sides' games", "its side won alone [95% interval]", "mean place", "rating",
            "decision ms: median", "p95", "max"});
        for (Standings.Standing st : standings.all()) {
            DecisionTimes d = st.times();
            b.add(new String[] {st.bot() + (st.seat() < 0 ? "" : " (" + g.seatName(st.seat()) + ")"), String.format("%,d", st.seatGames()),
                String.format("%,d", st.sideGames()), st.winRate().toString(), String.format("%.2f", st.meanPlace()),
                String.format("%.0f +- %.0f", st.rating().value(), st.rating().halfWidth()), ms(d.quantileMs(0.5)), ms(d.quantileMs(0.95)),
                ms(d.maxMs())});
        }
        out.addAll(TextTable.render(b).stream().map(l -> "  " + l).toList());
        standings.seatAdvantage().forEach((k, v) -> out.add(String.format("  the advantage of %s under %s: %+.0f +- %.0f", g.seatName(1), k,
                v.value(), v.halfWidth())));
        return out;
    }

    private ObjectNode json(Game<?, ?> g, Tournament.Result r, List<ByLineup.Row> rows, Standings standings) {
        ObjectNode o = Json.object();
        o.put("game", type.id());
        ArrayNode sp = o.putArray("specs");
        r.outcomes().stream().map(x -> x.entry().spec()).distinct().forEach(sp::add);
        o.set("params", g.params());
        o.put("games", r.run().games());
        o.put("seed", r.run().seed());
        o.put("rotated", r.lineups().isRotated());
        o.put("teams", r.lineups().isTeams());
        ArrayNode ls = o.putArray("lineups");
        for (ByLineup.Row row : rows) {
            ObjectNode x = ls.addObject();
            x.put("spec", row.spec());
            ArrayNode l = x.putArray("lineup");
            row.lineup().forEach(l::add);
            x.put("bot", row.bot()).put("seatGames", row.seatGames()).put("sideGames", row.sideGames()).put("wins", row.wins())
                    .put("winRate", row.winRate().estimate());
            x.putArray("interval").add(row.winRate().low()).add(row.winRate().high());
            x.put("meanPlace", row.meanPlace());
        }
        ArrayNode bs = o.putArray("bots");
        for (Standings.Standing st : standings.all()) {
            ObjectNode x = bs.addObject();
            x.put("bot", st.bot());
            if (st.seat() >= 0) {
                x.put("seat", st.seat());
            }
            x.put("seatGames", st.seatGames()).put("sideGames", st.sideGames()).put("wins", st.wins())
                    .put("winRate", st.winRate().estimate());
            x.putArray("interval").add(st.winRate().low()).add(st.winRate().high());
            x.put("meanPlace", st.meanPlace()).put("rating", st.rating().value());
            x.putArray("ratingInterval").add(st.rating().value() - st.rating().halfWidth()).add(st.rating().value() + st.rating().halfWidth());
            DecisionTimes d = st.times();
            x.putObject("decisionMs").put("decisions", d.count()).put("median", d.quantileMs(0.5)).put("p95", d.quantileMs(0.95))
                    .put("max", d.maxMs());
        }
        ObjectNode rt = o.putObject("ratings");
        rt.put("method", standings.method());
        if (!standings.seatAdvantage().isEmpty()) {
            ObjectNode adv = rt.putObject("seatAdvantage");
            standings.seatAdvantage().forEach((k, v) -> adv.putObject(k).put("rating", v.value()).putArray("interval")
                    .add(v.value() - v.halfWidth()).add(v.value() + v.halfWidth()));
        }
        return o;
    }

    private static String ms(double v) {
        return Double.isNaN(v) ? "-" : v < 1 ? String.format("%.3f", v) : v < 100 ? String.format("%.1f", v) : String.format("%.0f", v);
    }
}
