package org.cardlab.daguai.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.daguai.Card;
import org.cardlab.daguai.DaguaiGame;
import org.cardlab.daguai.DaguaiMove;
import org.cardlab.daguai.DaguaiState;
import org.cardlab.daguai.Scoring;
import org.junit.jupiter.api.Test;

/**
 * An endgame that greedy loses and one line wins. It is taken from seeded play, not typed in
 * (a Da Guai Lu Zi position needs all 162 cards placed and a history the card tracker can
 * read): round 1 of seed 143, after 219 greedy moves. Seat 3 leads with seven cards left; its
 * partners are out, and each opponent still in holds two. Greedy leads its lowest rank as a
 * triple and loses; of the legal leads only the four fours with the six, which keeps the pair
 * of fives, wins. The search tried it only once its candidates were told apart by shape
 * (before, its three five-card leads were one full house in three suitings). The test checks
 * both facts against 60 deals of the cards seat 3 has not seen, so the line wins whatever the
 * others hold, then asks the search, which sees none of them.
 */
class DaguaiSearchEndgameTest {
    static final int SEAT = 3;
    static final int SAMPLES = 60;

    static DaguaiState position() {
        DaguaiState s = DaguaiSearchBotTest.game("round").newGame(143);
        DaguaiGreedyBot greedy = new DaguaiGreedyBot();
        for (int k = 0; k < 219; k++) {
            s.apply(greedy.choose(s, null));
        }
        return s;
    }

    /** How many of {@link #SAMPLES} deals of the unseen cards seat 3's team wins after {@code first} and greedy play. */
    static int wins(DaguaiState s, DaguaiMove first) {
        DaguaiGreedyBot greedy = new DaguaiGreedyBot();
        int won = 0;
        for (int k = 0; k < SAMPLES; k++) {
            DaguaiState w = s.resampleUnseen(SEAT, new Rng(5000 + k));
            w.apply(first);
            while (w.results().isEmpty()) {
                w.apply(greedy.choose(w, null));
            }
            won += w.results().get(0).winnerTeam() == Scoring.team(SEAT) ? 1 : 0;
        }
        return won;
    }

    @Test
    void greedyLosesTheEndgameAndTheSearchFindsTheWinningLine() {
        DaguaiState s = position();
        assertEquals(SEAT, s.currentPlayer());
        assertEquals(null, s.lastPlay(), "seat 3 leads");
        assertEquals(7, s.handSize(SEAT), Card.names(s.hand(SEAT)));
        DaguaiMove greedy = new DaguaiGreedyBot().choose(s, null);
        assertEquals(0, wins(s, greedy), "greedy's " + greedy + " loses every deal");
        DaguaiMove line = DaguaiMove.parse("4S 4H 4D 4C 6S");
        assertEquals(null, s.whyIllegal(line));
        assertEquals(SAMPLES, wins(s, line), "four fours and the six win every deal");
        List<DaguaiMove> legal = s.legalMoves().toList();
        long winning = legal.stream().filter(m -> wins(s, m) > SAMPLES / 2).count();
        assertEquals(1, winning, "one line of " + legal.size() + " wins");
        DaguaiMove chosen = DaguaiSearchBotTest.game("round").bot("search", SEAT).choose(s, new Rng(24));
        assertEquals(line, chosen, "the search, blind to the others' hands, takes the line");
        assertTrue(legal.size() > 10);
    }
}
