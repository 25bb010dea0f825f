package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import org.cardlab.fugitive.puzzle.PuzzleGenerator;
import org.cardlab.fugitive.puzzle.PuzzleKind;
import org.cardlab.fugitive.puzzle.Oracles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "generate",
        mixinStandardHelpOptions = true,
        description = {"Generates puzzles from seeded games between the bots; keeps only those the solver proves.",
            "Writes one JSON file per puzzle into --out (skipping positions already there). Progress on stderr."})
public final class PuzzlesGenerateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--kind", paramLabel = "KIND", required = true, description = "manhunt or route.")
    String kind;

    @Option(names = "--grade", paramLabel = "G", defaultValue = "0", description = "Keep only this grade level, 1 to 4 (default: any).")
    int grade;

    @Option(names = "--count", paramLabel = "N", defaultValue = "10", description = "Puzzles to generate.")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the games.")
    long seed;

    @Option(names = "--spec", paramLabel = "SPEC", defaultValue = "pt", description = "Rule spec.")
    String specName;

    @Option(names = "--max-games", paramLabel = "G", defaultValue = "20000", description = "Give up after this many games.")
    long maxGames;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "Directory for the puzzle files.")
    Path out;

    @Override
    public Integer call() {
        PuzzleKind k = PuzzleKind.of(kind, "--kind");
        if (grade < 0 || grade > 4) {
            throw new UserError("--grade must be 1 to 4 (or 0 for any)");
        }
        if (count < 1) {
            throw new UserError("--count must be at least 1");
        }
        Outputs.requireFolder(out, "--out");
        FugitiveRules rules = FugitiveRules.load(specName);
        PuzzleGenerator gen = new PuzzleGenerator(rules, Oracles.generating());
        for (Puzzle p : PuzzleCollection.read(out)) {
            gen.exclude(p.id());
        }
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        List<Puzzle> found = gen.generate(k, grade, count, seed, maxGames, p -> {
            // Each puzzle is a finished result, written as soon as it is proven (an interrupted run
            // keeps the puzzles it found); each file is written atomically.
            Path file = out.resolve(p.id() + ".json");
            OutputFiles.write(file, Json.write(p.toJson()));
            err.printf("puzzles: %s (grade %d, %s) after %d games%n", file, p.solution().grade().level(), p.solution().grade().name(),
                    gen.gamesPlayed);
            err.flush();
        });
        double secs = (System.nanoTime() - start) / 1e9;
        spec.commandLine().getOut().printf("%d %s puzzle(s) under %s written to %s: %d games, %d candidates, %.1f s%n", found.size(), k.label,
                rules.name(), out, gen.gamesPlayed, gen.candidatesTried, secs);
        return found.size() == count ? 0 : 1;
    }
}
