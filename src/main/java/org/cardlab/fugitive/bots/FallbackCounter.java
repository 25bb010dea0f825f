package org.cardlab.fugitive.bots;

/**
 * A bot that sometimes cannot make its own decision within its work limit and plays another
 * bot's move instead: how often, so a study can report it.
 */
public interface FallbackCounter {
    /** Decisions this bot has made. */
    long decisions();

    /** Of those, the ones where it fell back to another bot's move. */
    long fallbacks();
}
