package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.EngineOptions;
import org.cardlab.cli.JsonOption;
import org.cardlab.cli.OutputOptions;
import org.cardlab.cli.Outputs;
import org.cardlab.cli.Progress;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SeedOption;
import org.cardlab.cli.SpecOption;
import org.cardlab.cli.ThreadsOption;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.puzzle.Grade;
import org.cardlab.fugitive.puzzle.Oracles;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import org.cardlab.fugitive.puzzle.PuzzleGenerator;
import org.cardlab.fugitive.puzzle.PuzzleKind;
import org.cardlab.fugitive.puzzle.PuzzleStudy;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "generate",
        resourceBundle = "org.cardlab.fugitive.cli.PuzzlesGenerateHelp",
        description = {"Generates puzzles from seeded games between the bots, keeping only those the solver proves.",
            "With --grade, only those it grades exactly so. Writes one JSON file per puzzle into --out as each batch of"
                + " games is done (with --checkpoint at the end), skipping positions already there. The games are a study:"
                + " the puzzles do not depend on --threads or --engine, and --checkpoint resumes a stopped run. Stops at a"
                + " bound (--max-games, --max-minutes, looked at between batches) with a message; exit 1 when it found fewer"
                + " than --count. Progress on stderr."})
public final class PuzzlesGenerateCommand extends CommandWithSpec {
    @Option(names = "--kind", paramLabel = "KIND", description = "manhunt, route, best-guess, beneath or safe-route (default: manhunt and route, each game's cuts of either kind).")
    String kind;

    @Option(names = "--grade", paramLabel = "G", converter = GradeConverter.class,
            description = "Keep only this grade, 1 to 4 (default: any).")
    Integer grade;

    @Option(names = "--count", paramLabel = "N", converter = RunOptions.PositiveIntConverter.class,
            description = "Puzzles to generate.")
    int count = 10;

    @Mixin
    SeedOption run = new SeedOption();

    @Mixin
    SpecOption.Named specOption = new SpecOption.Named();

    @Option(names = "--max-games", paramLabel = "G", converter = RunOptions.PositiveConverter.class,
            description = "Stop after this many games.")
    long maxGames = 20000;

