package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Json;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Spark cluster on this machine: a standalone master and two workers, each a JVM of its
 * own started with Spark's deploy classes on 127.0.0.1, each worker with one core, so the
 * study's tasks run in two executor JVMs that the workers launch. The same study submitted to
 * it prints the same JSON as on this machine's threads, speed fields aside. The cluster's JVMs
 * are stopped by process id when the class is done.
 */
@Tag("slow")
class SparkClusterTest {
    private static final long START_SECONDS = 90;
    private static final List<Process> started = new ArrayList<>();
    private static String master;
    private static final List<String> OPENS = List.of("java.lang", "java.lang.invoke", "java.lang.reflect", "java.io", "java.net",
            "java.nio", "java.util", "java.util.concurrent", "java.util.concurrent.atomic", "sun.nio.ch", "sun.nio.cs",
            "sun.security.action", "sun.util.calendar");

    @TempDir
    static Path dir;

    @BeforeAll
    static void startCluster() throws Exception {
        String classPath = System.getProperty("java.class.path");
        // a worker launches its executors with $SPARK_HOME/jars on their class path: Spark's own jars,
        // from the test class path (Spark is a provided dependency), linked into a home of the test's own
        Path jars = Files.createDirectories(dir.resolve("spark-home/jars"));
        for (String entry : classPath.split(File.pathSeparator)) {
            Path p = Path.of(entry);
            if (entry.endsWith(".jar") && Files.isRegularFile(p) && !Files.exists(jars.resolve(p.getFileName()))) {
                Files.createSymbolicLink(jars.resolve(p.getFileName()), p.toAbsolutePath());
            }
        }
        int port = freePort();
        master = "spark://127.0.0.1:" + port;
        Path masterLog = dir.resolve("master.log");
        start(classPath, masterLog, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port", String.valueOf(port),
                "--webui-port", String.valueOf(freePort()));
        awaitLine(masterLog, "I have been elected leader");
        for (int w = 1; w <= 2; w++) {
            Path log = dir.resolve("worker-" + w + ".log");
            start(classPath, log, "org.apache.spark.deploy.worker.Worker", master, "--host", "127.0.0.1", "--cores", "1", "--memory",
                    "1g", "--webui-port", String.valueOf(freePort()), "--work-dir", dir.resolve("work-" + w).toString());
            awaitLine(log, "Successfully registered with master");
        }
        // the executors need cardlab's classes (a folder here, not a jar) and must reach this driver on the loopback
        System.setProperty("spark.executor.extraClassPath", classPath);
        System.setProperty("spark.executor.memory", "512m");
    }

    @AfterAll
    static void stopCluster() {
        System.clearProperty("spark.executor.extraClassPath");
        System.clearProperty("spark.executor.memory");
        for (Process p : started) {
            ProcessHandle h = ProcessHandle.of(p.pid()).orElse(null);
            if (h != null) {
                h.descendants().forEach(ProcessHandle::destroy);
                h.destroy();
            }
        }
        for (Process p : started) {
            try {
                if (!p.waitFor(20, java.util.concurrent.TimeUnit.SECONDS)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void aSimulateOnTheTwoWorkersIsTheSameAsOnThreads() throws IOException {
        List<String> study = List.of("fugitive", "simulate", "--games", "80", "--seed", "7", "--json");
        Cli threads = run(study, "--threads", "2");
        Cli cluster = run(study, "--engine", "spark", "--master", master);
        assertEquals(0, cluster.code(), cluster.err());
        assertEquals(Json.write(SparkStudiesTest.figures(threads)), Json.write(SparkStudiesTest.figures(cluster)));
        // both workers ran an executor for the study
        for (int w = 1; w <= 2; w++) {
            assertTrue(Files.readString(dir.resolve("worker-" + w + ".log")).contains("Asked to launch executor"),
                    "worker " + w + " launched an executor: " + Files.readString(dir.resolve("worker-" + w + ".log")));
        }
    }

    private static void start(String classPath, Path log, String main, String... args) throws IOException {
        // the deploy classes' notes (elected leader, registered, launching an executor) are what the test waits for
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-Xmx512m",
                "-Dorg.apache.spark.deploy.LEVEL=INFO", "-cp", classPath));
        for (String pkg : OPENS) { // as ./cardlab starts Spark: the module openings it needs on Java 17
            cmd.add("--add-opens=java.base/" + pkg + "=ALL-UNNAMED");
        }
        cmd.add(main);
        cmd.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        b.environment().put("SPARK_HOME", dir.resolve("spark-home").toString());
        b.environment().put("SPARK_SCALA_VERSION", "2.13");
        b.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        started.add(b.start());
    }

    private static void awaitLine(Path log, String line) throws Exception {
        long end = System.nanoTime() + START_SECONDS * 1_000_000_000L;
        while (System.nanoTime() < end) {
            if (Files.exists(log) && Files.readString(log).contains(line)) {
                return;
            }
            for (Process p : started) {
                if (!p.isAlive()) {
                    throw new AssertionError("a cluster JVM stopped: " + log + ":\n" + Files.readString(log));
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no '" + line + "' in " + START_SECONDS + " s: " + Files.readString(log));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static Cli run(List<String> study, String... more) {
        List<String> args = new ArrayList<>(study);
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new));
    }
}
