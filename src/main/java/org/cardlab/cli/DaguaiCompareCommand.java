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

@Command(name = "compare",
        mixinStandardHelpOptions = true,
        description = {"Says which of two plays beats the other, and by which rule.",
            "Example: cardlab daguai compare \"6S 6H 6D JC JD\" \"6C 6S 6H 2D 2C\""})
public final class DaguaiCompareCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "PLAY1", description = "The first play, e.g. \"QS QH\".")
    String first;

    @Parameters(index = "1", paramLabel = "PLAY2", description = "The second play.")
    String second;

    @Option(names = "--level", defaultValue = "2", description = "The level card's rank.")
    String level;

    @Option(names = "--spec", defaultValue = "pl", description = "The rule spec.")
    String specName;

    @Option(names = "--json", description = "Machine output: winner (first, second or none), reason, and both classifications.")
    boolean json;

    @Override
    public Integer call() {
        DaguaiRules rules = DaguaiRules.load(specName);
        int[] a = Card.parseList(first);
        int[] b = Card.parseList(second);
        ObjectNode o = Lawyer.compare(a, b, rules.at(Card.parseRank(level, "--level")), rules.equalBeats);
        spec.commandLine().getOut().print(json ? Json.write(o) : Lawyer.compareText(o) + "\n");
        spec.commandLine().getOut().flush();
        return 0;
    }
}
