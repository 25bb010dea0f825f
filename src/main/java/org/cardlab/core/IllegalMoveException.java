package org.cardlab.core;

/** A move refused by the rules; the message says why in a player's words. */
public class IllegalMoveException extends UserError {
    private static final long serialVersionUID = 1L;

    public IllegalMoveException(String message) {
        super(message);
    }
}
