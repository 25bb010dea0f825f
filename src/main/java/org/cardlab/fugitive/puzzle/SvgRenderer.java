package org.cardlab.fugitive.puzzle;

import java.util.List;
import org.cardlab.fugitive.Cards;

/**
 * The table as SVG: card 0 and the route, each hideout labelled with its position (#1, #2, ...),
 * face up with its number or face down as a card back, and the sprint cards beneath it fanned
 * out below (known ones with their number, face-down ones as small backs). Sized in CSS pixels
 * for print: no text smaller than 13 px (about 10 pt).
 */
public final class SvgRenderer {
    private static final int MAX_CARD_W = 54;
    private static final int MIN_CARD_W = 40;
    private static final int GAP = 10;
    private static final int LABEL_H = 18;
    private static final int SPRINT_H = 24;
    private static final int SPRINT_STEP = 17;
    /** Face-down sprint cards show only how many lie there: about half the step, as the PDF draws them. */
    private static final int HIDDEN_STEP = 9;
    /** The step between the lines of hands under the table. */
    private static final int HAND_LINE = 20;

    private SvgRenderer() {}

    /** The width a table needs at most {@code maxWidth} pixels (cards shrink down to a minimum, then the picture widens). */
    static int cardWidth(int spots, int maxWidth) {
        return Math.max(MIN_CARD_W, Math.min(MAX_CARD_W, (maxWidth - 4) / spots - GAP));
    }

    /** The height of the table drawn with cards {@code w} wide: labels, cards, the tallest fan of sprint cards. */
    static int height(Table t, int w) {
        int fan = t.spots.stream().mapToInt(s -> {
            int up = Long.bitCount(s.sprintCards());
            int n = up + s.hiddenSprints();
            return n == 0 ? 0 : SPRINT_H + Math.min(up, n - 1) * SPRINT_STEP + Math.max(0, n - 1 - up) * HIDDEN_STEP;
        }).max().orElse(0);
        return LABEL_H + w * 13 / 10 + (fan == 0 ? 4 : 8 + fan + 4);
    }

