package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.cardlab.core.Home;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.puzzle.Oracles;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import org.cardlab.fugitive.puzzle.PuzzleGenerator;
import org.cardlab.fugitive.puzzle.PuzzleKind;
import org.cardlab.fugitive.puzzle.PuzzleVerifier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "puzzles",
        mixinStandardHelpOptions = true,
        description = {"Puzzle throughput on one thread: verified puzzles per minute per grade and kind.",
            "Generation from seeded games, then the check with all three exact oracles; and the time to verify the shipped collection."})
public final class BenchPuzzlesCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--spec", defaultValue = "pt", description = "Rule spec.")
    String specName;

    @Option(names = "--games", paramLabel = "N", defaultValue = "200", description = "Games searched per kind.")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "101", description = "Seed of the games.")
    long seed;

    @Option(names = "--collection", paramLabel = "DIR", description = "Collection to verify (default: the shipped puzzles/fugitive).")
    Path collection;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new UserError("--games must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        FugitiveRules rules = FugitiveRules.load(specName);
        PuzzleVerifier checker = new PuzzleVerifier(Oracles.checked());
        out.printf("spec %s, %d games per kind, seed %d, 1 thread%n", rules.name(), games, seed);
        for (PuzzleKind kind : PuzzleKind.values()) {
            PuzzleGenerator gen = new PuzzleGenerator(rules, Oracles.generating());
            long start = System.nanoTime();
            List<Puzzle> found = gen.generate(kind, 0, Integer.MAX_VALUE, seed, games, null);
            TreeMap<Integer, Integer> byGrade = new TreeMap<>();
            int rejected = 0;
            for (Puzzle p : found) {
                if (checker.check(p).isEmpty()) {
                    byGrade.merge(p.solution().grade().level(), 1, Integer::sum);
                } else {
                    rejected++;
                }
            }
            double minutes = (System.nanoTime() - start) / 6e10;
            out.printf("  %-7s %d games, %d candidates, %d verified puzzles in %.2f min (%.1f per minute)%s%n", kind.label, gen.gamesPlayed,
                    gen.candidatesTried, found.size() - rejected, minutes, (found.size() - rejected) / minutes,
                    rejected == 0 ? "" : ", " + rejected + " REJECTED by the check");
            for (var e : byGrade.entrySet()) {
                out.printf("    grade %d: %3d puzzles, %6.1f per minute%n", e.getKey(), e.getValue(), e.getValue() / minutes);
            }
        }
        Path dir = collection != null ? collection : Home.dir().resolve("puzzles/fugitive");
        List<Path> files = PuzzleCollection.files(dir);
        long start = System.nanoTime();
        int failed = 0;
        for (Path f : files) {
            failed += checker.check(Puzzle.read(f)).isEmpty() ? 0 : 1;
        }
        double secs = (System.nanoTime() - start) / 1e9;
        out.printf("  verify %s: %d puzzles in %.1f s (%.2f s each), %d failed%n", dir, files.size(), secs, secs / files.size(), failed);
        return failed == 0 ? 0 : 1;
    }
}
