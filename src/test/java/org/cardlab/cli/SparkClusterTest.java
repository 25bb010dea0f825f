package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.testing.TestJvm;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A real Spark cluster on this machine: a standalone master and two workers, each a JVM of its
 * own started with Spark's deploy classes on 127.0.0.1 ({@link LocalSparkCluster}, as
 * {@code bench study --cluster} starts it), each worker with one core, so the study's tasks run in
 * two executor JVMs that the workers launch. The same study submitted to it prints the same JSON
 * as on this machine's threads, speed fields aside. The cluster's JVMs are stopped by process id
 * when the class is done.
 */
@Tag("slow")
class SparkClusterTest {
    private static LocalSparkCluster cluster;

    @BeforeAll
    static void startCluster() {
        // the master and the workers as this JVM too: they live as long as the class and C2 cost them more than it gave back
        cluster = LocalSparkCluster.start(2, TestJvm.jitAndCollectorFlags());
        // the executors need cardlab's classes (a folder here, not a jar) and must reach this driver on the loopback
        System.setProperty("spark.executor.extraClassPath", System.getProperty("java.class.path"));
        System.setProperty("spark.executor.memory", "512m");
        // and start as this JVM did (pom.xml's test.vm: C1 alone, the serial collector): an executor lives for seconds, as a
        // test class does, and C2's compiling cost more CPU than it gave back (the answer is the same whatever the JIT)
        System.setProperty("spark.executor.extraJavaOptions", String.join(" ", TestJvm.jitAndCollectorFlags()));
    }

    @AfterAll
    static void stopCluster() {
        System.clearProperty("spark.executor.extraClassPath");
        System.clearProperty("spark.executor.memory");
        System.clearProperty("spark.executor.extraJavaOptions");
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void aSimulateOnTheTwoWorkersIsTheSameAsOnThreads() throws IOException {
        List<String> study = List.of("fugitive", "simulate", "--games", "80", "--seed", "7", "--json");
        Cli threads = run(study, "--threads", "2");
        Cli spark = run(study, "--engine", "spark", "--master", cluster.master());
        assertEquals(0, spark.code(), spark.err());
        assertEquals(Json.write(SparkStudiesTest.figures(threads)), Json.write(SparkStudiesTest.figures(spark)));
        // both workers ran an executor for the study
        for (int w = 1; w <= 2; w++) {
            Path log = cluster.dir().resolve("worker-" + w + ".log");
            assertTrue(Files.readString(log).contains("Asked to launch executor"), "worker " + w + " launched an executor: " + Files.readString(log));
            for (String flag : TestJvm.jitAndCollectorFlags()) {
                assertTrue(Files.readString(log).contains('"' + flag + '"'), "worker " + w + "'s executor started with " + flag);
            }
        }
    }

    private static Cli run(List<String> study, String... more) {
        List<String> args = new ArrayList<>(study);
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new));
    }
}
