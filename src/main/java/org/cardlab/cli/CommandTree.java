package org.cardlab.cli;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.GameCommand;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import picocli.CommandLine;

/**
 * The commands of {@code cardlab}, built from the registry for one run: the top's commands, each
 * game's group (the generic commands and its own), the commands a game adds at the top and under
 * {@code bench}, each bound to its game's specs. Only what the run's first two words can reach is
 * built in full ({@link CommandChoice}).
 */
final class CommandTree {
    private CommandTree() {}

    /** Adds the top's commands to {@code root} for a run whose words start {@code first}, {@code second}; {@code all} builds them all. */
    static void add(CommandLine root, String first, String second, boolean all) {
        CommandChoice.add(root, top(second, all), first, all);
    }

    /** The names of the top's commands (a run builds only those its words reach). */
    static List<String> topNames() {
        return top(null, false).stream().map(CommandChoice.Entry::name).toList();
    }

    private static List<CommandChoice.Entry> top(String second, boolean all) {
        List<CommandChoice.Entry> top = new ArrayList<>();
        top.add(new CommandChoice.Entry("tour", () -> new CommandLine(new TourCommand()), () -> CommandSummary.of(TourCommand.class, null)));
        top.add(new CommandChoice.Entry("specs", () -> new CommandLine(new SpecsCommand()), () -> CommandSummary.of(SpecsCommand.class, null)));
        for (GameType t : Games.all()) {
            top.add(new CommandChoice.Entry(t.id(), () -> GameCommands.group(t, second, all), () -> GameCommands.summaryOnly(t)));
        }
        for (GameType t : Games.all()) {
            t.commands().stream().filter(c -> c.place() == GameCommand.Place.TOP).forEach(c -> top.add(GameCommands.entry(t, c)));
        }
        top.add(new CommandChoice.Entry("serve", () -> new CommandLine(new ServeCommand()), () -> CommandSummary.of(ServeCommand.class, null)));
        top.add(new CommandChoice.Entry("bench", () -> bench(second, all), () -> CommandSummary.of(BenchCommand.class, null)));
        return top;
    }

    /** {@code cardlab bench}: every game's benchmarks and its generic bench, named after the game. */
    private static CommandLine bench(String next, boolean all) {
        CommandLine bench = new CommandLine(new BenchCommand());
        List<CommandChoice.Entry> entries = new ArrayList<>();
        for (GameType t : Games.all()) {
            t.commands().stream().filter(c -> c.place() == GameCommand.Place.BENCH).forEach(c -> entries.add(GameCommands.entry(t, c)));
            entries.add(new CommandChoice.Entry(t.id(), () -> {
                CommandLine b = GameCommands.bench(t);
                b.getCommandSpec().name(t.id());
                GameCommands.bind(b, t);
                return b;
            }, () -> CommandSummary.of(BenchGameCommand.class, t.id())));
        }
        CommandChoice.add(bench, entries, next, all);
        return bench;
    }
}
