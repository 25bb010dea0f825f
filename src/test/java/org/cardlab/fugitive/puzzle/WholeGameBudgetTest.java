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
 * The even cards he could hold when he laid #q are counted over the whole game too: every deck-d card beneath #q is one
 * more deck-d card on his route, and all of his deck-d cards on his route come out of his deck-d draws, so a deck gives
 * no more than his draws from it in all less its cards on his route. Manhunt 199 of the earlier book left #2 = 13 to the
 * exhaustive search: by the end he had drawn 5 from deck 1, and 4, 5, 8, 10 and 13 would all be on his route.
 */
class WholeGameBudgetTest {
    @Test
    void manhunt199sCaseTwoEqualsThirteenIsRefutedByCountingNotTheSearch() {
        Puzzle p = Puzzle.read(PuzzleFixtures.SHIPPED.resolve("ca-manhunt-899681aa.json"));
        Solution s = Oracles.generating().prove(Page.rules(p.spec()), p.kind(), p.notes(), p.beneath(), p.seat());
        Solution.Step two = s.steps().stream().filter(st -> st.position() == 2).findFirst().orElseThrow();
        assertFalse(two.exhaustive(), "#2 = " + two.value() + " by " + two.technique());
        assertTrue(s.steps().stream().noneMatch(Solution.Step::exhaustive), "no step of Manhunt 199 rests on the search");
        Solution.Step said = Explained.steps(p).stream().filter(st -> st.position() == 2).findFirst().orElseThrow();
        assertTrue(said.text().contains("Suppose #2 were 13") && said.text().contains("none from deck 1 (5 drawn in all, 4, 5, 8, 10 and 13 on his route"),
                said.text());
    }

    @Test
    void theBudgetNeverExceedsTheWholeGameCount() {
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
            long onRoute = 0; // his whole route: every hideout's card and the sprint cards seen beneath
            for (int q = 1; q < g.positions.size(); q++) {
                onRoute |= g.positions.get(q).sprintCards | (g.positions.get(q).escape ? 0 : 1L << route[q]);
            }
            boolean evenBig = rules.footprintEven >= rules.footprintOdd;
            int most = 0; // the starting cards of the larger footprint, and each deck's draws in all less its cards on his route
            for (int c : rules.startingHand) {
                most += c != rules.escape && (c % 2 == 0) == evenBig ? 1 : 0;
            }
            for (int d = 1; d <= 3; d++) {
                long deck = Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]);
                most += Math.max(0, g.drawsBefore(d, Integer.MAX_VALUE) - Long.bitCount(onRoute & deck));
            }
            Knowledge k = new Knowledge(g, new Words(g, p.notes()));
            for (int q = 1; q < g.positions.size(); q++) {
                Counting.Budget b = k.counting.budget(q, settled);
                checked++;
                if (b.count() > most) {
                    over.add(p.id() + " #" + q + ": " + b.count() + " > " + most + ": " + b.text());
                }
            }
        }
        assertTrue(checked > 1000, checked + " counts checked");
        assertTrue(over.isEmpty(), over.size() + " counts over the whole game's, e.g. " + over.subList(0, Math.min(3, over.size())));
    }
}
