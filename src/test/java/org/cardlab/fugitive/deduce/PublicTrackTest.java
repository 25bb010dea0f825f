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

/**
 * The notes reader on hand-made mistakes: each kind of misplaced event is refused naming it (numbered from 1).
 * (That the engine's notes always fit, and that both refuse in the same words, is
 * {@link EngineNotesAgreementTest}.)
 */
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
        assertTrue(refusal(e).contains("position 1 has 0 sprint cards beneath"), refusal(e));

        e = early();
        e.set(8, new NoteEvent.Guess(1L << 12, true, List.of(new NoteEvent.Reveal(3, 12, 1L << 12)))); // one card cannot be both
        assertTrue(refusal(e).contains("event 9 (guess) does not fit the turn structure: the reveal of position 3 shows 12 both as the"
                + " hideout and beneath it"), refusal(e));

        e = early();
        e.set(8, new NoteEvent.Guess(1L << 3 | 1L << 9, false, List.of())); // 9 is the Marshal's own card: still a legal (silly) guess
        PublicTrack.read(PT, new Notes("pt", e), "f.json");
    }

    @Test
    void whatTheRulesCannotProduceIsRefusedAtTheFirstEventThatDoesNotFit() {
        List<NoteEvent> draws = new ArrayList<>();
        for (int k = 0; k < 20; k++) {
            draws.add(new NoteEvent.FugitiveDraw(1)); // 20 draws where the first turn's hideouts are due
        }
        assertEquals("f.json: event 1 (fugitive-draw) does not fit the turn structure: the Fugitive's first turn places 2 hideouts,"
                + " 2 still due", refusal(draws));

        // the Fugitive starts with 9 cards (1, 2, 3, 42, three of deck 1, two of deck 2): a hideout cannot take 9 beneath
        List<NoteEvent> e = early();
        e.set(0, new NoteEvent.Hideout(9));
        assertEquals("f.json: event 1 (hideout) does not fit the turn structure: the Fugitive holds 9 cards, and a hideout with"
                + " 9 sprint cards beneath takes 10", refusal(e));
        // 42 is in the hand until the escape, and is no sprint card under this spec: 8 beneath take every other card and one more
        e.set(0, new NoteEvent.Hideout(8));
        assertEquals("f.json: event 1 (hideout) does not fit the turn structure: the Fugitive holds 9 cards, and a hideout with"
                + " 8 sprint cards beneath takes 9 besides 42 (which is neither a hideout before the escape nor a sprint card)",
                refusal(e));
        e.set(0, new NoteEvent.Hideout(7)); // the 8 cards besides 42: allowed here (the second hideout is then refused)
        assertTrue(refusal(e).startsWith("f.json: event 2 (hideout)"), refusal(e));
        e.set(0, new NoteEvent.Hideout(5)); // 9 - 6 = 3 cards left: the second hideout cannot take 3 beneath
        assertTrue(refusal(e).startsWith("f.json: event 2 (hideout) does not fit the turn structure: the Fugitive holds 3 cards"),
                refusal(e));
    }

    @Test
    void aMultiHitsLastRevealedHideoutIsTheOneFurthestAlongWhateverTheOrderOfItsReveals() {
        FugitiveRules ca = FugitiveRules.load("ca"); // the manhunt compares the last revealed hideout
        int found = 0;
        for (long seed = 1; seed <= 60 && found < 5; seed++) {
            List<FugitiveState> turns = DeduceFixtures.marshalTurns(ca, "random", "random", seed);
            FugitiveState end = turns.get(turns.size() - 1);
            List<NoteEvent> reordered = new ArrayList<>();
            boolean multi = false;
            for (NoteEvent e : end.events()) {
                if (e instanceof NoteEvent.Guess g && g.reveals().size() > 1) {
                    List<NoteEvent.Reveal> backwards = new ArrayList<>(g.reveals());
                    java.util.Collections.reverse(backwards);
                    e = new NoteEvent.Guess(g.numbers(), true, backwards);
                    multi = true;
                }
                reordered.add(e);
            }
            if (!multi) {
                continue;
            }
            PublicTrack t = PublicTrack.read(ca, new Notes("ca", reordered), "f.json");
            assertEquals(end.lastRevealed(), t.table().lastRevealed(), end.fullState());
            assertEquals(end.outcome(), t.outcome(), end.fullState());
            found++;
        }
        assertTrue(found > 0, "a seeded game with a multi-number hit");
    }
}
