package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Test;

/** The turn-structure checker: the engine's notes always fit; each kind of misplaced event is refused at its index. */
class PublicTrackTest {
    private static final FugitiveRules PT = FugitiveRules.load("pt");

    private static List<NoteEvent> early() {
        return new ArrayList<>(Notes.read(java.nio.file.Path.of("specs/fugitive/examples/early.json")).events());
    }

    private static String refusal(List<NoteEvent> events) {
        UserError e = assertThrows(UserError.class, () -> PublicTrack.read(PT, new Notes("pt", events), "f.json"));
        return e.getMessage();
    }

    @Test
    void engineNotesAlwaysFitAndEndWhereTheGameEnds() {
        for (String spec : List.of("pt", "ca")) {
            FugitiveRules rules = FugitiveRules.load(spec);
            for (long seed = 1; seed <= 40; seed++) {
                for (String[] bots : new String[][] {{"random", "random"}, {"heuristic", "heuristic"}, {"random", "heuristic"}}) {
                    List<FugitiveState> turns = DeduceFixtures.marshalTurns(rules, bots[0], bots[1], seed);
                    FugitiveState end = turns.get(turns.size() - 1);
                    PublicTrack t = DeduceFixtures.track(end);
                    assertEquals(PublicTrack.Phase.OVER, t.phase, end.fullState());
                    assertEquals(end.faceDownCount(), t.faceDownCount());
                }
            }
        }
    }

    @Test
    void misplacedEventsAreRefusedAtTheirIndex() {
        List<NoteEvent> e = early();
        e.add(2, new NoteEvent.Pass()); // the first turn places two hideouts: 0, 1 fine; now the Marshal draws
        assertTrue(refusal(e).startsWith("f.json: event 3 (pass) does not fit the turn structure: the Marshal draws first"), refusal(e));

        e = early();
        e.set(1, new NoteEvent.FugitiveDraw(1)); // a draw on the first turn
        assertTrue(refusal(e).contains("event 2 (fugitive-draw)"), refusal(e));

        e = early();
        e.set(3, new NoteEvent.MarshalDraw(9)); // 9 drawn twice
        assertTrue(refusal(e).contains("event 4 (marshal-draw) does not fit the turn structure: 9 was already seen"), refusal(e));

        e = early();
        e.set(8, new NoteEvent.Guess(1L << 3, true, List.of(new NoteEvent.Reveal(3, 3, 0)))); // position 3 not placed yet
        assertTrue(refusal(e).contains("event 9 (guess)"), refusal(e));

        e = early();
        e.set(8, new NoteEvent.Guess(1L << 3, true, List.of(new NoteEvent.Reveal(1, 3, 1L << 5)))); // position 1 has no sprint card
        assertTrue(refusal(e).contains("position 1 has 0 sprint card(s) beneath"), refusal(e));

        e = early();
        e.set(8, new NoteEvent.Guess(1L << 3 | 1L << 9, false, List.of())); // 9 is the Marshal's own card: still a legal (silly) guess
        PublicTrack.read(PT, new Notes("pt", e), "f.json");
    }
}
