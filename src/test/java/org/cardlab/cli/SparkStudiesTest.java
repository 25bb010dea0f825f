package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.cardlab.core.Json;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same studies on the thread engine and on Spark {@code local[2]} print the same JSON, speed
 * fields aside; a checkpoint made on threads and cut short resumes on Spark to the same figures.
 * One Spark context for the class (its start-up is the cost): the commands find it running.
 */
@Tag("slow")
class SparkStudiesTest {
    private static JavaSparkContext spark;

    @BeforeAll
    static void startSpark() {
        spark = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("cardlab tests").set("spark.ui.enabled", "false")
                .set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1"));
    }

    @AfterAll
    static void stopSpark() {
        spark.stop();
    }

    /** The command's JSON without the fields that time the machine. */
    static JsonNode figures(Cli r) {
        assertEquals(0, r.code(), r.err());
        JsonNode o = Json.parse(r.out(), "out");
        strip(o);
        return o;
    }

    private static void strip(JsonNode n) {
        if (n instanceof ObjectNode o) {
            o.remove(List.of("gamesPerSecond", "decisionMs"));
        }
        n.forEach(SparkStudiesTest::strip);
    }

    private static Cli run(List<String> study, String... more) {
        return Cli.run(Stream.concat(study.stream(), Stream.of(more)).toArray(String[]::new));
    }

    private static void sameOnBothEngines(List<String> study) {
        JsonNode threads = figures(run(study, "--threads", "2"));
        Cli sparkRun = run(study, "--engine", "spark", "--master", "local[2]");
        assertEquals(Json.write(threads), Json.write(figures(sparkRun)), String.join(" ", study));
        assertTrue(sparkRun.err().contains("/s, "), "progress with the rate: " + sparkRun.err());
    }

    @Test
    void aSimulateIsTheSameOnSpark() {
        sameOnBothEngines(List.of("fugitive", "simulate", "--games", "60", "--seed", "3", "--json"));
    }

    @Test
    void aGapsStudyIsTheSameOnSpark() {
        // variants of the spec played alongside: the worker makes them again on the executor
        List<String> study = List.of("specs", "gaps", "scout", "es", "--games", "12", "--seed", "5");
        Cli threads = run(study, "--threads", "2");
        Cli onSpark = run(study, "--engine", "spark", "--master", "local[2]");
        assertEquals(0, onSpark.code(), onSpark.err());
        assertEquals(threads.out(), onSpark.out());
    }

    @Test
    void anImpactStudyIsTheSameOnSpark() {
        sameOnBothEngines(List.of("specs", "impact", "fugitive", "ca", "pt", "--games", "60", "--seed", "5", "--json"));
    }

    @Test
    void aTournamentIsTheSameOnSpark() {
        sameOnBothEngines(List.of("fugitive", "tournament", "--marshal", "heuristic", "--fugitive", "random,heuristic", "--spec", "pt",
                "--games", "30", "--seed", "2", "--json"));
    }

    @Test
    void aCheckpointCutShortOnThreadsResumesOnSpark(@TempDir Path dir) throws Exception {
        List<String> study = List.of("fugitive", "tournament", "--marshal", "heuristic", "--fugitive", "random,heuristic", "--spec", "pt",
                "--games", "30", "--seed", "2", "--json", "--checkpoint", dir.resolve("ck").toString());
        JsonNode whole = figures(run(study));
        try (Stream<Path> files = Files.walk(dir.resolve("ck"))) { // a stop halfway: every other range never finished
            List<Path> ranges = files.filter(p -> p.getFileName().toString().matches("range-\\d*[13579]\\.bin")).toList();
            assertFalse(ranges.isEmpty());
            for (Path p : ranges) {
                Files.delete(p);
            }
        }
        Cli resumed = run(study, "--engine", "spark", "--master", "local[2]");
        assertEquals(Json.write(whole), Json.write(figures(resumed)));
        assertTrue(resumed.err().contains("resumed from the checkpoint"), resumed.err());
    }
}
