package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * The even cards he could hold when he laid #q ({@link EvenBudget#of}), against three bounds worked out apart from it on
 * every shipped route and manhunt's true route, and on the two answers buyers refuted by counting where the book had left
 * a case to the exhaustive search.
 * <ul>
 *   <li>Over the whole game: every deck-d card beneath #q is one more deck-d card on his route, and all of those come out of
 *       his deck-d draws, so a deck gives no more than his draws from it in all less its cards on his route. Manhunt 199 of
 *       an earlier book left #2 = 13 to the search: by the end he had drawn 5 from deck 1, and 4, 5, 8, 10 and 13 would all
 *       be on his route.</li>
 *   <li>In the same turn: a hideout after #q laid in the same turn (his first turn lays two) holds cards drawn by then, and
 *       none of them lies beneath #q. Manhunt 194 of an earlier booklet counted "1 from deck 2" at #1, though #2 = 16, with
 *       26 beneath it, laid in the same first turn, had taken both his starting deck-2 cards.</li>
 *   <li>By a later hideout: his deck-d draws by then hold every deck-d card beneath #q and every one on his route laid by
 *       then (Manhunt 191 below).</li>
 * </ul>
 */
class EvenCardBudgetTest {
    @Test
    void manhunt199sCaseTwoEqualsThirteenIsRefutedByCountingNotTheSearch() {
        Puzzle p = Puzzle.read(PuzzleFixtures.SHIPPED.resolve("ca-manhunt-899681aa.json"));
        Solution s = Oracles.generating().prove(Page.rules(p.spec()), p.kind(), p.notes(), p.beneath(), p.seat());
        Solution.Step two = s.steps().stream().filter(st -> st.position() == 2).findFirst().orElseThrow();
        assertFalse(two.exhaustive(), "#2 = " + two.value() + " by " + two.technique());
        assertTrue(s.steps().stream().noneMatch(Solution.Step::exhaustive), "no step of Manhunt 199 rests on the search");
        Solution.Step said = Explained.steps(p).stream().filter(st -> st.position() == 2).findFirst().orElseThrow();
        assertTrue(said.text().contains("Suppose #2 were 13") && said.text().contains("none from deck 1 (5 drawn by round 6, when he laid #4; 4, 5, 8, 10 and 13 on his route by then"),
                said.text());
    }

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
    void theBudgetNeverExceedsTheWholeGameCount() {
        assertNoneOver("the whole game's", (c, q) -> {
            long onRoute = 0; // his whole route: every hideout's card and the sprint cards seen beneath
            for (int r = 1; r < c.g().positions.size(); r++) {
                onRoute |= cardsAt(c, r);
            }
            int most = startingCards(c, 0);
            for (int d = 1; d <= 3; d++) {
                most += Math.max(0, c.g().drawsBefore(d, Integer.MAX_VALUE) - Long.bitCount(onRoute & deck(c, d)));
            }
            return most;
        });
    }

    @Test
    void theBudgetNeverCountsADrawACardLaidByThenTook() {
        assertNoneOver("a draw a card laid by then took", (c, q) -> {
            int t = c.g().positions.get(q).placedAt;
            long laid = 0; // every card known on the table before his next draw, at any position: hideouts' cards and sprint cards seen
            for (int r = 1; r < c.g().positions.size(); r++) {
                int at = c.g().positions.get(r).placedAt;
                if (at <= t || drawn(c.g(), at) == drawn(c.g(), t)) {
                    laid |= cardsAt(c, r);
                }
            }
            int most = startingCards(c, laid);
            for (int d = 1; d <= 3; d++) {
                most += Math.max(0, c.g().drawsBefore(d, t) - Long.bitCount(laid & deck(c, d)));
            }
            return most;
        });
    }

