package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import org.cardlab.core.Json;
import picocli.CommandLine.Command;

/**
 * A command that rules on plays of a game (SCOUT's {@code compare}, Da Guai Lu Zi's {@code classify}
 * and {@code compare}): it works out one ruling and prints it, as JSON with {@code --json}, else in
 * words. The printing is the same for every ruling, so it is here; a command gives the ruling.
 */
@Command(mixinStandardHelpOptions = true)
public abstract class RulingCommand extends CommandWithSpec {
    /** A ruling as --json prints it, and the same in words (one or more lines, no final newline). */
    public record Ruling(ObjectNode json, String words) {}

    /** Whether --json was given. */
    protected abstract boolean json();

    /** The ruling on the plays the command was given. */
    protected abstract Ruling ruling();

    @Override
    public final Integer call() {
        Ruling r = ruling();
        PrintWriter out = spec.commandLine().getOut();
        out.print(json() ? Json.write(r.json()) : r.words() + "\n");
        out.flush();
        return 0;
    }
}
