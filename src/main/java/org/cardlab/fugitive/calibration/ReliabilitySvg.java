package org.cardlab.fugitive.calibration;

import java.util.List;
import java.util.Locale;

/**
 * Reliability diagrams as SVG, one per forecaster (a row: the uniform measure, the even spread, the
 * model, the held-out model): for early and for late Marshal turns, the forecast probability
 * (across) against how often such forecasts came true (up), one line per Fugitive bot, a dot per
 * bin with its 95% Wilson interval, sized by its number of value forecasts on a log scale that a size
 * key shows, each bot's dots dodged sideways by its own offset, the diagonal where a forecast means
 * what it says, and the goal's band around it (within 0.05); a bin large enough for the goal that
 * falls outside the band is ringed, so the misses can be counted by eye; each panel prints each bot's
 * bins off at its top left and, under it, each bot's value forecasts per bin. Certain values (the
 * one value logic leaves a position) are not drawn, as they are not binned: the legend counts them.
 * The legend is at the top.
 */
public final class ReliabilitySvg {
    private static final String[] COLORS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"};
    private static final int PANEL = 260;
    private static final int LEFT = 70;
    /** Where the legend begins, under the title. */
    private static final int TOP = 52;
    private static final int GAP = 80;
    /** The height of a row of panels, heading and count tables included, for {@code bots} bots. */
    private static int row(int bots) {
        return PANEL + 130 + TABLE_LINE * bots;
    }

    /** A line of a panel's count table. */
    private static final int TABLE_LINE = 11;
    /** Bins with fewer forecasts than this are left out of the lines (too noisy to read). */
    public static final int MIN_COUNT = 20;
    /** Pixels between two bots' dots across (a bot's offset is the same in every panel). */
    static final int DODGE = 4;
    /** The counts the size key shows a dot for (a bin's value forecasts). */
    static final long[] SIZE_KEY = {20, 200, 2_000, 20_000};
    /** How to read a panel, under the colour key, a line each (each keeps to the narrowest width). */
    static final List<String> KEY = List.of(
            "A dot is a bin of value forecasts (each the chance given to one possible value of one face-down card;",
            "bins under " + MIN_COUNT + " left out). Its radius grows by a step for each tenfold count: see the size key below.",
            "Its bar is the 95% interval of how often they came true. Dashed: a forecast that means what it says.",
            "Grey band: within " + Reliability.GOAL_TOLERANCE + " of it. Ringed: a bin of " + Reliability.GOAL_MIN_COUNT
                    + " value forecasts or more outside the band.",
            "Dodged: each bot's dots and bars sit " + DODGE + " px apart sideways (" + String.format(Locale.ROOT, "%.3f", (double) DODGE / PANEL)
                    + " of a forecast), in the legend's order from left to right,",
            "the same in every panel, so bots with the same bins (the even spread: every bot) all show; rings, on top, mark the misses.",
            "A dot at a frame's edge is drawn just inside it. Top left in a panel: each bot's ringed bins (of bins of "
                    + Reliability.GOAL_MIN_COUNT + "+).",
            "Under a panel: each bot's value forecasts per bin (k: thousands; bold: a bin off the band).",
            "Certain values (a face-down card logic leaves one possible value: 1.0 under every measure) are",
            "not drawn nor binned: the colour key counts them, early / late, and the line under it says whether each came true.");

    private ReliabilitySvg() {}

