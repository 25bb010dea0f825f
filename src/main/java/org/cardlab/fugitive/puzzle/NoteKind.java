package org.cardlab.fugitive.puzzle;

/**
 * The kinds of information in the notes that a deduction may lean on. A puzzle's proof
 * statistics list the kinds it needs: those that, set aside, leave some face-down hideout
 * undetermined at some step.
 */
public enum NoteKind {
    /** Missed guesses (and the numbers of a partial hit that were not revealed). */
    MISSES("misses"),
    /** The cards the Marshal drew: set aside, they count as unseen cards. */
    MARSHAL_CARDS("marshal-cards"),
    /** Which deck each Fugitive draw came from, and how many: set aside, any unseen card may be placed. */
    DECK_COUNTS("deck-counts"),
    /** When each draw happened: set aside, every draw counts as made before the first placement. */
    DRAW_TIMING("draw-timing"),
    /** The number of sprint cards beneath each hideout: set aside, any increasing route is legal. */
    FOOTPRINTS("footprints");

    public final String label;

    NoteKind(String label) {
        this.label = label;
    }

    public static NoteKind ofLabel(String label) {
        for (NoteKind k : values()) {
            if (k.label.equals(label)) {
                return k;
            }
        }
        return null;
    }
}
