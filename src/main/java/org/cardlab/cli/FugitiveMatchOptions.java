package org.cardlab.cli;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options that choose a Fugitive match: the spec and the two bots. */
final class FugitiveMatchOptions {
    @Option(names = "--spec", paramLabel = "SPEC", defaultValue = "pt", description = "Rule spec: a name under specs/fugitive/ or a file (default: ${DEFAULT-VALUE}).")
    String specName;

    @Mixin
    FugitiveBotOptions bots;
}
