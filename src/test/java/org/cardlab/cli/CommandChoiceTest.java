package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A run builds in full only the commands its first two words can reach, and the summaries it
 * stands in for the others show exactly what the whole tree shows: every group's help is the
 * same text either way, and the command a run names has all its options.
 */
class CommandChoiceTest {
    @Test
    void everyGroupsHelpIsTheSameFromItsSummariesAsFromTheWholeTree() {
        CommandLine whole = Main.commandLine();
        assertEquals(usage(whole), usage(Main.commandLine("nosuch", null)), "the top, from summaries");
        int groups = 0;
        for (var e : whole.getSubcommands().entrySet()) {
            if (e.getValue().getSubcommands().isEmpty() || e.getKey().equals("help")) {
                continue;
            }
            CommandLine lazy = Main.commandLine(e.getKey(), null).getSubcommands().get(e.getKey());
            assertEquals(usage(e.getValue()), usage(lazy), "cardlab " + e.getKey() + " --help");
            if (e.getValue().getCommand() instanceof GameGroup || e.getKey().equals("bench")) { // the groups built from the registry
                assertTrue(lazy.getSubcommands().values().stream().anyMatch(c -> c.getCommand() instanceof CommandSummary),
                        e.getKey() + ": the run names none of its commands, so they are summaries");
            }
            groups++;
        }
        assertTrue(groups >= 5, groups + " groups compared");
    }

    @Test
    void theNamedCommandIsBuiltInFullAndItsSiblingsAreLeftOut() {
        CommandLine fugitive = Main.commandLine("fugitive", "deduce").getSubcommands().get("fugitive");
        assertEquals(java.util.Set.of("deduce"), fugitive.getSubcommands().keySet());
        CommandLine deduce = fugitive.getSubcommands().get("deduce");
        CommandLine full = Main.commandLine().getSubcommands().get("fugitive").getSubcommands().get("deduce");
        assertEquals(full.getCommandSpec().optionsMap().keySet(), deduce.getCommandSpec().optionsMap().keySet());
        assertFalse(deduce.getCommand() instanceof CommandSummary);
        assertEquals(1, Main.commandLine("bench", "calibration").getSubcommands().get("bench").getSubcommands().values().stream()
                .filter(c -> !(c.getCommand() instanceof CommandSummary)).filter(c -> !c.getCommandName().equals("serve")).count());
    }

    @Test
    void aWordAfterAnOptionCanNameAnyCommandSoAllAreBuilt() {
        CommandLine scout = Main.commandLine("scout", "--help").getSubcommands().get("scout");
        assertTrue(scout.getSubcommands().values().stream().noneMatch(c -> c.getCommand() instanceof CommandSummary));
    }

    private static String usage(CommandLine cl) {
        StringWriter w = new StringWriter();
        cl.usage(new PrintWriter(w));
        return w.toString();
    }
}
