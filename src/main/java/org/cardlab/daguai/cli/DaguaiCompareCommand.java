package org.cardlab.daguai.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.DaguaiRules;
import org.cardlab.daguai.Lawyer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "compare",
        description = {"Says which of two plays beats the other, and by which rule.",
            "--json prints winner (first, second or none), reason, and both classifications.",
            "Example: cardlab daguai compare \"6S 6H 6D JC JD\" \"6C 6S 6H 2D 2C\""})
public final class DaguaiCompareCommand extends DaguaiRulingCommand {
    @Parameters(index = "0", paramLabel = "PLAY1", description = "The first play, e.g. \"QS QH\".")
    String first;

    @Parameters(index = "1", paramLabel = "PLAY2", description = "The second play.")
    String second;

    @Override
    protected Ruling ruling() {
        DaguaiRules rules = options.rules();
        ObjectNode o = Lawyer.compare(Card.parseList(first), Card.parseList(second), rules.at(options.level), rules.equalBeats);
        return new Ruling(o, Lawyer.compareText(o));
    }
}
