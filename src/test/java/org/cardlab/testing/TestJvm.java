package org.cardlab.testing;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A JVM a test starts, started as the test JVM was (pom.xml's test.vm: C1 alone and the serial
 * collector; none with the JVM's defaults, -Dtest.vm=): such a JVM lives for seconds, as a test
 * class does, and C2's compiling cost it more CPU than it gave back. The answers are the same
 * whatever the compiler.
 */
public final class TestJvm {
    private TestJvm() {}

    /** This JVM's compiler and collector options. */
    public static List<String> jitAndCollectorFlags() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("-XX:TieredStopAtLevel=") || a.matches("-XX:\\+Use\\w+GC")).toList();
    }

    /** The command's start: this JVM's java with its compiler and collector options, then {@code options}. */
    public static List<String> java(String... options) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jitAndCollectorFlags());
        cmd.addAll(List.of(options));
        return cmd;
    }
}
