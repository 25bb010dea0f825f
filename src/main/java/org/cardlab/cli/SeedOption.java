package org.cardlab.cli;

import picocli.CommandLine.Option;

/** {@code --seed} of a bench run over seeded games (default 1), for the commands without {@link RunOptions}. */
public final class SeedOption {
    @Option(names = "--seed", paramLabel = "S", description = "Seed of the run; game i is dealt from a seed derived from it.")
    public long seed = 1;
}
