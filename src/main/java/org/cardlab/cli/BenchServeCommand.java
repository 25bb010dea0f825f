package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.cardlab.core.Counts;
import org.cardlab.core.Folders;
import org.cardlab.core.UserError;
import org.cardlab.web.LoadBench;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "serve",
        mixinStandardHelpOptions = true,
        description = {"A bounded load test of the web table on loopback.",
            "--sessions Marshal's tables at once, each entering"
                + " --events events of its own seeded game (random Fugitive, heuristic Marshal, pt), one request per event."
                + " With --devices 2 (the default) two devices share each table and take turns, each following the other by"
                + " long poll, as two phones at one table would. Prints the write latency and the round trip (entered on one"
                + " device, shown on the other): median, p95, max; errors; lost or doubled events (every table is read back"
                + " from the server and from its file). Games are kept in a fresh temporary directory, removed afterwards."})
public final class BenchServeCommand extends CommandWithSpec {
    @Option(names = "--sessions", paramLabel = "N", defaultValue = "50", converter = SessionsConverter.class,
            description = "Concurrent sessions, 1 to 500.")
    int sessions;

    @Option(names = "--events", paramLabel = "N", defaultValue = "60", converter = EventsConverter.class,
            description = "Events each session enters, 1 to 70 (few games last longer).")
    int events;

    @Option(names = "--devices", paramLabel = "D", defaultValue = "2", converter = DevicesConverter.class,
            description = "Devices per table, 1 or 2 (two take turns and follow each other).")
    int devices;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Where the games start: the sessions play the first games from seed S on that last --events events.")
    long seed;

    /** Longer games are too rare among the seeds the bench tries (random Fugitive, heuristic Marshal). */
    static final int MAX_EVENTS = 70;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path dir = Files.createTempDirectory("cardlab-bench-serve-");
        Thread onExit = new Thread(() -> deleteWhileWritten(dir), "cardlab-bench-serve-cleanup"); // Ctrl-C: the folder goes too
        Runtime.getRuntime().addShutdownHook(onExit);
        try {
            LoadBench.Result r;
            try {
                err.printf("bench serve: finding %s of %s (random Fugitive, heuristic Marshal, pt)%n", Counts.plain(sessions, "game"),
                        Counts.plain(events, "event"));
                err.flush();
                Progress progress = new Progress(err, "bench serve: writes", (long) sessions * events);
                r = LoadBench.run(sessions, devices, events, seed, dir, progress::accept);
            } catch (IllegalStateException e) { // the bench found too few games that long among the seeds it tries
                throw new UserError("--events " + events + ": " + e.getMessage() + " from seed " + seed + "; give fewer events");
            }
            r.lines().forEach(out::println);
            return r.errors() == 0 && r.lost() == 0 ? 0 : 1;
        } finally {
            Folders.deleteTree(dir);
            try {
                Runtime.getRuntime().removeShutdownHook(onExit);
            } catch (IllegalStateException e) {
                // the JVM is ending: the hook deletes it (again, harmlessly)
            }
        }
    }

    /**
     * Deletes {@code dir} on Ctrl-C, again while the server's threads (still running as the JVM ends) write tables
     * into it, for up to two seconds: a file written after a pass keeps the folder.
     */
    private static void deleteWhileWritten(Path dir) {
        for (int pass = 0; pass < 40 && Files.exists(dir); pass++) {
            Folders.deleteTree(dir);
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    static final class SessionsConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, 500);
        }
    }

    static final class DevicesConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, 2);
        }
    }

    static final class EventsConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 1, MAX_EVENTS);
        }
    }
}
