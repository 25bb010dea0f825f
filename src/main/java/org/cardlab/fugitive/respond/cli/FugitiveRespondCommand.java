package org.cardlab.fugitive.respond.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.Progress;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SpecOption;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.Stats;
import org.cardlab.core.TextTable;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.respond.Respond;
import org.cardlab.tournament.SeatBots;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "respond",
        mixinStandardHelpOptions = true,
        description = {"Plays a best response to one frozen bot, and every existing bot of the same seat on the same deals.",
            "The responder knows the frozen bot's policy, not its cards. It searches by POMCP: 3 x --budget simulations"
                + " a decision, from --budget particles of the hidden cards, each weighted by how likely the frozen bot's moves"
                + " so far are under its policy. It plays the strongest bot's move (the shadow's, the search Marshal's) unless another leads by two standard errors.",
            "As the Fugitive: particles of the Marshal's hand (the game replayed with each particle's cards); it tries the"
                + " Fugitive bots' moves, and every legal move where there are at most 12. The simulations play the frozen Marshal"
                + " himself; the advisor and the search Marshal are asked 4 times at each view of his and their answers kept,"
                + " at most 4 x --budget new asks a decision (of the search Marshal, whose ask is dearer, a 16th of that: askCap),"
                + " past which the heuristic Marshal stands in (standIns counts it).",
            "As the Marshal: particles of the Fugitive's hidden history, drawn exactly from the notes and weighted by the"
                + " frozen bot's stated chances of his moves (as deduce --as-bot weighs them); it tries the search Marshal's"
                + " candidates and the numbers likeliest under that belief. The simulations play the frozen Fugitive himself;"
                + " the racer and the shadow are asked 4 times at each view of his, their answers kept and weighing the"
                + " particles, at most 4 x --budget new asks a decision, past which the quick racer stands in and their stated"
                + " chances weigh. docs/responders.md gives the measured figures.",
            "Game i of every line-up is dealt from a seed derived from --seed and i, so the figures pair game by game and do"
                + " not depend on --threads.",
            "The exploitability lower bound is the responder's win rate less the best existing bot's, with a 95%% interval from"
                + " the paired games. On a spec the solved bot plays (mini2), under its clock (--turns 2), the game's exact value is"
                + " known and the report adds the responder's gain over it: a sound lower bound on the frozen bot's exploitability,"
                + " to set beside fugitive solve's exact figure. Progress on stderr.",
            "--json prints {\"against\", \"side\", \"spec\", \"games\", \"budget\", \"responderWinRate\", \"interval\": [lo, hi],"
                + " \"bestBot\", \"bestBotWinRate\", \"lowerBound\", \"lowerBoundInterval\": [lo, hi], \"bots\": [{\"bot\","
                + " \"winRate\", \"interval\"}, ...], \"askCap\" (new asks of the frozen bot a decision may make, 0 where it is not recalled),"
                + " \"standIns\", \"turns\"}, on the Fugitive's side \"particleMisses\" (the"
                + " Marshal's particles are drawn exactly from his notes, none settled for), and on a solved spec \"value\","
                + " \"gainOverValue\", \"gainOverValueInterval\": [lo, hi]."})
public final class FugitiveRespondCommand extends CommandWithSpec {
    /** Particles a decision (three simulations each) for the Fugitive and for the Marshal: the defaults of --budget. */
    static final int FUGITIVE_BUDGET = 200;
    static final int MARSHAL_BUDGET = 128;

    @Option(names = "--against", paramLabel = "BOT", required = true, description = "The frozen bot, of the other seat.")
    String against;

    @Option(names = "--side", paramLabel = "SEAT", required = true, description = "The responder's seat: fugitive or marshal.")
    String side;

    @Mixin
    SpecOption specOption = new SpecOption();

    @Mixin
    RunOptions run = RunOptions.games(100);

    @Option(names = "--budget", paramLabel = "B", description = "Work a decision: particles, three simulations each (default "
            + FUGITIVE_BUDGET + " for the Fugitive, " + MARSHAL_BUDGET + " for the Marshal); 1 to 10,000.")
    Integer budget;

    @Option(names = "--turns", paramLabel = "N", description = "The clock of a solved game (as fugitive solve --turns): a game where"
            + " the Fugitive is due to place a hideout for the (N+1)th time after his first turn ends there, won by the Marshal;"
            + " 0 to 6, 0 for none.")
    int turns;

    @Option(names = "--json", description = "Print the result as JSON (shape above).")
    boolean json;

