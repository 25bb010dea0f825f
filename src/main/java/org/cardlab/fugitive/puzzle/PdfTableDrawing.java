package org.cardlab.fugitive.puzzle;

import com.lowagie.text.BadElementException;
import com.lowagie.text.Element;
import com.lowagie.text.Image;
import com.lowagie.text.pdf.BaseFont;
import com.lowagie.text.pdf.PdfContentByte;
import com.lowagie.text.pdf.PdfTemplate;
import java.awt.Color;
import org.cardlab.fugitive.Cards;

/**
 * The table drawn into the PDF, as the SVG draws it: position labels, cards face up or down,
 * the sprint cards beneath fanned out. Drawn at its printed size (points), so its text is
 * exactly the sizes given here, none below 9.5 pt.
 */
final class PdfTableDrawing {
    private static final float GAP = 7;
    private static final float LABEL_H = 14;
    private static final float SPRINT_H = 18;
    private static final float SPRINT_STEP = 14;
    /** Face-down sprint cards show no number, only how many lie there: half the step, which gave Safe routes 278 and 286 room to work. */
    private static final float HIDDEN_STEP = 7;
    static final Color CREAM = new Color(0xfd, 0xf6, 0xe3);
    static final Color BACK = new Color(0x2f, 0x4f, 0x6f);
    static final Color SPRINT_BACK = new Color(0x6f, 0x8f, 0xaf);

    private PdfTableDrawing() {}

    /** The table at cards of at most {@code maxCard} points wide (a page with room to spare draws them larger). */
    static Image draw(PdfContentByte cb, Table t, float maxWidth, float maxCard, BaseFont bold) throws BadElementException {
        int n = t.spots.size();
        float w = Math.max(28, Math.min(maxCard, (maxWidth - 4) / n - GAP));
        float h = w * 1.4f;
        float fan = (float) t.spots.stream().mapToDouble(s -> fan(Long.bitCount(s.sprintCards()), s.hiddenSprints())).max().orElse(0);
        float width = 4 + n * (w + GAP);
        float height = LABEL_H + h + (fan == 0 ? 4 : 6 + fan + 3);
        PdfTemplate tp = cb.createTemplate(width, height);
        float sw = w * 0.75f;
        for (int i = 0; i < n; i++) {
            Table.Spot s = t.spots.get(i);
            float x = 2 + i * (w + GAP);
            float top = height;
            if (s.position() > 0) {
                text(tp, bold, 10, "#" + s.position(), x + w / 2, top - 11, Color.DARK_GRAY);
            }
            float cardTop = top - LABEL_H;
            boolean up = s.value() >= 0;
            card(tp, x, cardTop - h, w, h, up ? CREAM : BACK);
            text(tp, bold, Math.max(13, w * 0.36f), up ? Integer.toString(s.value()) : "?", x + w / 2, cardTop - h / 2 - w * 0.13f,
                    up ? Color.BLACK : Color.WHITE);
            float sy = cardTop - h - 6 - SPRINT_H;
            for (int c : Cards.toArray(s.sprintCards())) {
                card(tp, x + (w - sw) / 2, sy, sw, SPRINT_H, CREAM);
                text(tp, bold, 9.5f, Integer.toString(c), x + w / 2, sy + SPRINT_H - 12.5f, Color.BLACK);
                sy -= SPRINT_STEP;
            }
            for (int k = 0; k < s.hiddenSprints(); k++) {
                card(tp, x + (w - sw) / 2, sy, sw, SPRINT_H, SPRINT_BACK);
                sy -= HIDDEN_STEP;
            }
            if (s.hiddenSprints() > 1) { // strips 7 pt apart are hard to count on paper: the last card says how many
                text(tp, bold, 9.5f, "\u00d7" + s.hiddenSprints(), x + w / 2, sy + HIDDEN_STEP + SPRINT_H / 2 - 3.4f, Color.WHITE);
            }
        }
        Image img = Image.getInstance(tp);
        img.setAlignment(Element.ALIGN_LEFT);
        return img;
    }

    /** The height of a fan of sprint cards: the face-up ones first, each showing its number, then the face-down ones. */
    static float fan(int faceUp, int faceDown) {
        int n = faceUp + faceDown;
        return n == 0 ? 0 : SPRINT_H + Math.min(faceUp, n - 1) * SPRINT_STEP + Math.max(0, n - 1 - faceUp) * HIDDEN_STEP;
    }

    private static void card(PdfTemplate tp, float x, float y, float w, float h, Color fill) {
        tp.setColorFill(fill);
        tp.setColorStroke(Color.GRAY);
        tp.setLineWidth(0.8f);
        tp.roundRectangle(x, y, w, h, 3);
        tp.fillStroke();
    }

    private static void text(PdfTemplate tp, BaseFont font, float size, String s, float x, float y, Color color) {
        tp.beginText();
        tp.setColorFill(color);
        tp.setFontAndSize(font, size);
        tp.showTextAligned(Element.ALIGN_CENTER, s, x, y, 0);
        tp.endText();
    }
}
