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
        description = {"SCOUT matches per second on one thread (medians of several runs).",
            "Bots play full matches through the engine;",
            "after a warm-up run; prints each run and the medians, by wall clock and by the thread's CPU time",
            "(the CPU figure is what one core gives when other work shares the machine)."})
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

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

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
        double[] cpuRates = new double[runs];
        double movesPerGame = 0;
        for (int i = 0; i < runs; i++) {
            ScoutSimulation.Result r = ScoutSimulation.run(rules, players, games, seed + i, ScoutBot.seats(bots, players), null);
            rates[i] = r.gamesPerSecond();
            cpuRates[i] = r.gamesPerCpuSecond();
            movesPerGame = (double) r.moves() / games;
            if (!json) {
                out.printf("run %d: %,.0f games/s wall, %,.0f games per CPU second (%.0f moves a game)%n", i + 1, rates[i],
                        cpuRates[i], movesPerGame);
                out.flush();
            }
        }
        double median = median(rates);
        double cpuMedian = median(cpuRates);
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
            ArrayNode c = o.putArray("gamesPerCpuSecond");
            for (double v : cpuRates) {
                c.add(Math.round(v));
            }
            o.put("medianPerCpuSecond", Math.round(cpuMedian));
            o.put("movesPerGame", movesPerGame);
            out.print(Json.write(o));
        } else {
            out.printf("median: %,.0f %d-player games/s wall, %,.0f per CPU second (%s bots, one thread)%n", median,
                    players, cpuMedian, bots);
        }
        out.flush();
        return 0;
    }
}
