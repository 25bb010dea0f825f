package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
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
        assertTrue(Pattern.compile("[0-9.]+/(s|min|h), ").matcher(sparkRun.err()).find(), "progress with the rate: " + sparkRun.err());
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
        stopHalfway(dir.resolve("ck"));
        Cli resumed = run(study, "--engine", "spark", "--master", "local[2]");
        assertEquals(Json.write(whole), Json.write(figures(resumed)));
        assertTrue(resumed.err().contains("resumed from the checkpoint"), resumed.err());
    }

    /** A stop halfway: every other range of every part never finished. */
    private static void stopHalfway(Path checkpoint) throws Exception {
        try (Stream<Path> files = Files.walk(checkpoint)) {
            List<Path> ranges = files.filter(p -> p.getFileName().toString().matches("range-\\d*[13579]\\.bin")).toList();
            assertFalse(ranges.isEmpty());
            for (Path p : ranges) {
                Files.delete(p);
            }
        }
    }

    private static final List<String> CALIBRATION = List.of("bench", "calibration", "--games", "4", "--fugitive", "heuristic,random",
            "--seed", "5", "--json");

    @Test
    void aCalibrationIsTheSameOnSpark() {
        sameOnBothEngines(CALIBRATION); // the model travels as its file's text, the game as its rule values
    }

    @Test
    void aCalibrationStoppedHalfwayResumesToTheSameFigures(@TempDir Path dir) throws Exception {
        List<String> study = new java.util.ArrayList<>(CALIBRATION);
        study.addAll(List.of("--checkpoint", dir.resolve("ck").toString()));
        JsonNode whole = figures(run(study));
        assertTrue(Files.isDirectory(dir.resolve("ck/fugitive-2")), "a part per Fugitive bot");
        stopHalfway(dir.resolve("ck"));
        Cli resumed = run(study, "--engine", "spark", "--master", "local[2]");
        assertEquals(Json.write(whole), Json.write(figures(resumed)));
        assertTrue(resumed.err().contains("resumed from the checkpoint"), resumed.err());
    }

    /** Enough puzzles that the games run past the first batch (16 games), into a fresh folder each time. */
    private static Cli puzzles(Path out, String... more) throws Exception {
        Files.createDirectories(out);
        return run(List.of("puzzles", "generate", "--count", "6", "--seed", "3", "--max-games", "200", "--json", "--out",
                out.toString()), more);
    }

    private static java.util.Map<String, String> files(Path folder) throws Exception {
        java.util.Map<String, String> out = new java.util.TreeMap<>();
        try (Stream<Path> s = Files.list(folder)) {
            for (Path p : s.toList()) {
                out.put(p.getFileName().toString(), Files.readString(p));
            }
        }
        return out;
    }

    @Test
    void puzzleGenerationIsTheSameOnSparkAndResumes(@TempDir Path dir) throws Exception {
        // the run on threads keeps a checkpoint: the same figures and files as the run on Spark without one
        Path ck = dir.resolve("ck");
        JsonNode threads = figures(puzzles(dir.resolve("threads"), "--threads", "2", "--checkpoint", ck.toString()));
        assertTrue(threads.get("games").asLong() > 16, "past the first batch: " + threads);
        assertEquals(6, threads.get("found").asInt());
        Cli onSpark = puzzles(dir.resolve("spark"), "--engine", "spark", "--master", "local[2]");
        assertEquals(Json.write(threads), Json.write(figures(onSpark)));
        assertEquals(files(dir.resolve("threads")), files(dir.resolve("spark")), "the same puzzle files");
        assertEquals(6, files(dir.resolve("spark")).size());

        // stopped halfway: the puzzles are written at the end only, so a fresh folder gets them all from the resumed run
        stopHalfway(ck);
        Path out = dir.resolve("resumed");
        Cli resumed = puzzles(out, "--checkpoint", ck.toString(), "--engine", "spark", "--master", "local[2]");
        assertEquals(Json.write(threads), Json.write(figures(resumed)));
        assertTrue(resumed.err().contains("resumed from the checkpoint"), resumed.err());
        assertEquals(files(dir.resolve("threads")), files(out));
    }
}
