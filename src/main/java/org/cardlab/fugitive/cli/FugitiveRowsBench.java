package org.cardlab.fugitive.cli;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.cli.NameLists;
import org.cardlab.core.RuleSpec;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.tournament.SeatBots;
import picocli.CommandLine.Option;

/**
 * The options of the Fugitive benches that give each Fugitive bot a row of their table (search,
 * manhunt, mixing): {@link FugitiveBenchSpecs}' {@code --spec}, {@code --games} and {@code --seed},
 * and {@code --fugitive}, the same option in each with its own default. The default is
 * heuristic,random; a command that plays other bots by default says which in its own bundle, under
 * {@link #DEFAULT_KEY} (picocli reads it there, so the help shows it as the default).
 */
public final class FugitiveRowsBench extends FugitiveBenchSpecs {
    static final String DEFAULT_KEY = "fugitiveRows.default";

    @Option(names = "--fugitive", paramLabel = "BOT", split = ",", defaultValue = "${bundle:" + DEFAULT_KEY + ":-heuristic,random}",
            description = "Fugitive bots, one row each, separated by commas.")
    List<String> names;

    /** {@code games}: the command's default number of games a spec and bot. */
    public FugitiveRowsBench(int games) {
        super(games);
    }

    /** The Fugitive bots named, stripped, each named once and none empty. */
    public List<String> fugitives() {
        return NameLists.bots(mixee, "--fugitive", names);
    }

    /** One game per spec, each checked to make every bot of {@code fugitives} for the Fugitive. */
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
