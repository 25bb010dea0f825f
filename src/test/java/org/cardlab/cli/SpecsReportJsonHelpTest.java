package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** specs report's --json help names every field its JSON has (it had left out "bots"). */
class SpecsReportJsonHelpTest {
    @Test
    void theJsonHelpNamesEveryTopLevelAndPairField() {
        CommandLine command = Main.commandLine().getSubcommands().get("specs").getSubcommands().get("report");
        String text = String.join(" ", command.getCommandSpec().findOption("--json").description());
        // the fields are there whatever the budgets: one deal and 3,000 positions for each witness search, not a million
        Cli r = Cli.run("specs", "report", "--json", "--bots", "quick", "--games", "1", "--deals", "1", "--max-positions", "3000");
        assertEquals(0, r.code(), r.err());
        JsonNode report = Json.parse(r.out(), "output");
        int named = assertNamed(report, text);
        for (JsonNode game : report.get("games")) {
            for (JsonNode pair : game.get("pairs")) {
                named += assertNamed(pair, text);
            }
        }
        assertTrue(named > 7, named + " fields checked");
    }

    /** Each field name of {@code node} occurs in the help as a word; returns how many there were. */
    private static int assertNamed(JsonNode node, String help) {
        int n = 0;
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); n++) {
            String name = names.next();
            assertTrue(help.matches("(?s).*\\b" + name + "\\b.*"), "the --json option's help names " + name + ": " + help);
        }
        return n;
    }
}
