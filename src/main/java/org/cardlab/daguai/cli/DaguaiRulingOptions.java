package org.cardlab.daguai.cli;

import org.cardlab.cli.JsonOption;
import org.cardlab.cli.SpecOption;
import org.cardlab.core.UserError;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.DaguaiRules;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** What both Da Guai Lu Zi rulings take: the level, the spec (what-if values too) and --json. */
final class DaguaiRulingOptions {
    @Option(names = "--level", paramLabel = "RANK", defaultValue = "2", converter = LevelConverter.class,
            description = "The level card's rank: 2-10, J, Q, K or A.")
    int level;

    @Mixin
    SpecOption specOption = new SpecOption();

    @Mixin
    JsonOption output = new JsonOption();

    DaguaiRules rules() {
        return DaguaiRules.fromSpec(specOption.spec);
    }

    /** A rank for --level (2-10, J, Q, K or A), or a one-line error naming the option. */
    static final class LevelConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            try {
                return Card.parseRank(value, "");
            } catch (UserError e) {
                throw new CommandLine.TypeConversionException("'" + value + "' is not a rank (2-10, J, Q, K or A)");
            }
        }
    }
}
