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
import org.cardlab.fugitive.deduce.model.FugitiveModel;
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
        r.add(p, 6); // Brier: 0.25 + 0.5625 + 0.0625; log-loss: -log 0.25
        assertEquals(0.875, r.brier(), 1e-9); // sums in fixed point: 2^-32 a unit
        assertEquals(Math.log(4), r.logLoss(), 1e-9);
        Reliability even = new Reliability();
        even.add(Reliability.even(p), 6); // 1/3 each: 1/9 + 4/9 + 1/9
        assertEquals(6.0 / 9, even.brier(), 1e-9);
        assertEquals(Math.log(3), even.logLoss(), 1e-9);
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
        assertEquals(Math.log(4) / 2, r.logLoss(), 1e-9);
        assertEquals(0, r.row(9).count(), "a certain value is counted on its own, not in the top bin");
    }

    /**
     * A hand-built case: five positions, two of which logic leaves one possible value. Every measure
     * counts those two as certain (the model's forecast for them too, told by logic) and bins the
     * other positions' values only; the Brier score and the log-loss still count all five.
     */
    @Test
    void certainValuesAreCountedApartAndNeverBinned() {
        double[][] logic = {{0, 1, 0}, {0, 0.5, 0.5}, {0, 0, 1}, {0, 0.25, 0.75}, {0.4, 0.3, 0.3}};
        int[] truth = {1, 2, 2, 2, 0};
        long oneValue = 0;
        long uncertainValues = 0;
        Reliability uniform = new Reliability();
        Reliability model = new Reliability();
        for (int i = 0; i < logic.length; i++) {
            boolean certain = Reliability.possible(logic[i]) == 1;
            oneValue += certain ? 1 : 0;
            uncertainValues += certain ? 0 : Reliability.possible(logic[i]);
            uniform.add(logic[i], truth[i], certain);
            // the model's forecast: 0.95 to the likeliest of an uncertain position's values, as a sure model does
            double[] m = logic[i].clone();
            if (!certain) {
                java.util.Arrays.fill(m, 0);
                m[truth[i] == 1 ? 2 : 1] = 0.05;
                m[truth[i]] = 0.95;
            }
            model.add(m, truth[i], certain);
        }
        assertEquals(2, oneValue, "positions 0 and 2");
        for (Reliability r : List.of(uniform, model)) {
            assertEquals(2, r.certain());
            assertEquals(0, r.certainWrong());
            assertEquals(5, r.forecasts(), "every position scored");
            long binned = 0;
            for (int b = 0; b < Reliability.BINS; b++) {
                binned += r.row(b).count();
            }
            assertEquals(r == uniform ? uncertainValues : 6, binned, "the uncertain positions' values only");
        }
        assertEquals(0, uniform.row(9).count(), "no value of 1.0 in the top bin: the two certain ones are apart");
        assertEquals(3, model.row(9).count(), "the model's 0.95s alone");
        assertEquals(1.0, model.row(9).observed().estimate(), 1e-12);
        assertEquals(0.95, model.row(9).meanPredicted(), 1e-9);
        // a certain position's forecast scores 0 under the uniform measure: the mean Brier over five positions
        Reliability three = new Reliability();
        for (int i : new int[] {1, 3, 4}) {
            three.add(logic[i], truth[i]);
        }
        assertEquals(three.brier() * 3 / 5, uniform.brier(), 1e-9);
        // a certain value that did not come true is counted as such (the deduction would be wrong: the study checks it never is)
        Reliability wrong = new Reliability();
        wrong.add(new double[] {0, 1, 0}, 2);
        assertEquals(1, wrong.certainWrong());
        assertEquals(0, wrong.row(9).count());
    }

    @Test
    void theStudyDoesNotDependOnThreadsAndCertainValuesAreNeverWrong() {
        FugitiveGame game = GameFixtures.game("fugitive", "ca");
        List<String> bots = List.of("random", "heuristic");
        FugitiveModel model = FugitiveModel.shipped();
        List<CalibrationStudy.Result> one = CalibrationStudy.run(game, bots, "heuristic", new Study.Run(6, 3, 1), 3, 2_000_000, model, null);
        List<CalibrationStudy.Result> two = CalibrationStudy.run(game, bots, "heuristic", new Study.Run(6, 3, 2), 3, 2_000_000, model, null);
        for (int i = 0; i < one.size(); i++) {
            assertEquals(one.get(i).turns(), two.get(i).turns());
            assertEquals(one.get(i).tables().keySet(), two.get(i).tables().keySet());
            assertEquals(5, one.get(i).tables().size(), "uniform, even, model, the model held out, and told the bot");
            for (CalibrationStudy.Forecaster f : one.get(i).tables().keySet()) {
                CalibrationStudy.Tables a = one.get(i).tables().get(f);
                CalibrationStudy.Tables b = two.get(i).tables().get(f);
                assertEquals(a.all().brier(), b.all().brier());
                assertEquals(a.all().logLoss(), b.all().logLoss());
                for (int bin = 0; bin < Reliability.BINS; bin++) {
                    assertEquals(a.early().row(bin), b.early().row(bin));
                    assertEquals(a.late().row(bin), b.late().row(bin));
                }
                assertTrue(a.all().forecasts() > 20);
                assertEquals(0, a.all().certainWrong(), f + " called a wrong value certain");
                CalibrationStudy.Tables u = one.get(i).tables().get(CalibrationStudy.Forecaster.UNIFORM);
                assertEquals(u.early().certain(), a.early().certain(), f + ": the positions logic leaves one value, under every measure");
                assertEquals(u.late().certain(), a.late().certain(), f.toString());
                for (Reliability x : List.of(a.early(), a.late())) {
                    assertTrue(x.row(Reliability.BINS - 1).count() == 0 || x.row(Reliability.BINS - 1).meanPredicted() < 1 - 1e-9,
                            f + ": no certain value in the top bin");
                }
                assertEquals(a.all().forecasts(), a.early().forecasts() + a.late().forecasts());
                assertEquals(one.get(i).tables().get(CalibrationStudy.Forecaster.UNIFORM).all().forecasts(), a.all().forecasts(),
                        "every forecaster scores the same forecasts");
            }
            assertTrue(one.get(i).tables().get(CalibrationStudy.Forecaster.UNIFORM).all().certain() > 0);
        }
    }

    @Test
    void theCommandPrintsJsonAndDrawsTheDiagram(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("cal.svg");
        Cli r = Cli.run("bench", "calibration", "--games", "4", "--fugitive", "heuristic,random", "--json", "--svg", svg.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode o = Json.parse(r.out(), "calibration");
        assertEquals(List.of("spec", "marshal", "games", "seed", "early", "rows", "pooled"), List.copyOf(iterable(o.fieldNames())));
        assertEquals(4, o.get("games").asInt());
        assertEquals(1, o.get("seed").asInt());
        assertEquals(2 * 4 * 2, o.get("rows").size(), "2 bots x (uniform, even, model, held-out model) x (early, late)");
        assertEquals(4 * 2, o.get("pooled").size(), "(uniform, even, model, held-out model) x (early, late), every bot pooled");
        java.util.Set<String> seen = new java.util.HashSet<>();
        java.util.Map<String, Long> pooledValues = new java.util.HashMap<>();
        long certainSeen = 0;
        for (JsonNode row : o.get("rows")) {
            assertEquals(List.of("spec", "fugitive", "heldOut", "measure", "phase", "forecasts", "brier", "logLoss", "certain", "binsOff",
                    "binsOfGoalSize", "bins"), List.copyOf(iterable(row.fieldNames())));
            assertTrue(row.get("certain").asLong() >= 0 && row.get("certain").asLong() < row.get("forecasts").asLong(), row.toString());
            certainSeen += row.get("certain").asLong();
            pooledValues.merge("certain" + row.get("measure").asText() + row.get("heldOut").asBoolean() + row.get("phase").asText(),
                    row.get("certain").asLong(), Long::sum);
            long values = 0;
            for (JsonNode b : row.get("bins")) {
                values += b.get("values").asLong();
                double lo = b.get("interval").get(0).asDouble();
                double hi = b.get("interval").get(1).asDouble();
                assertTrue(lo <= b.get("cameTrue").asDouble() && b.get("cameTrue").asDouble() <= hi, b.toString());
                assertTrue(b.get("low").asDouble() <= b.get("meanForecast").asDouble() + 1e-9
                        && b.get("meanForecast").asDouble() <= b.get("high").asDouble() + 1e-9, b.toString());
            }
            assertTrue(values >= 2 * (row.get("forecasts").asLong() - row.get("certain").asLong()),
                    "two value forecasts or more per uncertain position: " + row);
            assertTrue(row.get("binsOff").asInt() <= row.get("binsOfGoalSize").asInt(), row.toString());
            pooledValues.merge(row.get("measure").asText() + row.get("heldOut").asBoolean() + row.get("phase").asText(), values, Long::sum);
            assertEquals("pt", row.get("spec").asText());
            assertTrue(List.of("uniform", "even", "model").contains(row.get("measure").asText()), row.toString());
            assertTrue(!row.get("heldOut").asBoolean() || row.get("measure").asText().equals("model"), row.toString());
            seen.add(row.get("fugitive").asText() + " " + row.get("measure").asText() + " " + row.get("heldOut").asBoolean() + " "
                    + row.get("phase").asText());
        }
        assertEquals(16, seen.size());
        assertTrue(certainSeen > 0, "some positions were certain");
        for (JsonNode row : o.get("pooled")) {
            assertEquals("all", row.get("fugitive").asText());
            long values = 0;
            for (JsonNode b : row.get("bins")) {
                values += b.get("values").asLong();
            }
            assertEquals(pooledValues.get(row.get("measure").asText() + row.get("heldOut").asBoolean() + row.get("phase").asText()), values,
                    "pooled: every bot's value forecasts once: " + row);
            assertEquals(pooledValues.get("certain" + row.get("measure").asText() + row.get("heldOut").asBoolean() + row.get("phase").asText()),
                    row.get("certain").asLong(), row.toString());
        }
        String picture = Files.readString(svg);
        assertTrue(picture.startsWith("<svg") && picture.contains("heuristic Fugitive"), picture);
        // one name for the held-out forecaster, in the diagram and the text alike (the JSON keeps "heldOut": true)
        assertTrue(picture.contains(">held-out model<") && !picture.contains("fitted without this bot"), picture);
        // the seed, the games and the Marshal in the diagram's title as in the text's
        String title = "The deduction's calibration (pt): 4 games per Fugitive bot, heuristic Marshal (seed 1)";
        assertTrue(picture.contains("<title>" + title + "</title>"), picture);
        assertTrue(!picture.contains("told the bot"), "the diagnostic is not a measure: not in the diagram");
        assertTextKeepsToTheWidth(picture);
        // The text ends with every bot's forecasts pooled, a row per forecaster.
        Cli text = Cli.run("bench", "calibration", "--games", "4", "--fugitive", "heuristic,random");
        assertEquals(0, text.code(), text.err());
        assertTrue(text.out().startsWith(title + "\n"), text.out());
        String pooled = text.out().substring(text.out().indexOf("All 2 Fugitive bots pooled (every forecast counted once"));
        assertTrue(!text.out().contains("each bot equally likely"), "the pooled figures weigh each forecast alike, not each bot");
        assertTrue(text.out().contains("certain values, every one came true"), text.out());
        for (String f : List.of("uniform", "even", "model", "held-out model", "model, told the bot (diagnostic)")) {
            assertTrue(pooled.lines().anyMatch(l -> l.startsWith("  " + f + " ")), f + " in\n" + pooled);
        }
        assertTrue(text.out().contains("  reliability, held-out model (") && !text.out().contains("fitted without this bot")
                && !text.out().contains("(held out)"), text.out());
        // the two units: --json's "forecasts" counts positions, the bins count values (one per possible value)
        Cli help = Cli.run("bench", "calibration", "--help");
        assertTrue(help.out().replaceAll("\\s+", " ").contains("\"forecasts\" counts position forecasts"), help.out());
        assertTrue(text.out().contains("  reliability, model (n: value forecasts, one per possible value of an uncertain position):"), text.out());
        Cli bad = Cli.run("bench", "calibration", "--games", "2", "--fugitive", "advisor");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("advisor"), bad.err());
        long trained = FugitiveModel.shipped().training().get("seed").asLong();
        Cli same = Cli.run("bench", "calibration", "--games", "2", "--fugitive", "random", "--seed", Long.toString(trained));
        assertEquals(2, same.code(), "scored on the games it was trained on");
        assertTrue(same.err().contains("training games"), same.err());
    }

    private static <T> java.util.List<T> iterable(java.util.Iterator<T> it) {
        java.util.List<T> out = new java.util.ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    /** No text of the diagram runs past its right edge (sans: about half the font size a character, as measured on the rendered diagram). */
    static void assertTextKeepsToTheWidth(String svg) {
        java.util.regex.Matcher w = java.util.regex.Pattern.compile("<svg[^>]* width=\"(\\d+)\"").matcher(svg);
        assertTrue(w.find(), "a width");
        int width = Integer.parseInt(w.group(1));
        java.util.regex.Matcher t = java.util.regex.Pattern.compile("<text x=\"(\\d+)\"[^>]*font-size=\"(\\d+)\"[^>]*text-anchor=\"start\">([^<]*)<")
                .matcher(svg);
        int texts = 0;
        while (t.find()) {
            int x = Integer.parseInt(t.group(1));
            double perChar = Integer.parseInt(t.group(2)) * 0.5;
            assertTrue(x + t.group(3).length() * perChar <= width, "'" + t.group(3) + "' at x " + x + " runs past the width " + width);
            texts++;
        }
        assertTrue(texts > 5, texts + " texts read");
    }
}
