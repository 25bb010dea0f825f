package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.puzzle.Oracles;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.Solution;
import org.cardlab.fugitive.puzzle.TextRenderer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "solve",
        mixinStandardHelpOptions = true,
        description = {"Solves a puzzle from its notes alone (a manhunt also uses what each reveal shows), ignoring the stored answer.",
            "Exit 1 when it is not uniquely solvable."})
public final class PuzzlesSolveCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A puzzle file (cardlab.fugitive.puzzle/1).")
    Path file;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Puzzle p = Puzzle.read(file);
        Solution s = Oracles.checked().solve(FugitiveRules.load(p.spec()), p.kind(), p.notes(), p.beneath());
        out.print(TextRenderer.puzzle(p));
        out.println();
        if (!s.solved()) {
            out.println("Not uniquely solvable: " + s.failure());
            return 1;
        }
        out.println("Solution (proven from the notes):");
        out.print(TextRenderer.answer(new Puzzle(p.id(), p.kind(), p.notes(), p.beneath(), s, p.oracle(), p.source())));
        out.flush();
        return 0;
    }
}
