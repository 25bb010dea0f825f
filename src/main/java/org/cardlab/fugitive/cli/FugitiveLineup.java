package org.cardlab.fugitive.cli;

import java.util.List;
import org.cardlab.cli.GameOptions;
import org.cardlab.cli.NameLists;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The Fugitive bots of a study that plays each of its {@code --fugitive} bots against one
 * {@code --marshal} bot (bench calibration, fugitive fit-model): every name is checked before the
 * first game, so a misspelt bot is a one-line error and not a failure half-way through.
 */
final class FugitiveLineup {
    private FugitiveLineup() {}

    /** The {@code --fugitive} bots, stripped and each named once, after checking them and {@code marshal} against the registry. */
    static List<String> checked(CommandSpec cmd, List<String> fugitives, String marshal) {
        GameType fugitive = Games.get("fugitive");
        List<String> names = NameLists.bots(cmd, "--fugitive", fugitives);
        names.forEach(f -> GameOptions.known(fugitive, "--fugitive", f));
        GameOptions.known(fugitive, "--marshal", marshal);
        return names;
    }
}
