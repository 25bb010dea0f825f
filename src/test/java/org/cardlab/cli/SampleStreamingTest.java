package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code fugitive sample} prints each history as it draws it: a large count runs in a small heap.
 * Holding the samples and the JSON tree until the end (as before) needs about 3 KB a sample, so
 * 200,000 of them in a 64 MB heap ran out of memory.
 */
class SampleStreamingTest {
    @Tag("slow")
    @Test
    void manySamplesFitASmallHeap() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder pb = new ProcessBuilder(java.toString(), "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                "org.cardlab.cli.Main", "fugitive", "sample", "specs/fugitive/examples/mid.json", "--count", "200000", "--json");
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        p.getOutputStream().close();
        long samples = 0;
        byte[] buf = new byte[1 << 16];
        byte[] key = "\"route\"".getBytes(StandardCharsets.US_ASCII);
        int matched = 0;
        try (InputStream in = p.getInputStream()) {
            for (int n; (n = in.read(buf)) > 0; ) {
                for (int i = 0; i < n; i++) {
                    matched = buf[i] == key[matched] ? matched + 1 : buf[i] == key[0] ? 1 : 0;
                    if (matched == key.length) {
                        samples++;
                        matched = 0;
                    }
                }
            }
        }
        assertTrue(p.waitFor(300, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), "exit code");
        assertEquals(200_000, samples);
    }

    @Test
    void streamedJsonIsTheTextATreeWouldPrint() {
        for (String notes : List.of("specs/fugitive/examples/manhunt.json", "specs/fugitive/examples/early.json")) {
            Cli a = Cli.run("fugitive", "sample", notes, "--count", "7", "--seed", "2", "--json");
            assertEquals(0, a.code(), a.err());
            var o = org.cardlab.core.Json.parse(a.out(), "sample");
            assertEquals(7, o.get("samples").size());
            assertEquals(org.cardlab.core.Json.write(o) + "\n", a.out(), notes);
        }
    }
}
