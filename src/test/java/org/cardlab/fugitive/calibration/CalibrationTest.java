package org.cardlab.fugitive.calibration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.cli.Cli;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.Json;
import org.cardlab.core.Study;
import org.cardlab.fugitive.FugitiveGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reliability tables and Brier scores, the calibration study, and its command. */
class CalibrationTest {

    @Test
    void aForecastIsBinnedAndScored() {
        Reliability r = new Reliability();
        double[] p = new double[43];
        p[5] = 0.5;
        p[6] = 0.25;
        p[7] = 0.25;
        r.add(p, 6); // Brier: 0.25 + 0.5625 + 0.0625; even spread (1/3 each): 1/9 + 4/9 + 1/9
        assertEquals(0.875, r.brier(), 1e-9); // sums in fixed point: 2^-32 a unit
        assertEquals(6.0 / 9, r.evenBrier(), 1e-9);
        assertEquals(2, r.row(2).count()); // 0.25 twice
        assertEquals(0.5, r.row(2).observed().estimate(), 1e-12);
        assertEquals(0.25, r.row(2).meanPredicted(), 1e-9);
        assertEquals(1, r.row(5).count());
        assertEquals(0, r.row(5).observed().successes());
        double[] sure = new double[43];
        sure[9] = 1;
        r.add(sure, 9);
        assertEquals(1, r.certain());
        assertEquals(0, r.certainWrong());
        assertEquals(0.875 / 2, r.brier(), 1e-9);
        assertEquals(1, r.row(9).count(), "a certain value falls in the top bin");
    }

    @Test
    void theStudyDoesNotDependOnThreadsAndCertainValuesAreNeverWrong() {
        FugitiveGame game = GameFixtures.game("fugitive", "ca");
        List<String> bots = List.of("random", "heuristic");
        List<CalibrationStudy.Result> one = CalibrationStudy.run(game, bots, "heuristic", new Study.Run(12, 3, 1), 3, 2_000_000, null);
        List<CalibrationStudy.Result> two = CalibrationStudy.run(game, bots, "heuristic", new Study.Run(12, 3, 2), 3, 2_000_000, null);
        for (int i = 0; i < one.size(); i++) {
            assertEquals(one.get(i).all().brier(), two.get(i).all().brier());
            assertEquals(one.get(i).turns(), two.get(i).turns());
            for (int b = 0; b < Reliability.BINS; b++) {
                assertEquals(one.get(i).early().row(b), two.get(i).early().row(b));
            }
            assertTrue(one.get(i).all().forecasts() > 20);
            assertTrue(one.get(i).all().certain() > 0);
            assertEquals(0, one.get(i).all().certainWrong(), "the exact deduction called a wrong value certain");
            assertEquals(one.get(i).all().forecasts(), one.get(i).early().forecasts() + one.get(i).late().forecasts());
        }
    }

    @Test
    void theCommandPrintsJsonAndDrawsTheDiagram(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("cal.svg");
        Cli r = Cli.run("bench", "calibration", "--games", "4", "--fugitive", "heuristic,random", "--json", "--svg", svg.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode o = Json.parse(r.out(), "calibration");
        assertEquals(2, o.get("fugitives").size());
        assertEquals("heuristic", o.get("fugitives").get(0).get("fugitive").asText());
        assertEquals(10, o.get("fugitives").get(0).get("all").get("bins").size());
        String picture = Files.readString(svg);
        assertTrue(picture.startsWith("<svg") && picture.contains("heuristic Fugitive"), picture);
        Cli bad = Cli.run("bench", "calibration", "--games", "2", "--fugitive", "advisor");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("advisor"), bad.err());
    }
}
