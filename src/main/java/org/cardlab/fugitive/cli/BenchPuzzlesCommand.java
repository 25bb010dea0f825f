package org.cardlab.fugitive.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.Progress;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SeedOption;
import org.cardlab.cli.SpecOption;
import org.cardlab.core.Counts;
import org.cardlab.core.Home;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.puzzle.Oracles;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import org.cardlab.fugitive.puzzle.PuzzleGenerator;
import org.cardlab.fugitive.puzzle.PuzzleKind;
import org.cardlab.fugitive.puzzle.PuzzleVerifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "puzzles",
        description = {"Measures puzzle throughput on one thread: verified puzzles per minute per grade and kind.",
            "Puzzles are generated from seeded games, then checked with all three exact oracles; each rate has its 95%%"
                + " interval and is given only over at least 10 puzzles. Then the time to verify the shipped collection."})
public final class BenchPuzzlesCommand extends CommandWithSpec {
    @Mixin
    SpecOption.Named specOption = new SpecOption.Named();

    @Option(names = "--games", paramLabel = "N", converter = RunOptions.GamesConverter.class,
            description = "Games searched per kind (1 to 1,000,000,000); a grade with fewer than 10 puzzles gets no rate.")
    long games = 1000;

    @Mixin
    SeedOption seed = SeedOption.from(101);

    @Option(names = "--collection", paramLabel = "DIR", description = "Collection to verify (default: the shipped puzzles/fugitive).")
    Path collection;

    /** Fewer puzzles than this give no rate: one or two found say little about how often they come. */
    static final int MIN_FOR_RATE = 10;

    /** "12.3 per minute (95% interval 7.1 to 19.9)", or why no rate is given. */
    static String rate(int n, double minutes) {
        if (n < MIN_FOR_RATE) {
            return "too few for a rate (at least " + MIN_FOR_RATE + " needed; raise --games)";
        }
        double half = 1.96 * Math.sqrt(n); // Poisson count: normal approximation, fine from 10 on
        return String.format("%.1f per minute (95%% interval %.1f to %.1f)", n / minutes, (n - half) / minutes, (n + half) / minutes);
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        FugitiveRules rules = PuzzlesGenerateCommand.namedRules(specOption.spec);
        Path dir = collection != null ? collection : Home.dir().resolve("puzzles/fugitive");
        List<Puzzle> shipped = PuzzleCollection.read(dir); // a bad collection is refused before the long part
        if (shipped.isEmpty()) {
            throw new UserError(dir + ": no puzzle files (*.json) to verify");
        }
        PuzzleVerifier checker = new PuzzleVerifier(Oracles.checked());
        out.printf("spec %s, %s per kind, seed %d, 1 thread%n", rules.name(), Counts.of(games, "game"), seed.seed);
        PrintWriter err = spec.commandLine().getErr();
        for (PuzzleKind kind : PuzzleKind.values()) {
            err.printf("bench puzzles: %s puzzles from %s%n", kind.label, Counts.of(games, "game"));
            err.flush();
            PuzzleGenerator gen = new PuzzleGenerator(rules, Oracles.generating());
            long start = System.nanoTime();
            List<Puzzle> found = gen.generate(kind, 0, Integer.MAX_VALUE, seed.seed, games, null);
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
            int verified = found.size() - rejected;
            out.printf("  %-7s %s, %s, %d verified %s in %.2f min: %s%s%n", kind.label, Counts.plain(gen.gamesPlayed, "game"),
                    Counts.plain(gen.candidatesTried, "candidate"), verified, Counts.noun(verified, "puzzle"), minutes,
                    rate(verified, minutes), rejected == 0 ? "" : ", " + rejected + " REJECTED by the check");
            for (var e : byGrade.entrySet()) {
                out.printf("    grade %d: %3d %s, %s%n", e.getKey(), e.getValue(), Counts.noun(e.getValue(), "puzzle"), rate(e.getValue(), minutes));
            }
        }
        long start = System.nanoTime();
        int failed = 0;
        Progress progress = new Progress(err, "bench puzzles: verified", shipped.size());
        for (int i = 0; i < shipped.size(); i++) {
            failed += checker.check(shipped.get(i)).isEmpty() ? 0 : 1;
            progress.accept(i + 1);
        }
        double secs = (System.nanoTime() - start) / 1e9;
        out.printf("  verify %s: %s in %.1f s (%.2f s each), %d failed%n", dir, Counts.plain(shipped.size(), "puzzle"), secs,
                secs / shipped.size(), failed);
        return failed == 0 ? 0 : 1;
    }
}
