package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad --engine, --master and --checkpoint input: one line, exit 2, nothing written (no Spark is started). */
class EngineOptionsTest {

    private static void oneLine(Cli r, String mention) {
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        String err = RobustnessCatalogueTest.withoutProgress(r.err()).strip();
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.startsWith("cardlab: ") && err.contains(mention), err);
    }

    @Test
    void aWrongMasterIsOneLineAndWritesNothing(@TempDir Path dir) {
        Path ck = dir.resolve("ck");
        oneLine(Cli.run("fugitive", "simulate", "--games", "5", "--engine", "spark", "--master", "bogus", "--checkpoint", ck.toString()),
                "--master bogus: not a Spark master URL");
        assertFalse(Files.exists(ck), "no checkpoint folder made");
        oneLine(Cli.run("specs", "impact", "fugitive", "ca", "pt", "--games", "5", "--engine", "spark", "--master", "spark://127.0.0.1:1",
                "--checkpoint", ck.toString()), "no Spark master answers at 127.0.0.1:1");
        assertFalse(Files.exists(ck), "no checkpoint folder made");
        oneLine(Cli.run("fugitive", "simulate", "--games", "5", "--master", "local[2]"), "--master goes with --engine spark");
        oneLine(Cli.run("fugitive", "simulate", "--games", "5", "--engine", "hadoop"), "--engine");
    }

    /** On Spark the master sets the parallelism: --threads was ignored without a word, and is now refused, as --master is on threads. */
    @Test
    void threadsOnSparkAreRefusedAsMasterOnThreadsIs(@TempDir Path dir) {
        Path ck = dir.resolve("ck");
        for (String[] args : new String[][] {{"fugitive", "simulate", "--games", "5", "--engine", "spark", "--threads", "2", "--checkpoint",
            ck.toString()}, {"specs", "impact", "fugitive", "ca", "pt", "--games", "5", "--threads", "1", "--engine", "spark"}}) {
            oneLine(Cli.run(args), "--threads goes with --engine threads");
        }
        assertFalse(Files.exists(ck), "no checkpoint folder made");
        assertEquals(0, Cli.run("fugitive", "simulate", "--games", "5", "--engine", "threads", "--threads", "2").code());
    }

    @Test
    void aCheckpointOfAnotherStudyIsRefusedNamingIt(@TempDir Path dir) throws Exception {
        Path ck = dir.resolve("ck");
        Cli first = Cli.run("fugitive", "simulate", "--games", "8", "--seed", "3", "--json", "--checkpoint", ck.toString());
        assertEquals(0, first.code(), first.err());
        Cli again = Cli.run("fugitive", "simulate", "--games", "8", "--seed", "3", "--json", "--checkpoint", ck.toString());
        assertEquals(first.out().replaceAll("\"gamesPerSecond\" : [0-9.E-]+", ""), again.out().replaceAll("\"gamesPerSecond\" : [0-9.E-]+",
                ""), "a finished checkpoint gives the same figures again");
        assertTrue(again.err().contains("resumed from the checkpoint"), again.err());
        long files;
        try (var s = Files.walk(ck)) {
            files = s.count();
        }
        oneLine(Cli.run("fugitive", "simulate", "--games", "9", "--seed", "3", "--checkpoint", ck.toString()),
                "fugitive simulate under pt, bots heuristic, 8 games, seed 3");
        try (var s = Files.walk(ck)) {
            assertEquals(files, s.count(), "nothing written");
        }
    }

    @Test
    void calibrationAndPuzzlesRefuseAWrongMasterWritingNothing(@TempDir Path dir) throws Exception {
        Path ck = dir.resolve("ck");
        Path svg = dir.resolve("cal.svg");
        oneLine(Cli.run("bench", "calibration", "--games", "2", "--engine", "spark", "--master", "local[0]", "--checkpoint", ck.toString(),
                "--svg", svg.toString()), "--master local[0]: not a Spark master URL");
        assertFalse(Files.exists(ck) || Files.exists(svg), "no checkpoint folder, no diagram");
        Path out = Files.createDirectories(dir.resolve("puzzles"));
        oneLine(Cli.run("puzzles", "generate", "--count", "1", "--out", out.toString(), "--engine", "spark", "--master",
                "spark://127.0.0.1:1", "--checkpoint", ck.toString()), "no Spark master answers at 127.0.0.1:1");
        assertFalse(Files.exists(ck), "no checkpoint folder made");
        try (var s = Files.list(out)) {
            assertEquals(0, s.count(), "no puzzle written");
        }
        oneLine(Cli.run("puzzles", "generate", "--count", "1", "--out", out.toString(), "--master", "local[2]"),
                "--master goes with --engine spark");
    }

    @Test
    void calibrationAndPuzzlesRefuseTheCheckpointOfAnotherStudy(@TempDir Path dir) throws Exception {
        Path ck = dir.resolve("ck");
        Cli first = Cli.run("fugitive", "simulate", "--games", "4", "--seed", "3", "--checkpoint", ck.toString());
        assertEquals(0, first.code(), first.err());
        Path out = Files.createDirectories(dir.resolve("puzzles"));
        oneLine(Cli.run("puzzles", "generate", "--count", "1", "--out", out.toString(), "--checkpoint", ck.toString()),
                "this folder keeps another study (fugitive simulate under pt, bots heuristic, 4 games, seed 3)");
        try (var s = Files.list(out)) {
            assertEquals(0, s.count(), "no puzzle written");
        }
        Path cal = dir.resolve("cal");
        Cli calibration = Cli.run("bench", "calibration", "--games", "2", "--fugitive", "random", "--seed", "4", "--json", "--checkpoint",
                cal.toString());
        assertEquals(0, calibration.code(), calibration.err());
        oneLine(Cli.run("bench", "calibration", "--games", "2", "--fugitive", "racer", "--seed", "4", "--checkpoint", cal.toString()),
                "bench calibration under pt, Fugitive random, Marshal heuristic, 2 games, seed 4");
    }

    @Test
    void benchStudyRefusesAClusterItCannotUseBeforeTimingAnything() {
        oneLine(Cli.run("bench", "study", "--games", "10", "--master", "spark://127.0.0.1:1"), "no Spark master answers at 127.0.0.1:1");
        oneLine(Cli.run("bench", "study", "--games", "10", "--master", "local[2]"), "takes a standalone cluster here");
        oneLine(Cli.run("bench", "study", "--games", "10", "--cluster", "--master", "spark://127.0.0.1:1"), "give one cluster");
        oneLine(Cli.run("bench", "study", "--games", "10", "--warm-ups", "101"), "--warm-ups");
    }
}
