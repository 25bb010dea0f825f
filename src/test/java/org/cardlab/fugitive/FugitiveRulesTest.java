package org.cardlab.fugitive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cardlab.core.IllegalMoveException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Rules from hand-built situations, each against the rulebooks' own words. */
class FugitiveRulesTest {

    private static final long NONE = 0;

    /** Route 0 ... last, all face down but those in faceUp; Fugitive to place. */
    private static FugitiveState placing(FugitiveRules rules, int[] route, long hand) {
        return FugitiveState.situation(rules, route, new long[route.length], 0, hand, NONE, Phase.FUGITIVE_PLACE);
    }

    @Test
    void theRulebookSprintExampleFrom4To10NeedsPlus3() {
        for (String spec : new String[] {"ca", "pt"}) {
            FugitiveRules rules = Specs.shipped(spec);
            FugitiveState s = placing(rules, new int[] {0, 4}, Cards.of(10, 6, 5, 7, 42));
            assertEquals(3, Sprints.need(rules, 4, 10));
            assertNotNull(s.whyIllegal(FugitiveMove.hide(10, 0)), "a step of 6 with no sprint");
            assertNotNull(s.whyIllegal(FugitiveMove.hide(10, Cards.of(6))), "+2 is short of +3");
            assertNull(s.whyIllegal(FugitiveMove.hide(10, Cards.of(6, 5))), "+2 +1 covers +3");
            assertNull(s.whyIllegal(FugitiveMove.hide(10, Cards.of(5, 7, 6))), "+1 +1 +2 covers +3 (pays +4)");
            assertNull(s.whyIllegal(FugitiveMove.hide(7, 0)), "4 to 7 is within the step limit");
            assertNotNull(s.whyIllegal(FugitiveMove.hide(10, Cards.of(42, 6))), "42 is never a sprint card");
        }
    }

    @Test
    void overpayingIsAllowedOrRefusedAsTheSpecSays() {
        FugitiveRules allowed = Specs.shipped("pt");
        FugitiveRules refused = Specs.variant("pt", "overpay", false);
        int[] route = {0, 4};
        long hand = Cards.of(5, 6, 7, 9, 10, 42);
        FugitiveMove bluff = FugitiveMove.hide(5, Cards.of(9)); // a sprint card where none is needed
        FugitiveMove extra = FugitiveMove.hide(10, Cards.of(5, 6, 7)); // +4 where +3 is needed, 5 or 7 superfluous
        FugitiveMove exact = FugitiveMove.hide(10, Cards.of(5, 6));
        assertNull(placing(allowed, route, hand).whyIllegal(bluff));
        assertNull(placing(allowed, route, hand).whyIllegal(extra));
        assertTrue(placing(refused, route, hand).whyIllegal(bluff).contains("no sprint is needed"));
        assertTrue(placing(refused, route, hand).whyIllegal(extra).contains("overpaying"));
        assertNull(placing(refused, route, hand).whyIllegal(exact));
        // Both footprint kinds needed: +2 +2 for a need of 4 is exact; +2 +2 +1 is not.
        FugitiveState s = placing(refused, new int[] {0, 3}, Cards.of(10, 6, 8, 5, 42));
        assertNull(s.whyIllegal(FugitiveMove.hide(10, Cards.of(6, 8))));
        assertNotNull(s.whyIllegal(FugitiveMove.hide(10, Cards.of(6, 8, 5))));
    }

    /** The Fugitive escapes after the Marshal revealed {@code revealed}: does the manhunt start? */
    private static FugitiveState escapeWithRevealed(FugitiveRules rules, int revealed) {
        int[] route = {0, 20, revealed, 39};
        FugitiveState s = FugitiveState.situation(rules, route, new long[4], 1L << 2, Cards.of(42, 40), NONE,
                Phase.FUGITIVE_PLACE);
        s.apply(FugitiveMove.hide(42, 0));
        return s;
    }

    @ParameterizedTest(name = "{0}: highest revealed {1}")
    @CsvSource({"ca, 28, true", "ca, 29, false", "ca, 30, false", "pt, 28, true", "pt, 29, true", "pt, 30, false"})
    void theManhuntBoundary(String spec, int revealed, boolean manhunt) {
        FugitiveState s = escapeWithRevealed(Specs.shipped(spec), revealed);
        if (manhunt) {
            assertEquals(Phase.MANHUNT, s.phase());
            assertEquals(FugitiveSeat.MARSHAL.index(), s.currentPlayer());
        } else {
            assertTrue(s.isTerminal());
            assertEquals(FugitiveSeat.FUGITIVE.index(), s.winner());
        }
    }

