package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.puzzle.Grade;
import org.cardlab.fugitive.puzzle.Oracles;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import org.cardlab.fugitive.puzzle.PuzzleGenerator;
import org.cardlab.fugitive.puzzle.PuzzleKind;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "generate",
        mixinStandardHelpOptions = true,
        description = "Generates puzzles from seeded games between the bots, keeping only those the solver proves (and, with"
                + " --grade, only those it grades exactly so). Writes one JSON file per puzzle into --out, skipping positions"
                + " already there. Stops at a bound (--max-games, --max-minutes) with a message; exit 1 when it found fewer"
                + " than --count. Progress on stderr.")
public final class PuzzlesGenerateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--kind", paramLabel = "KIND", required = true, description = "manhunt or route.")
    String kind;

    @Option(names = "--grade", paramLabel = "G", defaultValue = "0",
            description = "Keep only this grade: 1 to 4 for manhunts, 1 or 2 for routes (default: any).")
    int grade;

    @Option(names = "--count", paramLabel = "N", defaultValue = "10", description = "Puzzles to generate (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the games (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--spec", paramLabel = "SPEC", defaultValue = "pt", description = "Rule spec (default: ${DEFAULT-VALUE}).")
    String specName;

    @Option(names = "--max-games", paramLabel = "G", defaultValue = "20000", description = "Stop after this many games (default: ${DEFAULT-VALUE}).")
    long maxGames;

    @Option(names = "--max-minutes", paramLabel = "M", defaultValue = "10", description = "Stop after this many minutes (default: ${DEFAULT-VALUE}).")
    double maxMinutes;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "Directory for the puzzle files.")
    Path out;

    @Override
    public Integer call() {
        PuzzleKind k = PuzzleKind.of(kind, "--kind");
        if (grade < 0 || grade > Grade.NAMES.size()) {
            throw new UserError("--grade must be 1 to 4 (or 0 for any)");
        }
        if (grade > 0 && !k.reaches(grade)) {
            throw new UserError("--grade " + grade + ": route puzzles never reach grade 3 or 4 (a route has no reveals, so no hideout"
                    + " becomes certain only after another is turned up); ask for grade 1 or 2, or --kind manhunt");
        }
        if (count < 1) {
            throw new UserError("--count must be at least 1");
        }
        if (maxGames < 1 || !(maxMinutes > 0)) {
            throw new UserError("--max-games and --max-minutes must be positive");
        }
        Outputs.requireFolder(out, "--out");
        FugitiveRules rules = FugitiveRules.load(specName);
        PuzzleGenerator gen = new PuzzleGenerator(rules, Oracles.generating());
        for (Puzzle p : PuzzleCollection.read(out)) {
            gen.exclude(p.id());
        }
        gen.deadlineMillis = System.currentTimeMillis() + (long) (maxMinutes * 60_000);
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        List<Puzzle> found = gen.generate(k, grade, count, seed, maxGames, p -> {
            // Each puzzle is a finished result, written as soon as it is proven (an interrupted run
            // keeps the puzzles it found); each file is written atomically.
            Path file = PuzzleCollection.fileIn(out, p.id(), ".json", "generated puzzle");
            OutputFiles.write(file, Json.write(p.toJson()));
            err.printf("puzzles: %s (grade %d, %s) after %d games%n", file, p.solution().grade().level(), p.solution().grade().name(),
                    gen.gamesPlayed);
            err.flush();
        });
        double secs = (System.nanoTime() - start) / 1e9;
        PrintWriter o = spec.commandLine().getOut();
        String what = k.label + " puzzle(s)" + (grade > 0 ? " of grade " + grade : "");
        o.printf("%d %s under %s written to %s: %d games, %d candidates, %.1f s%n", found.size(), what, rules.name(), out, gen.gamesPlayed,
                gen.candidatesTried, secs);
        if (found.size() < count) {
            o.printf("Stopped at %s with %d of %d %s found: try another --seed, or raise --max-games / --max-minutes.%n", gen.stoppedBy,
                    found.size(), count, what);
            return 1;
        }
        return 0;
    }
}
