package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.scout.ScoutRules;
import org.cardlab.scout.ScoutSimulation;
import org.cardlab.scout.bots.ScoutBot;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "scout",
        mixinStandardHelpOptions = true,
        description = {"SCOUT matches per second on one thread (bots playing full matches through the engine),",
            "after a warm-up run; prints each run and the median."})
public final class BenchScoutCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--players", defaultValue = "4", description = "Number of players (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--games", defaultValue = "20000", description = "Matches per run (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--runs", defaultValue = "5", description = "Timed runs; the median is reported (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--bots", defaultValue = "random", description = "random or greedy (default: ${DEFAULT-VALUE}).")
    String bots;

    @Option(names = "--spec", defaultValue = "official", description = "Rule spec (default: ${DEFAULT-VALUE}).")
    String specName;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the first run (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--json", description = "Machine-readable output.")
    boolean json;

    @Override
    public Integer call() {
        if (games < 1 || runs < 1) {
            throw new UserError("--games and --runs must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ScoutRules rules = ScoutRules.load(specName);
        rules.deckFor(players);
        err.println("warm-up...");
        err.flush();
        ScoutSimulation.run(rules, players, games, seed - 1, ScoutBot.seats(bots, players), null);
        double[] rates = new double[runs];
        double movesPerGame = 0;
        for (int i = 0; i < runs; i++) {
            ScoutSimulation.Result r = ScoutSimulation.run(rules, players, games, seed + i, ScoutBot.seats(bots, players), null);
            rates[i] = r.gamesPerSecond();
            movesPerGame = (double) r.moves() / games;
            if (!json) {
                out.printf("run %d: %,.0f games/s (%.0f moves a game, %,.0f moves/s)%n", i + 1, rates[i], movesPerGame,
                        rates[i] * movesPerGame);
                out.flush();
            }
        }
        double[] sorted = rates.clone();
        Arrays.sort(sorted);
        double median = runs % 2 == 1 ? sorted[runs / 2] : (sorted[runs / 2 - 1] + sorted[runs / 2]) / 2;
        if (json) {
            ObjectNode o = Json.object();
            o.put("players", players);
            o.put("bots", bots);
            o.put("gamesPerRun", games);
            ArrayNode a = o.putArray("gamesPerSecond");
            for (double v : rates) {
                a.add(Math.round(v));
            }
            o.put("median", Math.round(median));
            out.print(Json.write(o));
        } else {
            out.printf("median: %,.0f %d-player games/s (%s bots, one thread)%n", median, players, bots);
        }
        out.flush();
        return 0;
    }
}
