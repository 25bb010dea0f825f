package org.cardlab.fugitive.puzzle;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The book's typefaces, bundled with cardlab (DejaVu, under its licence in the same folder) so
 * that the PDF embeds them and the HTML book carries them: both print in the same letters on
 * any machine, whatever fonts it has.
 */
public final class Fonts {
    /** The four faces: body text, its italic, the sans of the notepad and aids, and the headings. */
    public enum Face {
        SERIF("DejaVuSerif.ttf", "Book Serif", "normal", "normal"),
        SERIF_ITALIC("DejaVuSerif-Italic.ttf", "Book Serif", "italic", "normal"),
        SANS("DejaVuSans.ttf", "Book Sans", "normal", "normal"),
        SANS_BOLD("DejaVuSans-Bold.ttf", "Book Sans", "normal", "bold");

        public final String file;
        public final String family;
        final String style;
        final String weight;

        Face(String file, String family, String style, String weight) {
            this.file = file;
            this.family = family;
            this.style = style;
            this.weight = weight;
        }
    }

    private static final Map<Face, byte[]> BYTES = new ConcurrentHashMap<>();

    private Fonts() {}

    public static byte[] bytes(Face f) {
        return BYTES.computeIfAbsent(f, x -> {
            try (InputStream in = Fonts.class.getResourceAsStream("fonts/" + x.file)) {
                if (in == null) {
                    throw new IllegalStateException("the bundled font " + x.file + " is missing from the jar");
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** A face for measuring text (the widths the PDF sets it at), not for embedding. */
    static com.lowagie.text.pdf.BaseFont baseFont(Face f) {
        try {
            return com.lowagie.text.pdf.BaseFont.createFont(f.file, com.lowagie.text.pdf.BaseFont.IDENTITY_H, com.lowagie.text.pdf.BaseFont.EMBEDDED, true,
                    bytes(f), null);
        } catch (com.lowagie.text.DocumentException | IOException e) {
            throw new IllegalStateException("the bundled font " + f.file + " cannot be read: " + e.getMessage(), e);
        }
    }

    /** The @font-face rules of the HTML book: every face inline, so the page needs no file beside it. */
    static String css() {
        StringBuilder sb = new StringBuilder();
        for (Face f : Face.values()) {
            sb.append("@font-face { font-family: '").append(f.family).append("'; font-style: ").append(f.style).append("; font-weight: ")
                    .append(f.weight).append("; src: url(data:font/ttf;base64,").append(Base64.getEncoder().encodeToString(bytes(f)))
                    .append(") format('truetype'); }\n");
        }
        return sb.toString();
    }
}
