package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.scout.ScoutRules;
import org.cardlab.scout.ScoutSimulation;
import org.cardlab.scout.bots.ScoutBot;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "simulate",
        mixinStandardHelpOptions = true,
        description = {"Plays many seeded SCOUT matches between bots and sums up the scores.",
            "Each seat's score distribution and win share, rounds and moves per match, games per second.",
            "Progress on stderr."})
public final class ScoutSimulateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--players", defaultValue = "4", description = "Number of players (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--games", defaultValue = "1000", description = "Number of matches (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the run (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--spec", defaultValue = "official", description = "Rule spec: a name under specs/scout or a file (default: ${DEFAULT-VALUE}).")
    String specName;

    @Option(names = "--bots", defaultValue = "greedy",
            description = "random or greedy, for every seat or one per seat: random,greedy,... (default: ${DEFAULT-VALUE}).")
    String bots;

    @Option(names = "--json", description = "Machine-readable output.")
    boolean json;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new UserError("--games must be at least 1, not " + games);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ScoutRules rules = ScoutRules.load(specName);
        rules.deckFor(players);
        ScoutSimulation.Result r = ScoutSimulation.run(rules, players, games, seed, ScoutBot.seats(bots, players),
                done -> {
                    err.printf("\rsimulated %d/%d games", done, games);
                    err.flush();
                });
        err.println();
        err.flush();
        if (json) {
            ObjectNode o = Json.object();
            o.put("players", players);
            o.put("games", games);
            o.put("seed", seed);
            o.put("spec", specName);
            ArrayNode seats = o.putArray("seats");
            for (int p = 0; p < players; p++) {
                ObjectNode s = seats.addObject();
                s.put("seat", p);
                s.put("bot", r.bots().get(p));
                s.put("mean", r.mean(p));
                s.put("min", r.quantile(p, 0));
                s.put("p10", r.quantile(p, 0.1));
                s.put("median", r.quantile(p, 0.5));
                s.put("p90", r.quantile(p, 0.9));
                s.put("max", r.quantile(p, 1));
                s.put("winShare", r.winShare()[p]);
            }
            o.put("averageRounds", r.averageRounds());
            o.put("averageMovesPerRound", r.averageMovesPerRound());
            o.put("gamesPerSecond", r.gamesPerSecond());
            out.print(Json.write(o));
        } else {
            out.printf("%d games, %d players, spec %s, seed %d%n", games, players, specName, seed);
            out.printf("%-5s %-7s %7s %5s %5s %7s %5s %5s %7s%n", "seat", "bot", "mean", "min", "p10", "median", "p90", "max",
                    "wins");
            for (int p = 0; p < players; p++) {
                out.printf("%-5d %-7s %7.2f %5d %5d %7d %5d %5d %6.1f%%%n", p, r.bots().get(p), r.mean(p),
                        r.quantile(p, 0), r.quantile(p, 0.1), r.quantile(p, 0.5), r.quantile(p, 0.9), r.quantile(p, 1),
                        100 * r.winShare()[p]);
            }
            out.printf("average rounds per game %.2f, moves per round %.1f, %.0f games/s%n", r.averageRounds(),
                    r.averageMovesPerRound(), r.gamesPerSecond());
        }
        out.flush();
        return 0;
    }
}
