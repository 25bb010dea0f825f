package org.cardlab.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.core.Json;

/** A request the API refuses: an HTTP status, a one-line reason, and optional details for the page. */
final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    final int status;
    final transient ObjectNode body;

    ApiError(int status, String reason) {
        this(status, reason, Json.object());
    }

    ApiError(int status, String reason, ObjectNode details) {
        super(safeToEcho(reason), null, false, false);
        this.status = status;
        this.body = details;
        body.put("error", getMessage());
    }

    /** The most of a quoted piece of a request that an error repeats. */
    static final int QUOTE = 32;
    /** The longest error line; past it the line is cut (a backstop: quotes are cut first). */
    static final int LONGEST = 400;
    private static final Pattern LONG_QUOTE = Pattern.compile("'([^']{" + (QUOTE + 9) + ",})'");

    /**
     * The reason as the page may show it, whatever a request put in it: control and format
     * characters (a right-to-left override would reorder the page's message) as '?', each quoted
     * piece longer than a few dozen characters cut to its start and its length, and the line itself
     * at most {@link #LONGEST} characters.
     */
    static String safeToEcho(String reason) {
        String s = reason == null ? "error" : reason.replaceAll("[\\p{Cc}\\p{Cf}]", "?");
        Matcher m = LONG_QUOTE.matcher(s);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String quoted = m.group(1);
            m.appendReplacement(out, Matcher.quoteReplacement("'" + quoted.substring(0, QUOTE) + "...' (" + quoted.length() + " characters)"));
        }
        m.appendTail(out);
        return out.length() <= LONGEST ? out.toString() : out.substring(0, LONGEST - 3) + "...";
    }

    static ApiError notFound(String what) {
        return new ApiError(404, what);
    }

    static ApiError bad(String why) {
        return new ApiError(400, why);
    }

    /** The request is well formed but the game refuses it (out of turn, contradicting the notes, game over). */
    static ApiError refused(String why) {
        return new ApiError(409, why);
    }
}
