package org.cardlab.fugitive;

/** Where a Fugitive game stands: whose decision is due and of which kind. */
public enum Phase {
    /** The Fugitive's first turn: placing the opening hideouts. */
    FUGITIVE_FIRST,
    /** The Fugitive draws from a deck of his choice. */
    FUGITIVE_DRAW,
    /** The Fugitive places a hideout (with sprint cards), escapes with 42, or passes. */
    FUGITIVE_PLACE,
    /** The Marshal draws from a deck of his choice. */
    MARSHAL_DRAW,
    /** The Marshal guesses one or more numbers. */
    MARSHAL_GUESS,
    /** After the escape: the Marshal names single numbers until a miss or the last reveal. */
    MANHUNT,
    OVER;

    public int player() {
        return switch (this) {
            case FUGITIVE_FIRST, FUGITIVE_DRAW, FUGITIVE_PLACE -> FugitiveState.FUGITIVE;
            case MARSHAL_DRAW, MARSHAL_GUESS, MANHUNT -> FugitiveState.MARSHAL;
            case OVER -> org.cardlab.core.GameState.TERMINAL;
        };
    }
}
