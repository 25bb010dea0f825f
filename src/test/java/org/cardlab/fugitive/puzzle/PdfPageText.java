package org.cardlab.fugitive.puzzle;

import com.lowagie.text.pdf.CMapAwareDocumentFont;
import com.lowagie.text.pdf.PRIndirectReference;
import com.lowagie.text.pdf.PdfDictionary;
import com.lowagie.text.pdf.PdfName;
import com.lowagie.text.pdf.PdfNumber;
import com.lowagie.text.pdf.PdfObject;
import com.lowagie.text.pdf.PdfReader;
import com.lowagie.text.pdf.parser.ContentOperator;
import com.lowagie.text.pdf.parser.GraphicsState;
import com.lowagie.text.pdf.parser.PdfContentStreamHandler;
import com.lowagie.text.pdf.parser.PdfTextExtractor;
import com.lowagie.text.pdf.parser.TextAssembler;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The text of a PDF's pages exactly as OpenPDF's {@link PdfTextExtractor} gives it, for tests that read many pages of one
 * file. The extractor reads a font again at every font change ("Tf": its widths and its ToUnicode map), which was five
 * sixths of the time PdfBookTest spent reading the book's few hundred pages; here each font of the file is read once and
 * the same object serves every page. Everything else is the extractor's own code, reached by reflection where OpenPDF
 * keeps it package-private. {@code PdfPageTextTest} checks that every page reads as the extractor reads it.
 */
final class PdfPageText {
    private static final Method CONTENT_BYTES;
    private static final Field ASSEMBLER;
    private static final Method GRAPHICS_STATE;

    static {
        try {
            CONTENT_BYTES = PdfTextExtractor.class.getDeclaredMethod("getContentBytesForPage", int.class);
            CONTENT_BYTES.setAccessible(true);
            ASSEMBLER = PdfTextExtractor.class.getDeclaredField("renderListener");
            ASSEMBLER.setAccessible(true);
            GRAPHICS_STATE = PdfContentStreamHandler.class.getDeclaredMethod("graphicsState");
            GRAPHICS_STATE.setAccessible(true);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError("this OpenPDF's text extractor is not the one PdfPageText was written for: " + e);
        }
    }

    private final PdfReader reader;
    private final PdfTextExtractor extractor;
    private final TextAssembler assembler;
    /** The file's fonts read so far, by object number and generation. */
    private final Map<String, CMapAwareDocumentFont> fonts = new HashMap<>();

    PdfPageText(PdfReader reader) {
        this.reader = reader;
        this.extractor = new PdfTextExtractor(reader);
        try {
            this.assembler = (TextAssembler) ASSEMBLER.get(extractor);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Page {@code number}'s text (from 1), as {@link PdfTextExtractor#getTextFromPage(int)} gives it. */
    String page(int number) throws IOException {
        PdfDictionary page = reader.getPageN(number);
        if (page == null) {
            return "";
        }
        PdfDictionary resources = page.getAsDict(PdfName.RESOURCES);
        assembler.reset();
        assembler.setPage(number);
        PdfContentStreamHandler handler = new FontsReadOnce(assembler);
        extractor.processContent(contentBytes(number), resources, handler);
        return handler.getResultantText();
    }

    private byte[] contentBytes(int number) throws IOException {
        try {
            return (byte[]) CONTENT_BYTES.invoke(extractor, number);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The extractor's handler, its "Tf" (set the font) taking the font from {@link #fonts}. */
    private final class FontsReadOnce extends PdfContentStreamHandler {
        private final ContentOperator setFont = new ContentOperator() {
            @Override
            public String getOperatorName() {
                return "Tf";
            }

            /** What OpenPDF's SetTextFont does, but the font read once per file. */
            @Override
            public void invoke(List<PdfObject> operands, PdfContentStreamHandler handler, PdfDictionary resources) {
                PdfName name = (PdfName) operands.get(0);
                float size = ((PdfNumber) operands.get(1)).floatValue();
                PRIndirectReference ref = (PRIndirectReference) resources.getAsDict(PdfName.FONT).get(name);
                CMapAwareDocumentFont font = fonts.computeIfAbsent(ref.getNumber() + " " + ref.getGeneration(), k -> new CMapAwareDocumentFont(ref));
                GraphicsState state = graphicsState(handler);
                state.setFont(font);
                state.setFontSize(size);
            }
        };

        FontsReadOnce(TextAssembler assembler) {
            super(assembler);
        }

        @Override
        public Optional<ContentOperator> lookupOperator(String name) {
            return name.equals("Tf") ? Optional.of(setFont) : super.lookupOperator(name);
        }
    }

    private static GraphicsState graphicsState(PdfContentStreamHandler handler) {
        try {
            return (GraphicsState) GRAPHICS_STATE.invoke(handler);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
