package org.cardlab.fugitive.puzzle;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * What a route or manhunt page gives away to a reader who only glances at it: the numbers the
 * solving aids leave unstruck, the face-up hideouts on the table and the step window the page
 * states. Each face-down hideout is one of the unstruck numbers, higher than the hideout before it
 * by 1 to the step limit plus the footprints of its sprint cards (each face-down one taken at the
 * larger footprint). When only one choice of the face-down hideouts is left, the answer is read
 * off the page without the reasoning the puzzle is graded for (Route 182 of an earlier book, grade
 * 3: only 29 was unstruck for #5, and only 32 and 33 above it for #7 and #8). That is grade 1's
 * reasoning, so a page graded above 1 that it answers is not kept. Read with the deck tallies too
 * (a deck's face-down hideouts are at most what he drew of it less what lies face up: grade 2's
 * counting), it answers Route 210 of that book (grade 4: only 20 and 23 unstruck in deck 2, and
 * deck 1 had room for one more card, not for both 13 and 14); a page graded above 2 that it answers
 * is not kept. The misses in the notepad are not used, nor when each draw was made: a glance reads
 * the struck numbers and the tallies.
 */
final class RouteGlance {
    private RouteGlance() {}

    /** Whether the page alone leaves one choice of the face-down hideouts to a reader of the grade below the puzzle's. */
    static boolean givesAway(Puzzle p) {
        int level = p.solution().grade().level();
        if (level < 2) {
            return false; // a glance is grade 1's own reasoning
        }
        PublicTrack g = PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), "puzzle notes");
        return choices(g, 2, false) == 1 || level > 2 && choices(g, 2, true) == 1;
    }

    /**
     * How many choices of the face-down hideouts the page alone leaves, counted up to {@code cap}; with {@code tallies},
     * only those whose face-down hideouts of each deck fit in what he drew of it less what lies face up.
     */
    static int choices(PublicTrack g, int cap, boolean tallies) {
        FugitiveRules r = g.rules;
        int big = Math.max(r.footprintOdd, r.footprintEven);
        long unseen = Cards.range(1, 41) & ~g.seen;
        int[] room = new int[4];
        for (int d = 1; d <= 3; d++) {
            long deck = Cards.range(r.deckLow[d - 1], r.deckHigh[d - 1]);
            room[d] = tallies ? Math.max(0, g.drawsBefore(d, Integer.MAX_VALUE) - Long.bitCount(deck & g.seenOnTable())) : Integer.MAX_VALUE;
        }
        List<PublicTrack.Position> route = g.positions;
        // a state: the last hideout's value and, with tallies, the face-down hideouts taken of each deck (5 bits each);
        // its count of choices is capped (only "none", "one" or "more" matters)
        Map<Integer, Integer> ways = Map.of(0, 1);
        for (int q = 1; q < route.size(); q++) {
            PublicTrack.Position pos = route.get(q);
            int reach = r.stepLimit + (pos.escape ? (Long.bitCount(pos.sprintCards) + pos.hiddenSprints()) * big
                    : r.footprints(pos.sprintCards) + pos.hiddenSprints() * big);
            boolean faceDown = pos.value < 0;
            long values = faceDown ? unseen : 1L << pos.value;
            Map<Integer, Integer> next = new HashMap<>();
            for (Map.Entry<Integer, Integer> e : ways.entrySet()) {
                int u = e.getKey() & 63;
                for (int v = u + 1; v <= Math.min(42, u + reach); v++) {
                    if (!Cards.has(values, v)) {
                        continue;
                    }
                    int taken = e.getKey() >>> 6;
                    int d = faceDown && tallies ? r.deckOf(v) : 0;
                    if (d > 0) {
                        int shift = 5 * (d - 1);
                        int n = (taken >>> shift & 31) + 1;
                        if (n > room[d]) {
                            continue;
                        }
                        taken += 1 << shift;
                    }
                    next.merge(taken << 6 | v, e.getValue(), (a, b) -> Math.min(cap, a + b));
                }
            }
            ways = next;
        }
        int total = 0;
        for (int w : ways.values()) {
            total = Math.min(cap, total + w);
        }
        return total;
    }
}
