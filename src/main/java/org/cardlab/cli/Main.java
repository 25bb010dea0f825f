package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Shutdown;
import org.cardlab.core.UserError;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ScopeType;

/**
 * The {@code cardlab} command: only parsing and dispatch; the work is in the library. Its
 * attributes are inherited by every subcommand: --help and --version everywhere, default
 * values shown in every help.
 */
@Command(name = "cardlab",
        scope = ScopeType.INHERIT,
        mixinStandardHelpOptions = true,
        showDefaultValues = true,
        version = "cardlab 0.2.0",
        subcommands = CommandLine.HelpCommand.class)
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
        CommandLine cl = commandLine(args.length == 0 ? null : args[0], args.length < 2 ? null : args[1]);
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
        if (name.isEmpty()) {
            throw new CommandLine.TypeConversionException("an empty file name");
        }
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new CommandLine.TypeConversionException(unusable(e));
        }
    }

    /** Any 64-bit whole number (a seed), or a one-line error in words. */
    static Long wholeNumber(String text) {
        return RunOptions.inRange(text, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** Any 32-bit whole number, or a one-line error in words. */
    static Integer wholeInt(String text) {
        return (int) RunOptions.inRange(text, Integer.MIN_VALUE, Integer.MAX_VALUE);
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

    /**
     * The command line, built from the registry: each game's group (the generic commands and its
     * own), the commands a game adds at the top and under {@code bench}, each bound to its game's
     * specs; the commands that name the game as an argument get every game's bot options.
     */
    public static CommandLine commandLine() {
        return commandLine(null, null);
    }

    /**
     * The command line for a run whose words start {@code first} and {@code second}: only what
     * they can reach is built in full ({@link CommandTree}). Null (or an option, or help) builds
     * it all.
     */
    static CommandLine commandLine(String first, String second) {
        boolean all = first == null || first.startsWith("-") || first.equals("help");
        CommandLine cl = new CommandLine(new Main());
        cl.setResourceBundle(new RegistryHelp()); // the help that names the games (the games' own groups get their own)
        cl.getCommandSpec().usageMessage().description("Rules verification and puzzle solving for "
                + Games.inWords(Games.all().stream().map(GameType::title).toList(), "and") + ".");
        CommandTree.add(cl, first, second, all);
        addBotsOfEveryGame(cl);
        cl.registerConverter(Path.class, Main::path); // after every subcommand is added: it reaches them all
        cl.registerConverter(Long.class, Main::wholeNumber); // seeds: "'x' is not a whole number", not "not a long"
        cl.registerConverter(long.class, Main::wholeNumber);
        cl.registerConverter(Integer.class, Main::wholeInt); // --players abc: "is not a whole number", not "is not an int"
        cl.registerConverter(int.class, Main::wholeInt);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (Shutdown.underway()) {
                // Ctrl-C: the JVM is ending (exit 130, as the signal says) and the work failed because it is (Spark's
                // hook stopped its context under the job); nothing to say, as a study on threads says nothing
                return 130;
            }
            if (ex instanceof UserError) {
                commandLine.getErr().println("cardlab: " + oneLine(ex.getMessage()));
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
        cl.setExecutionStrategy(Main::runLast);
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("cardlab: " + oneLine(parseError(ex)) + " (see '" + c.getCommandSpec().qualifiedName()
                    + " --help')");
            c.getErr().flush();
            return 2;
        });
        return cl;
    }

    /** The bot options of every game, for each command that plays whichever game it is given ({@link PlaysAnyGame}). */
    private static void addBotsOfEveryGame(CommandLine cl) {
        if (cl.getCommand() instanceof PlaysAnyGame) {
            GameOptions.addBots(cl.getCommandSpec(), Games.all(), "that play", null);
        }
        cl.getSubcommands().values().forEach(Main::addBotsOfEveryGame);
    }

    /**
     * What was wrong with the command line. picocli lists every word it could not place
     * ("Unknown options: '--colour', 'red'", though 'red' was only the unknown option's value);
     * this names the first one, and what was probably meant.
     */
    static String parseError(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String first = u.getUnmatched().get(0);
            List<String> near = u.getSuggestions();
            String didYouMean = near.isEmpty() ? "" : "did you mean " + String.join(" or ", near.subList(0, Math.min(3, near.size()))) + "?";
            var commands = u.getCommandLine().getSubcommands().keySet().stream().filter(n -> !n.equals("help")).toList();
            if (!first.startsWith("-") && !commands.isEmpty()) { // a group: the word was meant as one of its commands
                if (u.getCommandLine().getParent() != null && CommandTree.topNames().contains(first)) { // "cardlab fugitive marshal"
                    return "unknown command '" + first + "' of " + u.getCommandLine().getCommandSpec().qualifiedName() + ": it is 'cardlab "
                            + first + "', a command of its own";
                }
                List<String> nearest = NearestNames.of(first, commands);
                return "unknown command '" + first + "' (" + (nearest.isEmpty() ? "" : "did you mean "
                        + String.join(" or ", nearest.subList(0, Math.min(3, nearest.size()))) + "? ") + "the commands of "
                        + u.getCommandLine().getCommandSpec().qualifiedName() + ": " + String.join(", ", commands) + ")";
            }
            return (first.startsWith("-") ? "unknown option '" + first + "'" : "unexpected argument '" + first + "'")
                    + (didYouMean.isEmpty() ? "" : " (" + didYouMean + ")");
        }
        // picocli words a map option's bad entry "Value for option option '--param' (KEY=VALUE) ..."
        return ex.getMessage() == null ? "bad arguments" : ex.getMessage().replace("option option '", "option '");
    }

    /**
     * Runs the last command given, as picocli does, but refuses words it could not place even
     * when {@code --help} is among them ({@code cardlab scout nosuch --help} would print the
     * group's help and succeed), and --threads on Spark.
     */
    private static int runLast(CommandLine.ParseResult parsed) {
        for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (!p.unmatched().isEmpty()) {
                throw new CommandLine.UnmatchedArgumentException(p.commandSpec().commandLine(), p.unmatched());
            }
            refuseThreadsOnSpark(p);
        }
        return new CommandLine.RunLast().execute(parsed);
    }

    /** On Spark the master sets the parallelism (local[N], the cluster's cores): --threads would be ignored without a word. */
    private static void refuseThreadsOnSpark(CommandLine.ParseResult p) {
        if (p.hasMatchedOption("--threads") && p.hasMatchedOption("--engine")
                && EngineOptions.Engine.spark.equals(p.matchedOptionValue("--engine", EngineOptions.Engine.threads))) {
            throw new CommandLine.ParameterException(p.commandSpec().commandLine(),
                    "--threads goes with --engine threads; with --engine spark, --master sets the parallelism (local[N])");
        }
    }

    /** A message on one line: a user error is one line, whatever its text held. */
    static String oneLine(String message) {
        return message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
