package org.cardlab.cli;

import org.cardlab.core.RuleSpec;
import picocli.CommandLine.Option;

/**
 * {@code --spec} and {@code --json} together, the pair most game commands take: the game's rule
 * spec (bound as {@link SpecOption}'s is, by its description key) and JSON or text on standard
 * output. Mix it into a command directly, as {@link JsonOption}.
 */
public class SpecJsonOptions extends JsonOption {
    @Option(names = "--spec", paramLabel = "SPEC", descriptionKey = SpecOption.KEY,
            description = "Rule spec: a name under specs/GAME/ or a spec file; NAME+rule=value is a what-if variant.")
    public RuleSpec spec;
}
