package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.Assumptions;
import org.cardlab.fugitive.deduce.ExactCounter;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * Each route a shipped best guess lists comes with one hidden history that leads to it (the sprint
 * cards beneath each hideout the page does not show), and that history fits the notes: checked by
 * other means than the sampler that drew it: each step by the rule the page states, and the exact
 * counter, with every face-down hideout and its sprint cards fixed as if turned up, finds at least
 * one history.
 */
class GuessRouteWitnessTest {
    private static final List<Puzzle> GUESSES = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream()
            .filter(p -> p.kind() == PuzzleKind.BEST_GUESS).toList();

    @Test
    void everyListedRouteHasAWitnessThatFitsTheNotes() {
        assertTrue(GUESSES.size() >= 4, "best guesses shipped: " + GUESSES.size());
        for (Puzzle p : GUESSES) {
            Guess g = Explained.guess(p);
            FugitiveRules rules = Page.rules(p.spec());
            PublicTrack track = PublicTrack.read(rules, p.notes(), p.id());
            assertEquals(g.routes().size(), g.witnesses().size(), p.id() + ": a witness per route");
            for (int i = 0; i < g.routes().size(); i++) {
                int[] r = g.routes().get(i);
                Map<Integer, Long> w = g.witnesses().get(i);
                String at = p.id() + " route " + TextRenderer.routeText(r);
                Assumptions fixed = Assumptions.NONE;
                long used = 0;
                for (int q = 1; q < r.length; q++) {
                    PublicTrack.Position pos = track.positions.get(q);
                    assertEquals(pos.hiddenSprints() > 0, w.containsKey(q), at + ": #" + q + " shown exactly when its sprint cards are hidden");
                    assertTrue(!pos.escape, at + ": no shipped best guess has 42 laid (its sprint cards cannot be fixed below)");
                    long sprints = w.containsKey(q) ? w.get(q) : pos.faceDown() ? 0 : pos.sprintCards;
                    assertEquals(pos.sprints, Long.bitCount(sprints), at + ": #" + q + " has as many sprint cards as the notes say");
                    assertEquals(0, sprints & (used | 1L << r[q]), at + ": #" + q + "'s sprint cards are each laid once");
                    used |= sprints | 1L << r[q];
                    int footprints = rules.footprintOdd * Long.bitCount(sprints & ODD) + rules.footprintEven * Long.bitCount(sprints & ~ODD);
                    int step = r[q] - r[q - 1];
                    assertTrue(step >= 1 && step <= rules.stepLimit + footprints, at + ": #" + q + " lies " + step + " above the one before, "
                            + "with footprints " + footprints);
                    if (pos.faceDown()) {
                        fixed = fixed.withFixed(q, new Assumptions.Fixed(r[q], sprints));
                    }
                }
                assertEquals(0, used & track.marshalCards, at + ": no card of yours lies on his route");
                assertTrue(ExactCounter.count(track, fixed, false).histories().signum() > 0,
                        at + ": the exact count with the witness's hideouts turned up finds a history");
            }
        }
    }

    /** The odd cards (bit c for card c). */
    private static final long ODD = 0xAAAAAAAAAAAAAAAAL;
}
