package org.cardlab.fugitive.cli;

import org.cardlab.cli.SeedOption;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code --spec}, {@code --games} and {@code --seed} of a Fugitive bench that plays its bots spec by
 * spec, the same seeded games under each (those with a row per Fugitive bot add {@code --fugitive}:
 * {@link FugitiveRowsBench}). A command sets its own default game count when it makes the mixin,
 * and may word {@code --games} in its own bundle, under {@link #GAMES_KEY}.
 */
public class FugitiveBenchSpecs extends FugitiveSpecsOption {
    static final String GAMES_KEY = "option.games";

    @Option(names = "--games", paramLabel = "N", converter = BenchStates.GamesConverter.class, descriptionKey = GAMES_KEY,
            description = "Seeded games per spec and bot (1 to 10,000).")
    public int games;

    @Mixin
    SeedOption run = new SeedOption();

    /** {@code games}: the command's default number of games a spec and bot. */
    public FugitiveBenchSpecs(int games) {
        this.games = games;
    }

    /** The seed of the games, the same under every spec. */
    public long seed() {
        return run.seed;
    }
}
