package org.cardlab.core;

/**
 * A computation stopped at its work limit (an exact count, an enumeration, an oracle's state
 * budget): the caller falls back, discards the candidate, or reports a bound, never guesses.
 * Cheap to throw: no stack trace.
 */
public class WorkLimitExceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public WorkLimitExceeded(String message) {
        super(message, null, false, false);
    }
}
