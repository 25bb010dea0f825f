package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/**
 * The Marshal's notes as his own notepad: one row per round (the Fugitive's turn, then the
 * Marshal's), in five short columns: what the Fugitive drew, what he played, what you drew,
 * what you guessed. A miss whose number the puzzle does not need (trimming turned it into a
 * guess of a card you hold, which says nothing) is written as a bare "miss".
 */
public final class Notepad {

    /** One round: the texts of each column (a column may hold several entries). */
    public record Round(int number, List<String> heDrew, List<String> hePlayed, List<String> youDrew, List<String> youGuessed) {}

    public final List<Round> rounds = new ArrayList<>();
    /** For each note event, the round it is written in (1-based). */
    public final int[] roundOf;

    /** The word for a miss whose number the puzzle does not need. */
    public static final String BARE_MISS = "miss";

    public Notepad(Notes notes) {
        List<NoteEvent> events = notes.events();
        roundOf = new int[events.size()];
        long hand = 0;
        Round current = null;
        boolean marshalSide = true;
        int position = 0;
        for (int i = 0; i < events.size(); i++) {
            NoteEvent e = events.get(i);
            boolean fugitive = e instanceof NoteEvent.FugitiveDraw || e instanceof NoteEvent.Hideout || e instanceof NoteEvent.Pass
                    || e instanceof NoteEvent.Escape;
            if (current == null || fugitive && marshalSide) {
                current = new Round(rounds.size() + 1, new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
                rounds.add(current);
            }
            marshalSide = !fugitive;
            roundOf[i] = current.number();
            if (e instanceof NoteEvent.FugitiveDraw d) {
                current.heDrew().add("deck " + d.deck());
            } else if (e instanceof NoteEvent.Hideout h) {
                current.hePlayed().add("#" + ++position + sprints(h.sprints()));
            } else if (e instanceof NoteEvent.Escape x) {
                ++position;
                current.hePlayed().add("42" + sprints(x.sprints()));
            } else if (e instanceof NoteEvent.Pass) {
                current.hePlayed().add("pass");
            } else if (e instanceof NoteEvent.MarshalDraw d) {
                hand |= 1L << d.card();
                current.youDrew().add(Integer.toString(d.card()));
            } else if (e instanceof NoteEvent.MarshalPass) {
                current.youGuessed().add("pass");
            } else if (e instanceof NoteEvent.Guess g) {
                current.youGuessed().add(guess(g, hand));
            }
        }
    }

    /** "(2 sprints)" after a hideout; nothing when none lie beneath. */
    static String sprints(int n) {
        return n == 0 ? "" : " (" + n + (n == 1 ? " sprint)" : " sprints)");
    }

    /** A guess as written on the notepad: "22: miss", "22 23: miss", "22: hit, #3 over 19 21", or a bare miss. */
    static String guess(NoteEvent.Guess g, long hand) {
        if (!g.hit() && (g.numbers() & ~hand) == 0) {
            return BARE_MISS;
        }
        StringBuilder sb = new StringBuilder(Cards.toString(g.numbers())).append(g.hit() ? ": hit" : ": miss");
        for (NoteEvent.Reveal r : g.reveals()) {
            sb.append(", #").append(r.position()).append(" = ").append(r.hideout());
            if (r.sprintCards() != 0) {
                sb.append(" over ").append(Cards.toString(r.sprintCards()));
            }
        }
        return sb.toString();
    }
}
