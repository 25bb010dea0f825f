package org.cardlab.testing;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Records the CPU seconds each top-level test class costs its JVM (every thread: the test's own,
 * the collector's and the compiler's), beside surefire's wall times, which a shared machine
 * makes noisy. One line per class, "class cpu-seconds wall-seconds children-cpu-seconds", in
 * {@code target/test-cpu/<pid>.tsv}. The children's seconds are those of the processes the JVM
 * started and has waited for, with theirs (chromedriver and Chromium for the browser tests, whose
 * JVM mostly waits on them), read from /proc (-1 where there is none). Exact per class when a JVM
 * runs one class at a time (the surefire setup here); registered for every test class by
 * junit-platform.properties. It only measures: no test asserts on time.
 */
public final class CpuTimes implements BeforeAllCallback, AfterAllCallback {
    private static final OperatingSystemMXBean OS = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static final Path DIR = Path.of("target", "test-cpu");

    /** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
    private static final double TICKS = 100;

    private record Start(long cpuNanos, long wallNanos, long childTicks) {}

    @Override
    public void beforeAll(ExtensionContext context) {
        if (topLevel(context)) {
            store(context).put(Start.class, new Start(OS.getProcessCpuTime(), System.nanoTime(), childTicks()));
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (!topLevel(context)) {
            return;
        }
        Start start = store(context).get(Start.class, Start.class);
        double cpu = (OS.getProcessCpuTime() - start.cpuNanos()) / 1e9;
        double wall = (System.nanoTime() - start.wallNanos()) / 1e9;
        long ticks = childTicks();
        double children = ticks < 0 || start.childTicks() < 0 ? -1 : (ticks - start.childTicks()) / TICKS;
        String line = String.format("%s\t%.2f\t%.2f\t%.2f%n", context.getRequiredTestClass().getName(), cpu, wall, children);
        try {
            Files.createDirectories(DIR);
            Files.writeString(DIR.resolve(ProcessHandle.current().pid() + ".tsv"), line, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** cutime + cstime of /proc/self/stat (the fields after the command's closing parenthesis), or -1 off Linux. */
    private static long childTicks() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[13]) + Long.parseLong(f[14]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static boolean topLevel(ExtensionContext context) {
        return context.getTestClass().map(c -> c.getEnclosingClass() == null).orElse(false);
    }

    private static ExtensionContext.Store store(ExtensionContext context) {
        return context.getStore(ExtensionContext.Namespace.create(CpuTimes.class));
    }
}
