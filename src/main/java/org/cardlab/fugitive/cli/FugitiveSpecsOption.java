package org.cardlab.fugitive.cli;

import java.util.List;
import org.cardlab.cli.NameLists;
import org.cardlab.cli.SpecOption;
import org.cardlab.core.RuleSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --spec} of a Fugitive benchmark that times each spec in rows of its own: a list, by
 * default the two rulebooks (pt, ca). Its help is the game's ({@link SpecOption#LIST_KEY}).
 */
public class FugitiveSpecsOption {
    @Option(names = "--spec", paramLabel = "SPEC", split = SpecOption.LIST_SPLIT, splitSynopsisLabel = ",", defaultValue = "pt,ca",
            descriptionKey = SpecOption.LIST_KEY, description = "Rule specs, separated by commas.")
    List<RuleSpec> specs;

    /** The command this option is mixed into, whose typed --spec is read for empty entries. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** The specs, each named once and none empty ({@link NameLists#specs}). */
    public List<RuleSpec> specs() {
        return NameLists.specs(mixee, "--spec", specs);
    }
}
