package org.cardlab.spark;

import java.io.IOException;
import java.io.NotSerializableException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.LongConsumer;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.cardlab.core.Serialized;
import org.cardlab.core.Study;
import org.cardlab.core.StudyEngine;
import org.apache.spark.util.ShutdownHookManager;
import org.cardlab.core.UserError;
import scala.collection.Iterator;
import scala.collection.immutable.Range$;
import scala.reflect.ClassTag$;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;

/**
 * The study engine on Apache Spark, through its Java API: runs of neighbouring ranges become the
 * partitions of one job (as many as {@link TaskCount} finds worth their cost, from a few games
 * timed on the driver, {@link GameCost}), a task plays its ranges on an executor
 * and sends back, as bytes, one worker with the run's counts merged in index order (or each
 * range's own worker, when a checkpoint keeps every range), and the driver hears each run as its
 * task ends (so progress and the checkpoint follow the job as it goes). A task that Spark retries
 * plays the same games from the same seeds and gives the same counts. Made by name from the
 * command line, so Spark is needed only here.
 */
public final class SparkEngine implements StudyEngine {
    private final String master;
    private final JavaSparkContext context;
    /** Whether this engine started the context (and so stops it): not when one was running already (the tests share one). */
    private final boolean owned;
    /** Spark's handle of {@link QuietHook}, removed on close. */
    private Object quietHook;

    /** Starts Spark on {@code master} (local[N], spark://host:port, k8s://...); a bad master is a {@link UserError}. */
    public SparkEngine(String master) {
        this.master = master;
        SparkLogs.restore(); // a context stopped before in this JVM left Spark's loggers off
        SparkMasters.check(master);
        SparkConf conf = new SparkConf().setMaster(master).setAppName("cardlab study")
                .setIfMissing("spark.ui.enabled", "false")
                .setIfMissing("spark.ui.showConsoleProgress", "false");
        if (master.startsWith("local") || SparkMasters.onLoopback(master)) {
            // on one machine (in this JVM, or a cluster on the loopback) the executors reach the driver
            // there, not at whatever the host name says
            conf.setIfMissing("spark.driver.host", "127.0.0.1").setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        }
        if (!master.startsWith("local") && !conf.contains("spark.jars")) {
            // not through spark-submit: the executors need cardlab's own jar to play
            String jar = SparkEngine.class.getProtectionDomain().getCodeSource().getLocation().getPath();
            if (jar.endsWith(".jar")) {
                conf.set("spark.jars", jar);
            }
        }
        String mark = java.util.UUID.randomUUID().toString();
        conf.set("spark.cardlab.engine", mark); // tells a context this engine started from one already running
        try {
            this.context = new JavaSparkContext(SparkContext.getOrCreate(conf));
            this.owned = mark.equals(context.getConf().get("spark.cardlab.engine", ""));
            if (context.sc().isStopped()) { // a standalone master that never registered the application: Spark gave up
                throw new UserError("--master " + master + ": Spark gave up on the master (no master registered the application)");
            }
            if (owned) {
                // Ctrl-C: Spark's hook stops the context (and fails the job, which Main leaves unsaid, as the thread
                // engine says nothing); Spark's loggers go quiet first (a higher priority runs earlier)
                this.quietHook = ShutdownHookManager.addShutdownHook(ShutdownHookManager.SPARK_CONTEXT_SHUTDOWN_PRIORITY() + 1, new QuietHook());
            }
        } catch (RuntimeException e) {
            throw new UserError("--master " + master + ": Spark did not start (" + e.getMessage() + ")");
        }
    }

    @Override
    public String name() {
        return "spark " + master;
    }

