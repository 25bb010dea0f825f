package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.junit.jupiter.api.Test;

/** In a shipped route or manhunt (a best guess or a beneath is not trimmed) every miss that still names a number the Marshal does not hold is needed. */
class PuzzleTrimmerTest {

    @Test
    void everyRemainingMissMatters() {
        PuzzleSolver solver = Oracles.generating();
        List<Path> files = PuzzleCollection.files(PuzzleFixtures.SHIPPED);
        int tried = 0;
        for (int f = 0; f < files.size(); f += 5) {
            Puzzle p = Puzzle.read(files.get(f));
            if (p.kind() == PuzzleKind.BEST_GUESS || p.kind() == PuzzleKind.BENEATH || p.kind() == PuzzleKind.SAFE_ROUTE) {
                continue; // kept untrimmed: every note may move the counts (docs/puzzles.md)
            }
            FugitiveRules rules = FugitiveRules.load(p.spec());
            List<NoteEvent> events = p.notes().events();
            long hand = 0;
            for (int i = 0; i < events.size(); i++) {
                NoteEvent e = events.get(i);
                if (e instanceof NoteEvent.MarshalDraw d) {
                    hand |= 1L << d.card();
                } else if (e instanceof NoteEvent.Escape) {
                    break;
                } else if (e instanceof NoteEvent.Guess g && !g.hit() && hand != 0 && g.numbers() != Long.lowestOneBit(hand)) {
                    List<NoteEvent> trial = new ArrayList<>(events);
                    trial.set(i, new NoteEvent.Guess(Long.lowestOneBit(hand), false, List.of()));
                    Solution s = solver.prove(rules, p.kind(), new Notes(p.spec(), trial), p.beneath());
                    assertFalse(s.solved() && Arrays.equals(s.route(), p.solution().route()),
                            p.id() + ": the miss at event " + i + " could be emptied");
                    tried++;
                }
            }
        }
        assertTrue(tried > 0, "some misses were tried");
    }
}
