package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The README's command table is checked against the command line built from the registry: every
 * command has its row (a game's generic commands one row each, as {@code cardlab GAME ...}), every
 * row names a command that exists, and every option a row shows is an option of that command (of
 * every game's, for a {@code GAME} row). A command of a game added as a plugin, whose folder the
 * README's layout does not list ({@link ReadmeLayoutTest}), needs no row: the README documents the
 * shipped games, and an added game changes no file outside its folder.
 */
class ReadmeCommandsTest {
    private static final Pattern ROW = Pattern.compile("^\\| `cardlab ([^`]*)`", Pattern.MULTILINE);
    private static final Pattern OPTION = Pattern.compile("--[a-z][a-z-]*");

    @Test
    void theCommandTableMatchesTheCommandLine() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        Map<String, List<String>> rows = new LinkedHashMap<>(); // "GAME play" or "bench deduce" -> the options shown
        Matcher m = ROW.matcher(readme);
        while (m.find()) {
            String synopsis = m.group(1);
            List<String> path = new ArrayList<>();
            for (String w : synopsis.split(" ")) {
                if (!(w.matches("[a-z][a-z0-9-]*") || path.isEmpty() && w.equals("GAME"))) {
                    break;
                }
                path.add(w);
            }
            List<String> options = new ArrayList<>();
            Matcher o = OPTION.matcher(synopsis);
            while (o.find()) {
                options.add(o.group());
            }
            rows.put(String.join(" ", path), options);
        }
        CommandLine root = Main.commandLine();
        Set<String> added = ReadmeLayoutTest.addedGameFolders(ReadmeLayoutTest.entries(readme));
        List<String> bad = new ArrayList<>();
        for (Map.Entry<String, List<String>> row : rows.entrySet()) {
            List<CommandLine> commands = commandsOf(root, row.getKey());
            if (commands.isEmpty()) {
                bad.add("README row 'cardlab " + row.getKey() + "' names no command");
            }
            for (CommandLine c : commands) {
                for (String option : row.getValue()) {
                    if (c.getCommandSpec().findOption(option) == null) {
                        bad.add("README row 'cardlab " + row.getKey() + "' shows " + option + ", which "
                                + c.getCommandSpec().qualifiedName() + " does not take");
                    }
                }
            }
        }
        for (String leaf : leaves(root, added)) {
            if (!rows.containsKey(leaf)) {
                bad.add("no README row for 'cardlab " + leaf + "'");
            }
        }
        assertTrue(rows.size() >= 30, "the table was read: " + rows.keySet());
        assertTrue(bad.isEmpty(), String.join("\n", bad));
    }

    /** A command is an added game's by the folder of its class: SCOUT's own commands if SCOUT were not listed, no other game's. */
    @Test
    void anAddedGamesCommandsAreToldByTheirFolder() {
        CommandLine root = Main.commandLine();
        assertTrue(ofAnAddedGame(find(root, "scout compare"), Set.of("scout/")));
        assertFalse(ofAnAddedGame(find(root, "scout compare"), Set.of()));
        assertFalse(ofAnAddedGame(find(root, "fugitive deduce"), Set.of("scout/")));
        assertTrue(leaves(root, Set.of("scout/")).stream().noneMatch(l -> l.startsWith("scout ")), "no row wanted for SCOUT's own");
        assertTrue(leaves(root, Set.of()).contains("scout compare"));
    }

    /** The commands a row stands for: for a GAME row, each game's command of that name that is the generic one. */
    private static List<CommandLine> commandsOf(CommandLine root, String row) {
        List<CommandLine> out = new ArrayList<>();
        String[] w = row.split(" ");
        if (w[0].equals("GAME")) {
            for (GameType t : Games.all()) {
                CommandLine c = find(root, t.id() + row.substring(4));
                if (c != null && isGeneric(c)) {
                    out.add(c);
                }
            }
        } else if (find(root, row) != null) {
            out.add(find(root, row));
        }
        return out;
    }

    private static boolean isGeneric(CommandLine c) {
        Object o = c.getCommand();
        return o instanceof PlayCommand || o instanceof ReplayCommand || o instanceof SimulateCommand || o instanceof BenchGameCommand
                || o instanceof TournamentCommand;
    }

    private static CommandLine find(CommandLine root, String path) {
        CommandLine c = root;
        for (String w : path.split(" ")) {
            c = c.getSubcommands().get(w);
            if (c == null) {
                return null;
            }
        }
        return c;
    }

    /** Every command that does work (not a group, not help), as its row would name it. */
    private static List<String> leaves(CommandLine root, Set<String> addedGames) {
        List<String> out = new ArrayList<>();
        collect(root, "", out, addedGames);
        return out;
    }

    /** Whether the command's class lies in the folder of a game added as a plugin ("org.cardlab.oddone.cli" for "oddone/"). */
    private static boolean ofAnAddedGame(CommandLine c, Set<String> addedGames) {
        String top = ReadmeLayoutTest.topFolder(c.getCommand().getClass());
        return top != null && addedGames.contains(top);
    }

    private static void collect(CommandLine cl, String path, List<String> out, Set<String> addedGames) {
        for (var e : cl.getSubcommands().entrySet()) {
            if (e.getKey().equals("help")) {
                continue;
            }
            String p = path.isEmpty() ? e.getKey() : path + " " + e.getKey();
            CommandLine c = e.getValue();
            if (!c.getSubcommands().isEmpty()) {
                collect(c, p, out, addedGames);
            } else if (ofAnAddedGame(c, addedGames)) {
                continue;
            } else if (isGeneric(c)) {
                // a game's generic command: its row is GAME's; `bench GAME` is named in GAME bench's row
                out.add(c.getCommand() instanceof BenchGameCommand && path.equals("bench") ? "GAME bench"
                        : "GAME " + e.getKey());
            } else {
                out.add(p);
            }
        }
    }
}
