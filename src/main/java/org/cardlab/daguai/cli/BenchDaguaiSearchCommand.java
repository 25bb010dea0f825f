package org.cardlab.daguai.cli;

import java.util.concurrent.Callable;
import org.cardlab.cli.DecisionTimingOptions;
import org.cardlab.cli.SpecJsonOptions;
import org.cardlab.core.Json;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "daguai-search",
        description = {"Decision time of Da Guai Lu Zi's search bot on one thread.",
            DecisionTimingOptions.HOW + "seat 0" + DecisionTimingOptions.WHAT,
            "--json prints " + DecisionTimingOptions.JSON})
public final class BenchDaguaiSearchCommand implements Callable<Integer> {
    @Mixin
    DecisionTimingOptions timing = new DecisionTimingOptions();

    @Mixin
    SpecJsonOptions output = new SpecJsonOptions();

    @Override
    public Integer call() {
        DaguaiGame game = new DaguaiGame(DaguaiRules.fromSpec(output.spec), false);
        return timing.print(timing.time(game), output, "Da Guai Lu Zi (" + output.spec.name() + ", single rounds)", Json.object());
    }
}
