package org.cardlab.cli;

import picocli.CommandLine.Command;

/** {@code cardlab puzzles}: Fugitive endgame puzzles, generated, proven unique, graded, rendered. */
@Command(name = "puzzles",
        mixinStandardHelpOptions = true,
        description = "Fugitive endgame puzzles: generate, solve, verify and render collections.",
        subcommands = {PuzzlesGenerateCommand.class, PuzzlesSolveCommand.class, PuzzlesVerifyCommand.class, PuzzlesRenderCommand.class})
public final class PuzzlesCommand extends GroupCommand {}
