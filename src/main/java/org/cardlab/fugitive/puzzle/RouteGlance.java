package org.cardlab.fugitive.puzzle;

import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * What a route or manhunt page gives away to a reader who only glances at it: the numbers the
 * solving aids leave unstruck, the face-up hideouts on the table and the step window the page
 * states. Each face-down hideout is one of the unstruck numbers, higher than the hideout before it
 * by 1 to the step limit plus the footprints of its sprint cards (each face-down one taken at the
 * larger footprint). When only one choice of the face-down hideouts is left, the answer is read
 * off the page without the reasoning the puzzle is graded for (Route 210 of an earlier book, grade
 * 4: only 20 and 23 were unstruck in the deck-2 row, and the answer was #4 = 20, #5 = 23), and the
 * puzzle, graded above 1, is not kept. The misses in the notepad are not used: a glance reads the struck numbers.
 */
final class RouteGlance {
    private RouteGlance() {}

    /** Whether the page alone leaves one choice of the face-down hideouts. */
    static boolean givesAway(Puzzle p) {
        return choices(PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), "puzzle notes"), 2) == 1;
    }

    /** How many choices of the face-down hideouts the page alone leaves, counted up to {@code cap}. */
    static int choices(PublicTrack g, int cap) {
        FugitiveRules r = g.rules;
        int big = Math.max(r.footprintOdd, r.footprintEven);
        long unseen = Cards.range(1, 41) & ~g.seen;
        List<PublicTrack.Position> route = g.positions;
        // ways[v]: the choices of the hideouts so far with the last one at v, capped (only "none", "one" or "more" matters).
        int[] ways = new int[43];
        ways[0] = 1;
        for (int q = 1; q < route.size(); q++) {
            PublicTrack.Position pos = route.get(q);
            int reach = r.stepLimit + (pos.escape ? (Long.bitCount(pos.sprintCards) + pos.hiddenSprints()) * big
                    : r.footprints(pos.sprintCards) + pos.hiddenSprints() * big);
            long values = pos.value >= 0 ? 1L << pos.value : unseen;
            int[] next = new int[43];
            for (int v = 0; v <= 42; v++) {
                if (!Cards.has(values, v)) {
                    continue;
                }
                int n = 0;
                for (int u = Math.max(0, v - reach); u < v; u++) {
                    n = Math.min(cap, n + ways[u]);
                }
                next[v] = n;
            }
            ways = next;
        }
        int total = 0;
        for (int w : ways) {
            total = Math.min(cap, total + w);
        }
        return total;
    }
}
