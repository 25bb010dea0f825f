package org.cardlab.web;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A QR code of an address (ZXing), drawn as SVG for the start page and as text for the terminal. */
public final class Qr {
    /** Modules of light margin around the code, as the standard asks (4). */
    private static final int QUIET = 4;

    private final BitMatrix m;

    private Qr(BitMatrix m) {
        this.m = m;
    }

    public static Qr of(String text) {
        try {
            // the encoder's own margin is none: the quiet zone is drawn here, the same in SVG and text
            return new Qr(new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0,
                    Map.of(EncodeHintType.MARGIN, 0, EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M)));
        } catch (WriterException e) {
            throw new IllegalArgumentException("no QR code for " + text.length() + " characters", e);
        }
    }

    public int size() {
        return m.getWidth();
    }

    public boolean dark(int x, int y) {
        return x >= 0 && y >= 0 && x < m.getWidth() && y < m.getHeight() && m.get(x, y);
    }

    /** An SVG image: one square per dark module on white, with the quiet zone. */
    public String svg(String label) {
        int n = size() + 2 * QUIET;
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < size(); y++) {
            for (int x = 0; x < size(); x++) {
                if (dark(x, y)) {
                    path.append('M').append(x + QUIET).append(' ').append(y + QUIET).append("h1v1h-1z");
                }
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + n + " " + n + "\" shape-rendering=\"crispEdges\""
                + " role=\"img\" aria-label=\"" + label.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;") + "\">"
                + "<rect width=\"" + n + "\" height=\"" + n + "\" fill=\"#fff\"/><path fill=\"#000\" d=\"" + path + "\"/></svg>";
    }

    /**
     * The code as text, two modules per character cell (upper and lower half blocks), light
     * modules drawn and dark ones blank, as {@code qrencode -t UTF8} does for a terminal with a
     * dark background; phone cameras read it either way round.
     */
    public List<String> terminal() {
        List<String> lines = new ArrayList<>();
        for (int y = -QUIET; y < size() + QUIET; y += 2) {
            StringBuilder sb = new StringBuilder();
            for (int x = -QUIET; x < size() + QUIET; x++) {
                boolean top = !dark(x, y);
                boolean bottom = y + 1 < size() + QUIET && !dark(x, y + 1);
                sb.append(top && bottom ? '\u2588' : top ? '\u2580' : bottom ? '\u2584' : ' ');
            }
            lines.add(sb.toString());
        }
        return lines;
    }
}
