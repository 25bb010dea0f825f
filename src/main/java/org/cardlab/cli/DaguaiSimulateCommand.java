package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.daguai.DaguaiRules;
import org.cardlab.daguai.Scoring;
import org.cardlab.daguai.Simulator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "simulate",
        mixinStandardHelpOptions = true,
        description = {"Plays N seeded rounds (or matches) with a bot and reports the outcomes.",
            "The offense win rate, the draw rate, tricks per round and rounds per second. Progress on stderr."})
public final class DaguaiSimulateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--games", defaultValue = "1000", description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "The run's seed; game i uses a seed derived from it (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--bot", defaultValue = "random", description = "random or greedy (default: ${DEFAULT-VALUE}).")
    String bot;

    @Option(names = "--match", description = "Each game is a whole match instead of one round.")
    boolean match;

    @Option(names = "--spec", defaultValue = "pl", description = "The rule spec (default: ${DEFAULT-VALUE}).")
    String specName;

    @Option(names = "--threads", defaultValue = "1", description = "Worker threads; the results do not depend on it (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--json", description = "Machine output.")
    boolean json;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new UserError("--games must be at least 1");
        }
        if (threads < 1) {
            throw new UserError("--threads must be at least 1");
        }
        Simulator.Bot b = switch (bot) {
            case "random" -> Simulator.Bot.RANDOM;
            case "greedy" -> Simulator.Bot.GREEDY;
            default -> throw new UserError("--bot must be random or greedy, not '" + bot + "'");
        };
        DaguaiRules rules = DaguaiRules.load(specName);
        PrintWriter err = spec.commandLine().getErr();
        int step = Math.max(1, games / 10);
        long t0 = System.nanoTime();
        Simulator.Stats st = Simulator.run(rules, seed, games, match, b, threads, done -> {
            if (done % step == 0 || done == games) {
                err.printf("\rdaguai simulate: %d/%d games", done, games);
                err.flush();
            }
        });
        double secs = (System.nanoTime() - t0) / 1e9;
        err.println();
        ObjectNode o = Json.object();
        o.put("spec", rules.specName);
        o.put("bot", bot);
        o.put("games", st.games);
        o.put("rounds", st.rounds);
        o.put("offenseWinRate", st.offenseWinRate());
        o.put("drawRate", st.drawRate());
        o.put("averageTricks", st.tricksPerRound());
        o.put("roundsPerSecond", st.rounds / secs);
        ObjectNode cases = o.putObject("outcomes");
        for (Scoring.Outcome c : Scoring.Outcome.values()) {
            cases.put(c.words, st.outcomes[c.ordinal()]);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.print(Json.write(o));
        } else {
            out.printf("games               %d (%d rounds, %s bot, spec %s)%n", st.games, st.rounds, bot, rules.specName);
            out.printf("offense win rate    %.3f%n", st.offenseWinRate());
            out.printf("draw rate           %.3f%n", st.drawRate());
            out.printf("average tricks      %.1f per round%n", st.tricksPerRound());
            out.printf("rounds per second   %.0f%n", st.rounds / secs);
            for (Scoring.Outcome c : Scoring.Outcome.values()) {
                out.printf("  %-24s %d%n", c.words, st.outcomes[c.ordinal()]);
            }
        }
        out.flush();
        return 0;
    }
}
