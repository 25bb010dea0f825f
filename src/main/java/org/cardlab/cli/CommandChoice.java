package org.cardlab.cli;

import java.util.List;
import java.util.function.Supplier;
import picocli.CommandLine;

/**
 * Which of a group's commands a run builds in full. Building a command (its options, mixins,
 * converters, the help options every command inherits) costs more than most runs, so a group
 * adds only what the run's next word can reach: the one command it names; or, when it names none,
 * every command as its summary (all that the group's help and its unknown-command message show);
 * or, after an option or {@code help}, where a later word may name any command, every one in full.
 */
final class CommandChoice {
    private CommandChoice() {}

    /** A command of a group: its name, how to build it in full, and its summary. */
    record Entry(String name, Supplier<CommandLine> full, Supplier<CommandLine> summary) {}

    /**
     * Adds {@code entries} to {@code group} for a run whose word after the group is {@code next}
     * (null: none); {@code all} builds every one in full (the whole tree, for help and the tests).
     */
    static void add(CommandLine group, List<Entry> entries, String next, boolean all) {
        boolean everyOne = all || next != null && (next.startsWith("-") || next.equals("help"));
        boolean named = next != null && entries.stream().anyMatch(e -> e.name().equals(next));
        for (Entry e : entries) {
            if (everyOne) {
                group.addSubcommand(e.name(), e.full().get());
            } else if (!named) {
                group.addSubcommand(e.name(), e.summary().get());
            } else if (e.name().equals(next)) {
                group.addSubcommand(e.name(), e.full().get());
            }
        }
    }
}