    /**
     * A fifth buyer, Manhunt 191: #3 = 18 was left to the search, and he refuted it by counting: by round 6, when he laid #5,
     * he had drawn 7 from deck 2, and six of them (16, 18, 19, 23, 27 and 28) are on his route, so one at most lies beneath
     * #1 to #3. A deck gives no more than his draws from it by any later hideout less its cards on his route laid by then.
     */
    @Test
    void manhunt191CountsTheDrawsByALaterHideout() {
        Puzzle p = Puzzle.read(PuzzleFixtures.SHIPPED.resolve("ca-manhunt-41c67c87.json"));
        Solution s = Oracles.generating().prove(Page.rules(p.spec()), p.kind(), p.notes(), p.beneath(), p.seat());
        assertTrue(s.steps().stream().noneMatch(Solution.Step::exhaustive), "no step of Manhunt 191 rests on the search");
        Solution.Step said = Explained.steps(p).stream().filter(st -> st.position() == 3).findFirst().orElseThrow();
        assertTrue(said.text().contains("Suppose #3 were 18") && said.text().contains("1 from deck 2 (7 drawn by round 6, when he laid #5; 16, 18, 19,"
                + " 23, 27 and 28 on his route by then: #3 = 18; #4 = 23 over 19 and 28"), "the case's own #3 named (a sixth buyer): " + said.text());
    }

    @Test
    void theBudgetNeverExceedsTheCountByAnyLaterHideout() {
        assertNoneOver("a later hideout's", (c, q) -> {
            int fewest = Integer.MAX_VALUE;
            for (int r = q + 1; r < c.g().positions.size(); r++) {
                int t = c.g().positions.get(r).placedAt;
                long laid = 0; // every card of his true route laid by then, at any position
                for (int x = 1; x < c.g().positions.size(); x++) {
                    laid |= c.g().positions.get(x).placedAt <= t ? cardsAt(c, x) : 0;
                }
                int most = startingCards(c, 0);
                for (int d = 1; d <= 3; d++) {
                    most += Math.max(0, c.g().drawsBefore(d, t) - Long.bitCount(laid & deck(c, d)));
                }
                fewest = Math.min(fewest, most);
            }
            return fewest;
        });
    }

    private interface Bound {
        int most(TrueRoute c, int q);
    }

    /** Every position's budget on every shipped route and manhunt's true route is at most {@code bound}'s. */
    private static void assertNoneOver(String what, Bound bound) {
        List<String> over = new ArrayList<>();
        int checked = 0;
        for (TrueRoute c : TrueRoute.shipped()) {
            for (int q = 1; q < c.g().positions.size(); q++) {
                EvenBudget.Budget b = c.k().counting.budget(q, c.settled());
                int most = bound.most(c, q);
                checked++;
                if (b.count() > most) {
                    over.add(c.p().id() + " #" + q + ": " + b.count() + " > " + most + ": " + b.text());
                }
            }
        }
        assertTrue(checked > 1000, checked + " counts checked");
        assertTrue(over.isEmpty(), over.size() + " counts over " + what + ", e.g. " + over.subList(0, Math.min(3, over.size())));
    }

    /** Position r's cards on his true route: its hideout's card and the sprint cards seen beneath it. */
    private static long cardsAt(TrueRoute c, int r) {
        PublicTrack.Position x = c.g().positions.get(r);
        return x.sprintCards | (x.escape ? 0 : 1L << c.route()[r]);
    }

    /** His starting cards of the larger footprint (42 aside) that are not among {@code laid}. */
    private static int startingCards(TrueRoute c, long laid) {
        boolean evenBig = c.rules().footprintEven >= c.rules().footprintOdd;
        int n = 0;
        for (int card : c.rules().startingHand) {
            n += card != c.rules().escape && (card % 2 == 0) == evenBig && !Cards.has(laid, card) ? 1 : 0;
        }
        return n;
    }

    private static long deck(TrueRoute c, int d) {
        return Cards.range(c.rules().deckLow[d - 1], c.rules().deckHigh[d - 1]);
    }

    private static int drawn(PublicTrack g, int t) {
        return g.drawsBefore(1, t) + g.drawsBefore(2, t) + g.drawsBefore(3, t);
    }
}