    @Override
    public <W extends Study.Worker<W>> void play(List<Study.Range> ranges, int threads, Study.Recipe<W> recipe, boolean eachRange,
            LongConsumer played, BiConsumer<List<Study.Range>, W> finished) {
        if (ranges.isEmpty()) {
            return;
        }
        try {
            Serialized.bytes(recipe); // a study that cannot leave this JVM says so here, not deep in a task
        } catch (UncheckedIOException e) {
            throw new IllegalArgumentException("this study cannot run on Spark: its recipe is not serializable ("
                    + (e.getCause() instanceof NotSerializableException n ? n.getMessage() : e.getMessage()) + ")");
        }
        long games = ranges.stream().mapToLong(Study.Range::size).sum();
        int tasks = TaskCount.of(Math.max(1, context.defaultParallelism()), ranges.size(),
                GameCost.secondsPerGame(recipe, ranges.get(0)) * games);
        List<List<Study.Range>> groups = new java.util.ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            groups.add(new java.util.ArrayList<>(ranges.subList(ranges.size() * t / tasks, ranges.size() * (t + 1) / tasks)));
        }
        JavaRDD<List<Study.Range>> rdd = context.parallelize(groups, tasks);
        // The runJob that takes a (TaskContext, Iterator) function as given: the others wrap it in a
        // Scala closure, whose enclosing class (SparkContext) Spark's closure cleaner then reads and
        // parses with ASM on every job (the JIT was still compiling that after a dozen jobs); a
        // function of a class of our own it leaves alone. The recipe goes as a broadcast variable: an
        // executor reads it once and its tasks share it (as the thread engine's threads share theirs),
        // where in the task's function every task would deserialize a copy of its own.
        Broadcast<Study.Recipe<W>> shared = context.broadcast(recipe);
        try {
            context.sc().runJob(rdd.rdd(), new PlayRanges<>(shared, eachRange), Range$.MODULE$.apply(0, tasks),
                    new Finished<>(groups, played, finished), ClassTag$.MODULE$.apply(byte[][].class));
        } finally {
            shared.destroy();
        }
    }

    @Override
    public void close() {
        if (owned) {
            SparkLogs.quiet(); // the study's result is in: what Spark's threads say as they stop is noise
            try {
                context.stop();
            } finally {
                SparkLogs.restoreErr();
            }
            if (quietHook != null) {
                ShutdownHookManager.removeShutdownHook(quietHook);
            }
        }
    }

    /** Spark's loggers off as the JVM ends (before the context stops). */
    private static final class QuietHook extends scala.runtime.AbstractFunction0<BoxedUnit> {
        @Override
        public BoxedUnit apply() {
            SparkLogs.quiet();
            return BoxedUnit.UNIT;
        }
    }

    /**
     * The task: plays its partition's ranges (a run of neighbouring ones), each with a fresh worker
     * from the broadcast recipe,
     * and returns as bytes each range's worker ({@code eachRange}) or the first with the others
     * merged into it in index order: one small result instead of a run of them to serialize, send
     * and read (a tournament's worker carries its decision-time histograms, kilobytes a range).
     */
    private static final class PlayRanges<W extends Study.Worker<W>>
            extends AbstractFunction2<TaskContext, Iterator<List<Study.Range>>, byte[][]> implements Serializable {
        private final Broadcast<Study.Recipe<W>> recipe;
        private final boolean eachRange;

        PlayRanges(Broadcast<Study.Recipe<W>> recipe, boolean eachRange) {
            this.recipe = recipe;
            this.eachRange = eachRange;
        }

        @Override
        public byte[][] apply(TaskContext task, Iterator<List<Study.Range>> it) {
            List<Study.Range> rs = it.next();
            List<W> out = new java.util.ArrayList<>(eachRange ? rs.size() : 1);
            for (Study.Range r : rs) {
                W w = recipe.value().newWorker();
                for (long i = r.from(); i < r.to(); i++) {
                    w.play(i);
                }
                if (eachRange || out.isEmpty()) {
                    out.add(w);
                } else {
                    out.get(0).merge(w);
                }
            }
            return out.stream().map(Serialized::bytes).toArray(byte[][]::new);
        }
    }

    /** On the driver: each task's result as it ends, by partition number: one worker a range, or one for the task's run. */
    private static final class Finished<W> extends AbstractFunction2<Object, byte[][], BoxedUnit> {
        private final List<List<Study.Range>> groups;
        private final LongConsumer played;
        private final BiConsumer<List<Study.Range>, W> finished;

        Finished(List<List<Study.Range>> groups, LongConsumer played, BiConsumer<List<Study.Range>, W> finished) {
            this.groups = groups;
            this.played = played;
            this.finished = finished;
        }

        @Override
        public BoxedUnit apply(Object partition, byte[][] bytes) {
            List<Study.Range> rs = groups.get((Integer) partition);
            long games = 0;
            for (int k = 0; k < bytes.length; k++) {
                try {
                    finished.accept(bytes.length == 1 ? rs : List.of(rs.get(k)), Serialized.read(bytes[k]));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            for (Study.Range r : rs) {
                games += r.size();
            }
            played.accept(games);
            return BoxedUnit.UNIT;
        }
    }
}
