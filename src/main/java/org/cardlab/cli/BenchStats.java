package org.cardlab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.Stats;

/** Median, p95 (nearest rank, {@link Stats}), max and total of a sample of timings in milliseconds, as the benchmarks print them. */
public record BenchStats(double median, double p95, double max, double total) {

    public static BenchStats of(double[] ms) {
        double total = 0;
        for (double x : ms) {
            total += x;
        }
        return new BenchStats(Stats.median(ms), Stats.percentile(ms, 0.95), Stats.percentile(ms, 1), total);
    }

    public ObjectNode toJson() {
        return Json.object().put("medianMs", round(median)).put("p95Ms", round(p95)).put("maxMs", round(max))
                .put("totalMs", round(total));
    }

    private static double round(double ms) {
        return Math.round(ms * 10_000) / 10_000.0;
    }

    /** A table row; with {@code base}, also the ratios to it. */
    public void row(PrintWriter out, String name, BenchStats base) {
        if (base == null) {
            out.printf("%-28s %10.3f %10.3f %10.2f %10.1f%n", name, median, p95, max, total);
        } else {
            out.printf("%-28s %10.3f %10.3f %10.2f %10.1f   ratio to (a): %.1fx %.1fx %.1fx%n", name, median, p95, max, total,
                    median / base.median, p95 / base.p95, max / base.max);
        }
    }

    /**
     * The format of a table's spec column ("%-Ns"): as wide as the longest of {@code specs} (at least the
     * heading's), so a what-if variant's long name keeps the columns aligned.
     */
    public static String specColumn(List<String> specs) {
        return "%-" + Math.max(5, specs.stream().mapToInt(String::length).max().orElse(5)) + "s";
    }

    /** Peak heap used so far, over every heap pool. */
    public static long peakHeapMb() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak >> 20;
    }
}
