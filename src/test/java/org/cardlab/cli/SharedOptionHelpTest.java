package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;

/**
 * An option or argument declared once (SeedOption, SpecPair) keeps each command's own wording of
 * its help: the command's bundle, or RegistryHelp under the command's name, wins over the fallback
 * text, and binding a game's spec help to a group does not put it back.
 */
class SharedOptionHelpTest {
    @Test
    void everyCommandsOwnBundleWordsTheOptionsItNames() {
        int worded = 0;
        for (CommandLine c : everyCommand(Main.commandLine())) {
            String base = c.getCommandSpec().resourceBundleBaseName();
            if (base == null) {
                continue;
            }
            ResourceBundle own = ResourceBundle.getBundle(base);
            for (String key : Collections.list(own.getKeys())) {
                if (key.endsWith(".default")) { // a shared option's default the command sets in its bundle (FugitiveRowsBench)
                    assertTrue(c.getCommandSpec().args().stream().anyMatch(a -> own.getString(key).equals(a.defaultValue())),
                            c.getCommandSpec().qualifiedName() + ": no option takes its bundle's " + key);
                    continue;
                }
                ArgSpec arg = c.getCommandSpec().args().stream().filter(a -> key.equals(a.descriptionKey())).findFirst().orElse(null);
                assertNotNull(arg, c.getCommandSpec().qualifiedName() + ": its bundle words " + key + ", which no option of it takes");
                assertEquals(own.getString(key), String.join(" ", arg.description()), c.getCommandSpec().qualifiedName() + " " + key);
                worded++;
            }
        }
        assertTrue(worded >= 9, worded + " options worded by their command's own bundle"); // 8 --seed texts, bench GAME once a game
    }

    @Test
    void theFugitiveBenchesShareTheirRowsOptionEachWithItsOwnDefault() {
        assertEquals(List.of("heuristic", "random", "racer", "shadow"), fugitiveRows("mixing"));
        assertEquals(List.of("heuristic", "random"), fugitiveRows("search"));
        assertEquals(List.of("heuristic", "random"), fugitiveRows("manhunt"));
        assertTrue(Cli.run("bench", "mixing", "--help").out().contains("Default: heuristic,random,racer,shadow"));
    }

    /** The bots --fugitive names in {@code bench COMMAND} when it is not given. */
    private static List<String> fugitiveRows(String command) {
        CommandLine root = Main.commandLine();
        root.parseArgs("bench", command);
        return root.getSubcommands().get("bench").getSubcommands().get(command).getCommandSpec().findOption("--fugitive").getValue();
    }

    @Test
    void aCommandWithoutItsOwnWordingShowsTheSharedText() {
        String mixing = Cli.run("bench", "mixing", "--help").out();
        assertTrue(mixing.replaceAll("\\s+", " ").contains("--seed=S Seed of the run; game i is dealt from a seed derived from it."), mixing);
        String advise = Cli.run("fugitive", "advise", "--help").out().replaceAll("\\s+", " ");
        assertTrue(advise.contains("Seed of the search's worlds and games: the same seed gives the same advice."), advise);
    }

    /**
     * --threads is declared once (ThreadsOption): every command that takes it refuses 257 threads in
     * one line naming it, and says in its own words what does not depend on the threads.
     */
    @Test
    void everyThreadsOptionIsTheSharedOneInItsCommandsWords() {
        Map<List<String>, String> wording = Map.of(
                List.of("daguai", "simulate"), "Worker threads (1 to 256); the results do not depend on it.",
                List.of("specs", "gaps"), "Worker threads (1 to 256); the results do not depend on it.",
                List.of("scout", "versus"), "Worker threads (1 to 256); the figures do not depend on them.",
                List.of("puzzles", "generate"), "Worker threads (1 to 256); the puzzles do not depend on it.",
                List.of("fugitive", "fit-model"), "Worker threads; the model does not depend on them.",
                List.of("bench", "mixing"), "Worker threads; the win rates do not depend on it.");
        wording.forEach((command, words) -> {
            List<String> help = new ArrayList<>(command);
            help.add("--help");
            String text = Cli.run(help.toArray(String[]::new)).out().replaceAll("\\s+", " ");
            assertTrue(text.contains("--threads=T " + words), command + ": " + text);
            List<String> tooMany = new ArrayList<>(command);
            tooMany.addAll(List.of("--threads", "257"));
            Cli refused = Cli.run(tooMany.toArray(String[]::new));
            assertEquals(2, refused.code(), command + ": " + refused.err());
            assertEquals(1, refused.err().strip().lines().count(), command + ": " + refused.err());
            assertTrue(refused.err().contains("--threads") && refused.err().contains("257"), command + ": " + refused.err());
        });
    }

    @Test
    void eachSpecComparisonWordsItsFirstSpecItsOwnWay() {
        Set<String> texts = new TreeSet<>();
        for (String command : List.of("diff", "impact", "witness")) {
            CommandLine c = Main.commandLine("specs", command).getSubcommands().get("specs").getSubcommands().get(command);
            ArgSpec a = c.getCommandSpec().positionalParameters().get(1);
            assertEquals("A", a.paramLabel(), command);
            String text = String.join(" ", a.description());
            assertTrue(text.contains("what-if values") && !text.equals("A spec name or file, with optional what-if values."),
                    command + " shows its own wording, not the fallback: " + text);
            texts.add(text);
        }
        assertEquals(3, texts.size(), "three commands, three wordings: " + texts);
        String diff = Cli.run("specs", "diff", "--help").out().replaceAll("\\s+", " ");
        assertTrue(diff.contains("GAME The game (a folder under specs/), e.g. fugitive."), diff);
    }

    /** The root and every command under it, depth first. */
    static List<CommandLine> everyCommand(CommandLine root) {
        List<CommandLine> all = new ArrayList<>();
        all.add(root);
        root.getSubcommands().values().forEach(sub -> all.addAll(everyCommand(sub)));
        return all;
    }
}
