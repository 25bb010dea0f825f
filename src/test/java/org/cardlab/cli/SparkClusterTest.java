package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.testing.TestJvm;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A real Spark cluster on this machine: a standalone master and a worker, each a JVM of its
 * own started with Spark's deploy classes on 127.0.0.1 ({@link LocalSparkCluster}, as
 * {@code bench study --cluster} starts it), the worker with two cores and the study asking for
 * executors of one core, so the study's tasks run in two executor JVMs that the worker launches
 * (a second worker, a JVM of its own, would check nothing more). The same study submitted to it prints the same JSON
 * as on this machine's threads, speed fields aside. The cluster's JVMs are stopped by process id
 * when the class is done.
 */
@Tag("slow")
class SparkClusterTest {
    private static LocalSparkCluster cluster;

    @BeforeAll
    static void startCluster() {
        // the master and the workers as this JVM too: they live as long as the class and C2 cost them more than it gave back
        cluster = LocalSparkCluster.start(1, 2, TestJvm.jitAndCollectorFlags());
        // the executors need cardlab's classes (a folder here, not a jar) and must reach this driver on the loopback
        System.setProperty("spark.executor.extraClassPath", System.getProperty("java.class.path"));
        System.setProperty("spark.executor.memory", "512m");
        System.setProperty("spark.executor.cores", "1");
        // and start as this JVM did (pom.xml's test.vm: C1 alone, the serial collector): an executor lives for seconds, as a
        // test class does, and C2's compiling cost more CPU than it gave back (the answer is the same whatever the JIT)
        System.setProperty("spark.executor.extraJavaOptions", String.join(" ", TestJvm.jitAndCollectorFlags()));
    }

    @AfterAll
    static void stopCluster() {
        System.clearProperty("spark.executor.extraClassPath");
        System.clearProperty("spark.executor.memory");
        System.clearProperty("spark.executor.cores");
        System.clearProperty("spark.executor.extraJavaOptions");
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void aSimulateOnTwoExecutorsIsTheSameAsOnThreads() throws IOException {
        List<String> study = List.of("fugitive", "simulate", "--games", "80", "--seed", "7", "--json");
        Cli threads = run(study, "--threads", "2");
        Cli spark = run(study, "--engine", "spark", "--master", cluster.master());
        assertEquals(0, spark.code(), spark.err());
        assertEquals(Json.write(SparkStudiesTest.figures(threads)), Json.write(SparkStudiesTest.figures(spark)));
        // the worker ran two executors for the study, each started with this JVM's flags
        String log = Files.readString(cluster.dir().resolve("worker-1.log"));
        assertEquals(2, occurrences(log, "Asked to launch executor"), "two executors launched: " + log);
        for (String flag : TestJvm.jitAndCollectorFlags()) {
            assertEquals(2, occurrences(log, '"' + flag + '"'), "each executor started with " + flag + ": " + log);
        }
    }

    private static int occurrences(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    private static Cli run(List<String> study, String... more) {
        List<String> args = new ArrayList<>(study);
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new));
    }
}
