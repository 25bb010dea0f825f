package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Ids of made puzzles: what each reveal shows is part of the puzzle, so it is part of the id. */
class PuzzleMakerTest {
    @Test
    void puzzlesThatDifferOnlyBeneathGetDistinctIds() {
        Puzzle p = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream().filter(x -> x.kind() == PuzzleKind.MANHUNT && x.beneath().values().stream().anyMatch(c -> c != 0)).findFirst().orElseThrow();
        PuzzleDraft d = PuzzleDraft.of(p.kind(), p.notes(), p.beneath(), "test");
        Map<Integer, Long> other = new LinkedHashMap<>(p.beneath());
        int pos = other.entrySet().stream().filter(x -> x.getValue() != 0).findFirst().orElseThrow().getKey();
        long cards = other.get(pos);
        long free = ~cards & org.cardlab.fugitive.Cards.range(1, 41);
        other.put(pos, cards & ~Long.lowestOneBit(cards) | Long.lowestOneBit(free)); // one card swapped: the count stays
        PuzzleDraft e = PuzzleDraft.of(p.kind(), p.notes(), other, "test");
        Puzzle q = new Puzzle("", p.kind(), p.notes(), other, p.solution(), p.oracle(), p.source());
        String a = PuzzleMaker.idOf(d, p);
        assertEquals(a, PuzzleMaker.idOf(d, p), "the same puzzle, the same id");
        assertNotEquals(a, PuzzleMaker.idOf(e, q), "other sprint cards beneath, another id");
    }

    /** Notes that stop at the Marshal's draw (before his guess) make a route puzzle: he is to act. */
    @Test
    void notesThatStopAtTheMarshalsDrawMakeARoutePuzzle() {
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            java.util.List<org.cardlab.fugitive.NoteEvent> ev = p.notes().events();
            if (p.kind() == PuzzleKind.ROUTE && ev.get(ev.size() - 1) instanceof org.cardlab.fugitive.NoteEvent.MarshalDraw) {
                org.cardlab.fugitive.Notes cut = new org.cardlab.fugitive.Notes(p.spec(), ev.subList(0, ev.size() - 1));
                PuzzleDraft d = PuzzleDraft.of(null, cut, Map.of(), "test");
                assertEquals(PuzzleKind.ROUTE, d.kind());
                PuzzleMaker.Outcome m = PuzzleMaker.make(d, Oracles.generating(), "test", false);
                // Without his last card the position may or may not be settled; either way the solver answers, and a proven
                // route is the puzzle's own.
                if (m.made()) {
                    assertEquals(java.util.Arrays.toString(p.solution().route()), java.util.Arrays.toString(m.solution().route()));
                } else {
                    assertEquals(false, m.contradiction(), m.why());
                }
                return;
            }
        }
        throw new AssertionError("no shipped route puzzle ends with the Marshal's draw");
    }
}
