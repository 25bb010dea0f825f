package org.cardlab.cli;

import picocli.CommandLine.Command;

/**
 * {@code cardlab bench}: throughput benchmarks (medians of several runs), never timed tests. Each
 * game adds {@code bench GAME} and its own benchmarks ({@link Main#commandLine}).
 */
@Command(name = "bench",
        description = "Benchmarks: games, states, puzzles or requests per second, medians of several runs; the deduction's calibration.",
        subcommands = BenchServeCommand.class)
public final class BenchCommand extends GroupCommand {}
