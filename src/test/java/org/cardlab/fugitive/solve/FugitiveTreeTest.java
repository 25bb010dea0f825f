package org.cardlab.fugitive.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.SeededGames;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class FugitiveTreeTest {
    /** The mini with one card a deck and a clock of one turn: small enough for the dense simplex. */
    static final String TINY = "mini+deck1=[30,30]+deck2=[31,31]+deck3=[32,32]+manhuntThreshold=31";

    static FugitiveRules rules(String variant) {
        return new FugitiveRules(RuleSpec.variant("fugitive", variant));
    }

    /** TINY's tree and its linear program's solution, solved once for the class: the dense simplex is most of the class's time. */
    private record TinySolved(FugitiveTree tree, LinearProgramSolver.Solution lp) {}

    private static TinySolved tinySolved;

    private static synchronized TinySolved tinySolved() {
        if (tinySolved == null) {
            FugitiveTree ft = FugitiveTree.of(rules(TINY), 1, 100_000);
            tinySolved = new TinySolved(ft, LinearProgramSolver.solve(ft.tree));
        }
        return tinySolved;
    }

    @Tag("slow")
    @Test
    void cfrAndLinearProgramAgreeOnATinyFugitive() {
        GameTree g = tinySolved().tree().tree;
        LinearProgramSolver.Solution lp = tinySolved().lp();
        CfrPlus cfr = new CfrPlus(g);
        double e = cfr.solve(1e-4, 5_000, 50);
        assertTrue(e < 1e-4, "CFR+ exploitability " + e);
        assertEquals(lp.value(), cfr.average().value(g), 1e-3);
        assertEquals(0, Exploitability.of(g, lp.strategy()), 1e-6);
    }

    @Test
    void treeHasPerfectRecallAndEveryLeafIsAGameEnd() {
        FugitiveTree ft = FugitiveTree.of(rules(TINY), 1, 100_000);
        new SequenceForm(ft.tree); // throws on an information set reached after two different own sequences
        assertTrue(ft.tree.infosets(0) > 0 && ft.tree.infosets(1) > 0);
        for (int i = 0; i < ft.tree.infosets(); i++) {
            assertEquals(ft.moves.get(i).size(), ft.tree.actions(i));
            assertEquals(ft.tree.infosetPlayer(i), ft.sample.get(i).currentPlayer());
        }
    }

    @Test
    void sameTreeAndFiguresEveryTime() {
        GameTree a = FugitiveTree.of(rules(TINY), 1, 100_000).tree;
        GameTree b = FugitiveTree.of(rules(TINY), 1, 100_000).tree;
        CfrPlus ca = new CfrPlus(a);
        CfrPlus cb = new CfrPlus(b);
        ca.run(30);
        cb.run(30);
        assertEquals(a.nodes(), b.nodes());
        assertEquals(Exploitability.of(a, ca.average()), Exploitability.of(b, cb.average()), 0.0);
    }

    @Test
    void aSpecTooBigIsRefusedNamingIt() {
        UserError e = assertThrows(UserError.class, () -> FugitiveTree.of(rules("mini"), 2, 1_000));
        assertTrue(e.getMessage().startsWith("mini: the game tree has about "), e.getMessage());
        e = assertThrows(UserError.class, () -> FugitiveTree.of(rules("mini"), 2, 50_000));
        assertTrue(e.getMessage().startsWith("mini: the game tree passes 50000 nodes"), "past the estimate, the limit: " + e.getMessage());
    }

    /** A deck of three cards, a Fugitive draw a turn: chance at each draw has two or three cards to pick from. */
    static final String SHUFFLED = "mini2+deck1=[10,12]+deck2=[13,13]+deck3=[14,14]+initialDraws=[1,0,0]+fugitiveDraws=1"
            + "+marshalFirstDraws=1+manhuntThreshold=11";

    @Test
    void chanceAtEachDrawIsTheGameOfEveryDealAtTheRoot() {
        FugitiveTree atDraws = FugitiveTree.of(rules(SHUFFLED), 1, 1_000_000);
        FugitiveTree atRoot = FugitiveTree.of(rules(SHUFFLED), 1, 1_000_000, FugitiveTree.Chance.DEALT_AT_ROOT);
        assertTrue(atDraws.tree.nodes() < atRoot.tree.nodes(), atDraws.tree.nodes() + " vs " + atRoot.tree.nodes());
        assertEquals(atRoot.tree.infosets(), atDraws.tree.infosets(), "the same information sets");
        CfrPlus cfr = new CfrPlus(atDraws.tree);
        cfr.run(40);
        Strategy played = cfr.average();
        // the same strategy, information set by information set (their keys name them in both trees)
        java.util.Map<String, Integer> index = new java.util.HashMap<>();
        for (int i = 0; i < atDraws.tree.infosets(); i++) {
            index.put(atDraws.tree.key(i), i);
        }
        double[][] p = new double[atRoot.tree.infosets()][];
        for (int i = 0; i < p.length; i++) {
            p[i] = played.row(index.get(atRoot.tree.key(i)));
        }
        Strategy same = new Strategy(p);
        assertEquals(played.value(atDraws.tree), same.value(atRoot.tree), 1e-12);
        for (int seat = 0; seat < 2; seat++) {
            assertEquals(BestResponse.value(atDraws.tree, played, seat), BestResponse.value(atRoot.tree, same, seat), 1e-12);
        }
    }

    /**
     * CFR+'s average alone (not the polished profile) converges on a game with a value strictly inside
     * (0, 1): it stalled near 0.05 while the walk skipped what the opponent did not reach, which left
     * those iterations out of the average.
     */
    @Test
    void theAverageStrategyConverges() {
        GameTree g = FugitiveTree.of(rules("mini2+marshalFirstDraws=0"), 1, 1_000_000).tree;
        CfrPlus cfr = new CfrPlus(g);
        double e = cfr.solve(0.001, 1_000, 50);
        assertTrue(e < 0.001, "exploitability " + e + " after " + cfr.iterations());
        double v = cfr.average().value(g);
        assertTrue(v > 0.01 && v < 0.99, "value " + v);
    }

    @Tag("slow")
    @Test
    void aDeterministicBotIsAPureStrategyAndNoBetterThanTheValue() {
        FugitiveTree ft = tinySolved().tree();
        Strategy eq = tinySolved().lp().strategy();
        double value = eq.value(ft.tree);
        for (int seat = 0; seat < 2; seat++) {
            Strategy bot = BotStrategy.of(ft, SeededGames.bot("heuristic", FugitiveSeat.of(seat)), seat, 3, 1, eq);
            assertTrue(Exploitability.ofPlayer(ft.tree, bot, seat, value) >= -1e-9);
            assertTrue(Exploitability.ofPlayer(ft.tree, eq, seat, value) < 1e-6);
        }
        assertEquals(FugitiveSeat.FUGITIVE.index(), 0);
    }
}
