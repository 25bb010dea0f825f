package org.cardlab.fugitive.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.puzzle.Oracles;
import org.cardlab.fugitive.puzzle.Page;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleDraft;
import org.cardlab.fugitive.puzzle.PuzzleKind;
import org.cardlab.fugitive.puzzle.PuzzleMaker;
import org.cardlab.fugitive.puzzle.PuzzleSolver;
import org.cardlab.fugitive.puzzle.Solution;
import org.cardlab.fugitive.puzzle.TextRenderer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "solve",
        description = {"Solves a position from the notes alone, ignoring any stored answer.",
            "Reads a puzzle file, or the Marshal's notes (the kind follows from where they stop). Prints each proven step,"
                + " the route and the grade; exit 1 naming the positions left open when it is not uniquely solvable."})
public final class PuzzlesSolveCommand extends CommandWithSpec {
    @Parameters(index = "0", paramLabel = "FILE", description = "A puzzle file (cardlab.fugitive.puzzle/1) or notes (cardlab.fugitive.notes/1).")
    Path file;

    @Option(names = "--kind", paramLabel = "KIND", description = "route, manhunt, best-guess or beneath (default: from where the notes stop; a best guess or a beneath only when named; a safe-route puzzle file is solved with the seat it stores).")
    String kind;

    @Option(names = "--spec", paramLabel = "SPEC", description = "Solve under these rules instead of those the notes name."
            + " A name under specs/fugitive/ or a spec file (not a what-if variant: a puzzle names its spec).")
    RuleSpec otherSpec;

    @Option(names = "--beneath", paramLabel = "POS=CARDS", showDefaultValue = CommandLine.Help.Visibility.NEVER, description = "A manhunt: the sprint cards beneath face-down hideout POS (e.g. 3=17,20).")
    List<String> beneath = List.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (Files.isRegularFile(file) && "safe-route".equals(Json.read(file).path("kind").asText())) {
            return safeRoute(out);
        }
        PuzzleDraft d = PuzzleDraft.read(file, kind == null ? null : PuzzleKind.of(kind, "--kind"), PuzzlesGenerateCommand.namedSpecText(spec, otherSpec),
                PuzzlesMakeCommand.parseBeneath(beneath));
        out.print(TextRenderer.position((d.kind() == PuzzleKind.MANHUNT ? "Manhunt" : d.kind() == PuzzleKind.BEST_GUESS ? "Best guess" : d.kind() == PuzzleKind.BENEATH ? "Beneath" : "Route") + " under the " + Page.rulesName(d.notes().spec())
                + " (" + file + ")", d.notes()));
        out.println();
        PuzzleSolver solver = Oracles.checked();
        Solution s;
        try {
            s = solver.solve(d.rules(), d.kind(), d.notes(), d.beneath());
        } catch (PuzzleSolver.MissingReveal e) {
            throw new UserError(file + ": " + e.getMessage() + " (list it under 'beneath', or give --beneath " + e.position + "=CARDS)");
        } catch (WorkLimitExceeded e) {
            throw new UserError(file + ": too large to prove exactly (" + e.getMessage() + ")");
        }
        if (!s.solved()) {
            // inconsistent notes name a smallest set of events that conflict, as puzzles make and fugitive deduce do
            out.println((PuzzleMaker.contradictory(s) ? "Contradiction: " : "Not uniquely solvable: ") + PuzzleMaker.explain(d, s));
            return 1;
        }
        out.println("Proven from the notes" + (d.kind() == PuzzleKind.MANHUNT ? " and what each reveal shows" : "") + ":");
        out.print(TextRenderer.answer(new Puzzle("solved", d.kind(), d.notes(), d.beneath(), s, solver.oracle().name(), file.toString())));
        out.flush();
        return 0;
    }

    /** A safe-route puzzle file: the notes and the Fugitive's seat it stores (notes alone do not hold his hand). */
    private Integer safeRoute(PrintWriter out) {
        Puzzle p = Puzzle.read(file);
        String other = PuzzlesGenerateCommand.namedSpecText(spec, otherSpec);
        Notes notes = other == null ? p.notes() : new Notes(other, p.notes().events());
        out.print(TextRenderer.position("Safe route under the " + Page.rulesName(notes.spec()) + " (" + file + ")", notes));
        out.println("His hand: " + Cards.toString(p.seat().hand()) + "; his route: " + Arrays.toString(p.seat().route()));
        out.println();
        Solution s;
        try {
            s = Oracles.checked().solve(FugitiveRules.load(notes.spec()), PuzzleKind.SAFE_ROUTE, notes, Map.of(), p.seat());
        } catch (WorkLimitExceeded e) {
            throw new UserError(file + ": too large to prove exactly (" + e.getMessage() + ")");
        }
        if (!s.solved()) {
            out.println("Not a safe route: " + s.failure());
            return 1;
        }
        out.println("Proven from the notes and his seat:");
        out.print(TextRenderer.steps(s));
        out.flush();
        return 0;
    }
}
