package org.cardlab.cli;

import picocli.CommandLine.Command;

/** {@code cardlab scout}: the SCOUT engine's tools. */
@Command(name = "scout",
        mixinStandardHelpOptions = true,
        description = "SCOUT: check a ruling between two sets, play or simulate matches between bots.",
        subcommands = {ScoutCompareCommand.class, ScoutPlayCommand.class, ScoutSimulateCommand.class})
public final class ScoutCommand extends GroupCommand {}
