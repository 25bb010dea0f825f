package org.cardlab.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
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

    /**
     * The reason as the page may show it, whatever a request put in it: control and format
     * characters (a right-to-left override would reorder the page's message) as '?', each quoted
     * piece longer than a few dozen characters cut to its start and its length, and the line itself
     * at most {@link #LONGEST} characters.
     */
    static String safeToEcho(String reason) {
        String s = reason == null ? "error" : reason.replaceAll("[\\p{Cc}\\p{Cf}]", "?");
        StringBuilder out = new StringBuilder();
        int copied = 0;
        int open = -1;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != '\'' || inWord(s, i)) {
                continue;
            }
            if (open < 0) {
                open = i;
                continue;
            }
            String quoted = s.substring(open + 1, i);
            if (quoted.length() > QUOTE + 8) {
                out.append(s, copied, open).append('\'').append(quoted, 0, QUOTE).append("...' (").append(quoted.length()).append(" characters)");
                copied = i + 1;
            }
            open = -1;
        }
        out.append(s.substring(copied));
        return out.length() <= LONGEST ? out.toString() : out.substring(0, LONGEST - 3) + "...";
    }

    /**
     * An apostrophe within a word ("the Marshal's"), not a quote mark. Quote marks are paired in turn, so the text between
     * two short quotes ("field 'human' must be one of [...], not 'both'") is never read as one long quote.
     */
    private static boolean inWord(String s, int i) {
        return i > 0 && i + 1 < s.length() && Character.isLetterOrDigit(s.charAt(i - 1)) && Character.isLetterOrDigit(s.charAt(i + 1));
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
