package org.cardlab.fugitive.calibration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The reliability diagram marks what the calibration goal asks: the band around the diagonal, each bin's interval, the bins that miss. */
class ReliabilitySvgTest {
    @Test
    void binsLargeEnoughForTheGoalAndOutsideItsBandAreRingedAndNoOthers() {
        Reliability early = new Reliability();
        // 400 forecasts of 0.25 / 0.75 that come true a quarter and three quarters of the time: on the diagonal
        for (int i = 0; i < 400; i++) {
            early.add(new double[] {0.25, 0.75}, i % 4 == 0 ? 0 : 1);
        }
        // 300 of 0.45 / 0.55 whose 0.45 comes true 60% of the time: both bins 0.15 off, with 300 forecasts each
        for (int i = 0; i < 300; i++) {
            early.add(new double[] {0.45, 0.55}, i % 5 < 3 ? 0 : 1);
        }
        // 50 of 0.15 / 0.85 whose 0.15 always comes true: far off, but too few for the goal
        for (int i = 0; i < 50; i++) {
            early.add(new double[] {0.15, 0.85}, 0);
        }
        CalibrationStudy.Result r = new CalibrationStudy.Result("racer",
                Map.of(CalibrationStudy.Forecaster.MODEL, new CalibrationStudy.Tables(early, new Reliability())), 10, 0, Map.of());
        String svg = ReliabilitySvg.render("a test", List.of(r), 3);

        assertEquals(2, count(svg, "fill=\"none\" stroke=\"#000\""), "the two bins of 300 that came true 0.15 away from their forecast");
        assertEquals(6, count(svg, "<circle cx=") - 2, "a dot per bin of 20 or more (the rings aside)");
        assertEquals(6, count(svg, "stroke-width=\"1.5\""), "an interval bar per dot");
        assertEquals(2, count(svg, "<polygon"), "the goal's band in each panel, early and late");
        for (String line : ReliabilitySvg.KEY) {
            assertTrue(svg.contains(line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")), line);
        }
        CalibrationTest.assertTextKeepsToTheWidth(svg);
        // the ring sits on the bin's dot: mean 0.45 across, 0.60 up
        Matcher ring = Pattern.compile("<circle cx=\"([0-9.]+)\" cy=\"([0-9.]+)\" r=\"[0-9.]+\" fill=\"none\"").matcher(svg);
        assertTrue(ring.find());
        assertEquals(70 + 0.45 * 260, Double.parseDouble(ring.group(1)), 0.11);
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
