package org.cardlab.fugitive.cli;

import java.util.List;
import org.cardlab.cli.NameLists;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.tournament.SeatBots;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * {@code --model}: the Fugitive bots the search Marshal expects (advise, bench search), each checked
 * to play the Fugitive. A command may word its help in its own bundle, under {@link #KEY}.
 */
final class SearchModelOption {
    static final String KEY = "option.model";

    @Option(names = "--model", paramLabel = "BOT", split = ",", descriptionKey = KEY,
            description = "The Fugitive bots the search expects, separated by commas (each world is played out by one of them;"
                    + " default: each world's style under the model measure, heuristic,random under --measure uniform).")
    List<String> bots;

    /** The bots named, checked against {@code game}; none without {@code --model} (the search's own default). */
    List<String> given(CommandSpec spec, FugitiveGame game) {
        return bots == null ? List.of() : SeatBots.check(game, NameLists.bots(spec, "--model", bots), FugitiveSeat.FUGITIVE.index(), "--model");
    }
}
