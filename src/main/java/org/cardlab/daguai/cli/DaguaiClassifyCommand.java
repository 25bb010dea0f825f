package org.cardlab.daguai.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.ComboRules;
import org.cardlab.daguai.Lawyer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "classify",
        description = {"Names the play a set of cards makes and what its jokers read as, or why it is not a legal play.",
            "--json prints legal, kind, reads (the cards the jokers stand for) and reason.",
            "Example: cardlab daguai classify \"BJ 6H 7H 8S 9D\" --level 2"})
public final class DaguaiClassifyCommand extends DaguaiRulingCommand {
    @Parameters(paramLabel = "CARDS", arity = "1..*", description = "The cards, e.g. \"BJ 6H 7H 8S 9D\" (10H, QS, SJ, BJ).")
    String[] cards;

    @Override
    protected Ruling ruling() {
        ComboRules order = options.rules().at(options.level);
        ObjectNode o = Lawyer.classify(Card.parseList(String.join(" ", cards)), order);
        return new Ruling(o, Lawyer.classifyText(o));
    }
}
