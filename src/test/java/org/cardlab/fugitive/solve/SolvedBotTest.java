package org.cardlab.fugitive.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.cardlab.core.Games;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.bots.HeuristicFugitive;
import org.cardlab.fugitive.bots.HeuristicMarshal;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The solved bot plays the solver's equilibrium: its exact exploitability is the strategy's, merged keys lose nothing. */
class SolvedBotTest {
    /** mini2 with a Fugitive draw a turn and a clock of one turn: his hands can be told apart only by when he drew. */
    static final String DRAWING = "mini2+fugitiveDraws=1+marshalFirstDraws=0";

    private static Solved drawing;

    /**
     * DRAWING solved once for the class (a clock of one turn), to an exploitability of 0.01: what the tests check (merging,
     * the file, the bot) holds for any profile, and the last tenth of the way to 0.001 was a third of the class's time.
     */
    private static synchronized Solved drawing() {
        if (drawing == null) {
            drawing = Solved.of(FugitiveTreeTest.rules(DRAWING), 1, 0.01, 5_000, 50);
        }
        return drawing;
    }

    @Tag("slow")
    @Test
    void mergingTheFugitivesSetsOfOneKeyLosesNothing() {
        Solved s = drawing();
        GameTree g = s.tree.tree;
        String[] keys = SolvedStrategy.keys(s.tree);
        Map<String, Integer> setsOfKey = new HashMap<>();
        for (int i = 0; i < g.infosets(); i++) {
            setsOfKey.merge(keys[i], 1, Integer::sum);
        }
        assertTrue(setsOfKey.values().stream().anyMatch(n -> n > 1), "some keys stand for several of the tree's sets");
        Strategy merged = SolvedStrategy.merged(s, keys);
        assertEquals(s.value, merged.value(g), 1e-9);
        for (int seat = 0; seat < 2; seat++) {
            assertEquals(Exploitability.ofPlayer(g, s.equilibrium, seat, s.value), Exploitability.ofPlayer(g, merged, seat, s.value), 1e-9,
                    "seat " + seat);
        }
    }

    @Tag("slow")
    @Test
    void theBotReadFromItsFilePlaysTheStatedStrategyExactly(@TempDir Path dir) throws Exception {
        Solved s = drawing();
        SolvedStrategy written = SolvedStrategy.of(s);
        Path file = dir.resolve("s.json");
        Files.writeString(file, StrategyFile.write(written));
        SolvedStrategy read = StrategyFile.read(file);
        assertEquals(StrategyFile.write(written), StrategyFile.write(read), "the file reads back to the same strategy");
        Strategy played = s.equilibrium;
        for (int seat = 0; seat < 2; seat++) {
            SolvedBot bot = new SolvedBot(read, FugitiveSeat.of(seat), seat == 0 ? new HeuristicFugitive() : new HeuristicMarshal());
            played = BotStrategy.of(s.tree, bot, seat, 1, 1, played);
        }
        assertEquals(written.value, played.value(s.tree.tree), 1e-12);
        assertEquals(written.exploitability, Exploitability.of(s.tree.tree, played), 1e-12);
        // rounding to thousandths moves the exploitability by little
        assertTrue(Math.abs(written.exploitability - s.exploitability) < 0.002, written.exploitability + " vs " + s.exploitability);
    }

    @Test
    void onlyTheSolvedSpecsHaveTheBot() {
        FugitiveGame pt = FugitiveGame.of(Games.get("fugitive").spec("pt"));
        UserError e = assertThrows(UserError.class, () -> pt.bot("solved", FugitiveSeat.FUGITIVE.index()));
        assertTrue(e.getMessage().startsWith("the solved bot plays only the solved specs (mini2"), e.getMessage());
        assertTrue(e.getMessage().endsWith("and pt is not one of them"), e.getMessage());
        for (String spec : new String[] {"mini2", "mini2+marshalWin=last+manhuntRevealed=last-revealed"}) {
            FugitiveGame game = FugitiveGame.of(FugitiveTreeTest.rules(spec).spec);
            for (FugitiveSeat seat : FugitiveSeat.values()) {
                assertTrue(game.bot("solved", seat.index()) instanceof SolvedBot, spec + " " + seat);
            }
        }
    }
}
