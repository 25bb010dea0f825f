package org.cardlab.cli;

import picocli.CommandLine.Command;

/** {@code cardlab daguai}: the Da Guai Lu Zi rules lawyer, games and simulations. */
@Command(name = "daguai",
        mixinStandardHelpOptions = true,
        description = "Da Guai Lu Zi: classify and compare plays, play and simulate seeded games.",
        subcommands = {DaguaiClassifyCommand.class, DaguaiCompareCommand.class, DaguaiPlayCommand.class,
            DaguaiSimulateCommand.class})
public final class DaguaiCommand extends GroupCommand {}
