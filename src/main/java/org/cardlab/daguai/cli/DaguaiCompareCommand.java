package org.cardlab.daguai.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.Callable;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.DaguaiRules;
import org.cardlab.daguai.Lawyer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "compare",
        mixinStandardHelpOptions = true,
        description = {"Says which of two plays beats the other, and by which rule.",
            "--json prints winner (first, second or none), reason, and both classifications.",
            "Example: cardlab daguai compare \"6S 6H 6D JC JD\" \"6C 6S 6H 2D 2C\""})
public final class DaguaiCompareCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "PLAY1", description = "The first play, e.g. \"QS QH\".")
    String first;

    @Parameters(index = "1", paramLabel = "PLAY2", description = "The second play.")
    String second;

    @Mixin
    DaguaiRulingOptions options = new DaguaiRulingOptions();

    @Override
    public Integer call() {
        DaguaiRules rules = options.rules();
        int[] a = Card.parseList(first);
        int[] b = Card.parseList(second);
        ObjectNode o = Lawyer.compare(a, b, rules.at(options.level), rules.equalBeats);
        options.print(o, Lawyer.compareText(o));
        return 0;
    }
}
