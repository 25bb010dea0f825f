package org.cardlab.core;

/**
 * A move refused by the rules; the message says why in a player's words.
 *
 * <p>It carries no stack trace: a refusal is an answer, not a fault (the CLI prints the message
 * alone), and refusals are common (the invariant harness tries several refused moves at every
 * step, and bots probe moves), so filling in a trace would be most of their cost.
 */
public class IllegalMoveException extends UserError {
    private static final long serialVersionUID = 1L;

    public IllegalMoveException(String message) {
        super(message);
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this;
    }
}
