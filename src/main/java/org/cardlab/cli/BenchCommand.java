package org.cardlab.cli;

import picocli.CommandLine.Command;

/** {@code cardlab bench}: throughput benchmarks (medians of several runs), never timed tests. */
@Command(name = "bench",
        description = "Benchmarks: games, states, puzzles or requests per second, medians of several runs; the deduction's calibration.",
        subcommands = {BenchDeduceCommand.class, BenchManhuntCommand.class, BenchPuzzlesCommand.class, BenchSearchCommand.class,
            BenchServeCommand.class, BenchCalibrationCommand.class, BenchShadowCommand.class})
public final class BenchCommand extends GroupCommand {}
