package org.cardlab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveStudy;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "simulate",
        mixinStandardHelpOptions = true,
        description = {"Plays many seeded games between two bots: win rates with 95%% confidence intervals,",
            "average game length and games per second. Progress on stderr."})
public final class FugitiveSimulateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    FugitiveMatchOptions match;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "Number of games (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Study seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Worker threads; results do not depend on it (default: ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        FugitiveRules rules = FugitiveRules.load(match.specName);
        FugitiveStudy.Result r = FugitiveStudy.run(rules, match.bots.fugitiveBot, match.bots.marshalBot, games, seed, threads,
                new Progress(spec.commandLine().getErr(), "games", games));
        out.printf("spec %s, %s Fugitive vs %s Marshal, %d games, seed %d%n", rules.name(), match.bots.fugitiveBot, match.bots.marshalBot, games, seed);
        out.printf("  Fugitive wins  %s%n", r.fugitiveRate());
        out.printf("  Marshal wins   %s%n", r.marshalRate());
        out.printf("  average length %.1f moves%n", r.averageMoves());
        out.printf("  speed          %.0f games/s on %d thread(s)%n", r.gamesPerSecond(), threads);
        return 0;
    }
}
