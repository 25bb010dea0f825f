package org.cardlab.scout.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.cli.RulingCommand;
import org.cardlab.cli.SpecJsonOptions;
import org.cardlab.core.Json;
import org.cardlab.scout.ScoutRules;
import org.cardlab.scout.SetComparison;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "compare",
        description = {"Rules on two sets of shown numbers: whether each is legal, its kind, and which one beats the other and why.",
            "A set is legal when a deck of the spec could hold it (nine cards show a 5, so twelve 5s are not a set)."
                + " --json prints first and second (values, legal, kind, why), winner, rule and explanation.",
            "Example: cardlab scout compare \"3 4 5\" \"6 6\""})
public final class ScoutCompareCommand extends RulingCommand {
    @Parameters(index = "0", paramLabel = "FIRST", description = "The shown numbers of the first set, e.g. \"3 4 5\".")
    String first;

    @Parameters(index = "1", paramLabel = "SECOND", description = "The shown numbers of the second set, e.g. \"6 6\".")
    String second;

    @Mixin
    SpecJsonOptions output = new SpecJsonOptions();

    @Override
    protected boolean json() {
        return output.json;
    }

    @Override
    protected Ruling ruling() {
        SetComparison c = SetComparison.compare(ScoutRules.of(output.spec.name(), output.spec), first, second);
        ObjectNode o = Json.object();
        o.set("first", reading(c.first()));
        o.set("second", reading(c.second()));
        o.put("winner", c.winner());
        o.put("rule", c.rule());
        o.put("explanation", c.explanation());
        return new Ruling(o, String.format("first:  %-20s %s%nsecond: %-20s %s%n%s", c.first().text(), describe(c.first()),
                c.second().text(), describe(c.second()), c.explanation()));
    }

    private static ObjectNode reading(SetComparison.Reading r) {
        ObjectNode o = Json.object();
        ArrayNode vs = o.putArray("values");
        for (int v : r.values()) {
            vs.add(v);
        }
        o.put("legal", r.legal());
        o.put("kind", r.kind());
        if (r.why() != null) {
            o.put("why", r.why());
        }
        return o;
    }

    private static String describe(SetComparison.Reading r) {
        return r.legal() ? "legal " + r.kind() + (r.values().length > 1 ? " of " + r.values().length : "")
                : "not a legal set";
    }
}
