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
        assertEquals(6, count(svg, "value forecasts, mean"), "a dot per bin of 20 or more");
        assertEquals(6, count(svg, "stroke-width=\"1.5\""), "an interval bar per dot");
        assertEquals(2, count(svg, "<polygon"), "the goal's band in each panel, early and late");
        for (String line : ReliabilitySvg.KEY) {
            assertTrue(svg.contains(line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")), line);
        }
        CalibrationTest.assertTextKeepsToTheWidth(svg);
        // the ring sits on the bin's dot: mean 0.45 across, 0.60 up
        Matcher ring = Pattern.compile("<circle cx=\"([0-9.]+)\" cy=\"([0-9.]+)\" r=\"[0-9.]+\" fill=\"none\"").matcher(svg);
        assertTrue(ring.find());
        assertEquals(70 + 0.45 * 260, Double.parseDouble(ring.group(1)), 0.11, "one bot: no offset");
    }

    @Test
    void aBinsCountCanBeReadOffTheSizeKeyWithoutTooltips() {
        Reliability early = new Reliability();
        for (int i = 0; i < 200; i++) { // 200 value forecasts in each of 0.4-0.5 and 0.5-0.6
            early.add(new double[] {0.45, 0.55}, i % 2);
        }
        for (int i = 0; i < 20_000; i++) { // 20,000 in each of 0.0-0.1 and 0.9-1.0
            early.add(new double[] {0.05, 0.95}, i % 20 == 0 ? 0 : 1);
        }
        CalibrationStudy.Result r = new CalibrationStudy.Result("racer",
                Map.of(CalibrationStudy.Forecaster.MODEL, new CalibrationStudy.Tables(early, new Reliability())), 10, 0, Map.of());
        String svg = ReliabilitySvg.render("a test", List.of(r), 3);
        // the key: a dot with its count written beside it, for 20, 200, 2,000 and 20,000 value forecasts
        Map<String, String> key = new java.util.HashMap<>();
        Matcher k = Pattern.compile("<circle cx=\"\\d+\" cy=\"\\d+\" r=\"([0-9.]+)\" fill=\"#777\"[^>]*/>\\s*<text[^>]*>([0-9,]+)</text>").matcher(svg);
        while (k.find()) {
            key.put(k.group(2), k.group(1));
        }
        assertEquals(java.util.Set.of("20", "200", "2,000", "20,000"), key.keySet(), svg);
        // each bin's dot has the radius of the key's dot for its count
        Matcher dot = Pattern.compile("r=\"([0-9.]+)\" fill=\"#[0-9a-f]{6}\" fill-opacity=\"0.8\"><title>racer: (\\d+) value forecasts").matcher(svg);
        int dots = 0;
        while (dot.find()) {
            String n = String.format(java.util.Locale.ROOT, "%,d", Long.parseLong(dot.group(2)));
            assertEquals(key.get(n), dot.group(1), "a bin of " + n + " drawn as the key's dot for " + n);
            dots++;
        }
        assertEquals(4, dots);
        assertTrue(Double.parseDouble(key.get("20,000")) >= 3 * Double.parseDouble(key.get("20")), "the sizes are told apart: " + key);
        assertTrue(ReliabilitySvg.KEY.stream().noneMatch(l -> l.contains("area")), "the radius, not the area, grows by a step a tenfold");
        CalibrationTest.assertTextKeepsToTheWidth(svg);
    }

    @Test
    void botsWithTheSameBinsAreDodgedSoThatEveryDotAndRingShows() {
        Reliability same = new Reliability();
        for (int i = 0; i < 300; i++) { // 0.45 / 0.55, the 0.45 coming true 60% of the time: two bins of 300, both ringed
            same.add(new double[] {0.45, 0.55}, i % 5 < 3 ? 0 : 1);
        }
        List<CalibrationStudy.Result> two = new java.util.ArrayList<>();
        for (String bot : List.of("shadow", "racer")) { // the racer's bins identical to the shadow's, as in the model's early panel
            two.add(new CalibrationStudy.Result(bot, Map.of(CalibrationStudy.Forecaster.MODEL,
                    new CalibrationStudy.Tables(same, same)), 10, 0, Map.of()));
        }
        String svg = ReliabilitySvg.render("a test", two, 3);
        Matcher dot = Pattern.compile("<circle cx=\"([0-9.]+)\" cy=\"([0-9.]+)\"[^>]*><title>(\\w+):").matcher(svg);
        Map<String, List<Double>> across = new java.util.HashMap<>();
        while (dot.find()) {
            across.computeIfAbsent(dot.group(3), b -> new java.util.ArrayList<>()).add(Double.parseDouble(dot.group(1)));
        }
        assertEquals(4, across.get("shadow").size(), "two bins, early and late");
        for (int k = 0; k < 4; k++) {
            assertEquals(ReliabilitySvg.DODGE, across.get("racer").get(k) - across.get("shadow").get(k), 0.11,
                    "the racer's dot the same step to the right of the shadow's, in every panel");
        }
        assertEquals(70 + 0.45 * 260 - ReliabilitySvg.DODGE / 2.0, across.get("shadow").get(0), 0.11, "the two centred on the mean forecast");
        Matcher ring = Pattern.compile("<circle cx=\"([0-9.]+)\" cy=\"[0-9.]+\" r=\"[0-9.]+\" fill=\"none\"").matcher(svg);
        java.util.Set<String> ringed = new java.util.HashSet<>();
        int last = 0;
        while (ring.find()) {
            ringed.add(ring.group(1));
            last = ring.start();
        }
        assertEquals(8, ringed.size(), "each bot's two bins ringed, early and late, each at its own dot");
        assertTrue(svg.lastIndexOf("<title>racer:", last) < svg.lastIndexOf("fill=\"none\" stroke=\"#000\""), "the rings are drawn over the dots");
        assertTrue(ReliabilitySvg.KEY.stream().anyMatch(l -> l.startsWith("Dodged: ")), "the legend says so");
    }

    @Test
    void theLegendComesFirstAndEachRowSaysWhatItsForecasterIs() {
        Reliability some = new Reliability();
        for (int i = 0; i < 100; i++) {
            some.add(new double[] {0.25, 0.75}, i % 4 == 0 ? 0 : 1);
        }
        Map<CalibrationStudy.Forecaster, CalibrationStudy.Tables> tables = new java.util.EnumMap<>(CalibrationStudy.Forecaster.class);
        for (CalibrationStudy.Forecaster f : CalibrationStudy.Forecaster.values()) {
            tables.put(f, new CalibrationStudy.Tables(some, some));
        }
        String svg = ReliabilitySvg.render("a test (seed 1)", List.of(new CalibrationStudy.Result("racer", tables, 10, 0, Map.of())), 3);
        int firstPanel = svg.indexOf("fill=\"#fafafa\"");
        assertTrue(svg.indexOf("stroke-width=\"3\"") < firstPanel, "the colour key before the panels");
        assertTrue(svg.indexOf("Size key") < firstPanel && svg.indexOf(ReliabilitySvg.KEY.get(0)) < firstPanel, "and how to read them");
        Matcher y = Pattern.compile("<(?:line x1=\"\\d+\" y1|rect x=\"\\d+\" y)=\"(\\d+)\"[^>]*(?:stroke-width=\"3\"|fill=\"#fafafa\")").matcher(svg);
        assertTrue(y.find() && y.group(0).contains("stroke-width"), "drawn first, so at the top");
        int keyY = Integer.parseInt(y.group(1));
        assertTrue(y.find() && Integer.parseInt(y.group(1)) > keyY + 200, "the first panel under the key: " + y.group(0));
        assertTrue(svg.contains("Brier score early / late: lower is better (0 is perfect, 2 the worst)"), svg);
        for (CalibrationStudy.Forecaster f : CalibrationStudy.Forecaster.values()) {
            String heading = ">" + f.label() + ": " + ReliabilitySvg.about(f) + "<";
            assertEquals(!f.diagnostic, svg.contains(heading), heading);
        }
        assertTrue(ReliabilitySvg.about(CalibrationStudy.Forecaster.MODEL).contains("what the tool shows by default"));
        assertTrue(ReliabilitySvg.about(CalibrationStudy.Forecaster.EVEN).contains("an even spread over the same possible values"));
        assertTrue(ReliabilitySvg.about(CalibrationStudy.Forecaster.MODEL_HELD_OUT).contains("a Fugitive it never saw"));
        assertTrue(svg.contains("<title>a test (seed 1)</title>"));
        CalibrationTest.assertTextKeepsToTheWidth(svg);
    }

    @Test
    void eachPanelPrintsItsBinsOffAndCountsAndKeepsItsDotsInsideTheFrame() {
        Reliability late = new Reliability();
        for (int i = 0; i < 300; i++) { // 0.999 / 0.001 over 300 positions, the 0.999 always true: dots at the right and bottom edges
            late.add(new double[] {0.999, 0.001}, 0);
        }
        for (int i = 0; i < 250; i++) { // 0.45 / 0.55, the 0.45 coming true 60% of the time: two bins of 250 off
            late.add(new double[] {0.45, 0.55}, i % 5 < 3 ? 0 : 1);
        }
        for (int i = 0; i < 1_245; i++) { // certain values: not drawn, counted in the key
            late.add(new double[] {0, 1}, 1);
        }
        List<CalibrationStudy.Result> two = new java.util.ArrayList<>();
        for (String bot : List.of("shadow", "racer")) {
            two.add(new CalibrationStudy.Result(bot, Map.of(CalibrationStudy.Forecaster.MODEL,
                    new CalibrationStudy.Tables(new Reliability(), late)), 10, 0, Map.of()));
        }
        String svg = ReliabilitySvg.render("a test", two, 3);
        Matcher panel = Pattern.compile("<rect x=\"(\\d+)\" y=\"(\\d+)\" width=\"260\" height=\"260\" fill=\"#fafafa\"").matcher(svg);
        List<int[]> frames = new java.util.ArrayList<>();
        while (panel.find()) {
            frames.add(new int[] {Integer.parseInt(panel.group(1)), Integer.parseInt(panel.group(2))});
        }
        assertEquals(2, frames.size());
        Matcher dot = Pattern.compile("<circle cx=\"([0-9.]+)\" cy=\"([0-9.]+)\" r=\"([0-9.]+)\"").matcher(svg.substring(svg.indexOf("fill=\"#fafafa\"")));
        int dots = 0;
        while (dot.find()) {
            double x = Double.parseDouble(dot.group(1));
            double y = Double.parseDouble(dot.group(2));
            double r = Double.parseDouble(dot.group(3));
            int[] f = x < frames.get(1)[0] ? frames.get(0) : frames.get(1);
            assertTrue(x - r >= f[0] && x + r <= f[0] + 260 && y - r >= f[1] && y + r <= f[1] + 260,
                    "a dot or ring inside its panel's frame: " + dot.group(0) + " in " + java.util.Arrays.toString(f));
            dots++;
        }
        assertEquals(2 * 4 + 2 * 2, dots, "each bot's four bins in the late panel, and the two rings of each");
        assertTrue(svg.contains(">bins of 200+ off: 0 of 0<") && svg.contains(">bins of 200+ off: 4 of 8<"), "each panel's bins off, early and late");
        assertTrue(svg.contains(">shadow: 2 of 4<") && svg.contains(">racer: 2 of 4<"), "and each bot's");
        // under the panel, each bot's value forecasts per bin, readable without hovering: 300 in 0.0-0.1, 250 bold (off) in 0.4-0.5
        assertEquals(2, count(svg, "font-weight=\"normal\" text-anchor=\"middle\" fill=\"#1f77b4\">300<"), "0.0-0.1 and 0.9-1.0");
        assertEquals(2, count(svg, "font-weight=\"bold\" text-anchor=\"middle\" fill=\"#1f77b4\">250<"), "0.4-0.5 and 0.5-0.6, off");
        assertEquals("12k", ReliabilitySvg.count(12_345));
        assertEquals("9999", ReliabilitySvg.count(9_999));
        assertTrue(svg.contains(">0 / 1,245<") && svg.contains(">Every certain value came true, under every measure.<"),
                "the certain values, in the key");
        assertTrue(String.join(" ", ReliabilitySvg.KEY).contains("1.0 under every measure) are not drawn nor binned"), "the caption says so");
        CalibrationTest.assertTextKeepsToTheWidth(svg);
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
