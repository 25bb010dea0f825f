package org.cardlab.fugitive;

/** The kinds of public event the turn structure tells apart. */
public enum EventKind {
    FUGITIVE_DRAW("fugitive-draw"), MARSHAL_DRAW("marshal-draw"), HIDEOUT("hideout"), ESCAPE("escape"),
    PASS("pass"), MARSHAL_PASS("marshal-pass"), GUESS("guess");

    /** The event's type as the notes format writes it. */
    public final String word;

    EventKind(String word) {
        this.word = word;
    }

    public static EventKind of(NoteEvent e) {
        if (e instanceof NoteEvent.FugitiveDraw) {
            return FUGITIVE_DRAW;
        } else if (e instanceof NoteEvent.MarshalDraw) {
            return MARSHAL_DRAW;
        } else if (e instanceof NoteEvent.Hideout) {
            return HIDEOUT;
        } else if (e instanceof NoteEvent.Escape) {
            return ESCAPE;
        } else if (e instanceof NoteEvent.Pass) {
            return PASS;
        } else if (e instanceof NoteEvent.MarshalPass) {
            return MARSHAL_PASS;
        }
        return GUESS;
    }
}
