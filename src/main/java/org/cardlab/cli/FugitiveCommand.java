package org.cardlab.cli;

import picocli.CommandLine.Command;

/** {@code cardlab fugitive}: the Fugitive engine, its bots and studies. */
@Command(name = "fugitive",
        mixinStandardHelpOptions = true,
        description = "Fugitive: play, replay and study games under a rule spec.",
        subcommands = {FugitivePlayCommand.class, FugitiveReplayCommand.class, FugitiveSimulateCommand.class,
            FugitiveDeduceCommand.class, FugitiveAdviseCommand.class, FugitiveExposureCommand.class})
public final class FugitiveCommand extends GroupCommand {}
