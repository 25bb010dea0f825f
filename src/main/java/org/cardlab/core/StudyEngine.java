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
     * Plays each range of {@code ranges} with a fresh worker from {@code recipe}, and hands each
     * finished range's worker to {@code finished} (ranges in any order, any thread).
     * {@code played} hears each batch of games as it is done (per game on threads, per range on
     * Spark). {@code threads} is the thread engine's thread count; Spark's executors set its own.
     * A failing game's exception is thrown here.
     */
    <W extends Study.Worker<W>> void play(List<Study.Range> ranges, int threads, Study.Recipe<W> recipe, LongConsumer played,
            BiConsumer<Study.Range, W> finished);

    /** Frees what the engine holds (Spark's context); the thread engine holds nothing. */
    @Override
    default void close() {}
}
