package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.GameLog;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.FugitivePolicy;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = {"Plays one seeded game between two bots and prints a readable log.",
            "Bots: random (every legal move has a chance) and heuristic."})
public final class FugitivePlayCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the deal and the bots (default: ${DEFAULT-VALUE}).")
    long seed;

    @CommandLine.Mixin
    FugitiveMatchOptions match;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the replayable game (spec, seed, moves) to FILE.")
    Path jsonFile;

    @Option(names = "--notes", paramLabel = "FILE", description = "Also write the Marshal's notes (cardlab.fugitive.notes/1) to FILE.")
    Path notesFile;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (Path f : new Path[] {jsonFile, notesFile}) {
            if (f != null) {
                OutputFiles.check(f); // refuse a bad output path before playing
            }
        }
        FugitiveRules rules = FugitiveRules.load(match.specName);
        FugitivePolicy f = FugitiveBots.create(match.bots.fugitiveBot, FugitiveState.FUGITIVE);
        FugitivePolicy m = FugitiveBots.create(match.bots.marshalBot, FugitiveState.MARSHAL);
        FugitiveState s = FugitiveState.newGame(rules, seed);
        FugitiveState start = s.copy();
        Rng rng = new Rng(~seed);
        while (!s.isTerminal()) {
            s.apply((s.currentPlayer() == FugitiveState.FUGITIVE ? f : m).choose(s, rng));
        }
        try (OutputFiles files = new OutputFiles()) {
            if (jsonFile != null) {
                files.stage(jsonFile, Json.write(s.toJson()));
            }
            if (notesFile != null) {
                files.stage(notesFile, Json.write(s.notes().toJson()));
            }
            GameLog.lines(start, s.moves()).forEach(out::println);
            Outputs.commit(files, out);
        }
        return 0;
    }
}
