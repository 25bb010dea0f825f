package org.cardlab.fugitive.cli;

import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.tournament.SeatBots;
import picocli.CommandLine.Option;

/**
 * {@code --marshal} (default the heuristic Marshal), declared once for the Fugitive commands that play their
 * games against one Marshal bot. A command that words it otherwise than a bench's Marshal does so under
 * {@link #KEY} in its own bundle ({@code @Command(resourceBundle = ...)}).
 */
final class MarshalBotOption {
    static final String KEY = "option.marshal";

    @Option(names = "--marshal", paramLabel = "BOT", descriptionKey = KEY, description = "The Marshal bot.")
    String bot = "heuristic";

    /** Refuses a bot that does not play the Marshal in {@code game}, in one line naming --marshal: before the first game, not half-way through. */
    void require(FugitiveGame game) {
        SeatBots.require(game, bot, FugitiveSeat.MARSHAL.index(), "--marshal");
    }
}
