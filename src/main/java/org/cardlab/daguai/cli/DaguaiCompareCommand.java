package org.cardlab.daguai.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.UserError;
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
        ObjectNode o = Lawyer.compare(play("PLAY1", first), play("PLAY2", second), rules.at(options.level), rules.equalBeats);
        return new Ruling(o, Lawyer.compareText(o));
    }

    /** The cards of one play; a card it cannot read is refused naming the play (PLAY1 or PLAY2) as well. */
    private static int[] play(String label, String text) {
        try {
            return Card.parseList(text);
        } catch (UserError e) {
            throw e.within(label);
        }
    }
}
