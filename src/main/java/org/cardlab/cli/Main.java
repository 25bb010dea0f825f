package org.cardlab.cli;

import java.io.PrintWriter;
import org.cardlab.core.UserError;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code cardlab} command: only parsing and dispatch; the work is in the library. */
@Command(name = "cardlab",
        mixinStandardHelpOptions = true,
        version = "cardlab 0.1.0",
        description = "Rules verification and puzzle solving for Fugitive, SCOUT and Da Guai Lu Zi.",
        subcommands = {
            CommandLine.HelpCommand.class,
            TourCommand.class,
            SpecsCommand.class,
            FugitiveCommand.class,
            BenchCommand.class,
            MarshalCommand.class,
            ServeCommand.class,
            ScoutCommand.class,
            DaguaiCommand.class,
            PuzzlesCommand.class,
        })
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the CLI with the given streams; returns the exit code (0 done, 1 check failed, 2 bad input). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        return cl.execute(args);
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof UserError) {
                commandLine.getErr().println("cardlab: " + ex.getMessage());
                commandLine.getErr().flush();
                return 2;
            }
            throw ex;
        });
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("cardlab: " + ex.getMessage());
            c.getErr().println("(see '" + c.getCommandSpec().qualifiedName() + " --help')");
            c.getErr().flush();
            return 2;
        });
        return cl;
    }
}
