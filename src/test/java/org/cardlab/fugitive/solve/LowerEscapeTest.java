package org.cardlab.fugitive.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * mini3 is mini2 with the escape card 17 instead of 42, its cards moved down by four and its step
 * limit cut to keep every step the same (spec sources say which card stands for which). Nothing
 * in the game changes but the numbers, so the solved trees must match: the same size, and CFR+
 * on both gives the same average strategy's value and exploitability, pass by pass. A rule that
 * still leaned on 42 (a guess range, an escape test, a step to the escape) would break it.
 */
class LowerEscapeTest {
    private static void sameGame(String published, String lower, int turns) {
        FugitiveTree a = FugitiveTree.of(FugitiveTreeTest.rules(published), turns, 1_000_000);
        FugitiveTree b = FugitiveTree.of(FugitiveTreeTest.rules(lower), turns, 1_000_000);
        assertEquals(a.tree.nodes(), b.tree.nodes(), "nodes");
        assertEquals(a.tree.infosets(0), b.tree.infosets(0), "the Fugitive's information sets");
        assertEquals(a.tree.infosets(1), b.tree.infosets(1), "the Marshal's information sets");
        CfrPlus ca = new CfrPlus(a.tree);
        CfrPlus cb = new CfrPlus(b.tree);
        for (int pass = 0; pass < 3; pass++) {
            ca.run(10);
            cb.run(10);
            assertEquals(ca.average().value(a.tree), cb.average().value(b.tree), 1e-12, "value after " + 10 * (pass + 1) + " passes");
            assertEquals(Exploitability.of(a.tree, ca.average()), Exploitability.of(b.tree, cb.average()), 1e-12);
        }
    }

    @Test
    void mini3IsMini2WithALowerEscapeCard() {
        sameGame("mini2", "mini3", 1);
    }

    @Test
    void andSoUnderTheCatalanChoices() {
        String catalan = "+marshalWin=last+manhuntRevealed=last-revealed";
        sameGame("mini2" + catalan, "mini3" + catalan, 1);
    }
}
