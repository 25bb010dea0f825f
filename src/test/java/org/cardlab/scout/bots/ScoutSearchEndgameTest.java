package org.cardlab.scout.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cardlab.core.Rng;
import org.cardlab.core.RuleSpec;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutRules;
import org.cardlab.scout.ScoutState;
import org.junit.jupiter.api.Test;

/**
 * A hand-built endgame that greedy loses and one line wins. Three players, no turning of hands.
 * Player 0 opens with its 1, player 1 scouts it (player 0 takes a chip), player 2 shows a 7.
 * Player 0 now holds 6 8: greedy beats the 7 with the 8 and, holding the 6, finishes last; the
 * sure win is Scout &amp; Show: take the 7 between the 6 and the 8 and show 6 7 8, which
 * empties the hand and ends the round with player 0 ahead whatever the others hold (they keep
 * their cards, and only player 2's chip counts for them). Against these very hands some scouts
 * also win under greedy play; only Scout &amp; Show wins against every deal of the unseen cards,
 * and the search, which does not see the others' hands, finds it.
 */
class ScoutSearchEndgameTest {
    static final ScoutRules RULES = ScoutRules.of("no-turning", RuleSpec.variant("scout", "official+handFlip=false"));

    static ScoutState position() {
        ScoutState s = ScoutGame.fromDeal(RULES, 1, "1(5) 6(2) 8(3)", "8(4) 9(4)", "7(4) 1(6) 6(5)");
        for (String m : new String[] {"show 1", "scout left 1", "show 1"}) {
            s.apply(ScoutMove.parse(m));
        }
        return s;
    }

    /** Player 0's round score less the best other round score, after {@code first} and greedy play to the round's end. */
    static int margin(ScoutState s, ScoutMove first) {
        ScoutState w = s.copy();
        w.apply(first);
        ScoutGreedyBot greedy = new ScoutGreedyBot();
        while (w.results().isEmpty()) {
            w.apply(greedy.choose(w, new Rng(1)));
        }
        int[] sc = w.results().get(0).scores();
        return sc[0] - Math.max(sc[1], sc[2]);
    }

    @Test
    void greedyLosesTheEndgameAndTheSearchFindsTheWinningLine() {
        ScoutState s = position();
        assertEquals(0, s.currentPlayer());
        ScoutMove greedy = new ScoutGreedyBot().choose(s, new Rng(1));
        assertTrue(margin(s, greedy) < 0, "greedy's " + greedy + " loses: margin " + margin(s, greedy));
        ScoutMove win = ScoutMove.scoutShow(false, 1, false, 0, 2);
        assertTrue(margin(s, win) > 0, "Scout & Show 6 7 8 wins");
        long winning = s.legalMoves().filter(m -> margin(s, m) > 0).count();
        assertTrue(winning < s.legalMoves().count(), "some moves lose");
        ScoutMove chosen = new ScoutGame(RULES, 3).bot("search:200", 0).choose(s, new Rng(24));
        assertEquals(win, chosen, "the search takes the line that wins whatever the others hold");
    }
}
