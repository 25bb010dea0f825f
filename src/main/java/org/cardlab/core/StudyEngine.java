package org.cardlab.core;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.LongConsumer;

/**
 * Where a study's ranges are played: this machine's threads ({@link #threads}, the default, with
 * no dependency beyond the JDK), or Apache Spark ({@code org.cardlab.spark.SparkEngine}, loaded
 * by name only when asked for, so Spark need not be on the class path otherwise).
 */
public interface StudyEngine extends AutoCloseable {

    /** The thread engine: each range on one of {@code threads} worker threads of this JVM. */
    static StudyEngine threads() {
        return ThreadEngine.INSTANCE;
    }

    /** The engine's name and where it runs, e.g. "threads" or "spark local[2]". */
    String name();

    /**
     * Plays each range of {@code ranges} with a fresh worker from {@code recipe} and hands the
     * finished workers to {@code finished} (in any order, on any thread), each with the run of
     * neighbouring ranges it played, in index order. With {@code eachRange} (a checkpoint keeps
     * every range) each run is one range; without it an engine may merge a run's workers into the
     * first, in index order, and hand over that one (Spark sends back one worker a task). The
     * merges are integer sums, or lists joined in index order, so the figures are the same.
     * {@code played} hears each batch of games as it is done (per game on threads, per task on
     * Spark). {@code threads} is the thread engine's thread count; Spark's executors set its own.
     * A failing game's exception is thrown here.
     */
    <W extends Study.Worker<W>> void play(List<Study.Range> ranges, int threads, Study.Recipe<W> recipe, boolean eachRange,
            LongConsumer played, BiConsumer<List<Study.Range>, W> finished);

    /** Frees what the engine holds (Spark's context); the thread engine holds nothing. */
    @Override
    default void close() {}
}
