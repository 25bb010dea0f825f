package org.cardlab.core;

/**
 * An error the user can fix (bad file, bad field, illegal move). The CLI prints its
 * one-line message without a stack trace and exits with code 2.
 */
public class UserError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UserError(String message) {
        super(message);
    }

    public UserError(String message, Throwable cause) {
        super(message, cause);
    }

    /** The same error with a prefix naming where it happened, e.g. a file or an event. */
    public UserError within(String where) {
        return new UserError(where + ": " + getMessage(), this);
    }
}
