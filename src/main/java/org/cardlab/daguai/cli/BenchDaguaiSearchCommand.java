package org.cardlab.daguai.cli;

import org.cardlab.cli.DecisionTimingCommand;
import org.cardlab.cli.DecisionTimingOptions;
import org.cardlab.cli.SpecJsonOptions;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiRules;
import picocli.CommandLine.Command;

@Command(name = "daguai-search",
        description = {"Decision time of Da Guai Lu Zi's search bot on one thread.",
            DecisionTimingOptions.HOW + "seat 0" + DecisionTimingOptions.WHAT,
            "--json prints " + DecisionTimingOptions.JSON})
public final class BenchDaguaiSearchCommand extends DecisionTimingCommand<SpecJsonOptions> {
    public BenchDaguaiSearchCommand() {
        super(new SpecJsonOptions());
    }

    @Override
    protected DaguaiGame game() {
        return new DaguaiGame(DaguaiRules.fromSpec(output.spec), false);
    }

    @Override
    protected String title() {
        return "Da Guai Lu Zi (" + output.spec.name() + ", single rounds)";
    }
}
