package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * Every shipped puzzle can be solved from its page: the facts the page prints (its notepad, its
 * title and, for a manhunt, its clues), read back from the renderer's model of the page, are
 * given to the solver, which must prove the same unique answer with the same grade (level, chain
 * depth, search steps; the kinds of note it needs follow, since the page's notes carry the same
 * information as the puzzle's, which is checked too). And the
 * clues hold no trap: every number a reader might name has one, a hideout's says where it lay,
 * and every other number's says he missed.
 */
class PageSolvabilityTest {

    @Test
    void everyShippedPuzzleIsSolvableFromItsPrintedPage() {
        PuzzleSolver solver = Oracles.generating();
        List<String> failures = new ArrayList<>();
        List<Puzzle> puzzles = PuzzleCollection.read(PuzzleFixtures.SHIPPED);
        for (int i = 0; i < puzzles.size(); i++) {
            Puzzle p = puzzles.get(i);
            Page page = Page.of(p, i + 1);
            PrintedPage printed = PrintedPage.read(page);
            FugitiveRules rules = FugitiveRules.load(printed.notes().spec());
            Solution s = solver.prove(rules, printed.kind(), printed.notes(), printed.beneath());
            Grade stored = p.solution().grade();
            String why = null;
            if (!s.solved()) {
                why = "not solvable from the page: " + s.failure();
            } else if (!Arrays.equals(s.route(), p.solution().route())) {
                why = "the page proves " + Arrays.toString(s.route()) + ", the puzzle says " + Arrays.toString(p.solution().route());
            } else if (s.grade().level() != stored.level() || s.grade().depth() != stored.depth() || s.grade().searchSteps() != stored.searchSteps()) {
                why = "the page grades " + PuzzleVerifier.describe(s.grade()) + ", the puzzle " + PuzzleVerifier.describe(stored);
            } else if (!sameInformation(printed.notes(), p.notes())) {
                // The kinds of note a grade "needs" are a function of the notes: equal information, equal needs.
                why = "the page's notes say something other than the puzzle's";
            }
            if (why != null) {
                failures.add(p.id() + " (page " + page.number() + "): " + why);
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(puzzles.size() >= 200, "the whole collection: " + puzzles.size());
    }

    /** Event for event the same, where a miss of your own cards (a bare "miss" on the page) matches any other such miss. */
    static boolean sameInformation(Notes a, Notes b) {
        if (!a.spec().equals(b.spec()) || a.events().size() != b.events().size()) {
            return false;
        }
        long hand = 0;
        for (int i = 0; i < a.events().size(); i++) {
            NoteEvent x = a.events().get(i);
            NoteEvent y = b.events().get(i);
            if (x instanceof NoteEvent.MarshalDraw d) {
                hand |= 1L << d.card();
            }
            boolean bareX = x instanceof NoteEvent.Guess g && !g.hit() && (g.numbers() & ~hand) == 0;
            boolean bareY = y instanceof NoteEvent.Guess g && !g.hit() && (g.numbers() & ~hand) == 0;
            if (!(bareX && bareY) && !x.equals(y)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void everyNumberAReaderMightNameHasATruthfulClue() {
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            if (p.kind() != PuzzleKind.MANHUNT) {
                continue;
            }
            Page page = Page.of(p, 1);
            PrintedPage printed = PrintedPage.read(page);
            PublicTrack g = PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), "puzzle notes");
            long nameable = Cards.range(1, 41) & ~g.seen;
            assertEquals(Cards.toString(nameable), Cards.toString(Cards.of(printed.clueOf().keySet().stream().mapToInt(i -> i).toArray())),
                    p.id() + ": the index lists every number not face up and not in your hand");
            Set<Integer> clueNumbers = new HashSet<>(printed.clueOf().values());
            assertEquals(printed.clueOf().size(), clueNumbers.size(), p.id() + ": one clue per number");
            Set<Integer> hideouts = new HashSet<>();
            for (Solution.Step s : p.solution().steps()) {
                hideouts.add(s.value());
                String clue = printed.clueFor(s.value());
                assertNotNull(clue, p.id() + ": no clue for " + s.value());
                assertTrue(clue.matches("Hit: #" + s.position() + "\\b.*"), p.id() + ": naming " + s.value() + " reads '" + clue + "'");
            }
            for (int v : Cards.toArray(nameable)) {
                if (!hideouts.contains(v)) {
                    assertTrue(printed.clueFor(v).startsWith("Miss"), p.id() + ": naming " + v + " reads " + printed.clueFor(v));
                }
            }
        }
    }
}
