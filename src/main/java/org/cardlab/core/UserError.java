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
        String message = getMessage();
        int colon = where.indexOf(": ");
        String head = colon < 0 ? where : where.substring(0, colon);
        if (message.startsWith(head + ": ")) { // it names the same file already ("f.json: rules.x: ..."): said once
            message = message.substring(head.length() + 2);
        }
        return new UserError(where + ": " + message, this);
    }
}