    @Test
    void catalanComparesTheLastRevealedHideoutPortugueseTheHighest() {
        for (String spec : new String[] {"ca", "pt"}) {
            FugitiveRules rules = Specs.shipped(spec);
            int[] route = {0, 20, 31, 39};
            FugitiveState s = FugitiveState.situation(rules, route, new long[4], 1L << 2, Cards.of(42, 40), Cards.of(5),
                    Phase.MARSHAL_GUESS);
            s.apply(FugitiveMove.guess(20)); // reveals 20 after 31: the last revealed is 20, the highest 31
            s.apply(FugitiveMove.draw(1));
            s.apply(FugitiveMove.hide(42, 0));
            assertEquals(spec.equals("ca") ? Phase.MANHUNT : Phase.OVER, s.phase(), spec);
        }
    }

    @Test
    void inTheManhuntEachHitRevealsAndAMissLoses() {
        FugitiveRules rules = Specs.shipped("pt");
        FugitiveState s = FugitiveState.situation(rules, new int[] {0, 20, 22, 39}, new long[] {0, 0, Cards.of(7), 0}, 0,
                Cards.of(42), NONE, Phase.FUGITIVE_PLACE);
        s.apply(FugitiveMove.hide(42, 0));
        assertEquals(Phase.MANHUNT, s.phase());
        assertNotNull(s.whyIllegal(FugitiveMove.guess(20, 22)), "single numbers only");
        s.apply(FugitiveMove.guess(22));
        assertEquals(Phase.MANHUNT, s.phase());
        NoteEvent.Guess g = (NoteEvent.Guess) s.events().get(s.events().size() - 1);
        assertEquals(Cards.of(7), g.reveals().get(0).sprintCards(), "a reveal brings its sprint cards");
        FugitiveState miss = s.copy();
        miss.apply(FugitiveMove.guess(21));
        assertEquals(FugitiveSeat.FUGITIVE.index(), miss.winner());
        s.apply(FugitiveMove.guess(20));
        s.apply(FugitiveMove.guess(39));
        assertEquals(FugitiveSeat.MARSHAL.index(), s.winner());
    }

    @Test
    void aMultiGuessWithOneWrongNumberRevealsNothing() {
        FugitiveRules rules = Specs.shipped("pt");
        FugitiveState s = FugitiveState.situation(rules, new int[] {0, 3, 6}, new long[3], 0, Cards.of(42, 8), Cards.of(15),
                Phase.MARSHAL_GUESS);
        s.apply(FugitiveMove.guess(3, 7));
        NoteEvent.Guess g = (NoteEvent.Guess) s.events().get(0);
        assertFalse(g.hit());
        assertTrue(g.reveals().isEmpty());
        assertFalse(s.isFaceUp(1), "3 stays face down although it was named");
        FugitiveState t = FugitiveState.situation(rules, new int[] {0, 3, 6}, new long[3], 0, Cards.of(42, 8), Cards.of(15),
                Phase.MARSHAL_GUESS);
        t.apply(FugitiveMove.guess(3, 6));
        assertEquals(FugitiveSeat.MARSHAL.index(), t.winner(), "naming both hideouts reveals all of them");
    }

    @Test
    void aNumberMissedEarlierMayBePlayedLater() {
        FugitiveRules rules = Specs.shipped("pt");
        FugitiveState s = FugitiveState.situation(rules, new int[] {0, 3, 6}, new long[3], 0, Cards.of(42, 8), Cards.of(15),
                Phase.MARSHAL_GUESS);
        s.apply(FugitiveMove.guess(8));
        assertEquals(Phase.FUGITIVE_DRAW, s.phase());
        s.apply(FugitiveMove.draw(3));
        s.apply(FugitiveMove.hide(8, 0));
        s.apply(FugitiveMove.draw(2));
        s.apply(FugitiveMove.guess(8));
        assertTrue(s.isFaceUp(3), "8 was missed, then played, then hit");
    }

    @Test
    void underCatalanRulesRevealingTheLastHideoutWinsAtOnce() {
        int[] route = {0, 3, 6};
        FugitiveState ca = FugitiveState.situation(Specs.shipped("ca"), route, new long[3], 0, Cards.of(42, 8), Cards.of(15),
                Phase.MARSHAL_GUESS);
        ca.apply(FugitiveMove.guess(6));
        assertEquals(FugitiveSeat.MARSHAL.index(), ca.winner());
        FugitiveState pt = FugitiveState.situation(Specs.shipped("pt"), route, new long[3], 0, Cards.of(42, 8), Cards.of(15),
                Phase.MARSHAL_GUESS);
        pt.apply(FugitiveMove.guess(6));
        assertFalse(pt.isTerminal(), "3 is still face down");
    }

