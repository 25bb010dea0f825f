package org.cardlab.fugitive.cli;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.SeedOption;
import org.cardlab.core.RuleSpec;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.tournament.SeatBots;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code --spec}, {@code --games} and {@code --seed} of a Fugitive bench that plays its bots spec by
 * spec, the same seeded games under each: the specs read, and (for the benches that give each
 * Fugitive bot a row) each spec's game checked to make every Fugitive bot named before any game
 * runs. A command sets its own default game count with {@link #games(int)}, and may word
 * {@code --games} in its own bundle, under {@link #GAMES_KEY}.
 */
public final class FugitiveBenchSpecs extends FugitiveSpecsOption {
    static final String GAMES_KEY = "option.games";

    @Option(names = "--games", paramLabel = "N", converter = BenchStates.GamesConverter.class, descriptionKey = GAMES_KEY,
            description = "Seeded games per spec and bot (1 to 10,000).")
    public int games;

    @Mixin
    SeedOption run = new SeedOption();

    public static FugitiveBenchSpecs games(int n) {
        FugitiveBenchSpecs o = new FugitiveBenchSpecs();
        o.games = n;
        return o;
    }

    /** The seed of the games, the same under every spec. */
    public long seed() {
        return run.seed;
    }

    /** One game per spec, each checked to make every bot of {@code fugitives} (read from {@code --fugitive}) for the Fugitive. */
    public List<FugitiveGame> check(List<String> fugitives) {
        List<FugitiveGame> gs = new ArrayList<>();
        for (RuleSpec s : specs()) {
            FugitiveGame g = new FugitiveGame(new FugitiveRules(s));
            fugitives.forEach(f -> SeatBots.require(g, f, FugitiveSeat.FUGITIVE.index(), "--fugitive"));
            gs.add(g);
        }
        return gs;
    }
}
