package org.cardlab.scout.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.DuplicateDeals;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.scout.ScoutGame;
import org.cardlab.scout.ScoutMove;
import org.cardlab.scout.ScoutRules;
import org.cardlab.scout.ScoutState;
import org.junit.jupiter.api.Test;

/**
 * SCOUT's search bot plays only legal moves, reads no hidden card (the same decision with the
 * same seed when every card its seat has not seen is resampled), is not greedy in disguise, and
 * gives the same figures for any number of threads.
 */
class ScoutSearchBotTest {
    static ScoutGame game(int players) {
        return new ScoutGame(ScoutRules.of("official", RuleSpec.resolve("scout", "official")), players);
    }

    @Test
    void legalMovesOnlyAndNoHiddenCardRead() {
        ScoutGame g = game(4);
        int decisions = 0;
        int notGreedy = 0;
        for (long seed = 1; seed <= 2; seed++) {
            ScoutState s = g.newGame(seed);
            Policy<ScoutState, ScoutMove> search = g.bot("search:12", 0);
            Policy<ScoutState, ScoutMove> blind = g.bot("search:12", 0);
            ScoutGreedyBot greedy = new ScoutGreedyBot();
            Rng rng = new Rng(seed);
            for (int k = 0; !s.isTerminal(); k++) {
                ScoutMove m;
                if (s.currentPlayer() == 0) {
                    m = search.choose(s, new Rng(seed * 1000 + k));
                    assertNull(s.whyIllegal(m), "move " + (k + 1) + ": " + m);
                    ScoutState other = s.resampleUnseen(0, new Rng(seed * 7919 + k));
                    assertEquals(m, blind.choose(other, new Rng(seed * 1000 + k)), "seed " + seed + " move " + (k + 1));
                    decisions++;
                    notGreedy += m.equals(greedy.choose(s, rng)) ? 0 : 1;
                } else {
                    m = greedy.choose(s, rng);
                }
                s.apply(m);
            }
        }
        assertTrue(decisions > 20, "decisions: " + decisions);
        assertTrue(notGreedy > 0, "the search chose greedy's move every time");
    }

    @Test
    void theFiguresDoNotDependOnTheThreads() {
        ScoutGame g = game(3);
        List<List<String>> lineups = List.of(List.of("search:6", "greedy", "greedy"), List.of("greedy", "search:6", "greedy"));
        var one = DuplicateDeals.play(g, lineups, 3, 5, 1, s -> s.fullState(), null);
        var two = DuplicateDeals.play(g, lineups, 3, 5, 2, s -> s.fullState(), null);
        assertEquals(one, two);
    }

    @Test
    void aBudgetOutOfRangeIsAOneLineError() {
        ScoutGame g = game(4);
        UserError e = assertThrows(UserError.class, () -> g.bot("search:0", 0));
        assertTrue(e.getMessage().contains("from 1 to"), e.getMessage());
        assertThrows(UserError.class, () -> g.bot("search:x", 0));
        assertThrows(UserError.class, () -> g.bot("greedy:5", 0));
    }
}
