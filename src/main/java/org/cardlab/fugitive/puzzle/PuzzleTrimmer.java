package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.core.WorkLimitExceeded;

/**
 * Trims a puzzle's notes so that every missed guess left in them matters. No event can be
 * dropped from a Fugitive log (each turn has its draws and its guess, or the log breaks the
 * turn structure), so a miss is trimmed by emptying it instead: it becomes a guess of a card
 * the Marshal holds at that moment, which is legal, still a miss in the real game, and says
 * nothing. A miss is emptied when the puzzle, re-proven without it, keeps the same route; the
 * misses are tried in order, each on top of the ones already emptied.
 */
public final class PuzzleTrimmer {
    private PuzzleTrimmer() {}

    /** The trimmed notes, and how many misses were emptied: the indices (from 0) of those events in the notes. */
    public record Trimmed(Notes notes, int emptied, List<Integer> emptiedEvents) {}

    public static Trimmed trim(PuzzleSolver solver, FugitiveRules rules, PuzzleKind kind, Notes notes, Map<Integer, Long> beneath,
            int[] route) {
        List<NoteEvent> events = new ArrayList<>(notes.events());
        long hand = 0;
        int emptied = 0;
        List<Integer> at = new ArrayList<>();
        boolean escaped = false;
        for (int i = 0; i < events.size(); i++) {
            NoteEvent e = events.get(i);
            if (e instanceof NoteEvent.MarshalDraw d) {
                hand |= 1L << d.card();
            } else if (e instanceof NoteEvent.Escape) {
                escaped = true;
            } else if (e instanceof NoteEvent.Guess g && !g.hit() && !escaped && hand != 0) {
                long blank = Long.lowestOneBit(hand);
                if (g.numbers() == blank) {
                    continue; // already says nothing
                }
                List<NoteEvent> trial = new ArrayList<>(events);
                trial.set(i, new NoteEvent.Guess(blank, false, List.of()));
                Notes n = new Notes(notes.spec(), trial);
                Solution s;
                try {
                    s = solver.prove(rules, kind, n, beneath);
                } catch (WorkLimitExceeded x) {
                    continue;
                }
                if (s.solved() && Arrays.equals(s.route(), route)) {
                    events = trial;
                    emptied++;
                    at.add(i);
                }
            }
        }
        return new Trimmed(new Notes(notes.spec(), events), emptied, List.copyOf(at));
    }
}
