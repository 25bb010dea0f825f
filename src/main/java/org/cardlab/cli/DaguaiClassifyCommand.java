package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.Callable;
import org.cardlab.core.Json;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.DaguaiRules;
import org.cardlab.daguai.Lawyer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "classify",
        mixinStandardHelpOptions = true,
        description = {"Names the play a set of cards makes and what its jokers read as, or why it is not a legal play.",
            "Example: cardlab daguai classify \"BJ 6H 7H 8S 9D\" --level 2"})
public final class DaguaiClassifyCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "CARDS", arity = "1..*", description = "The cards, e.g. \"BJ 6H 7H 8S 9D\" (10H, QS, SJ, BJ).")
    String[] cards;

    @Option(names = "--level", defaultValue = "2", description = "The level card's rank, 2-10, J, Q, K or A.")
    String level;

    @Option(names = "--spec", defaultValue = "pl", description = "The rule spec (name under specs/daguai or a file).")
    String specName;

    @Option(names = "--json", description = "Machine output: legal, kind, reads (the cards the jokers stand for), reason.")
    boolean json;

    @Override
    public Integer call() {
        DaguaiRules rules = DaguaiRules.load(specName);
        int[] faces = Card.parseList(String.join(" ", cards));
        ObjectNode o = Lawyer.classify(faces, rules.at(Card.parseRank(level, "--level")));
        spec.commandLine().getOut().print(json ? Json.write(o) : Lawyer.classifyText(o) + "\n");
        spec.commandLine().getOut().flush();
        return 0;
    }
}
