package org.cardlab.fugitive.cli;

import java.util.List;
import org.cardlab.cli.NameLists;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --fugitive} of the Fugitive benches that give each Fugitive bot a row of their table (search,
 * manhunt, mixing): the same option in each, with its own default. The default is heuristic,random;
 * a command that plays other bots by default says which in its own bundle, under {@link #DEFAULT_KEY}
 * (picocli reads it there, so the help shows it as the default).
 */
public final class FugitiveRowsOption {
    static final String DEFAULT_KEY = "fugitiveRows.default";

    /** The command this option is mixed into: what was typed is checked there. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--fugitive", paramLabel = "BOT", split = ",", defaultValue = "${bundle:" + DEFAULT_KEY + ":-heuristic,random}",
            description = "Fugitive bots, one row each, separated by commas.")
    List<String> names;

    /** The bots named, stripped, each named once and none empty. */
    public List<String> bots() {
        return NameLists.bots(command, "--fugitive", names);
    }
}
