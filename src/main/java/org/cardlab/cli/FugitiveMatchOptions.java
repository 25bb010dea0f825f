package org.cardlab.cli;

import picocli.CommandLine.Option;

/** The options that choose a Fugitive match: the spec and the two bots. */
final class FugitiveMatchOptions {
    @Option(names = "--spec", paramLabel = "SPEC", defaultValue = "pt", description = "Rule spec: a name under specs/fugitive/ or a file (default: ${DEFAULT-VALUE}).")
    String specName;

    @Option(names = "--fugitive", paramLabel = "BOT", defaultValue = "heuristic", description = "Fugitive bot: random or heuristic (default: ${DEFAULT-VALUE}).")
    String fugitiveBot;

    @Option(names = "--marshal", paramLabel = "BOT", defaultValue = "heuristic",
            description = "Marshal bot: random, heuristic, or advisor (follows the deduction's advice) (default: ${DEFAULT-VALUE}).")
    String marshalBot;
}
