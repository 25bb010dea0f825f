package org.cardlab.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
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
                + " Prints request latency (median, p95, max), errors and lost events (every table is read back from the"
                + " server and from its file). Games are kept in a fresh temporary directory, removed afterwards."})
public final class BenchServeCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--sessions", defaultValue = "50", description = "Concurrent sessions.")
    int sessions;

    @Option(names = "--events", defaultValue = "60", description = "Events each session enters.")
    int events;

    @Option(names = "--seed", defaultValue = "1", description = "First game seed.")
    long seed;

    @Override
    public Integer call() throws Exception {
        if (sessions < 1 || sessions > 500 || events < 1 || events > 200) {
            throw new UserError("--sessions must be 1..500 and --events 1..200");
        }
        PrintWriter out = spec.commandLine().getOut();
        Path dir = Files.createTempDirectory("cardlab-bench-serve-");
        try {
            LoadBench.Result r = LoadBench.run(sessions, events, seed, dir);
            r.lines().forEach(out::println);
            return r.errors() == 0 && r.lost() == 0 ? 0 : 1;
        } finally {
            try (var s = Files.walk(dir)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
