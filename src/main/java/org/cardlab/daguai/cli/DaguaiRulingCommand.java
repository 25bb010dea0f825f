package org.cardlab.daguai.cli;

import org.cardlab.cli.RulingCommand;
import picocli.CommandLine.Mixin;

/** A Da Guai Lu Zi ruling (classify, compare): the plays read under the spec at {@code --level}. */
abstract class DaguaiRulingCommand extends RulingCommand {
    @Mixin
    DaguaiRulingOptions options = new DaguaiRulingOptions();

    @Override
    protected final boolean json() {
        return options.output.json;
    }
}
