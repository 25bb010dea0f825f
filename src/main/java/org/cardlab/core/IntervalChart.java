package org.cardlab.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A chart of proportions with their intervals as SVG: one row per proportion, grouped under
 * headings, the value written beside it. The estimate is a bar from 0 when the axis starts at 0;
 * when the axis starts higher (at a round percentage below the lowest interval, so close rates
 * stay apart) it is a dot, since a bar's length would then mean nothing. The black whisker is the
 * interval. Each row has the colour of its key (a bot, say), the same key the same colour in every
 * chart drawn with the same order of keys, from the Okabe-Ito palette (told apart by readers with
 * red-green colour blindness), and a legend names the keys. The label column is as wide as the
 * longest label.
 */
public final class IntervalChart {
    /** Okabe-Ito, the yellow last (faint on white). */
    static final String[] COLOURS = {"#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#000000", "#F0E442"};
    /** Estimated width of a character of Helvetica/Arial, as a fraction of the font size (a little over the average). */
    public static final double CHAR_WIDTH = 0.55;
    private static final int FONT = 13;
    private static final int LABEL_X = 24;
    private static final int MIN_LEFT = 250;
    private static final int PLOT = 420;
    private static final int RIGHT = 190;
    private static final int ROW = 28;
    private static final int LINE = 18;

    /** One row: its label, its proportion, and its key (rows of one key share a colour). */
    public record Bar(String label, Stats.Proportion rate, String key) {}

    /** Rows under one heading. */
    public record Group(String heading, List<Bar> bars) {}

    private IntervalChart() {}

    /** The estimated width in pixels of {@code text} at {@code fontSize} (sans-serif). */
    public static double textWidth(String text, int fontSize) {
        return text.length() * fontSize * CHAR_WIDTH;
    }

    /**
     * Each key's colour: a key in {@code order} (a game's bot names, say) takes the colour of its
     * place there, whatever the chart; a key not in it (a variant "search:50") takes a colour after
     * those, keys ordered by their base name's place (before ':') and then by the number after it.
     */
    public static Map<String, String> colours(List<String> order, List<String> keys) {
        Map<String, String> out = new LinkedHashMap<>();
        List<String> others = new ArrayList<>();
        for (String k : keys) {
            if (order.contains(k)) {
                out.put(k, COLOURS[order.indexOf(k) % COLOURS.length]);
            } else if (!others.contains(k)) {
                others.add(k);
            }
        }
        others.sort(Comparator.<String>comparingInt(k -> {
            int i = order.indexOf(base(k));
            return i < 0 ? Integer.MAX_VALUE : i;
        }).thenComparingDouble(IntervalChart::param).thenComparing(k -> k));
        for (int i = 0; i < others.size(); i++) {
            out.put(others.get(i), COLOURS[(order.size() + i) % COLOURS.length]);
        }
        return out;
    }

    private static String base(String key) {
        int c = key.indexOf(':');
        return c < 0 ? key : key.substring(0, c);
    }

    private static double param(String key) {
        int c = key.indexOf(':');
        try {
            return c < 0 ? 0 : Double.parseDouble(key.substring(c + 1));
        } catch (NumberFormatException e) {
            return Double.MAX_VALUE;
        }
    }

