package org.cardlab.fugitive.puzzle;

import com.lowagie.text.pdf.PdfArray;
import com.lowagie.text.pdf.PdfDate;
import com.lowagie.text.pdf.PdfDictionary;
import com.lowagie.text.pdf.PdfICCBased;
import com.lowagie.text.pdf.PdfName;
import com.lowagie.text.pdf.PdfStream;
import com.lowagie.text.pdf.PdfString;
import com.lowagie.text.pdf.PdfWriter;
import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Calendar;
import java.util.TimeZone;

/**
 * What makes the book PDF/A-2b (ISO 19005-2, level B: a file that prints the same in years to
 * come): PDF 1.7, every font embedded (see {@link Fonts}), an sRGB output intent for the colours,
 * and XMP metadata that names the part and level and repeats the document information.
 */
final class PdfA {
    private PdfA() {}

    /** Before the document opens: the version. */
    static void prepare(PdfWriter writer) {
        writer.setPdfVersion(PdfWriter.VERSION_1_7);
    }

    /**
     * Once it is open: the output intent, an sRGB profile. Built by hand because OpenPDF's own
     * setOutputIntents marks the intent as PDF/X's (GTS_PDFX), which a PDF/A reader does not take
     * for its own: the device colours would then have no profile.
     */
    static void intent(PdfWriter writer) throws IOException {
        PdfICCBased profile = new PdfICCBased(ICC_Profile.getInstance(ColorSpace.CS_sRGB), PdfStream.BEST_COMPRESSION);
        PdfDictionary out = new PdfDictionary(PdfName.OUTPUTINTENT);
        out.put(PdfName.S, PdfName.GTS_PDFA1);
        out.put(PdfName.OUTPUTCONDITIONIDENTIFIER, new PdfString("sRGB IEC61966-2.1"));
        out.put(PdfName.INFO, new PdfString("sRGB IEC61966-2.1"));
        out.put(PdfName.REGISTRYNAME, new PdfString("http://www.color.org"));
        out.put(PdfName.DESTOUTPUTPROFILE, writer.addToBody(profile).getIndirectReference());
        writer.getExtraCatalog().put(PdfName.OUTPUTINTENTS, new PdfArray(out));
    }

    /** Just before the document closes: the information dictionary and the XMP that repeats it, with one timestamp for both. */
    static void finish(PdfWriter writer, String title) {
        Calendar now = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        now.set(Calendar.MILLISECOND, 0);
        PdfDate date = new PdfDate(now);
        writer.getInfo().put(PdfName.CREATIONDATE, date);
        writer.getInfo().put(PdfName.MODDATE, date);
        writer.getInfo().put(PdfName.PRODUCER, new PdfString("cardlab"));
        writer.getInfo().put(PdfName.CREATOR, new PdfString("cardlab"));
        String iso = PdfDate.getW3CDate(date.toString());
        String xmp = "<?xpacket begin=\"\uFEFF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
                + "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
                + "<rdf:Description rdf:about=\"\" xmlns:pdfaid=\"http://www.aiim.org/pdfa/ns/id/\" pdfaid:part=\"2\" pdfaid:conformance=\"B\"/>\n"
                + "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:format>application/pdf</dc:format>"
                + "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">" + esc(title) + "</rdf:li></rdf:Alt></dc:title></rdf:Description>\n"
                + "<rdf:Description rdf:about=\"\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\"><xmp:CreateDate>" + iso + "</xmp:CreateDate>"
                + "<xmp:ModifyDate>" + iso + "</xmp:ModifyDate><xmp:CreatorTool>cardlab</xmp:CreatorTool></rdf:Description>\n"
                + "<rdf:Description rdf:about=\"\" xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\"><pdf:Producer>cardlab</pdf:Producer></rdf:Description>\n"
                + "</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>";
        writer.setXmpMetadata(xmp.getBytes(StandardCharsets.UTF_8));
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
