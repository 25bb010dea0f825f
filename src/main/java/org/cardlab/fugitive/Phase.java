package org.cardlab.fugitive;

/**
 * Where a Fugitive game stands: whose decision is due and of which kind (one enum for the
 * engine and the notes; see {@link PublicState}).
 */
public enum Phase {
    /** The Fugitive's first turn: placing the opening hideouts. */
    FUGITIVE_FIRST,
    /** The Fugitive draws from a deck of his choice. */
    FUGITIVE_DRAW,
    /** The Fugitive places a hideout (with sprint cards), escapes with 42, or passes. */
    FUGITIVE_PLACE,
    /**
     * After a pass, under a spec with the pass bonus: the Fugitive draws from the lowest deck with
     * cards. The notes write that draw as an event of its own; the engine makes it as part of the
     * pass, so a game never rests here.
     */
    PASS_BONUS,
    /** The Marshal draws from a deck of his choice. */
    MARSHAL_DRAW,
    /** The Marshal guesses one or more numbers. */
    MARSHAL_GUESS,
    /** After the escape: the Marshal names single numbers until a miss or the last reveal. */
    MANHUNT,
    OVER;

    public int player() {
        return switch (this) {
            case FUGITIVE_FIRST, FUGITIVE_DRAW, FUGITIVE_PLACE, PASS_BONUS -> FugitiveSeat.FUGITIVE.index();
            case MARSHAL_DRAW, MARSHAL_GUESS, MANHUNT -> FugitiveSeat.MARSHAL.index();
            case OVER -> org.cardlab.core.GameState.TERMINAL;
        };
    }
}
