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
        super(reason, null, false, false);
        this.status = status;
        this.body = details;
        body.put("error", reason);
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
