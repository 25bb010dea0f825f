package org.cardlab.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * A command as a group's help and its unknown-command message show it: its name, aliases and
 * summary, read from the class's {@code @Command} alone. Building a command in full (its options,
 * mixins, converters) costs more than most runs, so a run builds in full only the commands its
 * words name and stands these in for the others.
 */
@Command
final class CommandSummary implements Runnable {
    private final String name;

    private CommandSummary(String name) {
        this.name = name;
    }

    /** The summary of {@code command}, an {@code @Command} class, under its own name or {@code name} when given. */
    static CommandLine of(Class<?> command, String name) {
        Command a = command.getAnnotation(Command.class);
        if (a == null) {
            throw new IllegalArgumentException(command + " is not a picocli command");
        }
        String shown = name != null ? name : a.name();
        CommandLine cl = new CommandLine(new CommandSummary(shown));
        cl.getCommandSpec().name(shown).aliases(a.aliases());
        cl.getCommandSpec().usageMessage().header(a.header()).description(a.description()).hidden(a.hidden());
        return cl;
    }

    /** The name a command's words must give for it to be built in full. */
    static String nameOf(Class<?> command) {
        Command a = command.getAnnotation(Command.class);
        return a == null ? null : a.name();
    }

    @Override
    public void run() {
        // never reached: a run's words name the commands it builds in full
        throw new IllegalStateException("'" + name + "' was built as a summary only");
    }
}
