package org.cardlab.core;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.util.function.IntToLongFunction;

/**
 * The one benchmark helper: a warm-up run, then timed runs on the calling thread, reported
 * as medians by wall clock and by the thread's CPU time (what one core gives when other work
 * shares the machine). Speed is measured here, never asserted in tests.
 */
public final class Benchmark {
    private Benchmark() {}

    /** Items per second of each timed run, by wall clock and by CPU time. */
    public record Figure(double[] perSecond, double[] perCpuSecond) {
        public double median() {
            return Stats.median(perSecond);
        }

        public double min() {
            return Stats.percentile(perSecond, 0);
        }

        public double max() {
            return Stats.percentile(perSecond, 1);
        }

        public double cpuMedian() {
            return Stats.median(perCpuSecond);
        }
    }

    /**
     * Calls {@code run} with -1 (the warm-up, not timed), then with 0..runs-1; each call does one
     * run and returns how many items (games, positions) it did.
     */
    public static Figure measure(int runs, IntToLongFunction run) {
        if (runs < 1) {
            throw new UserError("a benchmark makes at least 1 timed run, not " + runs);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        run.applyAsLong(-1);
        double[] wall = new double[runs];
        double[] cpu = new double[runs];
        for (int r = 0; r < runs; r++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            long items = run.applyAsLong(r);
            wall[r] = items / Math.max((System.nanoTime() - t0) / 1e9, 1e-9);
            cpu[r] = items / Math.max((threads.getCurrentThreadCpuTime() - c0) / 1e9, 1e-9);
        }
        return new Figure(wall, cpu);
    }

    /** The sum of the heap pools' peak use so far, in bytes. */
    public static long peakHeapBytes() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak;
    }
}
