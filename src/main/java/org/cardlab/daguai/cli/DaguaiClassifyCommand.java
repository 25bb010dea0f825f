package org.cardlab.daguai.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.Callable;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.DaguaiRules;
import org.cardlab.daguai.Lawyer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "classify",
        mixinStandardHelpOptions = true,
        description = {"Names the play a set of cards makes and what its jokers read as, or why it is not a legal play.",
            "--json prints legal, kind, reads (the cards the jokers stand for) and reason.",
            "Example: cardlab daguai classify \"BJ 6H 7H 8S 9D\" --level 2"})
public final class DaguaiClassifyCommand implements Callable<Integer> {
    @Parameters(paramLabel = "CARDS", arity = "1..*", description = "The cards, e.g. \"BJ 6H 7H 8S 9D\" (10H, QS, SJ, BJ).")
    String[] cards;

    @Mixin
    DaguaiRulingOptions options = new DaguaiRulingOptions();

    @Override
    public Integer call() {
        DaguaiRules rules = options.rules();
        int[] faces = Card.parseList(String.join(" ", cards));
        ObjectNode o = Lawyer.classify(faces, rules.at(options.level));
        options.print(o, Lawyer.classifyText(o));
        return 0;
    }
}
