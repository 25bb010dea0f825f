package org.cardlab.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tournament as an SVG chart: one bar per pairing, grouped by spec, its length the Marshal's
 * win rate and its whisker the 95% Wilson interval, the value written beside it. The axis starts
 * at a round percentage below the lowest interval (said on the axis), so close rates stay apart;
 * each Marshal bot has its own colour.
 */
public final class TournamentChart {
    private static final String[] COLOURS = {"#4e79a7", "#e15759", "#59a14f", "#f28e2b", "#76b7b2", "#b07aa1", "#9c755f", "#edc948"};
    private static final int LEFT = 250;
    private static final int PLOT = 420;
    private static final int RIGHT = 190;
    private static final int ROW = 28;
    private static final int TOP = 64;

    private TournamentChart() {}

    public static String svg(Tournament.Result r) {
        List<Tournament.Pairing> ps = r.pairings();
        List<String> marshals = new ArrayList<>();
        List<String> specs = new ArrayList<>();
        double low = 1;
        for (Tournament.Pairing p : ps) {
            if (!marshals.contains(p.marshal())) {
                marshals.add(p.marshal());
            }
            if (!specs.contains(p.spec())) {
                specs.add(p.spec());
            }
            low = Math.min(low, p.marshalRate().low());
        }
        double from = Math.max(0, Math.floor((low - 0.02) * 10) / 10);
        double tick = 1 - from > 0.3 ? 0.1 : 0.05;
        int rows = ps.size() + specs.size();
        int width = LEFT + PLOT + RIGHT;
        int height = TOP + rows * ROW + 56;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                + " font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\">%n", width, height, width, height));
        String title = String.format(Locale.ROOT, "Marshal win rate by pairing: %,d games each, seed %d (bars: 95%% Wilson intervals)",
                r.run().games(), r.run().seed());
        sb.append("<title>").append(esc(title)).append("</title>\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        sb.append(String.format(Locale.ROOT, "<text x=\"12\" y=\"24\" font-size=\"15\" font-weight=\"bold\">%s</text>%n", esc(title)));
        sb.append(String.format(Locale.ROOT, "<text x=\"12\" y=\"44\" fill=\"#555\">Each row: Marshal bot vs Fugitive bot, on the same"
                + " seeded deals. The axis starts at %.0f%%.</text>%n", 100 * from));
        int plotTop = TOP;
        int plotBottom = TOP + rows * ROW;
        for (double t = from; t <= 1.0001; t += tick) {
            double x = xOf(t, from);
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>%n", x, plotTop, x, plotBottom));
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#333\">%.0f%%</text>%n", x,
                    plotBottom + 18, 100 * t));
        }
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#333\">Marshal wins (axis from %.0f%%)</text>%n",
                LEFT + PLOT / 2, plotBottom + 40, 100 * from));
        int y = plotTop;
        for (String spec : specs) {
            sb.append(String.format(Locale.ROOT, "<text x=\"12\" y=\"%d\" font-weight=\"bold\">spec %s</text>%n", y + 19, esc(spec)));
            y += ROW;
            for (Tournament.Pairing p : ps) {
                if (!p.spec().equals(spec)) {
                    continue;
                }
                String colour = COLOURS[marshals.indexOf(p.marshal()) % COLOURS.length];
                var rate = p.marshalRate();
                double x0 = xOf(from, from);
                double xe = xOf(rate.estimate(), from);
                double xl = xOf(rate.low(), from);
                double xh = xOf(rate.high(), from);
                int mid = y + ROW / 2;
                sb.append(String.format(Locale.ROOT, "<text x=\"24\" y=\"%d\">%s Marshal vs %s Fugitive</text>%n", mid + 5,
                        esc(p.marshal()), esc(p.fugitive())));
                sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\" opacity=\"0.85\"/>%n",
                        x0, mid - 8, Math.max(0, xe - x0), 16, colour));
                sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#000\" stroke-width=\"1.5\"/>%n",
                        xl, mid, xh, mid));
                for (double xc : new double[] {xl, xh}) {
                    sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#000\" stroke-width=\"1.5\"/>%n",
                            xc, mid - 6, xc, mid + 6));
                }
                sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>%n", LEFT + PLOT + 12, mid + 5, esc(rate.toString())));
                y += ROW;
            }
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static double xOf(double rate, double from) {
        return LEFT + PLOT * (rate - from) / (1 - from);
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
