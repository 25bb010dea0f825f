package org.cardlab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.cardlab.core.OutputFiles;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.puzzle.BookRenderer;
import org.cardlab.fugitive.puzzle.Puzzle;
import org.cardlab.fugitive.puzzle.PuzzleCollection;
import org.cardlab.fugitive.puzzle.SvgRenderer;
import org.cardlab.fugitive.puzzle.TextRenderer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "render",
        mixinStandardHelpOptions = true,
        description = {"Renders a collection (a directory or one puzzle file) as a book, pictures or text.",
            "An HTML puzzle book with the answers at the end (--html), one SVG picture per puzzle (--svg), or, with neither, the puzzles as text."})
public final class PuzzlesRenderCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "A directory of puzzle files, or one puzzle file.")
    Path dir;

    @Option(names = "--html", paramLabel = "FILE", description = "Write the puzzle book here.")
    Path html;

    @Option(names = "--svg", paramLabel = "DIR", description = "Write one <id>.svg per puzzle into this directory.")
    Path svg;

    @Option(names = "--answers", description = "With text output: add each answer.")
    boolean answers;

    @Override
    public Integer call() {
        // Read everything first: a bad file stops the run before anything is written.
        List<Puzzle> puzzles = Files.isRegularFile(dir) ? List.of(Puzzle.read(dir)) : PuzzleCollection.read(dir);
        if (puzzles.isEmpty()) {
            throw new UserError(dir + ": no puzzle files (*.json)");
        }
        if (svg != null) {
            Outputs.requireFolder(svg, "--svg");
        }
        if (html != null) {
            OutputFiles.check(html);
        }
        if (html == null && svg == null) {
            for (Puzzle p : puzzles) {
                spec.commandLine().getOut().println(TextRenderer.puzzle(p));
                if (answers) {
                    spec.commandLine().getOut().println("Answer:\n" + TextRenderer.answer(p));
                }
            }
            return 0;
        }
        Map<Path, String> files = new LinkedHashMap<>();
        if (html != null) {
            files.put(html, BookRenderer.render("Fugitive endgame puzzles", puzzles));
        }
        if (svg != null) {
            for (Puzzle p : puzzles) {
                files.put(svg.resolve(p.id() + ".svg"), SvgRenderer.render(p));
            }
        }
        try (OutputFiles staged = new OutputFiles()) {
            for (Map.Entry<Path, String> f : files.entrySet()) {
                staged.stage(f.getKey(), f.getValue());
            }
            spec.commandLine().getOut().printf("%d puzzle(s) rendered%s%s%n", puzzles.size(), html == null ? "" : ", book " + html,
                    svg == null ? "" : ", pictures in " + svg);
            Outputs.commit(staged, spec.commandLine().getOut());
        }
        return 0;
    }
}