    /**
     * The diagram: the title (which should name the seed and the games), then where a reader starts,
     * the colour key with each measure's Brier score and how to read a panel, then a row of two panels
     * (early, late) per forecaster, headed by what it is.
     */
    public static String render(String title, List<CalibrationStudy.Result> results, int earlyTurns) {
        List<CalibrationStudy.Forecaster> rows = new java.util.ArrayList<>();
        for (CalibrationStudy.Forecaster f : CalibrationStudy.Forecaster.values()) {
            if (!f.diagnostic && results.stream().anyMatch(r -> r.tables().containsKey(f))) {
                rows.add(f);
            }
        }
        int width = Math.max(LEFT + 2 * PANEL + GAP + 40, 40 + title.length() * 8); // bold 15px sans: about 8 px a character
        int legend = 18 * (results.size() + 2) + 26 + 16 * KEY.size() + 30;
        int panelsTop = TOP + legend + 20;
        int height = panelsTop + rows.size() * row(results.size());
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                + " font-family=\"sans-serif\">%n", width, height, width, height));
        sb.append("<title>").append(esc(title)).append("</title>\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        text(sb, 20, 24, 15, "bold", "start", title);
        legend(sb, TOP, width, rows, results);
        sb.append(String.format(Locale.ROOT, "<line x1=\"20\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ccc\"/>%n",
                panelsTop - 6, width - 20, panelsTop - 6));
        for (int i = 0; i < rows.size(); i++) {
            CalibrationStudy.Forecaster f = rows.get(i);
            int y0 = panelsTop + 48 + i * row(results.size());
            text(sb, 20, y0 - 28, 13, "bold", "start", f.label() + ": " + about(f));
            panel(sb, LEFT, y0, "early: the Marshal's turns 1 to " + earlyTurns, results, f, true);
            panel(sb, LEFT + PANEL + GAP, y0, "late: turn " + (earlyTurns + 1) + " on, manhunt included", results, f, false);
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    /** What each forecaster is, in a few words: each row of panels is headed by it. */
    static String about(CalibrationStudy.Forecaster f) {
        if (f.heldOut) {
            return "the model fitted without the bot it meets, as for a Fugitive it never saw";
        }
        return switch (f.measure) {
            case "uniform" -> "logic only, every hidden history the notes allow equally likely";
            case "even" -> "an even spread over the same possible values (a baseline)";
            case "model" -> "the Fugitive model's mix of styles, what the tool shows by default";
            default -> f.measure;
        };
    }

    /**
     * The legend, at the top: a small table with a row per bot (its colour) and a column per
     * measure (its Brier scores), so that it keeps to the width; how to read a panel; the size key.
     */
    private static void legend(StringBuilder sb, int y, int width, List<CalibrationStudy.Forecaster> rows,
            List<CalibrationStudy.Result> results) {
        int nameWidth = 130;
        int column = Math.max(90, (width - 52 - nameWidth - 10) / (rows.size() + 1));
        text(sb, 20, y, 12, "bold", "start", "Colour key, and each measure's Brier score early / late: lower is better (0 is perfect, 2 the worst)");
        y += 18;
        text(sb, 52, y, 12, "bold", "start", "Fugitive bot");
        for (int k = 0; k < rows.size(); k++) {
            text(sb, 52 + nameWidth + k * column, y, 12, "bold", "start", rows.get(k).label());
        }
        text(sb, 52 + nameWidth + rows.size() * column, y, 12, "bold", "start", "certain values");
        y += 18;
        long wrongs = 0;
        for (int i = 0; i < results.size(); i++) {
            CalibrationStudy.Result r = results.get(i);
            String c = COLORS[i % COLORS.length];
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"/>%n",
                    20, y - 4, 44, y - 4, c));
            text(sb, 52, y, 12, "normal", "start", r.fugitive() + " Fugitive");
            for (int k = 0; k < rows.size(); k++) {
                CalibrationStudy.Tables t = r.tables().get(rows.get(k));
                if (t != null) {
                    text(sb, 52 + nameWidth + k * column, y, 12, "normal", "start",
                            String.format(Locale.ROOT, "%.3f / %.3f", t.early().brier(), t.late().brier()));
                }
            }
            CalibrationStudy.Tables any = r.tables().values().iterator().next(); // every measure leaves out the same positions
            long wrong = r.tables().values().stream().mapToLong(t -> t.all().certainWrong()).sum();
            wrongs += wrong;
            text(sb, 52 + nameWidth + rows.size() * column, y, 12, "normal", "start", String.format(Locale.ROOT, "%,d / %,d%s",
                    any.early().certain(), any.late().certain(), wrong == 0 ? "" : " (" + wrong + " wrong)"));
            y += 18;
        }
        text(sb, 20, y, 11, "normal", "start", wrongs == 0 ? "Every certain value came true, under every measure."
                : "Certain values that did not come true, summed over the measures: " + wrongs + ".");
        y += 26;
        for (String line : KEY) {
            text(sb, 20, y, 11, "normal", "start", line);
            y += 16;
        }
        sizeKey(sb, 20, y + 6);
    }

    /**
     * A dot's radius for a bin of {@code n} value forecasts: a log scale, one step of 1.5 px for each
     * tenfold count (20 gives 2 px, 20,000 gives 6.5 px), since the bins hold from 20 to tens of
     * thousands and an area for each would be unreadable at one end or the other.
     */
    static double radius(long n) {
        return 2 + 1.5 * Math.log10(Math.max(n, MIN_COUNT) / (double) MIN_COUNT);
    }

    /** The size key: a dot for each count of {@link #SIZE_KEY}, drawn as the bins' dots are, with the count beside it. */
    private static void sizeKey(StringBuilder sb, int x, int y) {
        text(sb, x, y + 4, 11, "bold", "start", "Size key, value forecasts in a bin:");
        int at = x + 200;
        for (long n : SIZE_KEY) {
            sb.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%.1f\" fill=\"#777\" fill-opacity=\"0.8\"/>%n",
                    at, y, radius(n)));
            text(sb, at + 10, y + 4, 11, "normal", "start", String.format(Locale.ROOT, "%,d", n));
            at += 80;
        }
    }

    private static void panel(StringBuilder sb, int x0, int y0, String label, List<CalibrationStudy.Result> results,
            CalibrationStudy.Forecaster f, boolean early) {
        sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#fafafa\" stroke=\"#999\"/>%n",
                x0, y0, PANEL, PANEL));
        for (int k = 0; k <= 10; k += 2) {
            double q = k / 10.0;
            int gx = x0 + (int) Math.round(q * PANEL);
            int gy = y0 + PANEL - (int) Math.round(q * PANEL);
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#e3e3e3\"/>%n", gx, y0, gx, y0 + PANEL));
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#e3e3e3\"/>%n", x0, gy, x0 + PANEL, gy));
            text(sb, gx, y0 + PANEL + 14, 10, "normal", "middle", String.format(Locale.ROOT, "%.1f", q));
            text(sb, x0 - 6, gy + 4, 10, "normal", "end", String.format(Locale.ROOT, "%.1f", q));
        }
        double band = Reliability.GOAL_TOLERANCE * PANEL;
        sb.append(String.format(Locale.ROOT, "<polygon points=\"%d,%.1f %.1f,%d %d,%d %d,%.1f %.1f,%d %d,%d\" fill=\"#000\" fill-opacity=\"0.07\"/>%n",
                x0, y0 + PANEL - band, x0 + PANEL - band, y0, x0 + PANEL, y0, x0 + PANEL, y0 + band, x0 + band, y0 + PANEL, x0, y0 + PANEL));
        sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\" stroke-dasharray=\"4 4\"/>%n",
                x0, y0 + PANEL, x0 + PANEL, y0));
        text(sb, x0 + PANEL / 2, y0 - 8, 12, "normal", "middle", label);
        text(sb, x0 + PANEL / 2, y0 + PANEL + 32, 11, "normal", "middle", "the forecast probability");
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\" transform=\"rotate(-90 %d %d)\">"
                + "how often it came true</text>%n", x0 - 36, y0 + PANEL / 2, x0 - 36, y0 + PANEL / 2));
        StringBuilder rings = new StringBuilder(); // drawn last, so that no other bot's dot covers one
        for (int i = 0; i < results.size(); i++) {
            CalibrationStudy.Tables t = results.get(i).tables().get(f);
            if (t == null) {
                continue;
            }
            Reliability r = early ? t.early() : t.late();
            String c = COLORS[i % COLORS.length];
            double dodge = dodge(i, results.size());
            StringBuilder pts = new StringBuilder();
            for (int b = 0; b < Reliability.BINS; b++) {
                Reliability.Row row = r.row(b);
                if (row.count() < MIN_COUNT) {
                    continue;
                }
                double radius = radius(row.count());
                double inside = (Reliability.missesGoal(row) ? radius + 3 : radius) + 0.5; // the dot and its ring within the frame
                double px = clamp(x0 + row.meanPredicted() * PANEL + dodge, x0 + inside, x0 + PANEL - inside);
                double py = clamp(y0 + PANEL - row.observed().estimate() * PANEL, y0 + inside, y0 + PANEL - inside);
                pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", px, py));
                sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"1.5\"/>%n",
                        px, y0 + PANEL - row.observed().low() * PANEL, px, y0 + PANEL - row.observed().high() * PANEL, c));
                if (Reliability.missesGoal(row)) {
                    rings.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.2\"/>%n",
                            px, py, radius + 3));
                }
                sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" fill-opacity=\"0.8\">"
                        + "<title>%s: %d value forecasts, mean %.3f, came true %.3f</title></circle>%n", px, py, radius, c,
                        esc(results.get(i).fugitive()), row.count(), row.meanPredicted(), row.observed().estimate()));
            }
            if (pts.length() > 0) {
                sb.append(String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>%n",
                        pts.toString().strip(), c));
            }
        }
        sb.append(rings);
        offAndCounts(sb, x0, y0, results, f, early);
    }

    static double clamp(double v, double low, double high) {
        return Math.max(low, Math.min(high, v));
    }

    /**
     * Each bot's bins off (of bins of {@link Reliability#GOAL_MIN_COUNT} or more) inside the panel at
     * its top left, where no bin falls (a forecast under 0.5 that came true over 75% of the time), and
     * under the panel each bot's value forecasts per bin, under the bin, bold where the bin is off.
     */
    private static void offAndCounts(StringBuilder sb, int x0, int y0, List<CalibrationStudy.Result> results,
            CalibrationStudy.Forecaster f, boolean early) {
        int min = Reliability.GOAL_MIN_COUNT;
        StringBuilder lines = new StringBuilder();
        int off = 0;
        int big = 0;
        int y = y0 + 14;
        int ty = y0 + PANEL + 50;
        for (int i = 0; i < results.size(); i++) {
            CalibrationStudy.Tables t = results.get(i).tables().get(f);
            if (t == null) {
                continue;
            }
            Reliability r = early ? t.early() : t.late();
            int o = r.offBins(min, Reliability.GOAL_TOLERANCE).size();
            int b = r.offBins(min, -1).size();
            off += o;
            big += b;
            String c = COLORS[i % COLORS.length];
            y += 12;
            lines.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"10\" fill=\"%s\">%s: %d of %d</text>%n",
                    x0 + 6, y, c, esc(results.get(i).fugitive()), o, b));
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"/>%n",
                    x0 - 30, ty - 3, x0 - 12, ty - 3, c));
            for (int k = 0; k < Reliability.BINS; k++) {
                Reliability.Row row = r.row(k);
                if (row.count() > 0) {
                    sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"9\" font-weight=\"%s\" text-anchor=\"middle\""
                            + " fill=\"%s\">%s</text>%n", x0 + (2 * k + 1) * PANEL / (2 * Reliability.BINS), ty, Reliability.missesGoal(row)
                            ? "bold" : "normal", c, count(row.count())));
                }
            }
            ty += TABLE_LINE;
        }
        sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#fafafa\" fill-opacity=\"0.85\"/>%n",
                x0 + 2, y0 + 2, 150, y - y0 + 4));
        text(sb, x0 + 6, y0 + 14, 10, "bold", "start", String.format(Locale.ROOT, "bins of %d+ off: %d of %d", min, off, big));
        sb.append(lines);
    }

    /** A bin's count in at most four characters: exact under 10,000, else in thousands. */
    static String count(long n) {
        return n < 10_000 ? Long.toString(n) : Math.round(n / 1000.0) + "k";
    }

    /** Bot {@code i} of {@code n}'s offset across, in pixels: the bots {@link #DODGE} apart, centred on the bin's mean forecast. */
    static double dodge(int i, int n) {
        return (i - (n - 1) / 2.0) * DODGE;
    }

    private static void text(StringBuilder sb, int x, int y, int size, String weight, String anchor, String s) {
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" font-weight=\"%s\" text-anchor=\"%s\">%s</text>%n",
                x, y, size, weight, anchor, esc(s)));
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
