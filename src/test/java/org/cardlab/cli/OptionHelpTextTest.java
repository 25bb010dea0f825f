package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi.Text;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/** The help of every command states each default once; the specs commands offer only bots that play. */
class OptionHelpTextTest {
    /**
     * picocli shows each default under its option ("Default: 2000"): a description that says it
     * again ("the default", "default 2000") reads twice. Every option and argument of every command,
     * rendered as its help renders it.
     */
    @Test
    void everyOptionStatesItsDefaultOnce() {
        List<String> twice = new ArrayList<>();
        int shown = 0;
        for (CommandLine c : SharedOptionHelpTest.everyCommand(Main.commandLine())) {
            CommandLine.Help help = new CommandLine.Help(c.getCommandSpec(), CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
            for (ArgSpec arg : c.getCommandSpec().args()) {
                if (arg.hidden()) {
                    continue;
                }
                Text[][] rows = arg instanceof OptionSpec o
                        ? help.createDefaultOptionRenderer().render(o, help.createDefaultParamLabelRenderer(), help.colorScheme())
                        : help.createDefaultParameterRenderer().render((PositionalParamSpec) arg, help.createDefaultParamLabelRenderer(),
                                help.colorScheme());
                List<String> lines = Arrays.stream(rows).map(row -> row[row.length - 1].plainString().strip()).toList();
                if (lines.stream().noneMatch(l -> l.startsWith("Default:"))) {
                    continue;
                }
                shown++;
                String text = String.join(" ", lines.stream().filter(l -> !l.startsWith("Default:")).toList());
                if (text.matches("(?is).*\\bdefaults?\\b.*")) {
                    twice.add(c.getCommandSpec().qualifiedName() + " " + (arg.isOption() ? ((OptionSpec) arg).longestName() : arg.paramLabel())
                            + ": " + text);
                }
            }
        }
        assertTrue(shown > 100, shown + " defaults shown: the walk reached too few commands");
        assertTrue(twice.isEmpty(), "a default stated twice, in the text and in picocli's Default: line:\n" + String.join("\n", twice));
    }


    /**
     * The witness search's bounds say their range (the converter's: a value outside it is refused
     * while parsing) and each game's default, once.
     */
    @Test
    void theWitnessBoundsStateTheirRangeAndDefaultOnce() {
        String help = Cli.run("specs", "witness", "--help").out();
        String[][] bounds = {{"--deals", String.format("%,d", Integer.MAX_VALUE)}, {"--max-moves", String.format("%,d", Integer.MAX_VALUE)},
            {"--max-positions", String.format("%,d", Long.MAX_VALUE)}};
        for (String[] b : bounds) {
            String block = block(help, b[0]);
            assertTrue(block.contains("1 to " + b[1]), block);
            assertEquals(1, block.split("(?i)default").length - 1, block);
            for (GameType t : Games.all()) {
                assertTrue(block.contains(" for " + t.id()), block);
            }
            Cli tooMany = Cli.run("specs", "witness", "fugitive", "ca", "pt", b[0], b[1].replace(",", "") + "0");
            assertEquals(2, tooMany.code(), tooMany.err());
            assertTrue(tooMany.err().contains(b[0]) && tooMany.err().contains("1 to " + b[1]), tooMany.err());
        }
    }

    /** specs report plays 100 games a study with the strongest bots, 500 with the quick ones: --games says both, once; --bots says none. */
    @Test
    void theReportStatesTheGamesDefaultOfEachBotsChoiceOnce() {
        String help = Cli.run("specs", "report", "--help").out();
        String games = block(help, "--games");
        assertTrue(games.contains("default: " + SpecsReportCommand.STRONGEST_GAMES + " with --bots strongest, "
                + SpecsReportCommand.QUICK_GAMES + " with --bots quick"), games);
        assertEquals(1, games.split("(?i)default").length - 1, games);
        String bots = block(help, "--bots");
        assertEquals(1, bots.split("(?i)default").length - 1, bots);
        assertFalse(bots.contains(String.valueOf(SpecsReportCommand.STRONGEST_GAMES)), bots);
    }

    /** The specs commands that play any game say which bots play when --bots is not given. */
    @Test
    void theSpecsStudiesStateTheirDefaultBots() {
        for (String command : List.of("impact", "gaps")) {
            String bots = block(Cli.run("specs", command, "--help").out(), "--bots");
            assertEquals(1, bots.split("(?i)default").length - 1, bots);
            for (GameType t : Games.all()) {
                assertTrue(bots.substring(bots.toLowerCase(java.util.Locale.ROOT).indexOf("default")).contains(t.id() + ": " + t.botNames().get(0)),
                        bots);
            }
        }
    }

    /** An option's block of the help, from its name to the next option's line (indented 2 or 6), on one line. */
    private static String block(String help, String option) {
        return help.substring(help.indexOf("  " + option + "=")).split("\\n(  -\\w, |      )-")[0].replaceAll("\\s+", " ");
    }

    /** The specs commands take any game: their --bots help lists each game's bots under its name, not one list of all. */
    @Test
    void theSpecsCommandsListEachGamesBotsUnderItsName() {
        for (String command : List.of("impact", "gaps")) {
            String help = Cli.run("specs", command, "--help").out().replaceAll("\\s+", " ");
            for (GameType t : Games.all()) {
                String own = t.id() + ": " + String.join(", ", t.botNames());
                assertTrue(help.contains(own), "specs " + command + " --help lacks '" + own + "': " + help);
            }
            assertFalse(help.contains("solved, greedy"), "one list of every game's bots: " + help);
        }
    }
}
