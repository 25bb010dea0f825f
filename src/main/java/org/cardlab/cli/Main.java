package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.cardlab.core.UserError;
import org.cardlab.core.GameType;
import org.cardlab.games.Games;
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
        description = "Rules verification and puzzle solving for Fugitive, SCOUT and Da Guai Lu Zi.",
        subcommands = {CommandLine.HelpCommand.class, TourCommand.class, SpecsCommand.class})
public final class Main implements Runnable {
    /** What a game's command group adds to the generic commands: its summary, bench size and own commands. */
    private record Own(String summary, long benchGames, Supplier<List<Object>> commands) {}

    /** Each registered game's own part of the command line (the generic part comes from the registry). */
    private static final Map<String, Own> OWN = Map.of(
            "fugitive", new Own("Fugitive: play, replay, simulate and benchmark games; the Marshal's deduction and advice; the Fugitive's"
                    + " exposure; tournaments.", 20000, () -> List.of(new FugitiveDeduceCommand(), new FugitiveAdviseCommand(),
                            new FugitiveSampleCommand(), new FugitiveExposureCommand(), new FugitiveTournamentCommand(), new FugitiveFitModelCommand())),
            "scout", new Own("SCOUT: play, replay, simulate and benchmark matches; rulings between two sets.", 20000,
                    () -> List.of(new ScoutCompareCommand())),
            "daguai", new Own("Da Guai Lu Zi: play, replay, simulate and benchmark games; rulings on plays.", 2000,
                    () -> List.of(new DaguaiClassifyCommand(), new DaguaiCompareCommand())));

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** A game's own part of the command line; a game with none gets only the generic commands. */
    private static Own own(GameType t) {
        return OWN.getOrDefault(t.id(), new Own(t.title() + ": play, replay, simulate and benchmark games.", 1000, List::of));
    }

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
        for (GameType t : Games.all()) {
            Own own = own(t);
            cl.addSubcommand(t.id(), GameCommands.group(t, own.summary(), own.benchGames(), own.commands().get()));
        }
        CommandLine specs = cl.getSubcommands().get("specs");
        for (String name : new String[] {"impact", "gaps"}) {
            GameOptions.addBots(specs.getSubcommands().get(name).getCommandSpec(), Games.all(), "that play", null);
        }
        CommandLine marshal = new CommandLine(new MarshalCommand());
        GameCommands.bind(marshal, Games.get("fugitive"));
        cl.addSubcommand(marshal);
        cl.addSubcommand(new ServeCommand());
        // the puzzles are Fugitive's: their --spec options take Fugitive specs (and variants)
        GameType fugitive = Games.get("fugitive");
        CommandLine puzzles = new CommandLine(new PuzzlesCommand());
        GameCommands.bind(puzzles, fugitive);
        cl.addSubcommand(puzzles);
        CommandLine bench = new CommandLine(new BenchCommand());
        GameOptions.addBots(bench.getSubcommands().get("deduce").getCommandSpec(), List.of(fugitive), "that play the games", "heuristic");
        for (String fugitiveBench : new String[] {"puzzles", "deduce", "manhunt", "calibration", "shadow", "search"}) {
            GameCommands.bind(bench.getSubcommands().get(fugitiveBench), fugitive);
        }
        for (GameType t : Games.all()) {
            CommandLine b = GameCommands.bench(t, own(t).benchGames());
            b.getCommandSpec().name(t.id());
            bench.addSubcommand(t.id(), b);
            GameCommands.bind(b, t);
        }
        CommandLine follows = new CommandLine(new BenchFollowsCommand());
        GameCommands.bind(follows, Games.get("daguai"));
        bench.addSubcommand(follows);
        cl.addSubcommand(bench);
        cl.registerConverter(Path.class, Main::path); // after every subcommand is added: it reaches them all
        cl.registerConverter(Long.class, Main::wholeNumber); // seeds: "'x' is not a whole number", not "not a long"
        cl.registerConverter(long.class, Main::wholeNumber);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
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
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("cardlab: " + oneLine(parseError(ex)) + " (see '" + c.getCommandSpec().qualifiedName()
                    + " --help')");
            c.getErr().flush();
            return 2;
        });
        return cl;
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
            return (first.startsWith("-") ? "unknown option '" + first + "'" : "unexpected argument '" + first + "'")
                    + (near.isEmpty() ? "" : " (did you mean " + String.join(" or ", near.subList(0, Math.min(3, near.size()))) + "?)");
        }
        return ex.getMessage();
    }

    /** A message on one line: a user error is one line, whatever its text held. */
    static String oneLine(String message) {
        return message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
