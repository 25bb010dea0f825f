package org.cardlab.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * A command that reads its own picocli model: its standard output and error (those {@link Main#run}
 * was given, so that a test captures them) and what was typed (which {@link NameLists} checks).
 * picocli injects the model here, once for all such commands.
 */
public abstract class CommandWithSpec implements Callable<Integer> {
    /** This command's model, injected by picocli before {@link #call}. */
    @CommandLine.Spec
    protected CommandLine.Model.CommandSpec spec;
}
