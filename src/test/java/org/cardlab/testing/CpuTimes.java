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
 * makes noisy. One line per class, "class cpu-seconds wall-seconds", in
 * {@code target/test-cpu/<pid>.tsv}. Exact per class when a JVM runs one class at a time (the
 * surefire setup here); registered for every test class by junit-platform.properties. It only
 * measures: no test asserts on time.
 */
public final class CpuTimes implements BeforeAllCallback, AfterAllCallback {
    private static final OperatingSystemMXBean OS = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static final Path DIR = Path.of("target", "test-cpu");

    private record Start(long cpuNanos, long wallNanos) {}

    @Override
    public void beforeAll(ExtensionContext context) {
        if (topLevel(context)) {
            store(context).put(Start.class, new Start(OS.getProcessCpuTime(), System.nanoTime()));
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
        String line = String.format("%s\t%.2f\t%.2f%n", context.getRequiredTestClass().getName(), cpu, wall);
        try {
            Files.createDirectories(DIR);
            Files.writeString(DIR.resolve(ProcessHandle.current().pid() + ".tsv"), line, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean topLevel(ExtensionContext context) {
        return context.getTestClass().map(c -> c.getEnclosingClass() == null).orElse(false);
    }

    private static ExtensionContext.Store store(ExtensionContext context) {
        return context.getStore(ExtensionContext.Namespace.create(CpuTimes.class));
    }
}
