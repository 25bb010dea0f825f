package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.Rng;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiRules;
import org.cardlab.daguai.GameLog;
import org.cardlab.daguai.Simulator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = {"Plays a seeded round (or match) with bots and prints it move by move.",
            "Or replays a stored game file (--replay). The same seed gives the same game; cards in notation 10H, QS, SJ, BJ."})
public final class DaguaiPlayCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--seed", defaultValue = "1", description = "The game's seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--bot", defaultValue = "greedy", description = "random or greedy (default: ${DEFAULT-VALUE}).")
    String bot;

    @Option(names = "--match", description = "Play a whole match to the spec's level instead of one round.")
    boolean match;

    @Option(names = "--spec", defaultValue = "pl", description = "The rule spec (default: ${DEFAULT-VALUE}).")
    String specName;

    @Option(names = "--out", paramLabel = "FILE", description = "Also write the game (spec, seed, moves) as JSON.")
    Path out;

    @Option(names = "--replay", paramLabel = "FILE", description = "Replay and print a stored game instead of playing one.")
    Path replay;

    @Option(names = "--json", description = "Print the game file (format cardlab.daguai.game/1) instead of the log.")
    boolean json;

    @Override
    public Integer call() {
        if (out != null) {
            OutputFiles.check(out);
        }
        DaguaiGame g;
        if (replay != null) {
            g = DaguaiGame.fromJson(Json.read(replay), replay.toString());
        } else {
            Simulator.Bot b = switch (bot) {
                case "random" -> Simulator.Bot.RANDOM;
                case "greedy" -> Simulator.Bot.GREEDY;
                default -> throw new org.cardlab.core.UserError("--bot must be random or greedy, not '" + bot + "'");
            };
            g = Simulator.play(DaguaiRules.load(specName), seed, match, b, new Rng(seed));
        }
        try (OutputFiles files = new OutputFiles()) {
            if (out != null) {
                files.stage(out, Json.write(g.toJson()));
            }
            PrintWriter w = spec.commandLine().getOut();
            if (json) {
                w.print(Json.write(g.toJson()));
            } else {
                GameLog.lines(g).forEach(w::println);
            }
            Outputs.commit(files, w);
        }
        return 0;
    }
}
