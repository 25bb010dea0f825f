package org.cardlab.fugitive.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.junit.jupiter.api.Test;

/** What a seat has seen, and so the solved bot's move, does not change when what it has not seen is dealt again. */
class SeenKeyTest {
    @Test
    void theKeyAndTheSolvedMoveSurviveResampling() {
        int checked = 0;
        for (String spec : List.of("mini2", "pt")) {
            FugitiveGame game = FugitiveGame.of(FugitiveTreeTest.rules(spec).spec);
            boolean solved = spec.equals("mini2");
            for (int i = 0; i < 12; i++) {
                FugitiveState s = game.newGame(Seeds.deal(5, i));
                Rng rng = Seeds.bots(5, i);
                List<Policy<FugitiveState, FugitiveMove>> bots = List.of(game.bot(solved ? "solved" : "random", 0),
                        game.bot(solved ? "solved" : "heuristic", 1));
                while (!s.isTerminal()) {
                    FugitiveSeat seat = s.toMove();
                    String key = SeenKey.of(s, seat);
                    for (int k = 0; k < 3; k++) {
                        FugitiveState other = k == 2 && seat == FugitiveSeat.FUGITIVE ? s.resampleForFugitive(rng)
                                : s.resampleUnseen(seat.index(), rng);
                        assertEquals(key, SeenKey.of(other, seat), spec + " game " + i);
                        if (solved) {
                            long seed = rng.nextLong();
                            assertEquals(bots.get(seat.index()).choose(s.copy(), new Rng(seed)),
                                    bots.get(seat.index()).choose(other, new Rng(seed)), spec + " game " + i + " at " + key);
                        }
                        checked++;
                    }
                    s.apply(bots.get(seat.index()).choose(s, rng));
                }
            }
        }
        assertTrue(checked > 200, "states checked: " + checked);
    }

    @Test
    void theFugitivesKeyNamesEverySureMissAlike() {
        FugitiveGame game = FugitiveGame.of(FugitiveTreeTest.rules("mini2").spec);
        FugitiveState a = game.newGame(1);
        a.apply(a.legalMoves().findFirst().orElseThrow());
        a.apply(a.legalMoves().findFirst().orElseThrow());
        a.apply(FugitiveMove.draw(2)); // the Marshal's first draw
        FugitiveState b = a.copy();
        a.apply(FugitiveMove.guess(3));
        b.apply(FugitiveMove.guess(40)); // in no deck either: the solved game plays it as 3
        assertEquals(SeenKey.of(a, FugitiveSeat.FUGITIVE), SeenKey.of(b, FugitiveSeat.FUGITIVE));
        assertTrue(!SeenKey.of(a, FugitiveSeat.MARSHAL).equals(SeenKey.of(b, FugitiveSeat.MARSHAL)), "the Marshal knows what he named");
    }
}
