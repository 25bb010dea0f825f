package org.cardlab.spark;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Stats;
import org.cardlab.core.Study;

/**
 * What a game of a study costs, timed on the driver before its job is cut into tasks
 * ({@link TaskCount}): the first games of its first range, played by a worker of their own and
 * thrown away (their range plays them again in its task, so the figures do not change), until
 * {@link #BUDGET_NANOS} is spent or the range ends. One game at least: a search-bot game that
 * takes a second costs a second once, in a study of hours. Timed in the thread's CPU time where the
 * JVM tells it, so that other jobs on a busy machine do not make the games look dearer.
 */
final class GameCost {
    /** Time spent sampling, at most (and one game beyond it). */
    static final long BUDGET_NANOS = 20_000_000L;

    private GameCost() {}

    /** Seconds a game takes: the median of the later half of the sampled games (a fresh JVM's first games wait on the JIT). */
    static <W extends Study.Worker<W>> double secondsPerGame(Study.Recipe<W> recipe, Study.Range first) {
        W sample = recipe.newWorker();
        List<Long> nanos = new ArrayList<>();
        long spent = 0;
        for (long i = first.from(); i < first.to() && spent < BUDGET_NANOS; i++) {
            long t0 = now();
            sample.play(i);
            long t = now() - t0;
            nanos.add(t);
            spent += t;
        }
        double[] later = nanos.subList(nanos.size() / 2, nanos.size()).stream().mapToDouble(Long::doubleValue).toArray();
        return Stats.median(later) / 1e9;
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** This thread's CPU time, or the wall clock where the JVM cannot tell it. */
    private static long now() {
        long cpu = THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
        return cpu >= 0 ? cpu : System.nanoTime();
    }
}
