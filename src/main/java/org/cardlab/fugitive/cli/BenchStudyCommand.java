package org.cardlab.fugitive.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.cardlab.cli.CommandWithSpec;
import org.cardlab.cli.EngineOptions;
import org.cardlab.cli.JsonOption;
import org.cardlab.cli.LocalSparkCluster;
import org.cardlab.cli.Main;
import org.cardlab.cli.OutputOptions;
import org.cardlab.cli.RunOptions;
import org.cardlab.cli.SeedOption;
import org.cardlab.cli.SpecOption;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.Stats;
import org.cardlab.core.Study;
import org.cardlab.core.StudyEngine;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.tournament.Lineups;
import org.cardlab.tournament.SeatBots;
import org.cardlab.tournament.Tournament;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "study",
        resourceBundle = "org.cardlab.fugitive.cli.BenchStudyHelp",
        description = {"Games per second of one Fugitive tournament on each study engine, and the overhead as a ratio to the threads.",
            "Plays one pairing (--marshal against --fugitive, --games games) on this machine's threads (one per core), on Spark"
                + " local[*] and, when asked (--cluster starts a standalone master and two one-core workers on 127.0.0.1, or"
                + " --master spark://HOST:PORT), on a cluster: after --warm-ups untimed runs each, --runs timed runs taking turns"
                + " (threads, Spark, cluster, threads, ...) so load on the machine falls on all alike; medians, with this JVM's CPU"
                + " time beside the wall clock (other jobs' load inflates the one, hardly the other). Spark's start-up is"
                + " timed apart, and a --startup-games study is run as a fresh command (JVM and Spark start-up included) on threads"
                + " and on Spark local[*]. Checks that every engine gives the same figures. Needs Spark's jars (./cardlab adds them)."})
public final class BenchStudyCommand extends CommandWithSpec {
    @Mixin
    SpecOption specOption = new SpecOption();

    @Option(names = "--games", paramLabel = "N", converter = RunOptions.GamesConverter.class, description = "Games of the timed tournament (1 to 1,000,000,000).")
    long games = 20000;

    @Option(names = "--runs", paramLabel = "R", converter = RunOptions.RunsConverter.class, description = "Timed runs per engine (1 to 1,000).")
    int runs = 5;

    @Mixin
    SeedOption seed = new SeedOption();

    @Mixin
    MarshalBotOption marshal = new MarshalBotOption();

    @Option(names = "--fugitive", paramLabel = "BOT", description = "The Fugitive bot.")
    String fugitive = "heuristic";

    @Option(names = "--cluster", description = "Also on a Spark standalone cluster of two one-core workers started on 127.0.0.1 (stopped after).")
    boolean cluster;

    @Option(names = "--master", paramLabel = "URL", description = "Also on this Spark cluster (spark://HOST:PORT).")
    String master;

    @Option(names = "--startup-games", paramLabel = "N", converter = StartupGames.class,
            description = "Games of the study timed with its start-up, as a fresh command (0 to 1,000,000,000; 0 runs none).")
    long startupGames = GOAL_GAMES;

    /** The start-up goal's study: 100 games in under 15 s, start-up included (docs/scale.md); judged only at that size. */
    static final long GOAL_GAMES = 100;

    @Mixin
    JsonOption output = new JsonOption();

