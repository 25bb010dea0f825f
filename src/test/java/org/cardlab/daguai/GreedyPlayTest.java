package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.daguai.bots.DaguaiGreedyBot;
import org.junit.jupiter.api.Test;

/**
 * The search's playouts apply greedy's plays on the state's trusted path ({@link DaguaiState#applyGenerated}), without
 * the legality check and the classification of {@link DaguaiState#apply}: the state must come out the same.
 */
class GreedyPlayTest {
    private static final DaguaiGreedyBot GREEDY = new DaguaiGreedyBot();
    private static final Rng UNUSED = new Rng(0);
    private static final int ROUNDS = 3;

    /** The spec, and variants whose turn rules or card order differ from it. */
    private static List<DaguaiRules> variants() {
        DaguaiRules pl = DaguaiRules.defaults();
        return List.of(pl,
                pl.with("afterPass", TextNode.valueOf("out-of-trick")).with("leadAfterEscapedWinner", TextNode.valueOf("partner")),
                pl.with("twoRank", TextNode.valueOf("high")).with("equalBeats", BooleanNode.TRUE)
                        .with("jokerTribute", TextNode.valueOf("two-offered")));
    }

    /** The first rounds of matches (a round's end, the tribute and the exchange between rounds included). */
    @Test
    void matchesOnTheTrustedPathLeaveTheStatesApplyLeavesAfterEveryMove() {
        for (DaguaiRules rules : variants()) {
            for (long seed = 1; seed <= 2; seed++) {
                DaguaiState checked = new DaguaiState(rules, seed, true);
                DaguaiState trusted = new DaguaiState(rules, seed, true);
                int generated = 0;
                for (int k = 0; !checked.isTerminal() && checked.roundsPlayed() < ROUNDS; k++) {
                    checked.apply(GREEDY.choose(checked, UNUSED));
                    if (trusted.phase() == DaguaiState.Stage.PLAY) {
                        trusted.applyGenerated(GreedyPlay.choose(trusted));
                        generated++;
                    } else {
                        trusted.apply(GREEDY.choose(trusted, UNUSED)); // the exchange is never generated
                    }
                    assertSameState(checked, trusted, "seed " + seed + ", move " + k);
                }
                assertEquals(checked.moves(), trusted.moves(), "seed " + seed);
                assertTrue(checked.roundsPlayed() == ROUNDS && checked.phase() != DaguaiState.Stage.OVER, "seed " + seed);
                assertTrue(generated > 100 * ROUNDS, generated + " moves on the trusted path");
            }
        }
    }

    /** From positions random play reaches (odd hands, joker plays, long passes), greedy to the round's end both ways. */
    @Test
    void finishingARoundOnTheTrustedPathEndsWhereApplyEnds() {
        for (DaguaiRules rules : variants()) {
            for (long seed = 1; seed <= 20; seed++) {
                DaguaiState s = new DaguaiState(rules, seed, true);
                Rng rng = new Rng(seed);
                for (int k = 0; k < seed * 7 && s.roundsPlayed() == 0; k++) {
                    s.apply(s.randomLegalMove(rng));
                }
                if (s.roundsPlayed() > 0) {
                    continue;
                }
                DaguaiState checked = s.copy();
                while (checked.roundsPlayed() == 0) {
                    checked.apply(GREEDY.choose(checked, UNUSED));
                }
                DaguaiState trusted = s.copy();
                GreedyPlay.finishRound(trusted, 5_000);
                String where = "seed " + seed + " after " + s.moveCount() + " random moves";
                // the same moves and round result; the playout's world ends with its round, the game deals the next
                assertEquals(checked.moves(), trusted.moves(), where);
                assertEquals(results(checked), results(trusted), where);
                assertEquals(List.of(checked.level(0), checked.level(1)), List.of(trusted.level(0), trusted.level(1)), where);
                assertTrue(trusted.isTerminal() && !checked.isTerminal(), where);
            }
        }
    }

    @Test
    void theTrustedPathTakesPlaysOfThePlayStageOnly() {
        DaguaiState over = new DaguaiState(DaguaiRules.defaults(), 3, false);
        GreedyPlay.finishRound(over, 5_000);
        assertTrue(over.isTerminal());
        String before = over.fullState();
        assertThrows(IllegalStateException.class, () -> over.applyGenerated(null));
        assertEquals(before, over.fullState());
    }

    private static String results(DaguaiState s) {
        String all = s.fullState();
        return all.substring(all.indexOf("\nresults:"));
    }

    static void assertSameState(DaguaiState expected, DaguaiState actual, String where) {
        assertEquals(expected.fullState(), actual.fullState(), where); // the move count too; the moves at the end
        Combo a = expected.lastPlay();
        Combo b = actual.lastPlay();
        assertEquals(a, b, where);
        if (a != null) {
            assertEquals(a.kind, b.kind, where);
            assertArrayEquals(a.reads, b.reads, where);
        }
    }
}
