package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
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

    /**
     * Runs the CLI with the given streams; returns the exit code (0 done, 1 check failed, 2 bad
     * input). Output that could not be written (standard output on a full disk or a closed pipe)
     * is an error too: one line on {@code err}, exit 2.
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        int code = cl.execute(args);
        // checkError flushes, then tells whether any write failed (PrintWriter never throws); a
        // command that already failed (exit 2, e.g. on this same error) has said so in its line
        if (out.checkError() && code != 2) {
            err.println("cardlab: cannot write standard output");
            err.flush();
            return 2;
        }
        return code;
    }

    /** A file name from the command line; one the system cannot represent is refused in words, not with a Java type. */
    static Path path(String name) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new CommandLine.TypeConversionException(unusable(e));
        }
    }

    /** Why a name is not a file name here, in words; under LANG=C, which locale would take it. */
    static String unusable(InvalidPathException e) {
        String why = e.getReason() == null ? "" : e.getReason();
        String name = e.getInput().replaceAll("\\p{Cntrl}", "?");
        if (why.contains("unmappable") || why.contains("Malformed")) {
            return "'" + name + "' is not a usable file name here (the system's file-name encoding cannot hold it;"
                    + " a UTF-8 locale can, e.g. LANG=C.UTF-8)";
        }
        return "'" + name + "' is not a usable file name (" + why.toLowerCase(java.util.Locale.ROOT) + ")";
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.registerConverter(Path.class, Main::path);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof UserError) {
                commandLine.getErr().println("cardlab: " + ex.getMessage());
                commandLine.getErr().flush();
                return 2;
            }
            if (ex instanceof InvalidPathException ipe) {
                // a name the file system cannot hold (e.g. "été" under LANG=C), reached a Path.of
                commandLine.getErr().println("cardlab: " + unusable(ipe));
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
