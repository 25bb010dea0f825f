package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.puzzle.Oracles;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import org.cardlab.fugitive.puzzle.PuzzleVerifier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "verify",
        mixinStandardHelpOptions = true,
        description = {"Re-proves every puzzle of a directory (or one file) from its notes.",
            "Each proven step is checked with three exact oracles (exhaustive, exact counter, Choco). Exit 1 naming every puzzle that is not uniquely solvable or whose stored answer or grade differs."})
public final class PuzzlesVerifyCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "A directory of puzzle files, or one puzzle file.")
    Path dir;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Path> files = Files.isRegularFile(dir) ? List.of(dir) : PuzzleCollection.files(dir);
        if (files.isEmpty()) {
            throw new UserError(dir + ": no puzzle files (*.json)");
        }
        PuzzleVerifier v = new PuzzleVerifier(Oracles.checked());
        int bad = 0;
        int done = 0;
        long start = System.nanoTime();
        for (Path f : files) {
            List<String> problems;
            try {
                problems = v.check(Puzzle.read(f));
            } catch (UserError e) {
                problems = List.of(e.getMessage());
            }
            if (!problems.isEmpty()) {
                bad++;
                out.println("FAIL " + f + ": " + String.join("; ", problems));
            }
            err.printf("verify: %d/%d%n", ++done, files.size());
            err.flush();
        }
        double secs = (System.nanoTime() - start) / 1e9;
        out.printf("%d puzzle(s) checked, %d failed, %.1f s%n", files.size(), bad, secs);
        return bad == 0 ? 0 : 1;
    }
}
