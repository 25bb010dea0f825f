package org.cardlab.cli;

import org.cardlab.core.RuleSpec;
import picocli.CommandLine.Option;

/**
 * The rule spec of a game's command. Its converter and its default are the game's own
 * ({@link GameCommands#bind}): a name under specs/&lt;game&gt;/ or a spec file, resolved while
 * parsing, so an unknown spec is one line naming --spec.
 */
final class SpecOption {
    /** Marks the option whose default is the game's default spec. */
    static final String KEY = "game.spec";

    @Option(names = "--spec", paramLabel = "SPEC", descriptionKey = SpecOption.KEY,
            description = "Rule spec: a name under specs/<game>/ or a spec file.")
    RuleSpec spec;
}
