package org.cardlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tournament charts (--svg) as an outside reader reads them: labels clear of the bars. */
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
}
