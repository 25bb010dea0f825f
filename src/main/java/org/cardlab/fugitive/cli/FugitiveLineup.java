package org.cardlab.fugitive.cli;

import java.util.List;
import org.cardlab.cli.NameLists;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.tournament.SeatBots;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The line-up of a study that plays each of its {@code --fugitive} bots against one {@code --marshal}
 * bot (bench calibration, fugitive fit-model), declared once: every name is checked before the first
 * game, so a misspelt bot is a one-line error and not a failure half-way through. A command that words
 * {@code --fugitive} otherwise than the calibration's tables does so under {@link #KEY} in its own bundle
 * ({@code @Command(resourceBundle = ...)}), and {@code --marshal} under {@link MarshalBotOption#KEY}.
 */
final class FugitiveLineup {
    static final String KEY = "option.fugitive";

    @Option(names = "--fugitive", paramLabel = "BOT", split = ",", defaultValue = "random,heuristic,racer,shadow", descriptionKey = KEY,
            description = "Fugitive bots, one table each, separated by commas.")
    List<String> fugitives;

    @Mixin
    MarshalBotOption marshal = new MarshalBotOption();

    /** The command this option is mixed into, whose typed --fugitive is read for empty entries. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** The {@code --fugitive} bots, stripped and each named once, after checking that they and the Marshal bot play their seats in every game. */
    List<String> checked(List<FugitiveGame> games) {
        List<String> names = NameLists.bots(mixee, "--fugitive", fugitives);
        for (FugitiveGame g : games) {
            names.forEach(f -> SeatBots.require(g, f, FugitiveSeat.FUGITIVE.index(), "--fugitive"));
            marshal.require(g);
        }
        return names;
    }
}