    /** The table alone, for embedding in a page at most {@code maxWidth} CSS pixels wide. */
    public static String table(Table t, int maxWidth) {
        int w = cardWidth(t.spots.size(), maxWidth);
        int h = w * 13 / 10;
        int width = 4 + t.spots.size() * (w + GAP);
        int height = height(t, w);
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"table\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" font-family=\"Helvetica, Arial, sans-serif\" role=\"img\" aria-label=\"the table\">\n");
        draw(sb, t, 2, 0, w, h);
        sb.append("</svg>\n");
        return sb.toString();
    }

    /**
     * A standalone picture of a page's table: the title, the table, then the hands as the text and the PDF page print them. A
     * Marshal's page gives his hand ("Your hand (the Marshal)"); a safe route, where the reader is the Fugitive, gives
     * {@link Page#hands}: his hand, his hideouts with their numbers, and the Marshal's hand as the Marshal's (the table stays
     * the Marshal's view, face down where he cannot see, as the PDF draws it).
     */
    public static String render(Page page) {
        Table t = page.table();
        int w = cardWidth(t.spots.size(), 900);
        int tableW = 4 + t.spots.size() * (w + GAP);
        int tableH = height(t, w);
        List<String[]> hands = hands(page);
        int titleW = 40 + page.title().length() * 9;
        // a safe route's lines (his hideouts, the Marshal's hand) can outrun the table: the picture widens for them
        int handsW = page.puzzle().seat() == null ? 0 : 40 + hands.stream().mapToInt(hd -> (hd[0].length() + 2 + hd[1].length()) * 8).max().orElse(0);
        int width = Math.max(Math.max(Math.max(tableW + 40, titleW), handsW), 520);
        int height = 44 + tableH + 40 + (hands.size() - 1) * HAND_LINE;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\" font-family=\"Helvetica, Arial, sans-serif\">\n");
        sb.append("<title>").append(esc(page.title())).append("</title>\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        text(sb, 20, 28, 17, "bold", page.title(), "start", "#222222");
        sb.append("<g transform=\"translate(18 40)\">\n");
        draw(sb, t, 2, 0, w, w * 13 / 10);
        sb.append("</g>\n");
        for (int i = 0; i < hands.size(); i++) {
            int y = 44 + tableH + 22 + i * HAND_LINE;
            if (page.puzzle().seat() == null) { // a Marshal's page: his hand, drawn as it always was
                text(sb, 20, y, 14, "normal", hands.get(i)[0] + ": " + hands.get(i)[1], "start", "#222222");
                continue;
            }
            sb.append("<text x=\"20\" y=\"").append(y).append("\" font-size=\"14\" fill=\"#222222\"><tspan font-weight=\"bold\">")
                    .append(esc(hands.get(i)[0])).append(":</tspan> ").append(esc(hands.get(i)[1])).append("</text>\n");
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    /** The lines under the table, each {label, text}: the Marshal's hand as before; a safe route's the page's own. */
    static List<String[]> hands(Page page) {
        if (page.puzzle().seat() == null) {
            long hand = page.table().marshalHand;
            return List.<String[]>of(new String[] {"Your hand (the Marshal)", hand == 0 ? "none" : Cards.toString(hand)});
        }
        return Page.hands(page);
    }

    private static void draw(StringBuilder sb, Table t, int x0, int y0, int w, int h) {
        int sw = w * 3 / 4;
        for (int i = 0; i < t.spots.size(); i++) {
            Table.Spot s = t.spots.get(i);
            int x = x0 + i * (w + GAP);
            int y = y0 + LABEL_H;
            if (s.position() > 0) {
                text(sb, x + w / 2, y0 + 15, 14, "bold", "#" + s.position(), "middle", "#333333");
            }
            if (s.value() >= 0) {
                card(sb, x, y, w, h, "#fdf6e3", "#555555", Integer.toString(s.value()), Math.max(18, w * 2 / 5));
            } else {
                card(sb, x, y, w, h, "#2f4f6f", "#1b2f44", "?", Math.max(18, w * 2 / 5));
            }
            int sy = y + h + 8;
            int sx = x + (w - sw) / 2;
            for (int c : Cards.toArray(s.sprintCards())) {
                card(sb, sx, sy, sw, SPRINT_H, "#fdf6e3", "#888888", Integer.toString(c), 13);
                sy += SPRINT_STEP;
            }
            for (int k = 0; k < s.hiddenSprints(); k++) {
                // strips half a step apart are hard to count: the last card says how many
                String count = s.hiddenSprints() > 1 && k == s.hiddenSprints() - 1 ? "\u00d7" + s.hiddenSprints() : "";
                card(sb, sx, sy, sw, SPRINT_H, "#6f8faf", "#45617d", count, 13);
                sy += HIDDEN_STEP;
            }
        }
    }

    private static void card(StringBuilder sb, int x, int y, int w, int h, String fill, String stroke, String label, int size) {
        sb.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(w).append("\" height=\"").append(h)
                .append("\" rx=\"5\" fill=\"").append(fill).append("\" stroke=\"").append(stroke).append("\" stroke-width=\"1.5\"/>\n");
        if (!label.isEmpty()) {
            boolean dark = fill.startsWith("#2") || fill.startsWith("#6");
            // A big card centres its number; a small (sprint) card shows it in the strip the next card leaves uncovered.
            int ty = h > 2 * size ? y + h / 2 + size * 7 / 20 : y + size + 1;
            text(sb, x + w / 2, ty, size, "bold", label, "middle", dark ? "#ffffff" : "#222222");
        }
    }

    private static void text(StringBuilder sb, int x, int y, int size, String weight, String s, String anchor, String color) {
        sb.append("<text x=\"").append(x).append("\" y=\"").append(y).append("\" font-size=\"").append(size).append("\" font-weight=\"")
                .append(weight).append("\" text-anchor=\"").append(anchor).append("\" fill=\"").append(color).append("\">").append(esc(s))
                .append("</text>\n");
    }

    public static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
