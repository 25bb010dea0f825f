package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.cardlab.core.Home;
import org.cardlab.testing.TestJvm;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A Spark study stopped or pointed at something that is not a Spark master: one line or none, never Spark's traces.
 * Ctrl-C runs in a JVM of its own (the signal ends the JVM), as ./cardlab starts it.
 */
@Tag("slow")
class SparkShutdownTest {

    @Test
    void ctrlCDuringASparkStudyPrintsNothingAndExitsAsOnThreads() throws Exception {
        List<String> cmd = TestJvm.java();
        LocalSparkCluster.OPENS.forEach(p -> cmd.add("--add-opens=java.base/" + p + "=ALL-UNNAMED"));
        cmd.addAll(List.of("-Djdk.reflect.useDirectMethodHandle=false", "-Dcardlab.home=" + Home.dir(), "-cp",
                System.getProperty("java.class.path"), "org.cardlab.cli.Main", "fugitive", "tournament", "--games", "2000",
                "--engine", "spark", "--master", "local[2]"));
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        List<String> err = java.util.Collections.synchronizedList(new ArrayList<>());
        CountDownLatch playing = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    err.add(line);
                    if (line.contains(" games (")) {
                        playing.countDown();
                    }
                }
            } catch (IOException e) {
                err.add(e.toString());
            }
        });
        reader.start();
        try {
            assertTrue(playing.await(120, TimeUnit.SECONDS), "the study started: " + err);
            Thread.sleep(1000); // well inside Spark's job
            new ProcessBuilder("kill", "-INT", String.valueOf(p.pid())).start().waitFor();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the JVM ended on Ctrl-C");
            reader.join(10_000);
            assertEquals(130, p.exitValue(), String.join("\n", err));
            String said = RobustnessCatalogueTest.withoutProgress(String.join("\n", err)).strip();
            assertTrue(said.lines().filter(l -> !l.startsWith("pairing ")).count() <= 1 && !said.contains("Exception") && !said.contains("\tat "),
                    "one line at most, no trace:\n" + said);
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void aPortThatIsNotASparkMasterIsOneLineInSeconds() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 5, java.net.InetAddress.getLoopbackAddress())) {
            Thread http = new Thread(() -> { // answers every connection as an HTTP server does a request it cannot read
                while (!server.isClosed()) {
                    try (Socket s = server.accept(); OutputStream o = s.getOutputStream()) {
                        o.write("HTTP/1.0 400 Bad Request\r\nContent-Length: 0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                    } catch (IOException e) {
                        return;
                    }
                }
            });
            http.setDaemon(true);
            http.start();
            String master = "spark://127.0.0.1:" + server.getLocalPort();
            long t0 = System.nanoTime();
            Cli r = Cli.run("fugitive", "simulate", "--games", "10", "--engine", "spark", "--master", master);
            double seconds = (System.nanoTime() - t0) / 1e9;
            assertEquals(2, r.code(), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().startsWith("cardlab: --master " + master + ": no Spark master answers"), r.err());
            assertTrue(seconds < 30, "refused in " + seconds + " s, not after Spark's minute of retries");
        }
    }
}
