package org.cardlab.cli;

import picocli.CommandLine.Command;

/** {@code cardlab bench}: throughput benchmarks (medians of several runs), never timed tests. */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        description = "Benchmarks: games or states per second, medians of several runs.",
        subcommands = {BenchFugitiveCommand.class, BenchDeduceCommand.class, BenchPuzzlesCommand.class,
            BenchScoutCommand.class, BenchDaguaiCommand.class, BenchCalibrationCommand.class, BenchShadowCommand.class})
public final class BenchCommand extends GroupCommand {}
