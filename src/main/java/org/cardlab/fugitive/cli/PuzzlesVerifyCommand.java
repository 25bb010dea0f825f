package org.cardlab.fugitive.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.core.Counts;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.puzzle.Oracles;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleSolver;
import org.cardlab.fugitive.puzzle.PuzzleVerifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "verify",
        description = {"Re-proves every puzzle of a directory (or one file) from its notes.",
            "Each proven step is checked with three exact oracles (exhaustive, exact counter, Choco). Every puzzle is reported:"
                + " FAIL for one that is not uniquely solvable or whose stored answer or grade differs from the proof found again"
                + " (exit 1), BAD for a file that cannot be read as a puzzle, or is at odds with itself (a grade its own proof does"
                + " not have, steps that name another answer) (exit 2)."})
public final class PuzzlesVerifyCommand extends CommandWithSpec {
    @Mixin
    PuzzleFiles collection = new PuzzleFiles();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Path> files = collection.files();
        if (collection.oneFile()) {
            Puzzle.read(collection.dir); // one file that is not a puzzle is bad input, said in one line; a folder reports each file
        }
        PuzzleVerifier v = new PuzzleVerifier(Oracles.checked());
        int bad = 0;
        int unreadable = 0;
        Path firstUnreadable = null;
        int done = 0;
        long start = System.nanoTime();
        for (Path f : files) {
            try {
                List<String> problems = v.check(Puzzle.read(f));
                if (!problems.isEmpty()) {
                    bad++;
                    out.println("FAIL " + f + ": " + String.join("; ", problems));
                }
            } catch (UserError e) {
                unreadable++;
                firstUnreadable = firstUnreadable == null ? f : firstUnreadable;
                out.println("BAD " + e.getMessage());
            } catch (PuzzleSolver.MissingReveal e) {
                unreadable++;
                firstUnreadable = firstUnreadable == null ? f : firstUnreadable;
                out.println("BAD " + f + ": " + e.getMessage());
            }
            err.printf("verify: %d/%d%n", ++done, files.size());
            err.flush();
        }
        double secs = (System.nanoTime() - start) / 1e9;
        out.printf("%s checked, %d failed, %d unreadable, %.1f s%n", Counts.plain(files.size(), "puzzle"), bad, unreadable, secs);
        if (unreadable > 0) { // said on stderr too, for a run whose report goes to a file
            out.flush();
            err.println("cardlab: " + collection.dir + ": " + unreadable + " of " + Counts.plain(files.size(), "file")
                    + " could not be read as " + Counts.noun(unreadable, "a puzzle", "puzzles")
                    + " (the lines marked BAD, first " + firstUnreadable.getFileName() + ")");
            err.flush();
        }
        return unreadable > 0 ? 2 : bad == 0 ? 0 : 1;
    }
}
