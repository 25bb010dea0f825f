package org.cardlab.cli;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cardlab.core.Folders;
import org.cardlab.core.UserError;

/**
 * A Spark standalone cluster on this machine's loopback for {@code bench study --cluster}: a
 * master and {@code workers} workers of one core each (or more), every one a JVM of its own started with
 * Spark's deploy classes from this JVM's class path (Spark's jars are on it when the launcher runs
 * a Spark command). A worker launches its executors with {@code $SPARK_HOME/jars}, so a home of
 * its own links the class path's jars. {@link #close} stops the JVMs by process id and deletes the folder.
 */
public final class LocalSparkCluster implements AutoCloseable {
    private static final long START_SECONDS = 90;
    public static final List<String> OPENS = List.of("java.lang", "java.lang.invoke", "java.lang.reflect", "java.io", "java.net", "java.nio",
            "java.util", "java.util.concurrent", "java.util.concurrent.atomic", "sun.nio.ch", "sun.nio.cs", "sun.security.action",
            "sun.util.calendar");

    private final Path dir;
    private final List<String> jvmOptions;
    private final int coresEach;
    private final List<Process> started = new ArrayList<>();
    private String master;
    private boolean closed;
    /** Stops the JVMs and deletes the folder when this JVM ends first (Ctrl-C during bench study --cluster). */
    private final Thread onExit = new Thread(() -> close(true), "cardlab-cluster-cleanup");

    private LocalSparkCluster(Path dir, int coresEach, List<String> jvmOptions) {
        this.dir = dir;
        this.coresEach = coresEach;
        this.jvmOptions = jvmOptions;
    }

    private void boot(int workers) throws IOException, InterruptedException {
        String classPath = System.getProperty("java.class.path");
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
        for (int w = 1; w <= workers; w++) {
            Path log = dir.resolve("worker-" + w + ".log");
            start(classPath, log, "org.apache.spark.deploy.worker.Worker", master, "--host", "127.0.0.1", "--cores", String.valueOf(coresEach), "--memory", coresEach + "g",
                    "--webui-port", String.valueOf(freePort()), "--work-dir", dir.resolve("work-" + w).toString());
            awaitLine(log, "Successfully registered with master");
        }
    }

    /** Starts the cluster, its files in a fresh temporary folder; a cluster that does not come up is a {@link UserError}. */
    public static LocalSparkCluster start(int workers) {
        return start(workers, 1, List.of());
    }

    /**
     * The same with {@code coresEach} cores a worker (a worker runs an executor a core when the
     * application asks for one-core executors), the master and the workers started with these JVM
     * options too (a test's compiler and collector).
     */
    public static LocalSparkCluster start(int workers, int coresEach, List<String> jvmOptions) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("cardlab-cluster");
            LocalSparkCluster c = new LocalSparkCluster(dir, coresEach, jvmOptions);
            Runtime.getRuntime().addShutdownHook(c.onExit);
            try {
                c.boot(workers);
            } catch (IOException | RuntimeException | InterruptedException e) {
                c.close(e instanceof InterruptedException); // the JVMs already started; the logs stay, for the error to point at
                throw e;
            }
            return c;
        } catch (IOException | RuntimeException e) {
            throw new UserError("--cluster: the local Spark cluster did not start (" + e.getMessage() + ")" + (dir == null ? ""
                    : "; its logs are in " + dir));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("--cluster: interrupted while the local Spark cluster started");
        }
    }

    /** The master's URL, {@code spark://127.0.0.1:PORT}. */
    public String master() {
        return master;
    }

    /** Where the cluster's logs are. */
    public Path dir() {
        return dir;
    }

    /**
     * Stops the JVMs, then deletes the cluster's folder (its logs, the executors' copies of the
     * jars: tens of megabytes). Runs once, from {@code bench study}'s end or from the JVM's
     * shutdown (Ctrl-C), whichever comes first.
     */
    @Override
    public void close() {
        close(true);
    }

    private void close(boolean delete) {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(onExit);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: this is the hook
        }
        stop();
        if (delete) {
            Folders.deleteTree(dir);
        }
    }

    private void stop() {
        for (Process p : started) {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
        }
        for (Process p : started) {
            try {
                if (!p.waitFor(20, TimeUnit.SECONDS)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void start(String classPath, Path log, String main, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-Xmx512m",
                "-Dorg.apache.spark.deploy.LEVEL=INFO", "-cp", classPath));
        cmd.addAll(jvmOptions);
        for (String pkg : OPENS) {
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

    private void awaitLine(Path log, String line) throws IOException, InterruptedException {
        long end = System.nanoTime() + START_SECONDS * 1_000_000_000L;
        while (System.nanoTime() < end) {
            if (Files.exists(log) && Files.readString(log).contains(line)) {
                return;
            }
            for (Process p : started) {
                if (!p.isAlive()) {
                    throw new IOException("a cluster JVM stopped (" + log + ")");
                }
            }
            Thread.sleep(200);
        }
        throw new IOException("no '" + line + "' in " + START_SECONDS + " s (" + log + ")");
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