    /** 0 (none) to the most games of a run. */
    static final class StartupGames implements CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            return RunOptions.inRange(value, 0, RunOptions.MAX_GAMES);
        }
    }

    @Option(names = "--warm-ups", paramLabel = "N", converter = WarmUps.class,
            description = "Untimed runs on each engine before the timed ones, 0 to 100 (the JIT compiles Spark's code over its first jobs).")
    int warmUps = 2;

    /** 0 to 100 untimed runs. */
    static final class WarmUps implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return (int) RunOptions.inRange(value, 0, 100);
        }
    }

    /**
     * One engine's timings: wall-clock seconds and this JVM's CPU seconds (all its threads: the
     * games, Spark's own, the JIT and the collector) of each timed run; no CPU figures for a
     * cluster, whose executors are JVMs of their own.
     */
    private record Timing(String engine, double startSeconds, double[] seconds, double[] cpuSeconds, long[] figures) {
        double median() {
            return Stats.median(seconds);
        }

        double medianCpu() {
            return cpuSeconds == null ? Double.NaN : Stats.median(cpuSeconds);
        }
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (cluster && master != null) {
            throw new UserError("--cluster and --master: give one cluster");
        }
        if (master != null && !master.matches("spark://[^,/:]+:\\d{1,5}")) {
            throw new UserError("--master " + master + ": bench study takes a standalone cluster here (spark://HOST:PORT)");
        }
        if (master != null) { // before the minutes on this machine's engines, not after them
            EngineOptions.checkMaster(master, "bench study (it times Spark)");
        }
        FugitiveGame game = FugitiveGame.of(specOption.spec);
        marshal.require(game); // before Spark starts, not minutes after
        SeatBots.require(game, fugitive, FugitiveSeat.FUGITIVE.index(), "--fugitive");
        int threads = Runtime.getRuntime().availableProcessors();
        PrintWriter err = spec.commandLine().getErr();
        Map<String, StudyEngine> engines = new LinkedHashMap<>();
        Map<String, Double> starts = new LinkedHashMap<>();
        LocalSparkCluster local = null;
        try {
            engines.put("threads", StudyEngine.threads());
            starts.put("threads", 0.0);
            start(engines, starts, "local[*]", err);
            if (cluster) {
                err.println("bench study: starting a Spark master and two workers on 127.0.0.1");
                err.flush();
                local = LocalSparkCluster.start(2);
                System.setProperty("spark.executor.memory", "512m");
            }
            String clusterMaster = local != null ? local.master() : master;
            Map<String, List<Double>> seconds = new LinkedHashMap<>();
            Map<String, List<Double>> cpu = new LinkedHashMap<>();
            Map<String, long[]> figures = new LinkedHashMap<>();
            for (int r = 1 - warmUps; r <= runs; r++) { // the warm-ups settle the JIT and each engine's first jobs, untimed
                for (String name : new ArrayList<>(engines.keySet())) {
                    double[] s = timed(engines.get(name), game, threads, figures, name);
                    err.printf("bench study: %s %s: %s in %.2f s (CPU %.2f s)%n", name, r > 0 ? "run " + r : "warm-up", Counts.of(games, "game"), s[0],
                            s[1]);
                    err.flush();
                    if (r > 0) {
                        seconds.computeIfAbsent(name, k -> new ArrayList<>()).add(s[0]);
                        cpu.computeIfAbsent(name, k -> new ArrayList<>()).add(s[1]);
                    }
                }
            }
            List<Timing> timings = new ArrayList<>();
            seconds.forEach((k, v) -> timings.add(new Timing(k, starts.get(k), v.stream().mapToDouble(Double::doubleValue).toArray(),
                    cpu.get(k).stream().mapToDouble(Double::doubleValue).toArray(), figures.get(k))));
            engines.values().forEach(StudyEngine::close); // one Spark context per JVM: local[*]'s stops before the cluster's starts
            engines.clear();
            if (clusterMaster != null) {
                timings.add(clusterRuns(clusterMaster, game, threads, err));
            }
            Startup startup = startupGames == 0 ? null : startup(game, err);
            print(game, threads, timings, startup);
            return 0;
        } finally {
            engines.values().forEach(StudyEngine::close);
            if (local != null) {
                local.close();
                System.clearProperty("spark.executor.memory");
            }
        }
    }

    private void start(Map<String, StudyEngine> engines, Map<String, Double> starts, String sparkMaster, PrintWriter err) {
        long t0 = System.nanoTime();
        engines.put(sparkMaster, EngineOptions.spark(sparkMaster, "bench study (it times Spark)"));
        starts.put(sparkMaster, (System.nanoTime() - t0) / 1e9);
        err.printf("bench study: Spark %s started in %.2f s%n", sparkMaster, starts.get(sparkMaster));
        err.flush();
    }

    /** The cluster's runs: Spark has one context per JVM, so the cluster's comes after local[*]'s is stopped. */
    private Timing clusterRuns(String clusterMaster, FugitiveGame game, int threads, PrintWriter err) {
        Map<String, StudyEngine> one = new LinkedHashMap<>();
        Map<String, Double> starts = new LinkedHashMap<>();
        try {
            start(one, starts, clusterMaster, err);
            Map<String, long[]> figures = new LinkedHashMap<>();
            double[] s = new double[runs];
            for (int r = 1 - warmUps; r <= runs; r++) {
                double t = timed(one.get(clusterMaster), game, threads, figures, clusterMaster)[0];
                err.printf("bench study: %s %s: %s in %.2f s%n", clusterMaster, r > 0 ? "run " + r : "warm-up", Counts.of(games, "game"), t);
                err.flush();
                if (r > 0) {
                    s[r - 1] = t;
                }
            }
            return new Timing(clusterMaster, starts.get(clusterMaster), s, null, figures.get(clusterMaster));
        } finally {
            one.values().forEach(StudyEngine::close);
        }
    }

    /**
     * One tournament on {@code engine}: its wall-clock seconds and this JVM's CPU seconds (NaN where
     * the JVM cannot tell); its figures (side wins, then games) kept under {@code name}.
     */
    private double[] timed(StudyEngine engine, FugitiveGame game, int threads, Map<String, long[]> figures, String name) {
        long c0 = processCpuNanos();
        long t0 = System.nanoTime();
        Tournament.Result r = Tournament.run(List.of(game), Lineups.bySeat(List.of(List.of(fugitive), List.of(marshal.bot))),
                new Study.Run(games, seed.seed, threads), new Study.Plan(engine, null, "games"),
                (Tournament.Fallbacks) p -> -1, null, null);
        double s = (System.nanoTime() - t0) / 1e9;
        long c1 = processCpuNanos();
        var t = r.outcomes().get(0).tally();
        figures.put(name, new long[] {t.sideWins(0), t.sideWins(1), t.games()});
        return new double[] {s, c0 < 0 || c1 < 0 ? Double.NaN : (c1 - c0) / 1e9};
    }

    /** This JVM's CPU time so far, every thread (-1 where the JVM cannot tell). */
    private static long processCpuNanos() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }

    /** Medians of the fresh commands' wall-clock seconds, threads and Spark local[*]. */
    private record Startup(double[] threads, double[] spark) {}

    private Startup startup(FugitiveGame game, PrintWriter err) throws IOException, InterruptedException {
        double[] t = new double[runs];
        double[] s = new double[runs];
        for (int r = 0; r < runs; r++) {
            t[r] = command(game, false);
            s[r] = command(game, true);
            err.printf("bench study: %s as a fresh command: threads %.2f s, Spark local[*] %.2f s%n", Counts.of(startupGames, "game"), t[r],
                    s[r]);
            err.flush();
        }
        return new Startup(t, s);
    }

    /** A fresh {@code fugitive tournament} of --startup-games games, as ./cardlab starts it: its wall-clock seconds. */
    private double command(FugitiveGame game, boolean spark) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java")));
        if (spark) {
            LocalSparkCluster.OPENS.forEach(p -> cmd.add("--add-opens=java.base/" + p + "=ALL-UNNAMED"));
            cmd.add("-Djdk.reflect.useDirectMethodHandle=false");
        }
        cmd.addAll(List.of("-Dcardlab.home=" + org.cardlab.core.Home.dir(), "-cp", System.getProperty("java.class.path"),
                "org.cardlab.cli.Main"));
        cmd.addAll(freshArguments(game, spark));
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IllegalStateException("the " + startupGames + "-game tournament did not finish: " + String.join(" ", cmd));
        }
        return (System.nanoTime() - t0) / 1e9;
    }

    /**
     * The fresh command's words after the launcher's: the spec as the user gave it (a file's path or a
     * what-if name), not the name inside the spec, which may be another spec's or none under specs/.
     */
    List<String> freshArguments(FugitiveGame game, boolean spark) {
        CommandLine.Model.OptionSpec given = spec.commandLine().getParseResult() == null ? null
                : spec.commandLine().getParseResult().matchedOption("--spec");
        String specArg = given == null || given.originalStringValues().isEmpty() ? game.spec().name()
                : given.originalStringValues().get(given.originalStringValues().size() - 1);
        List<String> a = new ArrayList<>(List.of("fugitive", "tournament", "--spec", specArg, "--marshal", marshal.bot, "--fugitive", fugitive,
                "--games", String.valueOf(startupGames), "--seed", String.valueOf(seed.seed), "--json"));
        a.addAll(spark ? List.of("--engine", "spark") : List.of("--threads", String.valueOf(Runtime.getRuntime().availableProcessors())));
        return a;
    }

    /** The median of {@code t}'s runs each over the threads' run of the same turn (the same load on the machine). */
    private static double paired(Timing t, Timing threads) {
        double[] r = new double[t.seconds().length];
        for (int k = 0; k < r.length; k++) {
            r[k] = t.seconds()[k] / threads.seconds()[k];
        }
        return Stats.median(r);
    }

    private void print(FugitiveGame game, int threads, List<Timing> timings, Startup startup) {
        double base = timings.get(0).median();
        boolean same = timings.stream().allMatch(t -> Arrays.equals(t.figures(), timings.get(0).figures()));
        Timing local = timings.get(1);
        double overhead = local.median() / base;
        double paired = paired(local, timings.get(0));
        PrintWriter out = spec.commandLine().getOut();
        if (output.json) {
            ObjectNode o = Json.object();
            o.put("game", "fugitive").put("spec", game.spec().name()).put("marshal", marshal.bot).put("fugitive", fugitive)
                    .put("games", games).put("seed", seed.seed).put("warmUps", warmUps).put("runs", runs).put("threads", threads).put("sameFigures", same);
            ArrayNode es = o.putArray("engines");
            for (Timing t : timings) {
                ObjectNode e = es.addObject().put("engine", t.engine()).put("startSeconds", t.startSeconds());
                Arrays.stream(t.seconds()).forEach(e.putArray("seconds")::add);
                e.put("medianSeconds", t.median()).put("gamesPerSecond", games / t.median()).put("overhead", t.median() / base);
                if (t.cpuSeconds() != null) {
                    Arrays.stream(t.cpuSeconds()).forEach(e.putArray("cpuSeconds")::add);
                    e.put("medianCpuSeconds", t.medianCpu()).put("cpuOverhead", t.medianCpu() / timings.get(0).medianCpu());
                }
                if (t != timings.get(0) && t.seconds().length == timings.get(0).seconds().length && t.engine().startsWith("local")) {
                    e.put("pairedOverhead", paired(t, timings.get(0)));
                }
            }
            if (startup != null) {
                o.putObject("startup").put("games", startupGames).put("threadsSeconds", Stats.median(startup.threads()))
                        .put("sparkSeconds", Stats.median(startup.spark()));
            }
            o.putObject("goals").put("localWithin125", overhead <= 1.25).put("localWithin125Paired", paired <= 1.25)
                    .put("startupUnder15s", startup == null || startupGames != GOAL_GAMES ? null : Stats.median(startup.spark()) < 15);
            OutputOptions.print(out, o);
            return;
        }
        out.printf("One Fugitive tournament under %s (%s Marshal vs %s Fugitive), %s, seed %d; medians of %s after %s;"
                + " %s here%n", game.spec().name(), marshal.bot, fugitive, Counts.of(games, "game"), seed.seed, Counts.plain(runs, "run"),
                Counts.plain(warmUps, "warm-up"), Counts.plain(threads, "core"));
        for (Timing t : timings) {
            out.printf(Locale.ROOT, "  %-30s %,8.0f games/s  %7.2f s  overhead %.2fx%s%s%n", t.engine().equals("threads") ? "threads (" + threads + ")"
                    : "spark " + t.engine(), games / t.median(), t.median(), t.median() / base,
                    t.cpuSeconds() == null ? "" : String.format("  CPU %.2f s (%.2fx)", t.medianCpu(), t.medianCpu() / timings.get(0).medianCpu()),
                    t.startSeconds() > 0 ? String.format("  (start-up %.1f s apart)", t.startSeconds()) : "");
        }
        out.printf("  figures the same on every engine: %s%n", same ? "yes" : "NO");
        out.printf("  goal: Spark local[*] within 1.25x the threads' time: %s by the medians (%.2fx), %s by the median of each"
                + " run's ratio to the threads' run just before it (%.2fx)%n", overhead <= 1.25 ? "met" : "not met", overhead,
                paired <= 1.25 ? "met" : "not met", paired);
        if (startup != null) {
            double s = Stats.median(startup.spark());
            out.printf("  %s as a fresh command, start-up included: threads %.1f s, Spark local[*] %.1f s; goal under 15 s: %s%n",
                    Counts.of(startupGames, "game"), Stats.median(startup.threads()), s, startupGames != GOAL_GAMES
                            ? "not measured (it is for " + GOAL_GAMES + " games)" : s < 15 ? "met" : "not met");
        }
        out.flush();
    }
}
