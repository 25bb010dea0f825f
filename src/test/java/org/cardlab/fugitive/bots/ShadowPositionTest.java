package org.cardlab.fugitive.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.exposure.Exposure;
import org.junit.jupiter.api.Test;

/**
 * A hand-built position (Catalan spec) where the race cannot choose and the Marshal's belief
 * must: the Fugitive sits on 33 (face down) holding 2, 36, 37 and 42. Both "hide 36" and
 * "hide 37 sprint 2" leave 42 in reach for next turn. But 34 and 35 lie face up under the
 * revealed 30, so a hideout placed on 33 with no sprint card can only be 36: the Marshal would
 * name it and win (under this spec revealing the last hideout wins). With one sprint card it
 * may be 36, 37 or 38.
 */
class ShadowPositionTest {
    private static final FugitiveRules CA = FugitiveRules.load("ca");

    /** The decks, top first: the Fugitive's cards on top where he draws, the Marshal's below. */
    private static final int[][] DECKS = {
        {7, 10, 13, 4, 5, 6, 8, 9, 11, 12, 14},
        {16, 19, 22, 25, 28, 15, 17, 18, 20, 21, 23, 24, 26, 27},
        {31, 32, 34, 35, 30, 33, 36, 37, 29, 38, 39, 40, 41}};

    static FugitiveState position() {
        FugitiveState s = FugitiveState.withDecks(CA, DECKS);
        play(s, "hide 3", "hide 7 sprint 1", "draw 1", "draw 1", "guess 41");
        String[][] turns = {
            {"draw 3", "hide 10"}, {"draw 3", "hide 13"}, {"draw 3", "hide 16"}, {"draw 3", "hide 19"},
            {"draw 2", "hide 22"}, {"draw 2", "hide 25"}, {"draw 2", "hide 28"},
            {"draw 3", "hide 30 sprint 31 32 34 35"}};
        for (String[] t : turns) {
            play(s, t[0], t[1], "draw " + (s.deckLeft(1) > 0 ? 1 : 2), "guess 41");
        }
        play(s, "draw 3", "hide 33", "draw 2", "guess 30"); // 30 turns up with 31 32 34 35 beneath; 33 is the last
        play(s, "draw 3", "pass", "draw 2", "guess 41");
        play(s, "draw 3");
        return s;
    }

    private static void play(FugitiveState s, String... moves) {
        for (String m : moves) {
            s.apply(FugitiveMove.parse(m));
        }
    }

    @Test
    void thePositionIsAsDescribed() {
        FugitiveState s = position();
        assertEquals(Phase.FUGITIVE_PLACE, s.phase());
        assertEquals(Cards.of(2, 36, 37, 42), s.fugitiveHand());
        assertEquals(33, s.hideout(s.routeLength() - 1));
        assertTrue(s.isFaceUp(s.routeLength() - 2), "30 is revealed");
    }

    @Test
    void theMarshalsBeliefRatesTheSprintlessHideoutCertainAndTheOtherNot() {
        Exposure e = Exposure.of(position());
        Exposure.Option plain = option(e, "hide 36");
        Exposure.Option sprint = option(e, "hide 37 sprint 2");
        assertEquals(1.0, plain.newHideout(), 1e-9);
        assertEquals(1.0, plain.loss(), 1e-9);
        assertTrue(sprint.newHideout() < 0.6, "37 with a sprint card is one of several values: " + sprint.newHideout());
        assertTrue(sprint.loss() < 0.6, "" + sprint.loss());
    }

    @Test
    void itPlacesWhereTheBeliefIsLeastSure() {
        FugitiveState s = position();
        FugitiveMove m = SeededGames.bot("shadow", FugitiveSeat.FUGITIVE).choose(s, new Rng(5));
        assertEquals("hide 37 sprint 2", m.toString());
    }

    @Test
    void theRaceAloneWouldHaveTakenTheCertainOne() {
        FugitiveMove m = SeededGames.bot("racer", FugitiveSeat.FUGITIVE).choose(position(), new Rng(5));
        assertEquals("hide 36", m.toString());
    }

    private static Exposure.Option option(Exposure e, String move) {
        List<Exposure.Option> hit = e.options.stream().filter(o -> o.move().toString().equals(move)).toList();
        assertEquals(1, hit.size(), move + " among " + e.options);
        return hit.get(0);
    }
}
