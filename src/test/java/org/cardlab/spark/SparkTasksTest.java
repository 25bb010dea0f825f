package org.cardlab.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.cardlab.core.Checkpoint;
import org.cardlab.core.Json;
import org.cardlab.core.Study;
import org.cardlab.core.StudyEngine;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On Spark {@code local[2]}, a study's job is cut into tasks by the cost of its games
 * ({@link TaskCount}): cheap games in one task per core, dear ones in many; the recipe travels as a
 * broadcast variable; either way the figures are the thread engine's.
 */
@Tag("slow")
class SparkTasksTest {
    private static JavaSparkContext spark;
    /** The number of tasks of each job, in the order the jobs started. */
    private static final List<Integer> TASKS = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void startSpark() {
        spark = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("cardlab tests").set("spark.ui.enabled", "false")
                .set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1"));
        spark.sc().addSparkListener(new SparkListener() {
            @Override
            public void onJobStart(SparkListenerJobStart job) {
                TASKS.add(job.stageInfos().head().numTasks());
            }
        });
    }

    @AfterAll
    static void stopSpark() {
        spark.stop();
    }

    /** Sums its games' indices (a figure that tells any lost, doubled or misplaced game), spinning CPU on each. */
    static final class Summing implements Study.Worker<Summing> {
        final long spinNanos;
        long sum;
        long games;

        Summing(long spinNanos) {
            this.spinNanos = spinNanos;
        }

        @Override
        public void play(long index) {
            new GameCostTest.Noting(spinNanos).play(index);
            sum += index * index;
            games++;
        }

        @Override
        public void merge(Summing other) {
            sum += other.sum;
            games += other.games;
        }
    }

    private static long[] run(StudyEngine engine, long games, long spinNanos, Checkpoint checkpoint) {
        TASKS.clear();
        Summing w = Study.run(new Study.Run(games, 1, 2), new Study.Plan(engine, checkpoint, "games"), () -> new Summing(spinNanos), null)
                .result();
        return new long[] {w.sum, w.games};
    }

    @Test
    void cheapGamesRunAsOneTaskPerCore() {
        try (SparkEngine engine = new SparkEngine("local[2]")) {
            long[] onSpark = run(engine, 5000, 0, null);
            assertEquals(List.of(2), TASKS, "one job of one task per core");
            assertArrayEquals(new long[] {5000L * 4999 * 9999 / 6, 5000}, onSpark);
            assertArrayEquals(run(StudyEngine.threads(), 5000, 0, null), onSpark);
        }
    }

    @Test
    void dearGamesRunAsManyTasksAndEachRangeIsKept(@TempDir Path dir) throws Exception {
        // 40 games of 45 ms of CPU: 1.8 s in all, two waves of half-second tasks on 2 cores
        Checkpoint ck = Checkpoint.open(dir.resolve("ck"), Json.object().put("test", "dear games"), "dear games");
        try (SparkEngine engine = new SparkEngine("local[2]")) {
            long[] onSpark = run(engine, 40, 45_000_000L, ck);
            // Two waves of two tasks by the work's true cost, but the driver times one game only (it
            // is over the sampling budget), first in its JVM, on a host whose load varies: CI once
            // cut this job into 12 tasks. The rule itself is TaskCountTest's.
            assertEquals(1, TASKS.size(), "one job");
            int tasks = TASKS.get(0);
            assertTrue(tasks >= 4 && tasks % 2 == 0 && tasks <= 40, "whole waves, two at least, a range a task at most: " + tasks);
            assertArrayEquals(new long[] {40L * 39 * 79 / 6, 40}, onSpark);
        }
        try (Stream<Path> kept = Files.list(dir.resolve("ck/games"))) {
            assertEquals(40, kept.filter(p -> p.getFileName().toString().matches("range-\\d+\\.bin")).count(), "every range kept");
        }
    }
}
