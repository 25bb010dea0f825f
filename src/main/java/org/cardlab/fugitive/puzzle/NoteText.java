package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/** The notes in short words, one line per event, as a person would jot them down. */
public final class NoteText {
    private NoteText() {}

    public static String line(NoteEvent e) {
        if (e instanceof NoteEvent.FugitiveDraw d) {
            return "Fugitive draws from deck " + d.deck();
        } else if (e instanceof NoteEvent.MarshalDraw d) {
            return "Marshal draws " + d.card();
        } else if (e instanceof NoteEvent.Hideout h) {
            return "hideout" + sprints(h.sprints());
        } else if (e instanceof NoteEvent.Pass) {
            return "Fugitive passes";
        } else if (e instanceof NoteEvent.MarshalPass) {
            return "Marshal passes";
        } else if (e instanceof NoteEvent.Escape x) {
            return "escape: 42" + sprints(x.sprints());
        }
        NoteEvent.Guess g = (NoteEvent.Guess) e;
        StringBuilder sb = new StringBuilder("guess ").append(Cards.toString(g.numbers())).append(g.hit() ? ": hit" : ": miss");
        for (NoteEvent.Reveal r : g.reveals()) {
            sb.append(", #").append(r.position()).append(" is ").append(r.hideout());
            if (r.sprintCards() != 0) {
                sb.append(" over ").append(Cards.toString(r.sprintCards()));
            }
        }
        return sb.toString();
    }

    private static String sprints(int n) {
        return n == 0 ? "" : " + " + n + " sprint card" + (n == 1 ? "" : "s");
    }

    /**
     * Numbered lines (1-based, as a person counts). A miss of a card the Marshal holds (how a
     * trimmed puzzle empties a miss it does not need) says so.
     */
    public static List<String> lines(Notes notes) {
        List<String> out = new ArrayList<>();
        int i = 1;
        long hand = 0;
        for (NoteEvent e : notes.events()) {
            if (e instanceof NoteEvent.MarshalDraw d) {
                hand |= 1L << d.card();
            }
            boolean own = e instanceof NoteEvent.Guess g && !g.hit() && (g.numbers() & ~hand) == 0;
            out.add(String.format("%2d. %s%s", i++, line(e), own ? " (your own card)" : ""));
        }
        return out;
    }
}