    @Override
    public Integer call() {
        FugitiveSeat seat = switch (side) {
            case "fugitive" -> FugitiveSeat.FUGITIVE;
            case "marshal" -> FugitiveSeat.MARSHAL;
            default -> throw new UserError("--side: '" + side + "' is not a seat (give fugitive or marshal)");
        };
        int b = budget == null ? (seat == FugitiveSeat.FUGITIVE ? FUGITIVE_BUDGET : MARSHAL_BUDGET) : budget;
        if (b < 1 || b > 10_000) {
            throw new UserError("--budget: " + b + " is out of range 1..10,000");
        }
        if (turns < 0 || turns > 6) {
            throw new UserError("--turns: " + turns + " is out of range 0..6");
        }
        if (run.run().games() > 1_000_000) {
            throw new UserError("--games: " + run.run().games() + " is more than a respond run plays (1,000,000)");
        }
        FugitiveGame game = FugitiveGame.of(specOption.spec != null ? specOption.spec : org.cardlab.core.Games.get("fugitive").spec("pt"));
        if (!SeatBots.plays(game, against, seat.other().index())) {
            throw new UserError("--against: '" + against + "' is not a bot of " + seat.other().title() + " (they are: "
                    + String.join(", ", SeatBots.forSeat(game, seat.other().index())) + ")");
        }
        Respond.Plan plan = new Respond.Plan(against, seat, run.run().games(), run.run().seed(), b, run.run().threads(), turns);
        PrintWriter out = spec.commandLine().getOut();
        Progress progress = new Progress(spec.commandLine().getErr(), "games", plan.games());
        Respond.Result r = Respond.run(game, plan, SeatBots.forSeat(game, seat.index()), progress::accept);
        if (json) {
            out.println(toJson(r).toPrettyString());
        } else {
            lines(r).forEach(out::println);
        }
        return 0;
    }

    static ObjectNode toJson(Respond.Result r) {
        Stats.Proportion rate = r.responder().rate();
        ObjectNode o = Json.object().put("against", r.plan().against()).put("side", r.plan().side().role()).put("spec", r.spec())
                .put("games", r.plan().games()).put("budget", r.plan().budget()).put("responderWinRate", rate.estimate());
        o.putArray("interval").add(rate.low()).add(rate.high());
        o.put("bestBot", r.best().bot()).put("bestBotWinRate", r.best().rate().estimate()).put("lowerBound", r.lowerBound());
        double[] lb = r.lowerBoundInterval();
        o.putArray("lowerBoundInterval").add(lb[0]).add(lb[1]);
        ArrayNode bots = o.putArray("bots");
        for (Respond.Wins w : r.bots()) {
            Stats.Proportion p = w.rate();
            ObjectNode bo = bots.addObject().put("bot", w.bot()).put("winRate", p.estimate());
            bo.putArray("interval").add(p.low()).add(p.high());
        }
        if (r.plan().side() == FugitiveSeat.FUGITIVE) {
            o.put("particleMisses", r.particleMisses());
        }
        o.put("askCap", r.plan().askCap()).put("standIns", r.standIns()).put("turns", r.plan().turns());
        if (r.value() != null) {
            double[] g = r.gainOverValueInterval();
            o.put("value", r.value()).put("gainOverValue", r.gainOverValue());
            o.putArray("gainOverValueInterval").add(g[0]).add(g[1]);
        }
        return o;
    }

    static List<String> lines(Respond.Result r) {
        List<String> out = new ArrayList<>();
        out.add(String.format("Best response as %s to the %s bot under %s: %s, seed %d, budget %d%s (%.0f s)",
                r.plan().side().title(), r.plan().against(), r.spec(), Counts.of(r.plan().games(), "game"), r.plan().seed(), r.plan().budget(),
                r.plan().turns() > 0 ? ", clock of " + Counts.plain(r.plan().turns(), "turn") : "", r.seconds()));
        out.add("");
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"player", "wins [95% interval]"});
        rows.add(new String[] {"responder", r.responder().rate().toString()});
        r.bots().forEach(w -> rows.add(new String[] {w.bot(), w.rate().toString()}));
        out.addAll(TextTable.render(rows));
        double[] lb = r.lowerBoundInterval();
        out.add("");
        out.add(String.format("exploitability lower bound: %+.3f [%+.3f, %+.3f] (responder less %s, the best existing bot, on the same deals)",
                r.lowerBound(), lb[0], lb[1], r.best().bot()));
        if (r.value() != null) {
            double[] g = r.gainOverValueInterval();
            out.add(String.format("gain over the game's value (solved: the Fugitive wins %.4f under optimal play): %+.3f [%+.3f, %+.3f],"
                    + " a lower bound on the %s bot's exploitability", r.value(), r.gainOverValue(), g[0], g[1], r.plan().against()));
        }
        if (r.particleMisses() > 0) {
            out.add(Counts.of(r.particleMisses(), "particle") + " settled for without meeting the Marshal's guesses");
        }
        if (r.standIns() > 0) {
            out.add(String.format("%,d of the %s bot's simulated moves or chances given by its stand-in, past the %s a decision allows",
                    r.standIns(), r.plan().against(), Counts.of(r.plan().askCap(), "ask")));
        }
        return out;
    }
}
