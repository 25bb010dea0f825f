package org.cardlab.cli;

import picocli.CommandLine.Option;

/** The options that choose the two Fugitive bots. */
final class FugitiveBotOptions {
    @Option(names = "--fugitive", paramLabel = "BOT", defaultValue = "heuristic", description = "Fugitive bot: random, heuristic, racer (heads for 42 by play-outs), or shadow (the racer reading the Marshal's deduction) (default: ${DEFAULT-VALUE}).")
    String fugitiveBot;

    @Option(names = "--marshal", paramLabel = "BOT", defaultValue = "heuristic",
            description = "Marshal bot: random, heuristic, or advisor (follows the deduction's advice) (default: ${DEFAULT-VALUE}).")
    String marshalBot;
}
