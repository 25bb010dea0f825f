package org.cardlab.fugitive.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.Outputs;
import org.cardlab.cli.RunOptions;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import org.cardlab.fugitive.puzzle.PuzzleCuration;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "curate",
        description = {"Chooses a book's puzzles from folders of generated candidates, the same way every time.",
            "One puzzle per position (whatever the spec), one per game (two cuts of one game share its route), one per lesson (route and"
                + " steps), then per grade up to"
                + " --per-grade puzzles taken in turn from each idea, no idea over --max-idea-share of a grade. Copies the"
                + " chosen files into --out, a folder that holds no puzzle files yet (its other files are left alone). Every candidate is read first: a bad file stops the run"
                + " before anything is written."})
public final class PuzzlesCurateCommand extends CommandWithSpec {
    @Parameters(paramLabel = "DIR", arity = "1..*", description = "Folders of candidate puzzle files (from puzzles generate).")
    List<Path> dirs;

    @Option(names = "--per-grade", paramLabel = "N", converter = RunOptions.PositiveIntConverter.class,
            description = "The most puzzles of each grade (1 or more).")
    int perGrade = 68;

    @Option(names = "--max-idea-share", paramLabel = "F", description = "The largest share of a grade one idea may take:"
            + " above 0, at most 1. Where the best guesses, beneaths and safe routes take an idea over it, the routes and"
            + " manhunts of that idea give way, the last in id order first.")
    double ideaShare = 0.3;

    @Option(names = "--best-guesses", paramLabel = "N", description = "The most best-guess puzzles added to each grade, after the routes"
            + " and manhunts are chosen (0 or more).")
    int bestGuesses = PuzzleCuration.SHIPPED_GUESSES_PER_GRADE;

    @Option(names = "--beneaths", paramLabel = "N", description = "The most \"what lies beneath\" puzzles added to each grade, after the"
            + " best guesses (0 or more).")
    int beneaths = PuzzleCuration.SHIPPED_BENEATH_PER_GRADE;

    @Option(names = "--safe-routes", paramLabel = "N", description = "The most safe-route puzzles added to each grade, after the"
            + " beneath puzzles (0 or more).")
    int safeRoutes = PuzzleCuration.SHIPPED_SAFE_ROUTES_PER_GRADE;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "The existing folder the chosen files go into; it must hold no puzzle files (*.json) yet.")
    Path out;

    @Override
    public Integer call() {
        if (!(ideaShare > 0 && ideaShare <= 1)) {
            throw new UserError("--max-idea-share is " + ideaShare + "; expected a share above 0 and at most 1");
        }
        Outputs.requireFolder(out, "--out");
        if (!PuzzleCollection.files(out).isEmpty()) {
            throw new UserError(out + ": --out already holds puzzle files; give an empty folder (nothing is overwritten)");
        }
        List<Puzzle> candidates = new ArrayList<>();
        for (Path d : dirs) {
            candidates.addAll(PuzzleCollection.read(d));
        }
        if (candidates.isEmpty()) { // a mistyped or empty folder: a book of nothing is not a success
            throw new UserError(String.join(", ", dirs.stream().map(Path::toString).toList()) + ": no puzzle files (*.json) to choose from");
        }
        if (bestGuesses < 0) {
            throw new UserError("--best-guesses is " + bestGuesses + "; expected 0 or more");
        }
        if (beneaths < 0) {
            throw new UserError("--beneaths is " + beneaths + "; expected 0 or more");
        }
        if (safeRoutes < 0) {
            throw new UserError("--safe-routes is " + safeRoutes + "; expected 0 or more");
        }
        PuzzleCuration.Result r = PuzzleCuration.choose(candidates, perGrade, ideaShare, bestGuesses, beneaths, safeRoutes);
        try (OutputFiles files = new OutputFiles()) { // all the chosen files or none
            for (Puzzle p : r.kept()) {
                files.stage(PuzzleCollection.fileIn(out, p.id(), ".json", "curated puzzle"), Json.write(p.toJson()));
            }
            files.commit();
        }
        PrintWriter o = spec.commandLine().getOut();
        // what no rule above names was left out by the limits: a grade's size, a kind's number a grade, an idea's share,
        // the answers resting on the search
        int limited = candidates.size() - r.kept().size() - r.duplicates() - r.sameGame() - r.sameLesson() - r.glance();
        o.printf("%d of %s kept in %s (%s, %d more %s of a game a kept puzzle comes from,"
                + " %d repeating another's lesson, %d read off the page at a glance, %d over the limits)%n", r.kept().size(),
                Counts.plain(candidates.size(), "candidate"), out, Counts.plain(r.duplicates(), "repeated position"), r.sameGame(),
                Counts.noun(r.sameGame(), "cut"), r.sameLesson(), r.glance(), limited);
        for (Map.Entry<Integer, Map<String, Integer>> g : r.ideasByGrade().entrySet()) {
            int n = g.getValue().values().stream().mapToInt(Integer::intValue).sum();
            int most = g.getValue().values().stream().mapToInt(Integer::intValue).max().orElse(0);
            if (n == 1) { // a share of one puzzle says nothing (a grade keeps its one puzzle whatever the share)
                o.printf("grade %d: 1 puzzle (%s)%n", g.getKey(), g.getValue().keySet().iterator().next());
                continue;
            }
            o.printf("grade %d: %s, %s, the largest %.1f%% (%s)%n", g.getKey(), Counts.plain(n, "puzzle"), Counts.plain(g.getValue().size(), "idea"),
                    100.0 * most / n,
                    g.getValue());
        }
        return 0;
    }
}
