package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.junit.jupiter.api.Test;

/** The help of the SCOUT and Da Guai Lu Zi commands says each thing once and offers only bots that play. */
class OptionHelpTextTest {
    /**
     * picocli shows each default ("Default: 100") under its option: a description that says it again
     * ("(default: 100)") reads twice. Each option's block of the help, from its name to the next.
     */
    @Test
    void theVersusAndDecisionTimingHelpStatesEachDefaultOnce() {
        List<String> twice = new ArrayList<>();
        String[][] commands = {{"scout", "versus"}, {"daguai", "versus"}, {"bench", "scout-search"}, {"bench", "daguai-search"}};
        for (String[] c : commands) {
            Cli help = Cli.run(c[0], c[1], "--help");
            assertEquals(0, help.code(), help.err());
            String block = "";
            for (String line : (help.out() + "\n  --end").split("\n")) {
                if (line.matches("\\s+(-\\w, )?--.*")) {
                    if (block.contains("(default:") && block.contains("Default:")) {
                        twice.add(String.join(" ", c) + ": " + block.strip().replaceAll("\\s+", " "));
                    }
                    block = "";
                }
                block += line + "\n";
            }
        }
        assertTrue(twice.isEmpty(), String.join("\n", twice));
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
