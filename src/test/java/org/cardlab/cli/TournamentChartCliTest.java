package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tournament charts (--svg) as an outside reader reads them: labels clear of the bars, a fixed colour per bot named in a legend, marks said. */
class TournamentChartCliTest {
    /** Sans-serif at 13 px: about half the font size a character (as CalibrationTest measured on a rendered diagram). */
    private static final double PER_CHAR = 13 * 0.5;
    private static final Pattern ROW = Pattern.compile("<text x=\"(\\d+)\" y=\"(\\d+)\">([^<]*)</text>\\s*"
            + "(?:<rect x=\"([\\d.]+)\" y=\"\\d+\" width=\"[\\d.]+\" height=\"16\" fill=\"(#[0-9A-Fa-f]{6})\"[^>]*/>\\s*)?"
            + "<line x1=\"([\\d.]+)\"");

    private static String chart(Path dir, String name, String... args) throws Exception {
        Path svg = dir.resolve(name);
        String[] all = java.util.Arrays.copyOf(args, args.length + 2);
        all[args.length] = "--svg";
        all[args.length + 1] = svg.toString();
        Cli r = Cli.run(all);
        assertEquals(0, r.code(), r.err());
        return Files.readString(svg);
    }

    /** The x where the plot (bars, axis) starts: the first tick's grid line. */
    private static double plotX(String svg) {
        Matcher m = Pattern.compile("<line x1=\"([\\d.]+)\" y1=\"\\d+\" x2=\"[\\d.]+\" y2=\"\\d+\" stroke=\"#ddd\"/>").matcher(svg);
        assertTrue(m.find(), "a grid line");
        return Double.parseDouble(m.group(1));
    }

    private static void assertLabelsClearOfThePlot(String svg) {
        double plot = plotX(svg);
        Matcher m = ROW.matcher(svg);
        int rows = 0;
        while (m.find()) {
            double end = Integer.parseInt(m.group(1)) + m.group(3).length() * PER_CHAR;
            assertTrue(end < plot, "'" + m.group(3) + "' reaches x " + end + ", the plot starts at " + plot);
            rows++;
        }
        assertTrue(rows > 3, rows + " rows read");
    }

    @Test
    void longLineUpLabelsStayClearOfTheBars(@TempDir Path dir) throws Exception {
        // Da Guai Lu Zi's six seats, not rotated (as docs/daguai-ratings.svg), and SCOUT at five players.
        assertLabelsClearOfThePlot(chart(dir, "dg.svg", "daguai", "tournament", "--bots", "random,greedy", "--bots", "greedy", "--bots",
                "greedy", "--bots", "random,greedy", "--bots", "greedy", "--bots", "greedy", "--games", "1", "--threads", "1"));
        assertLabelsClearOfThePlot(chart(dir, "s5.svg", "scout", "tournament", "--players", "5", "--bots", "random,greedy", "--games", "1",
                "--threads", "1"));
    }

    /** Each bot's colour, read from the rows ("greedy in ..."), and every colour seen. */
    private static Map<String, String> colours(String svg) {
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile("<text x=\"24\" y=\"\\d+\">(\\S+) (?:in|Marshal vs) [^<]*</text>\\s*<(?:rect|line)[^>]*>\\s*"
                + "(?:<line[^>]*>\\s*){0,3}(?:<circle[^>]*fill=\"(#[0-9A-Fa-f]{6})\")?").matcher(svg);
        Matcher bars = Pattern.compile("<text x=\"24\" y=\"\\d+\">(\\S+) (?:in|Marshal vs) [^<]*</text>\\s*<rect[^>]*fill=\"(#[0-9A-Fa-f]{6})\"")
                .matcher(svg);
        while (bars.find()) {
            out.put(bars.group(1), bars.group(2).toUpperCase());
        }
        while (m.find()) {
            if (m.group(2) != null) {
                out.put(m.group(1), m.group(2).toUpperCase());
            }
        }
        return out;
    }

    @Test
    void eachBotKeepsItsColourWhateverItsPlaceInTheListAndTheLegendNamesIt(@TempDir Path dir) throws Exception {
        String one = chart(dir, "a.svg", "scout", "tournament", "--players", "2", "--bots", "greedy,random", "--games", "2", "--threads", "1");
        String two = chart(dir, "b.svg", "scout", "tournament", "--players", "2", "--bots", "random,greedy", "--games", "2", "--threads", "1");
        Map<String, String> a = colours(one);
        Map<String, String> b = colours(two);
        assertEquals(2, a.size(), a.toString());
        assertEquals(a, b, "greedy and random keep their colours when the --bots list is reordered");
        // Okabe-Ito (colour-blind safe): none of the red and green the charts had.
        for (String c : a.values()) {
            assertFalse(c.equals("#E15759") || c.equals("#59A14F"), c);
        }
        for (String bot : a.keySet()) {
            assertTrue(Pattern.compile("<rect[^>]*fill=\"" + a.get(bot) + "\"/>\\s*<text[^>]*>" + bot + "</text>").matcher(one).find(),
                    "a legend names " + bot + " beside its colour");
        }
    }

    @Test
    void theChartSaysWhatEachMarkIsAndDrawsNoBarsFromAnAxisAbove0(@TempDir Path dir) throws Exception {
        String svg = chart(dir, "f.svg", "fugitive", "tournament", "--marshal", "heuristic", "--fugitive", "random", "--spec", "pt",
                "--games", "60", "--seed", "3", "--threads", "1");
        assertFalse(svg.contains("bars: 95% Wilson intervals"), "the ambiguous wording is gone");
        assertTrue(svg.contains("whisker: its 95% Wilson interval"), "the whisker is said to be the interval");
        Matcher from = Pattern.compile("axis from (\\d+)%").matcher(svg);
        assertTrue(from.find());
        if (Integer.parseInt(from.group(1)) > 0) {
            assertFalse(svg.contains("height=\"16\""), "no bars from an axis that does not start at 0");
            assertTrue(svg.contains("<circle"), "dots instead");
        } else {
            assertTrue(svg.contains("Bar: the rate (its length from 0%)"));
        }
        String dg = chart(dir, "dg.svg", "daguai", "tournament", "--bots", "random,greedy", "--bots", "greedy", "--bots", "greedy", "--bots",
                "random,greedy", "--bots", "greedy", "--bots", "greedy", "--games", "1", "--threads", "1");
        assertTrue(dg.contains("6 players") && dg.contains("seats not rotated; seats 1, 2, 4, 5 always greedy"), "the seating said");
        assertTrue(dg.contains("rounds its side won alone"), "Da Guai Lu Zi's games are rounds, as docs/bots.md says");
        String scout = chart(dir, "s.svg", "scout", "tournament", "--players", "2", "--bots", "greedy,random", "--games", "1", "--threads", "1");
        assertTrue(scout.contains("SCOUT, 2 players"), "the players said");
    }
}