    @Test
    void escapeWithNothingLeftFaceDown() {
        for (String spec : new String[] {"ca", "pt"}) {
            FugitiveRules rules = Specs.shipped(spec);
            FugitiveState s = FugitiveState.situation(rules, new int[] {0, 20, 39}, new long[3], (1L << 1) | (1L << 2),
                    Cards.of(42), NONE, Phase.FUGITIVE_PLACE);
            s.apply(FugitiveMove.hide(42, 0)); // highest revealed 39: no manhunt under either spec
            assertEquals(FugitiveSeat.FUGITIVE.index(), s.winner());
            FugitiveState low = FugitiveState.situation(rules, new int[] {0, 20, 24}, new long[3], (1L << 1) | (1L << 2),
                    Cards.of(42, 4, 6, 8, 10, 12, 14, 16, 18), NONE, Phase.FUGITIVE_PLACE);
            low.apply(FugitiveMove.hide(42, Cards.of(4, 6, 8, 10, 12, 14, 16, 18)));
            assertEquals(FugitiveSeat.MARSHAL.index(), low.winner(), spec + ": a manhunt with nothing hidden is the Marshal's");
        }
    }

    @Test
    void emptyDecksSkipTheDrawAndCannotBeChosen() {
        FugitiveRules rules = Specs.shipped("pt");
        long all = Cards.range(4, 41);
        long fugitive = Cards.range(7, 41) & ~Cards.of(10);
        FugitiveState s = FugitiveState.situation(rules, new int[] {0, 3, 6}, new long[3], 0, fugitive | Cards.of(42),
                all & ~fugitive & ~Cards.of(6, 3), Phase.MARSHAL_GUESS);
        assertTrue(s.allDecksEmpty());
        s.apply(FugitiveMove.guess(9));
        assertEquals(Phase.FUGITIVE_PLACE, s.phase(), "no deck to draw from: straight to placing");
        assertThrows(IllegalMoveException.class, () -> s.copy().apply(FugitiveMove.draw(1)));
        s.apply(FugitiveMove.PASS);
        assertEquals(Phase.MARSHAL_GUESS, s.phase(), "the Marshal's draw is skipped too");
    }

    @Test
    void aDrawFromAnEmptyDeckIsRefusedWhileAnotherHasCards() {
        FugitiveRules rules = Specs.shipped("pt");
        long deck1 = Cards.range(4, 14);
        FugitiveState s = FugitiveState.situation(rules, new int[] {0, 3, 6}, new long[3], 0, Cards.of(42) | (deck1 & ~Cards.of(6)),
                NONE, Phase.MARSHAL_DRAW);
        assertTrue(s.whyIllegal(FugitiveMove.draw(1)).contains("empty"));
        assertNull(s.whyIllegal(FugitiveMove.draw(2)));
    }

    @Test
    void theFirstTurnPlacesTwoHideoutsAndCannotPass() {
        FugitiveState s = FugitiveState.newGame(Specs.shipped("ca"), 5);
        assertNotNull(s.whyIllegal(FugitiveMove.PASS));
        s.apply(FugitiveMove.hide(1, 0));
        assertEquals(FugitiveSeat.FUGITIVE.index(), s.currentPlayer());
        s.apply(FugitiveMove.hide(2, 0));
        assertEquals(Phase.MARSHAL_DRAW, s.phase());
        s.apply(FugitiveMove.draw(3));
        assertEquals(Phase.MARSHAL_DRAW, s.phase(), "the Marshal's first turn draws two");
        s.apply(FugitiveMove.draw(3));
        assertEquals(Phase.MARSHAL_GUESS, s.phase());
    }

    @Test
    void illegalMovesAreRefusedWithAReasonAndChangeNothing() {
        FugitiveState s = FugitiveState.newGame(Specs.shipped("pt"), 5);
        String before = s.fullState();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.apply(FugitiveMove.hide(41, 0)));
        assertTrue(e.getMessage().contains("does not hold 41"), e.getMessage());
        assertEquals(before, s.fullState());
        assertThrows(IllegalMoveException.class, () -> s.apply(FugitiveMove.guess(5)));
        assertEquals(before, s.fullState());
    }
}
