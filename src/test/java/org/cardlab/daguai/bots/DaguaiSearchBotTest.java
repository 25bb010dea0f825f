package org.cardlab.daguai.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.cardlab.core.DuplicateDeals;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiMove;
import org.cardlab.daguai.DaguaiState;
import org.junit.jupiter.api.Test;

/**
 * Da Guai Lu Zi's search bot plays only legal moves, reads no hidden card (the same decision
 * with the same seed when every card its seat has not seen is resampled), is not greedy in
 * disguise, never beats a partner's trick but to go out, and gives the same figures for any
 * number of threads. A match, so that decisions
 * after a tribute are among them.
 */
class DaguaiSearchBotTest {
    static DaguaiGame game(String mode) {
        GameType type = Games.get("daguai");
        return (DaguaiGame) type.game(type.spec("pl"), (ObjectNode) Json.parse("{\"mode\": \"" + mode + "\"}", "params"));
    }

    @Test
    void legalMovesOnlyAndNoHiddenCardRead() {
        DaguaiGame g = game("match");
        DaguaiState s = g.newGame(2);
        Policy<DaguaiState, DaguaiMove> search = g.bot("search:4", 3);
        Policy<DaguaiState, DaguaiMove> blind = g.bot("search:4", 3);
        DaguaiGreedyBot greedy = new DaguaiGreedyBot();
        Rng rng = new Rng(2);
        int decisions = 0;
        int notGreedy = 0;
        for (int k = 0; !s.isTerminal() && s.results().size() < 2; k++) {
            DaguaiMove m;
            if (s.currentPlayer() == 3) {
                m = search.choose(s, new Rng(1000 + k));
                assertNull(s.whyIllegal(m), "move " + (k + 1) + ": " + m);
                assertEquals(m, blind.choose(s.resampleUnseen(3, new Rng(7919 + k)), new Rng(1000 + k)), "move " + (k + 1));
                if (partnerHoldsTheTrick(s) && m.type == DaguaiMove.Type.PLAY) {
                    assertEquals(s.handSize(3), m.faces.length, "move " + (k + 1) + ": beat a partner without going out");
                }
                decisions++;
                notGreedy += m.equals(greedy.choose(s, rng)) ? 0 : 1;
            } else {
                m = greedy.choose(s, rng);
            }
            s.apply(m);
        }
        assertTrue(decisions > 30, "decisions: " + decisions);
        assertTrue(notGreedy > 0, "the search chose greedy's move every time");
    }

    private static boolean partnerHoldsTheTrick(DaguaiState s) {
        return s.phase() == DaguaiState.Stage.PLAY && s.lastPlay() != null && s.lastSeat() != s.currentPlayer()
                && s.lastSeat() % 2 == s.currentPlayer() % 2 && s.handSize(s.lastSeat()) > 0;
    }

    @Test
    void theFiguresDoNotDependOnTheThreads() {
        DaguaiGame g = game("round");
        List<List<String>> lineups = List.of(List.of("search:3", "greedy", "greedy", "greedy", "greedy", "greedy"));
        var one = DuplicateDeals.play(g, lineups, 2, 9, 1, s -> s.fullState(), null);
        var two = DuplicateDeals.play(g, lineups, 2, 9, 2, s -> s.fullState(), null);
        assertEquals(one, two);
    }
}
