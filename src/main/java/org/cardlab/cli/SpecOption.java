package org.cardlab.cli;

import org.cardlab.core.RuleSpec;
import picocli.CommandLine.Option;

/**
 * The rule spec of a game's command. Its converter, its default and its help text are the
 * game's own ({@link GameCommands#bind}): a name under specs/&lt;game&gt;/ or a spec file, resolved
 * while parsing, so an unknown spec is one line naming --spec. A name may carry what-if values
 * ({@code NAME+rule=value}); {@link Named} is for commands whose files must name a spec file.
 */
public final class SpecOption {
    /** Marks the option whose default is the game's default spec (what-if variants taken). */
    static final String KEY = "game.spec";
    /** The same for a command that writes files naming their spec (puzzles): no what-if variant. */
    static final String NAMED_KEY = "game.spec.named";
    /** A list of the game's specs (what-if variants taken), with a default of its own. */
    public static final String LIST_KEY = "game.spec.list";
    /** How a list of specs splits: on commas outside brackets, so a what-if list value (initialDraws=[2,1,0]) stays whole. */
    public static final String LIST_SPLIT = ",(?![^\\[]*\\])";

    @Option(names = "--spec", paramLabel = "SPEC", descriptionKey = KEY,
            description = "Rule spec: a name under specs/GAME/ or a spec file; NAME+rule=value is a what-if variant.")
    public RuleSpec spec;

    /** {@code --spec} for a command whose files name their spec, so a what-if variant is refused (by the command). */
    public static final class Named {
        @Option(names = "--spec", paramLabel = "SPEC", descriptionKey = NAMED_KEY,
                description = "Rule spec: a name under specs/GAME/ or a spec file (not a what-if variant).")
        public RuleSpec spec;
    }
}
