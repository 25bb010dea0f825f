package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * The even cards he could hold when he laid #q count as used every draw that a card laid by then took, at any position:
 * a hideout after #q laid in the same turn (his first turn lays two) holds cards drawn by then, and none of them lies
 * beneath #q. Manhunt 194 of an earlier booklet counted "1 from deck 2" at #1, though #2 = 16, with 26 beneath it, laid in
 * the same first turn, had taken both his starting deck-2 cards.
 */
class SameTurnBudgetTest {
    @Test
    void manhunt194CountsTheHideoutLaidInTheSameTurn() {
        Puzzle p = Puzzle.read(PuzzleFixtures.SHIPPED.resolve("ca-manhunt-035911c6.json"));
        Solution s = Oracles.generating().prove(Page.rules(p.spec()), p.kind(), p.notes(), p.beneath(), p.seat());
        Solution.Step one = s.steps().stream().filter(st -> st.position() == 1).findFirst().orElseThrow();
        assertTrue(one.text().contains("none from deck 2 (2 drawn, 16 and 26 on his route: #2 = 16 and 26 is beneath it, a hideout laid in the same turn)"),
                one.text());
        assertFalse(one.text().contains("1 from deck 2"), one.text());
        assertFalse(one.exhaustive(), "#1 = " + one.value() + " by " + one.technique() + ": " + one.text());
    }

    @Test
    void theBudgetNeverCountsADrawACardLaidByThenTook() {
        List<String> over = new ArrayList<>();
        int checked = 0;
        for (Path f : PuzzleCollection.files(PuzzleFixtures.SHIPPED)) {
            Puzzle p = Puzzle.read(f);
            if (p.kind() != PuzzleKind.ROUTE && p.kind() != PuzzleKind.MANHUNT) {
                continue;
            }
            FugitiveRules rules = Page.rules(p.spec());
            PublicTrack g = PublicTrack.read(rules, p.notes(), f.toString());
            int[] route = p.solution().route();
            Map<Integer, Integer> settled = new HashMap<>();
            for (int q : g.faceDown()) {
                settled.put(q, route[q]);
            }
            boolean evenBig = rules.footprintEven >= rules.footprintOdd;
            Knowledge k = new Knowledge(g, new Words(g, p.notes()));
            for (int q = 1; q < g.positions.size(); q++) {
                int t = g.positions.get(q).placedAt;
                long laid = 0; // every card known on the table before his next draw, at any position: hideouts' cards and sprint cards seen
                for (int r = 1; r < g.positions.size(); r++) {
                    PublicTrack.Position x = g.positions.get(r);
                    if (x.placedAt <= t || drawn(g, x.placedAt) == drawn(g, t)) {
                        laid |= x.sprintCards | (x.escape ? 0 : 1L << route[r]);
                    }
                }
                int most = 0; // the starting cards of the larger footprint not laid, and each deck's draws by then less its cards laid
                for (int c : rules.startingHand) {
                    most += c != rules.escape && (c % 2 == 0) == evenBig && !Cards.has(laid, c) ? 1 : 0;
                }
                for (int d = 1; d <= 3; d++) {
                    long deck = Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]);
                    most += Math.max(0, g.drawsBefore(d, t) - Long.bitCount(laid & deck));
                }
                Counting.Budget b = k.counting.budget(q, settled);
                checked++;
                if (b.count() > most) {
                    over.add(p.id() + " #" + q + ": " + b.count() + " > " + most + ": " + b.text());
                }
            }
        }
        assertTrue(checked > 1000, checked + " counts checked");
        assertTrue(over.isEmpty(), over.size() + " counts a draw a card laid by then took, e.g. " + over.subList(0, Math.min(3, over.size())));
    }

    private static int drawn(PublicTrack g, int t) {
        return g.drawsBefore(1, t) + g.drawsBefore(2, t) + g.drawsBefore(3, t);
    }
}
