package org.cardlab.cli;

import picocli.CommandLine.Option;

/**
 * {@code --seed} (default 1), declared once for the commands that take it alone and for {@link RunOptions}.
 * What the seed seeds is the command's to say: a command that words it otherwise than a run of games' seed
 * does so under {@link #KEY} in its own bundle ({@code @Command(resourceBundle = ...)}).
 */
public final class SeedOption {
    public static final String KEY = "option.seed";

    @Option(names = "--seed", paramLabel = "S", descriptionKey = KEY, description = "Seed of the run; game i is dealt from a seed derived from it.")
    public long seed = 1;

    /** {@code --seed} whose default is not 1. */
    public static SeedOption from(long seed) {
        SeedOption o = new SeedOption();
        o.seed = seed;
        return o;
    }
}
