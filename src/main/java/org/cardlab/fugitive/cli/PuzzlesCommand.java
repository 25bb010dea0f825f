package org.cardlab.fugitive.cli;

import org.cardlab.cli.GroupCommand;
import picocli.CommandLine.Command;

/** {@code cardlab puzzles}: Fugitive endgame puzzles, generated or made by hand, proven unique, graded, rendered. */
@Command(name = "puzzles",
        description = "Fugitive endgame puzzles: generate, curate into a book, make from your own position, solve, verify and render as a book.",
        subcommands = {PuzzlesGenerateCommand.class, PuzzlesMakeCommand.class, PuzzlesSolveCommand.class, PuzzlesVerifyCommand.class,
            PuzzlesRenderCommand.class, PuzzlesCurateCommand.class})
public final class PuzzlesCommand extends GroupCommand {}
