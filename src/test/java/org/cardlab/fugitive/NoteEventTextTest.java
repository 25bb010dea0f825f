package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The events' texts, written out by hand for speed (the searches key what a seat has seen by them), are the
 * texts a record writes: its name, then each component as name=value in order. A component added later
 * and left out of a text would let two different events read the same to a search; this fails then.
 */
class NoteEventTextTest {
    @Test
    void eachEventReadsAsTheRecordItIs() throws Exception {
        List<Record> events = List.of(new NoteEvent.FugitiveDraw(2), new NoteEvent.MarshalDraw(17), new NoteEvent.Hideout(3),
                new NoteEvent.Pass(), new NoteEvent.MarshalPass(), new NoteEvent.Escape(1), new NoteEvent.Reveal(3, 12, 1L << 40),
                new NoteEvent.Guess(1L << 40 | 6, true, List.of(new NoteEvent.Reveal(1, 2, 0), new NoteEvent.Reveal(4, 40, 3))),
                new NoteEvent.Guess(8, false, List.of()));
        for (Record e : events) {
            assertEquals(asRecord(e), e.toString());
        }
        assertEquals(NoteEvent.class.getPermittedSubclasses().length, events.stream().map(Object::getClass).distinct().count() - 1,
                "every kind of event (and the reveal) is here");
    }

    /** What a record's own toString gives: {@code Name[a=1, b=[...]]}. */
    private static String asRecord(Record r) throws Exception {
        List<String> parts = new ArrayList<>();
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            parts.add(c.getName() + "=" + c.getAccessor().invoke(r));
        }
        return r.getClass().getSimpleName() + "[" + String.join(", ", parts) + "]";
    }
}
