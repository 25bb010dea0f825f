package org.cardlab.core;

import java.util.List;
import java.util.Locale;

/**
 * A chart of proportions with their intervals as SVG: one bar per row, grouped under headings,
 * its length the estimate and its whisker the interval, the value written beside it. The axis
 * starts at a round percentage below the lowest interval (said in the subtitle and on the axis),
 * so close rates stay apart; each row has the colour of its key (a bot, say). The label column is
 * as wide as the longest label, estimated from the font size ({@link #textWidth}).
 */
public final class IntervalChart {
    private static final String[] COLOURS = {"#4e79a7", "#e15759", "#59a14f", "#f28e2b", "#76b7b2", "#b07aa1", "#9c755f", "#edc948"};
    /** Estimated width of a character of Helvetica/Arial, as a fraction of the font size (a little over the average). */
    public static final double CHAR_WIDTH = 0.55;
    private static final int LABEL_X = 24;
    private static final int MIN_LEFT = 250;
    private static final int PLOT = 420;
    private static final int RIGHT = 190;
    private static final int ROW = 28;
    private static final int TOP = 64;

    /** One bar: its label, its proportion, and its colour's number (rows of one key share a colour). */
    public record Bar(String label, Stats.Proportion rate, int colour) {}

    /** Bars under one heading. */
    public record Group(String heading, List<Bar> bars) {}

    private IntervalChart() {}

    /** The estimated width in pixels of {@code text} at {@code fontSize} (sans-serif). */
    public static double textWidth(String text, int fontSize) {
        return text.length() * fontSize * CHAR_WIDTH;
    }

    /**
     * @param title    the title (also the SVG's title element)
     * @param subtitle a sentence under it; " The axis starts at X%." is added
     * @param axis     what the axis measures; " (axis from X%)" is added
     */
    public static String svg(String title, String subtitle, String axis, List<Group> groups) {
        double low = 1;
        int rows = groups.size();
        double labels = 0;
        for (Group g : groups) {
            labels = Math.max(labels, textWidth(g.heading(), 13) + 12 - LABEL_X);
            for (Bar b : g.bars()) {
                low = Math.min(low, b.rate().low());
                labels = Math.max(labels, textWidth(b.label(), 13));
                rows++;
            }
        }
        int left = Math.max(MIN_LEFT, (int) Math.ceil(LABEL_X + labels + 16));
        double from = Math.max(0, Math.floor((low - 0.02) * 10) / 10);
        double tick = 1 - from > 0.3 ? 0.1 : 0.05;
        int width = left + PLOT + RIGHT;
        int height = TOP + rows * ROW + 56;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                + " font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\">%n", width, height, width, height));
        sb.append("<title>").append(esc(title)).append("</title>\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        sb.append(String.format(Locale.ROOT, "<text x=\"12\" y=\"24\" font-size=\"15\" font-weight=\"bold\">%s</text>%n", esc(title)));
        sb.append(String.format(Locale.ROOT, "<text x=\"12\" y=\"44\" fill=\"#555\">%s The axis starts at %.0f%%.</text>%n",
                esc(subtitle), 100 * from));
        int plotTop = TOP;
        int plotBottom = TOP + rows * ROW;
        for (double t = from; t <= 1.0001; t += tick) {
            double x = xOf(t, from, left);
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>%n", x, plotTop, x, plotBottom));
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#333\">%.0f%%</text>%n", x,
                    plotBottom + 18, 100 * t));
        }
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#333\">%s (axis from %.0f%%)</text>%n",
                left + PLOT / 2, plotBottom + 40, esc(axis), 100 * from));
        int y = plotTop;
        for (Group g : groups) {
            sb.append(String.format(Locale.ROOT, "<text x=\"12\" y=\"%d\" font-weight=\"bold\">%s</text>%n", y + 19, esc(g.heading())));
            y += ROW;
            for (Bar b : g.bars()) {
                String colour = COLOURS[b.colour() % COLOURS.length];
                Stats.Proportion rate = b.rate();
                double x0 = xOf(from, from, left);
                double xe = xOf(rate.estimate(), from, left);
                double xl = xOf(rate.low(), from, left);
                double xh = xOf(rate.high(), from, left);
                int mid = y + ROW / 2;
                sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>%n", LABEL_X, mid + 5, esc(b.label())));
                sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\" opacity=\"0.85\"/>%n",
                        x0, mid - 8, Math.max(0, xe - x0), 16, colour));
                sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#000\" stroke-width=\"1.5\"/>%n",
                        xl, mid, xh, mid));
                for (double xc : new double[] {xl, xh}) {
                    sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#000\" stroke-width=\"1.5\"/>%n",
                            xc, mid - 6, xc, mid + 6));
                }
                sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>%n", left + PLOT + 12, mid + 5, esc(rate.toString())));
                y += ROW;
            }
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static double xOf(double rate, double from, int left) {
        return left + PLOT * (rate - from) / (1 - from);
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