    @Option(names = "--max-minutes", paramLabel = "M", converter = PositiveMinutes.class, description = "Stop after this many minutes.")
    double maxMinutes = 10;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "The existing folder the puzzle files go into.")
    Path out;

    /**
     * The rules puzzles are generated under. A puzzle file names its spec and is proven again
     * under that name, so a what-if variant (pt+rule=value), which no file names, is refused.
     */
    static FugitiveRules namedRules(RuleSpec spec) {
        if (spec.name().contains("+")) {
            throw new UserError("--spec " + spec.name() + ": a puzzle names the spec it is proven under, and a what-if variant"
                    + " is not one a puzzle file can name; save the variant as a spec under specs/fugitive/ and give its name");
        }
        FugitiveRules rules = new FugitiveRules(spec); // the values first: one the engine refuses is the error to name
        RuleSpec named = null;
        if (spec.name().matches("[A-Za-z0-9_-]+")) {
            try {
                named = RuleSpec.resolve("fugitive", spec.name());
            } catch (UserError e) {
                named = null; // not a spec under specs/fugitive/: said below
            }
        }
        if (named == null || !named.sameValues(spec)) {
            throw new UserError("--spec " + spec.file() + ": a puzzle names the spec it is proven under, and the name in this"
                    + " file, '" + spec.name() + "', " + (named == null ? "is not a spec under specs/fugitive/"
                            : "is the spec under specs/fugitive/ whose rules differ from this file's")
                    + ", so no command could prove the puzzle again; save the file under specs/fugitive/ as NAME.json with"
                    + " \"name\": \"NAME\" (a name of its own)");
        }
        return rules;
    }

    /**
     * The --spec of {@code command} as typed (a puzzle names its spec by it), or null when none was
     * given; a what-if variant is refused as in {@link #namedRules}.
     */
    static String namedSpecText(CommandLine.Model.CommandSpec command, RuleSpec given) {
        if (given == null) {
            return null;
        }
        namedRules(given);
        return command.findOption("--spec").originalStringValues().get(0);
    }

    /** A grade level, 1 to 4. */
    static final class GradeConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, Grade.NAMES.size());
        }
    }

    /** A positive number of minutes (fractions allowed), or a one-line error. */
    static final class PositiveMinutes implements CommandLine.ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            double v;
            try {
                v = Double.parseDouble(value.strip());
            } catch (NumberFormatException e) {
                throw new CommandLine.TypeConversionException("'" + value + "' is not a number of minutes");
            }
            if (!(v > 0) || Double.isInfinite(v)) {
                throw new CommandLine.TypeConversionException(value + " is out of range: give a positive number of minutes");
            }
            return v;
        }
    }

    @Mixin
    ThreadsOption threads = new ThreadsOption();

    @Mixin
    EngineOptions engine = new EngineOptions();

    @Mixin
    JsonOption output = new JsonOption();

    @Override
    public Integer call() {
        int grade = this.grade == null ? 0 : this.grade; // 0: any grade
        // Without --kind, route and manhunt where they reach the grade (a best guess only when asked for: the shipped seeds' runs stay as they were).
        List<PuzzleKind> kinds = kind != null ? List.of(PuzzleKind.of(kind, "--kind"))
                : java.util.stream.Stream.of(PuzzleKind.ROUTE, PuzzleKind.MANHUNT).filter(x -> grade == 0 || x.reaches(grade)).toList();
        Outputs.requireFolder(out, "--out");
        FugitiveRules rules = namedRules(specOption.spec);
        PuzzleGenerator gen = new PuzzleGenerator(rules, Oracles.generating());
        List<Puzzle> there = PuzzleCollection.read(out);
        there.forEach(gen::exclude);
        long deadline = System.currentTimeMillis() + (long) (maxMinutes * 60_000);
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        // Without a checkpoint each puzzle is written as soon as its batch is done (an interrupted run keeps the
        // puzzles it found). With one the folder's puzzles are part of the study, so they are written at the end: an
        // interrupted run keeps its games in the checkpoint instead, and resumes to the same puzzles.
        boolean atTheEnd = engine.checkpoint != null;
        List<PuzzleStudy.Kept> unwritten = new ArrayList<>();
        PuzzleStudy.Result r;
        try (EngineOptions.Session s = engine.open(study(rules, kinds, grade, there), String.format("puzzles generate under %s, %s,"
                + " %d puzzles%s, seed %d, at most %,d games, %d puzzles in %s", rules.name(), String.join(",", kinds.stream()
                        .map(k -> k.label).toList()), count, grade > 0 ? " of grade " + grade : "", run.seed, maxGames, there.size(), out))) {
            r = PuzzleStudy.run(gen, kinds, grade, count, run.seed, maxGames, deadline, threads.threads, s.plan(), new Progress(err, "games", maxGames),
                    k -> {
                        if (atTheEnd) {
                            unwritten.add(k);
                        } else {
                            write(k, err);
                        }
                    });
        }
        unwritten.forEach(k -> write(k, err));
        double secs = (System.nanoTime() - start) / 1e9;
        PrintWriter o = spec.commandLine().getOut();
        String kind = kinds.size() == 1 ? kinds.get(0).label + " " : "";
        String ofGrade = grade > 0 ? " of grade " + grade : "";
        if (output.json) {
            OutputOptions.print(o, toJson(rules, kinds, grade, r, secs));
        } else {
            o.printf("%d %s%s%s under %s written to %s: %s, %s, %.1f s%n", r.kept().size(), kind, Counts.noun(r.kept().size(), "puzzle"), ofGrade,
                    rules.name(), out,
                    Counts.plain(r.games(), "game"), Counts.plain(r.candidates(), "candidate"), secs);
        }
        if (r.kept().size() < count) {
            if (!output.json) {
                o.printf("Stopped at %s with %d of %d %s found: try another --seed, or raise --max-games / --max-minutes.%n", r.stoppedBy(),
                        r.kept().size(), count, kind + Counts.noun(count, "puzzle") + ofGrade);
            }
            o.flush();
            return 1;
        }
        o.flush();
        return 0;
    }

    /** Writes one puzzle file (atomically) and says so on stderr. */
    private void write(PuzzleStudy.Kept k, PrintWriter err) {
        Path file = PuzzleCollection.fileIn(out, k.id(), ".json", "generated puzzle");
        OutputFiles.write(file, k.json());
        err.printf("puzzles: %s (grade %d, %s, idea %s) after %s%n", file, k.level(), k.gradeName(), k.idea(), Counts.plain(k.game() + 1, "game"));
        err.flush();
    }

    /** What decides the puzzles, for the checkpoint: the rules, what is asked, the seed, the bound of games, the puzzles already there. */
    private ObjectNode study(FugitiveRules rules, List<PuzzleKind> kinds, int grade, List<Puzzle> there) {
        ObjectNode o = Json.object();
        o.put("command", "puzzles generate");
        o.set("game", EngineOptions.game(new FugitiveGame(rules)));
        kinds.forEach(k -> o.withArray("kinds").add(k.label));
        o.put("grade", grade).put("count", count).put("seed", run.seed).put("maxGames", maxGames);
        there.stream().map(Puzzle::id).sorted().forEach(o.putArray("excluded")::add);
        return o;
    }

    private ObjectNode toJson(FugitiveRules rules, List<PuzzleKind> kinds, int grade, PuzzleStudy.Result r, double seconds) {
        ObjectNode o = Json.object();
        o.put("spec", rules.name());
        kinds.forEach(k -> o.withArray("kinds").add(k.label));
        if (grade > 0) {
            o.put("grade", grade);
        } else {
            o.putNull("grade");
        }
        o.put("count", count).put("seed", run.seed).put("found", r.kept().size()).put("games", r.games()).put("candidates", r.candidates());
        if (r.stoppedBy() == null) {
            o.putNull("stoppedBy");
        } else {
            o.put("stoppedBy", r.stoppedBy());
        }
        ArrayNode ps = o.putArray("puzzles");
        for (PuzzleStudy.Kept k : r.kept()) {
            ps.addObject().put("id", k.id()).put("file", k.id() + ".json").put("kind", k.kind().label).put("grade", k.level())
                    .put("gradeName", k.gradeName()).put("idea", k.idea()).put("game", k.game());
        }
        o.put("gamesPerSecond", r.games() / Math.max(seconds, 1e-9));
        return o;
    }
}