    /**
     * @param title    the title (also the SVG's title element)
     * @param notes    lines under it (the run's conditions, what each row is); a line saying what the marks are is added
     * @param axis     what the axis measures; " (axis from X%)" is added
     * @param keyOrder the order that fixes each key's colour ({@link #colours})
     */
    public static String svg(String title, List<String> notes, String axis, List<Group> groups, List<String> keyOrder) {
        double low = 1;
        int rows = groups.size();
        double labels = 0;
        List<String> keys = new ArrayList<>();
        for (Group g : groups) {
            labels = Math.max(labels, textWidth(g.heading(), FONT) + 12 - LABEL_X);
            for (Bar b : g.bars()) {
                low = Math.min(low, b.rate().low());
                labels = Math.max(labels, textWidth(b.label(), FONT));
                if (!keys.contains(b.key())) {
                    keys.add(b.key());
                }
                rows++;
            }
        }
        Map<String, String> colours = colours(keyOrder, keys);
        double from = Math.max(0, Math.floor((low - 0.02) * 10) / 10);
        boolean dots = from > 0;
        double tick = 1 - from > 0.3 ? 0.1 : 0.05;
        int left = Math.max(MIN_LEFT, (int) Math.ceil(LABEL_X + labels + 16));
        List<String> lines = new ArrayList<>(notes);
        lines.add(dots ? String.format(Locale.ROOT, "Dot: the rate; black whisker: its 95%% Wilson interval; beside it, rate [interval]."
                + " The axis starts at %.0f%%, so there are no bars.", 100 * from)
                : "Bar: the rate (its length from 0%); black whisker: its 95% Wilson interval; beside it, rate [interval].");
        int width = left + PLOT + RIGHT;
        width = Math.max(width, (int) Math.ceil(12 + textWidth(title, 15) + 12));
        for (String l : lines) {
            width = Math.max(width, (int) Math.ceil(12 + textWidth(l, FONT) + 12));
        }
        // The legend: a swatch and a name per key, wrapped to the width.
        StringBuilder legend = new StringBuilder();
        int legendTop = 24 + LINE * lines.size() + 20;
        double lx = 12;
        int ly = legendTop;
        for (Map.Entry<String, String> e : colours.entrySet()) {
            double w = 18 + textWidth(e.getKey(), FONT) + 18;
            if (lx > 12 && lx + w > width - 12) {
                lx = 12;
                ly += LINE + 2;
            }
            legend.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>%n", lx, ly - 10,
                    e.getValue()));
            legend.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\">%s</text>%n", lx + 18, ly, esc(e.getKey())));
            lx += w;
        }
        int plotTop = ly + 14;
        int plotBottom = plotTop + rows * ROW;
        int height = plotBottom + 56;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                + " font-family=\"Helvetica, Arial, sans-serif\" font-size=\"%d\">%n", width, height, width, height, FONT));
        sb.append("<title>").append(esc(title)).append("</title>\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        sb.append(String.format(Locale.ROOT, "<text x=\"12\" y=\"24\" font-size=\"15\" font-weight=\"bold\">%s</text>%n", esc(title)));
        for (int i = 0; i < lines.size(); i++) {
            sb.append(String.format(Locale.ROOT, "<text x=\"12\" y=\"%d\" fill=\"#555\">%s</text>%n", 24 + LINE * (i + 1), esc(lines.get(i))));
        }
        sb.append("<g class=\"legend\">\n").append(legend).append("</g>\n");
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
                row(sb, b, colours.get(b.key()), from, left, y + ROW / 2, dots);
                y += ROW;
            }
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    /** A row: its label, the bar or dot, the whisker, the value. */
    private static void row(StringBuilder sb, Bar b, String colour, double from, int left, int mid, boolean dots) {
        Stats.Proportion rate = b.rate();
        double x0 = xOf(from, from, left);
        double xe = xOf(rate.estimate(), from, left);
        double xl = xOf(rate.low(), from, left);
        double xh = xOf(rate.high(), from, left);
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>%n", LABEL_X, mid + 5, esc(b.label())));
        if (!dots) {
            sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\" opacity=\"0.85\"/>%n",
                    x0, mid - 8, Math.max(0, xe - x0), 16, colour));
        }
        sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#000\" stroke-width=\"1.5\"/>%n",
                xl, mid, xh, mid));
        for (double xc : new double[] {xl, xh}) {
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#000\" stroke-width=\"1.5\"/>%n",
                    xc, mid - 6, xc, mid + 6));
        }
        if (dots && !Double.isNaN(xe)) {
            sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%d\" r=\"5.5\" fill=\"%s\" stroke=\"#fff\" stroke-width=\"1\"/>%n",
                    xe, mid, colour));
        }
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>%n", left + PLOT + 12, mid + 5, esc(rate.toString())));
    }

    private static double xOf(double rate, double from, int left) {
        return left + PLOT * (rate - from) / (1 - from);
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
