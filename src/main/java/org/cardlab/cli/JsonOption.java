package org.cardlab.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --json} alone, for commands that write no file: it always prints JSON to standard output.
 * It also gives the command's standard output ({@link #out}), so that a command needs no
 * {@code @Spec} of its own to print.
 */
public class JsonOption {
    @Option(names = "--json", description = "Print JSON to standard output instead of text.")
    public boolean json;

    /** The command this option is mixed into (used directly in a command, not inside another mixin). */
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** The command's standard output. */
    public PrintWriter out() {
        return mixee.commandLine().getOut();
    }

    /** The command's standard error, where progress goes. */
    public PrintWriter err() {
        return mixee.commandLine().getErr();
    }
}
