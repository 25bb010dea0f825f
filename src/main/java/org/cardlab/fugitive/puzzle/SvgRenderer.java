package org.cardlab.fugitive.puzzle;

import java.util.List;
import org.cardlab.fugitive.Cards;

/**
 * An SVG picture of a puzzle's table: card 0 and the row of hideouts (face up with their
 * number, face down as a card back with its position), the sprint cards beneath each (known
 * ones with their number, face-down ones as small backs), the Marshal's hand and the notes.
 */
public final class SvgRenderer {
    private static final int CARD_W = 46;
    private static final int CARD_H = 66;
    private static final int GAP = 12;
    private static final int SMALL_W = 30;
    private static final int SMALL_H = 22;
    private static final int LINES_PER_COLUMN = 22;
    private static final int COLUMN_W = 290;

    private SvgRenderer() {}

    public static String render(Puzzle p) {
        Table t = Table.of(p);
        List<String> notes = NoteText.lines(p.notes());
        int maxSprints = t.spots.stream().mapToInt(s -> Long.bitCount(s.sprintCards()) + s.hiddenSprints()).max().orElse(0);
        int routeW = 20 + t.spots.size() * (CARD_W + GAP);
        int columns = Math.max(1, (notes.size() + LINES_PER_COLUMN - 1) / LINES_PER_COLUMN);
        int titleW = 40 + TextRenderer.title(p).length() * 9; // bold 16px sans: about 9 px a character
        int width = Math.max(Math.max(routeW, 20 + columns * COLUMN_W), Math.max(520, titleW));
        int rowY = 50;
        int sprintY = rowY + CARD_H + 8;
        int handY = sprintY + maxSprints * (SMALL_H + 4) + 30;
        int notesY = handY + 50;
        int height = notesY + 20 + Math.min(notes.size(), LINES_PER_COLUMN) * 15 + 10;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\" font-family=\"sans-serif\">\n");
        sb.append("<title>").append(esc(TextRenderer.title(p))).append("</title>\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        text(sb, 20, 28, 16, "bold", TextRenderer.title(p));
        for (int i = 0; i < t.spots.size(); i++) {
            Table.Spot s = t.spots.get(i);
            int x = 20 + i * (CARD_W + GAP);
            if (s.value() >= 0) {
                card(sb, x, rowY, CARD_W, CARD_H, "#fdf6e3", "#555", Integer.toString(s.value()), 22);
            } else {
                card(sb, x, rowY, CARD_W, CARD_H, "#2f4f6f", "#1b2f44", "?", 22);
                text(sb, x + CARD_W / 2, rowY + CARD_H - 8, 10, "normal", "#" + s.position(), "middle", "#dde");
            }
            int y = sprintY;
            for (int c : Cards.toArray(s.sprintCards())) {
                card(sb, x + (CARD_W - SMALL_W) / 2, y, SMALL_W, SMALL_H, "#fdf6e3", "#888", Integer.toString(c), 12);
                y += SMALL_H + 4;
            }
            for (int k = 0; k < s.hiddenSprints(); k++) {
                card(sb, x + (CARD_W - SMALL_W) / 2, y, SMALL_W, SMALL_H, "#6f8faf", "#45617d", "", 12);
                y += SMALL_H + 4;
            }
        }
        text(sb, 20, handY, 13, "bold", "Your hand (the Marshal): " + (t.marshalHand == 0 ? "none" : Cards.toString(t.marshalHand)));
        text(sb, 20, notesY, 13, "bold", "Notes");
        for (int i = 0; i < notes.size(); i++) {
            int col = i / LINES_PER_COLUMN;
            int line = i % LINES_PER_COLUMN;
            text(sb, 20 + col * COLUMN_W, notesY + 18 + line * 15, 11, "normal", notes.get(i).trim());
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static void card(StringBuilder sb, int x, int y, int w, int h, String fill, String stroke, String label, int size) {
        sb.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(w).append("\" height=\"").append(h)
                .append("\" rx=\"5\" fill=\"").append(fill).append("\" stroke=\"").append(stroke).append("\" stroke-width=\"1.5\"/>\n");
        if (!label.isEmpty()) {
            boolean dark = fill.startsWith("#2") || fill.startsWith("#6");
            text(sb, x + w / 2, y + h / 2 + size / 3, size, "bold", label, "middle", dark ? "#ffffff" : "#222222");
        }
    }

    private static void text(StringBuilder sb, int x, int y, int size, String weight, String s) {
        text(sb, x, y, size, weight, s, "start", "#222222");
    }

    private static void text(StringBuilder sb, int x, int y, int size, String weight, String s, String anchor, String color) {
        sb.append("<text x=\"").append(x).append("\" y=\"").append(y).append("\" font-size=\"").append(size).append("\" font-weight=\"")
                .append(weight).append("\" text-anchor=\"").append(anchor).append("\" fill=\"").append(color).append("\">").append(esc(s))
                .append("</text>\n");
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
