package org.cardlab.fugitive.cli;

import java.util.List;
import org.cardlab.cli.NameLists;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.tournament.SeatBots;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The Fugitive bots of a study that plays each of its {@code --fugitive} bots against one
 * {@code --marshal} bot (bench calibration, fugitive fit-model): every name is checked before the
 * first game, so a misspelt bot is a one-line error and not a failure half-way through.
 */
final class FugitiveLineup {
    private FugitiveLineup() {}

    /** The {@code --fugitive} bots, stripped and each named once, after checking that they and {@code marshal} play their seats in every game. */
    static List<String> checked(CommandSpec cmd, List<FugitiveGame> games, List<String> fugitives, MarshalBotOption marshal) {
        List<String> names = NameLists.bots(cmd, "--fugitive", fugitives);
        for (FugitiveGame g : games) {
            names.forEach(f -> SeatBots.require(g, f, FugitiveSeat.FUGITIVE.index(), "--fugitive"));
            marshal.require(g);
        }
        return names;
    }
}
